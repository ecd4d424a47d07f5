import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Lazy pages load on navigation: the address changes once the target's chunk is in. */
export async function expectLocation(location: () => string, path: string) {
  await waitFor(() => expect(location()).toBe(path), { timeout: 15_000 });
}

/** The page's footer (its one next action). */
export const footer = () => document.querySelector('footer.page-frame-footer') as HTMLElement;
