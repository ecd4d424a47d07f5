import type { ComponentType } from 'react';

/**
 * Page components by route path, filled in as their chunks load. Kept-alive pages render outside
 * the router's <Outlet>, so the keep-alive host looks them up here; the router has always loaded
 * a route's chunk (its `lazy`) before it commits a navigation to it.
 */
const pages = new Map<string, ComponentType>();

export const pageRegistry = {
  get: (path: string) => pages.get(path),
  set: (path: string, page: ComponentType) => void pages.set(path, page),
};
