import '@tests/setup/test-polyfills';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
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
  });

  it('has an entry and a demo.tsx for every widget folder', () => {
    const widgets = path.resolve(__dirname, '../../widgets');
    const folders = readdirSync(widgets, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !['shared', 'safe-html'].includes(d.name))
      .map((d) => d.name)
      .sort();
    expect(folders).toHaveLength(10);
    for (const folder of folders) expect(existsSync(path.join(widgets, folder, 'demo.tsx'))).toBe(true);
    expect(
      GALLERY_ENTRIES.filter((e) => e.group === 'widget')
        .map((e) => e.id)
        .filter((id) => id !== 'format')
        .sort(),
    ).toEqual(folders);
  });

  it('has a gallery entry for every page-kit block folder', () => {
    const kit = path.resolve(__dirname, '../../page-kit');
    const folders = existsSync(kit)
      ? readdirSync(kit, { withFileTypes: true })
          .filter((d) => d.isDirectory() && d.name !== 'testing')
          .map((d) => d.name)
      : [];
    for (const folder of folders) expect(existsSync(path.join(kit, folder, 'demo.tsx')), folder).toBe(true);
    expect(
      GALLERY_ENTRIES.filter((e) => e.group === 'kit')
        .map((e) => e.id)
        .sort(),
    ).toEqual(folders.map((f) => `kit-${f}`).sort());
  });

  it('?w=<id> shows one widget in its open state', () => {
    window.history.replaceState(null, '', '/?w=confirm-dialog');
    render(<GalleryPage />);
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '组件目录' })).toBeNull();
  });
});
