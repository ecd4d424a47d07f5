import '@tests/setup/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, envelope, setupMswServer } from '@tests/support/msw-server';
import { renderWithClient } from '@tests/support/render-with-client';
import { BankPicker } from './bank-picker';

const server = setupMswServer();
const BANKS = ['中国工商银行', '中国农业银行', '中国银行', '招商银行', '交通银行'];

/** Filters like the server: by substring of bnkName; records what was asked. */
function serveBanks(asked: string[] = []) {
  server.use(
    http.post(API('queryBankCardHeadList'), async ({ request }) => {
      const { requestData } = (await request.json()) as { requestData: { bnkName: string } };
      asked.push(requestData.bnkName);
      return HttpResponse.json(
        envelope(BANKS.filter((name) => name.includes(requestData.bnkName)).map((bnkName) => ({ bnkName }))),
      );
    }),
  );
  return asked;
}

afterEach(() => vi.restoreAllMocks());

describe('<BankPicker>', () => {
  it('shows its title, search placeholder, 取消, and the full list from queryBankCardHeadList', async () => {
    const asked = serveBanks();
    renderWithClient(<BankPicker visible onSelect={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '选择所属银行' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveAttribute('placeholder', '请输入要查找的银行');
    expect(screen.getByRole('searchbox')).toHaveAccessibleName();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '招商银行' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(asked).toEqual(['']);
  });

  it('does not query while hidden', async () => {
    const asked = serveBanks();
    renderWithClient(<BankPicker visible={false} onSelect={vi.fn()} onClose={vi.fn()} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toEqual([]);
  });

  it('re-queries by bnkName after typing and highlights the keyword', async () => {
    const asked = serveBanks();
    renderWithClient(<BankPicker visible onSelect={vi.fn()} onClose={vi.fn()} debounceMs={20} />);
    await screen.findByRole('button', { name: '招商银行' });
    await userEvent.type(screen.getByPlaceholderText('请输入要查找的银行'), '农业');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const item = screen.getByRole('button', { name: '中国农业银行' });
    expect(item.querySelector('.safe-html-highlight')).toHaveTextContent('农业');
    expect(asked.at(-1)).toBe('农业');
  });

  it('emits the selected name and closes', async () => {
    serveBanks();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithClient(<BankPicker visible onSelect={onSelect} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: '中国银行' }));
    expect(onSelect).toHaveBeenCalledWith('中国银行');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('取消 closes without selecting', async () => {
    serveBanks();
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWithClient(<BankPicker visible onSelect={onSelect} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('never executes typed markup, even when the server echoes it back', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const typed = '<img src=x onerror=alert(1)>';
    server.use(
      http.post(API('queryBankCardHeadList'), async ({ request }) => {
        const { requestData } = (await request.json()) as { requestData: { bnkName: string } };
        return HttpResponse.json(envelope([{ bnkName: `银行${requestData.bnkName}` }]));
      }),
    );
    renderWithClient(<BankPicker visible onSelect={vi.fn()} onClose={vi.fn()} debounceMs={20} />);
    await userEvent.type(screen.getByPlaceholderText('请输入要查找的银行'), typed);
    const list = screen.getByRole('list', { name: '银行列表' });
    await waitFor(() => expect(within(list).getByRole('button')).toHaveTextContent(`银行${typed}`));
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(list.querySelector('img')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });
});
