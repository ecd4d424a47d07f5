import '@tests/setup/test-polyfills';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Toast, unstableSetRender } from 'antd-mobile';
import { http, HttpResponse } from 'msw';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { BankPicker } from '@/page-kit/bank-picker';
import { ConfirmDialog } from '@/page-kit/confirm-dialog/testing';
import { CountrySearchDialog } from '@/page-kit/country-search-dialog';
import { MultiSelectPicker } from '@/page-kit/multi-select-picker';
import { RegionPicker } from '@/page-kit/region-picker';
import { RegionPopup } from '@/page-kit/region-popup';
import { renderWithClient } from '@tests/support/render-with-client';
import { TitleBar } from '@/page-kit/title-bar';
import { findActiveContent, HOSTILE_VECTORS } from './testing/hostile-vectors';

/**
 * Every widget that shows server text gets every hostile vector in every
 * server field, and the rendered page must stay inert (no element, handler, script URL or
 * remote resource from the vector). Where the field is text (all but the explicit HTML props)
 * the vector must also read as the very characters the server sent. The bank-card pages get
 * the same vectors in Chromium (tests/e2e/hostile/hostile-suite.ts).
 */
const server = setupMswServer();
const noop = () => {};
const inert = () => expect(findActiveContent(document.body, location.origin)).toEqual([]);
const byIndex = HOSTILE_VECTORS.map((vector, index) => ({ vector, index }));
const nothing = () => new Promise((resolve) => setTimeout(resolve, 30));

// The toast's own root, as the shell hands antd-mobile createRoot (src/app/antd-react19.ts);
// the render found here is put back for the files that share this worker.
const shellRender = unstableSetRender();
afterAll(() => unstableSetRender(shellRender));
unstableSetRender((node, container) => {
  const root = createRoot(container);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

afterEach(() => {
  delete (globalThis as { __xss?: unknown }).__xss;
  Toast.clear();
});

describe.each(byIndex)('server text stays text: vector $index', ({ vector }) => {
  it('confirm dialog: title, content (a bank name in a sentence) and buttons', () => {
    render(
      <ConfirmDialog
        visible
        data={{ title: vector, content: `确定解绑${vector}（尾号${vector}）吗？`, okBtnText: vector }}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(`确定解绑${vector}（尾号${vector}）吗？`, {
      normalizeWhitespace: false,
    });
    inert();
  });

  it('confirm dialog: contentHtml is sanitised', async () => {
    render(<ConfirmDialog visible data={{ contentHtml: vector }} />);
    await nothing();
    inert();
  });

  it('toast (the catalogue shows result.msg / msg this way)', async () => {
    act(() => void Toast.show({ content: vector, icon: 'fail' }));
    await waitFor(() => expect(document.querySelector('.adm-toast-main')).toHaveTextContent(vector));
    inert();
  });

  it('title bar: title and leftText as text, rightText sanitised', async () => {
    render(
      <MemoryRouter>
        <TitleBar navTitleData={{ title: vector, leftText: vector, rightText: vector }} hidden={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(vector, {
      normalizeWhitespace: false,
    });
    await nothing();
    inert();
  });
});

describe('server text stays text in the pickers (all vectors in one list)', () => {
  it('bank picker: bnkName', async () => {
    server.use(
      http.post(API('queryBankCardHeadList'), () =>
        HttpResponse.json(envelope(HOSTILE_VECTORS.map((bnkName) => ({ bnkName })))),
      ),
    );
    renderWithClient(<BankPicker visible onSelect={noop} onClose={noop} />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(HOSTILE_VECTORS.length);
    for (const vector of HOSTILE_VECTORS)
      expect(screen.getByRole('button', { name: vector })).toBeInTheDocument();
    inert();
  });

  it('region picker: province names', async () => {
    server.use(
      http.post(API('selectAreaCity'), () =>
        HttpResponse.json(
          envelope(HOSTILE_VECTORS.map((provinceName, i) => ({ provinceName, provinceCode: String(i) }))),
        ),
      ),
    );
    renderWithClient(<RegionPicker />);
    expect(await screen.findByRole('button', { name: HOSTILE_VECTORS[0] })).toBeInTheDocument();
    inert();
  });

  it('region popup: country notes from the dictionary', async () => {
    server.use(
      http.post(API('selectExternalDict'), () =>
        HttpResponse.json(
          envelope({ dictList: HOSTILE_VECTORS.map((note, i) => ({ note, fldm: String(i) })) }),
        ),
      ),
    );
    renderWithClient(<RegionPopup visible onConfirm={noop} onCancel={noop} />);
    expect(await screen.findByRole('button', { name: HOSTILE_VECTORS[0] })).toBeInTheDocument();
    inert();
  });

  it('country search: areaName (server HTML, shown stripped and sanitised)', async () => {
    server.use(
      http.post(API('newSelectCountryList'), () =>
        HttpResponse.json(envelope(HOSTILE_VECTORS.map((areaName) => ({ areaName })))),
      ),
    );
    renderWithClient(<CountrySearchDialog visible onConfirm={noop} onClose={noop} />);
    await waitFor(() => expect(document.querySelectorAll('.picker-item').length).toBeGreaterThan(0));
    await nothing();
    inert();
  });

  it('multi-select picker: notes', () => {
    const columns = HOSTILE_VECTORS.map((note, id) => ({ id, note }));
    render(
      <MultiSelectPicker
        visible
        columns={columns}
        title={HOSTILE_VECTORS[0]}
        onConfirm={noop}
        onClose={noop}
      />,
    );
    for (const vector of HOSTILE_VECTORS)
      expect(screen.getByRole('checkbox', { name: vector })).toBeInTheDocument();
    inert();
  });
});

describe('the checker can fail', () => {
  it('finds what the sanitiser would have removed', () => {
    const div = document.createElement('div');
    div.innerHTML = HOSTILE_VECTORS.join('');
    expect(findActiveContent(div, location.origin).length).toBeGreaterThanOrEqual(8);
  });
});
