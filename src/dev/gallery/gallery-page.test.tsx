import '../../widgets/shared/test-polyfills';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GALLERY_ENTRIES } from './gallery-entries';
import GalleryPage from './gallery-page';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('widget gallery', () => {
  it('lists every widget of spec section 2 (ten) plus the formatters, without calling the API', () => {
    render(<GalleryPage />);
    expect(GALLERY_ENTRIES).toHaveLength(11);
    for (const entry of GALLERY_ENTRIES) {
      expect(screen.getByRole('heading', { level: 2, name: entry.title })).toBeInTheDocument();
    }
  });

  it('?w=<id> shows one widget in its open state', () => {
    window.history.replaceState(null, '', '/?w=confirm-dialog');
    render(<GalleryPage />);
    expect(screen.getByRole('dialog', { name: '温馨提示' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '组件目录' })).toBeNull();
  });
});
