import '@tests/setup/test-polyfills';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { BackBar } from '@/page-kit/back-bar';
import { BankPicker } from '@/page-kit/bank-picker';
import { ConfirmDialog } from '@/page-kit/confirm-dialog/testing';
import { CountrySearchDialog } from '@/page-kit/country-search-dialog';
import { LoadingOverlay } from '@/page-kit/loading-overlay';
import { MultiSelectPicker } from '@/page-kit/multi-select-picker';
import { PhoneInput } from '@/page-kit/phone-input';
import { RegionPicker } from '@/page-kit/region-picker';
import { RegionPopup } from '@/page-kit/region-popup';
import { TitleBar } from '@/page-kit/title-bar';
import { serveAreas } from '@/page-kit/area-levels/testing';
import { renderWithClient } from '@tests/support/render-with-client';

const server = setupMswServer();
const noop = vi.fn();

/** Each widget in its open state; `dialog` names the role=dialog it must expose, if any. */
const CASES: [string, () => ReactElement, string | null][] = [
  ['region popup', () => <RegionPopup visible onConfirm={noop} onCancel={noop} />, '国籍/地区'],
  [
    'country search dialog',
    () => <CountrySearchDialog visible onConfirm={noop} onClose={noop} />,
    '选择国籍',
  ],
  ['region picker', () => <RegionPicker />, '所在区域'],
  ['bank picker', () => <BankPicker visible onSelect={noop} onClose={noop} />, '选择所属银行'],
  [
    'multi-select picker',
    () => <MultiSelectPicker visible columns={[{ id: 1, note: '工资' }]} onConfirm={noop} onClose={noop} />,
    '信托资金来源',
  ],
  ['confirm dialog', () => <ConfirmDialog visible data={{ title: '提示标题', content: 'x' }} />, '提示标题'],
  [
    'title bar',
    () => <TitleBar hidden={false} navTitleData={{ title: 't', leftText: ' ', rightText: 'SHARE' }} />,
    null,
  ],
  ['back bar', () => <BackBar />, null],
  ['loading overlay', () => <LoadingOverlay visible />, null],
  ['phone input', () => <PhoneInput />, null],
];

describe('basic accessibility of every widget', () => {
  it.each(CASES)('%s: named dialog, named buttons and fields, images with alt', async (_name, ui, dialog) => {
    serveAreas(server);
    server.use(
      http.post(API('queryBankCardHeadList'), () => HttpResponse.json(envelope([{ bnkName: '招商银行' }]))),
      http.post(API('newSelectCountryList'), () => HttpResponse.json(envelope([{ areaName: '中国' }]))),
    );
    renderWithClient(ui());
    if (dialog) expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
    // Let list data arrive so its rows are checked too.
    await waitFor(() => expect(document.querySelector('[role="status"].picker-status')).toBeNull());
    for (const button of screen.queryAllByRole('button')) expect(button).toHaveAccessibleName();
    for (const box of screen.queryAllByRole('textbox')) expect(box).toHaveAccessibleName();
    for (const box of screen.queryAllByRole('searchbox')) expect(box).toHaveAccessibleName();
    for (const box of screen.queryAllByRole('checkbox')) expect(box).toHaveAccessibleName();
    for (const img of document.querySelectorAll('img')) expect(img).toHaveAttribute('alt');
  });
});
