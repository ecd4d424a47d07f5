import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { renderWithClient } from '@tests/support/render-with-client';
import { CountrySearchDialog } from './country-search-dialog';

const server = setupMswServer();
const COUNTRIES = ['中国', '中国香港', '中国澳门', '新加坡', '新西兰', '美国'];

/** Filters by substring like the server; `slow` answers for those texts arrive late. */
function serveCountries({ slow = {} as Record<string, number> } = {}) {
  const asked: string[] = [];
  server.use(
    http.post(API('newSelectCountryList'), async ({ request }) => {
      const { requestData } = (await request.json()) as { requestData: { areaName: string } };
      asked.push(requestData.areaName);
      const wait = slow[requestData.areaName];
      if (wait) await delay(wait);
      return HttpResponse.json(
        envelope(COUNTRIES.filter((n) => n.includes(requestData.areaName)).map((areaName) => ({ areaName }))),
      );
    }),
  );
  return asked;
}

const input = () => screen.getByPlaceholderText('请输入国籍关键字');
const list = () => screen.getByRole('list', { name: '国家列表' });
const names = () =>
  within(list())
    .queryAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => vi.restoreAllMocks());

describe('<CountrySearchDialog>', () => {
  it('is a dialog 85% wide and 70vh high with the search placeholder and 确定', async () => {
    serveCountries();
    renderWithClient(<CountrySearchDialog visible onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '选择国籍' })).toBeVisible();
    const popup = document.querySelector('.country-search-dialog') as HTMLElement;
    expect(popup.style.getPropertyValue('--min-width')).toBe('85vw');
    expect(popup.style.getPropertyValue('--max-width')).toBe('85vw');
    expect((document.querySelector('.adm-center-popup-body') as HTMLElement).style.height).toBe('70vh');
    expect(input()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(6));
  });

  it('typing clears the list at once, then re-queries once for the settled text and highlights it', async () => {
    const asked = serveCountries();
    renderWithClient(<CountrySearchDialog visible onConfirm={vi.fn()} onClose={vi.fn()} debounceMs={50} />);
    await waitFor(() => expect(names()).toHaveLength(6));
    await userEvent.type(input(), '新');
    expect(names()).toEqual([]);
    await waitFor(() => expect(names()).toEqual(['新加坡', '新西兰']));
    const mark = within(list()).getByRole('button', { name: '新加坡' }).querySelector('.safe-html-highlight');
    expect(mark).toHaveTextContent('新');
    expect(asked).toEqual(['', '新']);
  });

  it('an older, slower answer never overwrites the newer list', async () => {
    serveCountries({ slow: { 中: 300 } });
    renderWithClient(<CountrySearchDialog visible onConfirm={vi.fn()} onClose={vi.fn()} debounceMs={20} />);
    await userEvent.type(input(), '中');
    await new Promise((r) => setTimeout(r, 60)); // the slow query for 中 is now in flight
    await userEvent.type(input(), '国香');
    await waitFor(() => expect(names()).toEqual(['中国香港']));
    await new Promise((r) => setTimeout(r, 400)); // the answer for 中 has arrived by now
    expect(names()).toEqual(['中国香港']);
  });

  it('tapping an item selects and marks it; 确定 emits the plain name and closes', async () => {
    serveCountries();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithClient(<CountrySearchDialog visible onConfirm={onConfirm} onClose={onClose} debounceMs={20} />);
    await userEvent.type(input(), '中国');
    const item = await within(list()).findByRole('button', { name: '中国澳门' });
    await userEvent.click(item);
    expect(item).toHaveAttribute('aria-pressed', 'true');
    expect(item).toHaveClass('picker-item-active');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('中国澳门');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('strips markup that arrives inside areaName', async () => {
    server.use(
      http.post(API('newSelectCountryList'), () =>
        HttpResponse.json(envelope([{ areaName: '<span style="color:red">新</span>加坡' }])),
      ),
    );
    const onConfirm = vi.fn();
    renderWithClient(<CountrySearchDialog visible onConfirm={onConfirm} onClose={vi.fn()} />);
    await userEvent.click(await within(list()).findByRole('button', { name: '新加坡' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('新加坡');
  });

  it('clearing the input clears the selection', async () => {
    serveCountries();
    const onConfirm = vi.fn();
    renderWithClient(<CountrySearchDialog visible onConfirm={onConfirm} onClose={vi.fn()} debounceMs={20} />);
    await userEvent.type(input(), '美');
    await userEvent.click(await within(list()).findByRole('button', { name: '美国' }));
    await userEvent.clear(input());
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(within(list()).getByRole('button', { name: '美国' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('never executes typed markup, even when the server echoes it back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const typed = '<img src=x onerror=alert(1)>';
    server.use(
      http.post(API('newSelectCountryList'), async ({ request }) => {
        const { requestData } = (await request.json()) as { requestData: { areaName: string } };
        return HttpResponse.json(envelope([{ areaName: `国家${requestData.areaName}` }]));
      }),
    );
    const onConfirm = vi.fn();
    renderWithClient(<CountrySearchDialog visible onConfirm={onConfirm} onClose={vi.fn()} debounceMs={20} />);
    await userEvent.type(input(), typed);
    // The echoed name is server text: its markup is stripped (the tag is dropped, never run).
    await waitFor(() => expect(names()).toEqual(['国家']));
    expect(input()).toHaveValue(typed);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(list().querySelector('img')).toBeNull();
    await userEvent.click(within(list()).getByRole('button'));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith('国家');
    expect(alert).not.toHaveBeenCalled();
  });
});
