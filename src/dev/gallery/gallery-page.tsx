import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { ConfirmDialogSlot } from '@/page-kit/confirm-dialog';
import { GALLERY_ENTRIES } from './gallery-entries';
import './gallery.css';

/**
 * Dev-only widget gallery (route /dev/gallery in dev and mock builds; never in production).
 * `?w=<id>` shows one widget with its main state open — what the screenshot script captures.
 * API data comes from the MSW worker of `--mode msw` / the demo build.
 */
export default function GalleryPage() {
  const only = new URLSearchParams(window.location.search).get('w');
  const entries = only ? GALLERY_ENTRIES.filter((entry) => entry.id === only) : GALLERY_ENTRIES;
  return (
    <WithQueryClient>
      <main className="gallery" data-gallery-ready="true">
        <h1 className="gallery-title">组件示例{only ? ` · ${entries[0]?.title ?? only}` : ''}</h1>
        {!only ? (
          <nav className="gallery-index" aria-label="组件目录">
            {GALLERY_ENTRIES.map((entry) => (
              <a key={entry.id} href={`?w=${entry.id}`}>
                {entry.title}
              </a>
            ))}
          </nav>
        ) : null}
        {entries.map(({ id, title, Demo }) => (
          <section key={id} id={id} className="gallery-entry" aria-labelledby={`gallery-${id}`}>
            {only ? null : (
              <h2 id={`gallery-${id}`} className="gallery-entry-title">
                {title}
              </h2>
            )}
            <Demo open={!!only} />
          </section>
        ))}
        {entries.length === 0 ? <p className="gallery-empty">没有名为 “{only}” 的组件</p> : null}
      </main>
      {/* Harmless next to the app's own slot: only the first host mounted renders. */}
      <ConfirmDialogSlot />
    </WithQueryClient>
  );
}

/** Inside the app the shell's client is used; standalone (gallery.html) the page brings its own. */
function WithQueryClient({ children }: { children: ReactNode }) {
  const existing = useContext(QueryClientContext);
  const [own] = useState(() => (existing ? undefined : createQueryClient()));
  if (!own) return <>{children}</>;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
