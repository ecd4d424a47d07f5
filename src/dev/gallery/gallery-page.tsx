import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useInRouterContext, useLocation } from 'react-router-dom';
import { createQueryClient } from '@/api/query-client';
import { ConfirmDialogSlot } from '@/page-kit/confirm-dialog';
import { GALLERY_ENTRIES } from './gallery-entries';
import './gallery.css';

/**
 * Dev-only widget gallery (route /dev/gallery in dev and mock builds; never in production).
 * `?w=<id>` shows one widget with its main state open — what the screenshot script captures.
 * API data comes from the MSW worker of `--mode msw` / the demo build.
 *
 * In the app the index's links go through the router, so moving from block to block (and back)
 * redraws the gallery without loading the app again; the standalone page (gallery.html) has
 * plain links.
 */
export default function GalleryPage() {
  return useInRouterContext() ? <RoutedGallery /> : <StandaloneGallery />;
}

function RoutedGallery() {
  const { search } = useLocation();
  return <Gallery search={search} linkTo={(query, label) => <Link to={query}>{label}</Link>} />;
}

const onPopState = (changed: () => void) => {
  addEventListener('popstate', changed);
  return () => removeEventListener('popstate', changed);
};

function StandaloneGallery() {
  const search = useSyncExternalStore(onPopState, () => window.location.search);
  return <Gallery search={search} linkTo={(query, label) => <a href={query}>{label}</a>} />;
}

interface GalleryProps {
  search: string;
  /** A link to the gallery with `query` (`?w=<id>`, or `?` for the index). */
  linkTo: (query: string, label: string) => ReactNode;
}

function Gallery({ search, linkTo }: GalleryProps) {
  const only = new URLSearchParams(search).get('w');
  const entries = only ? GALLERY_ENTRIES.filter((entry) => entry.id === only) : GALLERY_ENTRIES;
  const place = GALLERY_ENTRIES.findIndex((entry) => entry.id === only);
  const next = place >= 0 ? GALLERY_ENTRIES[place + 1] : undefined;
  return (
    <WithQueryClient>
      <main className="gallery" data-gallery-ready="true">
        <h1 className="gallery-title">组件示例{only ? ` · ${entries[0]?.title ?? only}` : ''}</h1>
        {!only ? (
          <nav className="gallery-index" aria-label="组件目录">
            {GALLERY_ENTRIES.map((entry) => (
              <Fragment key={entry.id}>{linkTo(`?w=${entry.id}`, entry.title)}</Fragment>
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
        {only ? (
          <nav className="gallery-pager" aria-label="翻页">
            {linkTo('?', '目录')}
            {next ? linkTo(`?w=${next.id}`, `下一个：${next.title}`) : null}
          </nav>
        ) : null}
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
