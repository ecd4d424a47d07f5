import '@tests/setup/test-polyfills';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GALLERY_ENTRIES } from './gallery-entries';
import GalleryPage from './gallery-page';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('widget gallery', () => {
  it('lists every widget of spec section 2 (ten), the formatters and every kit block, without calling the API', () => {
    render(<GalleryPage />);
    expect(GALLERY_ENTRIES.filter((e) => e.group === 'widget')).toHaveLength(11);
    for (const entry of GALLERY_ENTRIES) {
      expect(screen.getByRole('heading', { level: 2, name: entry.title })).toBeInTheDocument();
    }
    // Every demo of the kit in one render: seconds on a shared two-core machine.
  }, 30_000);

  it('has a demo.tsx and an entry for every page-kit block, the spec widgets under their bare names', () => {
    const kit = path.resolve(__dirname, '../../page-kit');
    const folders = readdirSync(kit, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    for (const folder of folders) expect(existsSync(path.join(kit, folder, 'demo.tsx')), folder).toBe(true);
    const ids = GALLERY_ENTRIES.filter((e) => e.id !== 'format').map((e) => e.id.replace(/^kit-/, ''));
    expect(ids.sort()).toEqual(folders);
    expect(GALLERY_ENTRIES.filter((e) => e.group === 'widget' && e.id !== 'format').map((e) => e.id)).toEqual(
      [
        'region-popup',
        'country-search-dialog',
        'region-picker',
        'bank-picker',
        'multi-select-picker',
        'confirm-dialog',
        'title-bar',
        'back-bar',
        'loading-overlay',
        'phone-input',
      ],
    );
  });

  it('?w=<id> shows one widget in its open state', () => {
    window.history.replaceState(null, '', '/?w=confirm-dialog');
    render(<GalleryPage />);
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '组件目录' })).toBeNull();
  });

  it('in the app, 下一个 shows the next block and 目录 the index, through the router', () => {
    const [first, second] = GALLERY_ENTRIES.filter((entry) => entry.group === 'widget');
    let search = '';
    function WhereAmI() {
      search = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={[`/dev/gallery?w=${first?.id}`]}>
        <GalleryPage />
        <WhereAmI />
      </MemoryRouter>,
    );
    const pager = () => screen.getByRole('navigation', { name: '翻页' });
    fireEvent.click(within(pager()).getByRole('link', { name: `下一个：${second?.title}` }));
    expect(search).toBe(`?w=${second?.id}`);
    expect(document.getElementById(second?.id ?? '')).not.toBeNull();
    expect(document.getElementById(first?.id ?? '')).toBeNull();
    fireEvent.click(within(pager()).getByRole('link', { name: '目录' }));
    expect(search).toBe('');
    expect(screen.getByRole('navigation', { name: '组件目录' })).toBeInTheDocument();
  }, 30_000);
});
