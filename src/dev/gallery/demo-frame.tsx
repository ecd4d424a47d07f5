import type { ReactNode } from 'react';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import './demo-frame.css';

/** Props every widget demo takes: `open` starts it in its main visible state (screenshots). */
export interface DemoProps {
  open?: boolean;
}

/** A labelled row of a demo: what state it shows, then the widget. */
export function DemoCase({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="demo-case">
      <h3 className="demo-case-title">{title}</h3>
      <div className="demo-case-body">{children}</div>
    </section>
  );
}

/** The last value a demo's widget emitted, so the gallery shows events without a console. */
export function DemoOutput({ value }: { value: unknown }) {
  return <output className="demo-output">{value === undefined ? '—' : JSON.stringify(value)}</output>;
}

/**
 * For demos with links: in the app the gallery runs inside the app's router (a second router
 * there throws); standalone and in unit tests it gets a memory router.
 */
export function DemoRouter({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <>{children}</> : <MemoryRouter>{children}</MemoryRouter>;
}
