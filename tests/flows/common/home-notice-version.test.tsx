import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { shellReports } from '@mocks/domains/common/shell-handlers';
import { setScenario } from '@mocks/scenarios/scenario-store';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

const LONG = { timeout: 15_000 };

beforeEach(() => localStorage.clear());

describe('the home notice (appletPopup) on noAppletHome', { timeout: 60_000 }, () => {
  it('shows the notice once, opens its page on 查看详情 and reports the view and the tap', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderRoute('/phone/noAppletHome');
    const details = await screen.findByRole('button', { name: '查看详情' }, LONG);
    expect(screen.getByText('春节假期服务安排')).toBeInTheDocument();
    await user.click(details);
    await waitFor(() => expect(first.location()).toBe('/phone/inforList'), LONG);
    await waitFor(() =>
      expect(shellReports.findMany().map((row) => row.eventCode)).toEqual(['POPUP_VIEW', 'POPUP_CLICK']),
    );
    first.unmount();

    renderRoute('/phone/noAppletHome');
    expect(await screen.findByRole('heading', { level: 2, name: '华信信托' })).toBeInTheDocument();
    await waitFor(() => expect(shellReports.findMany()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the home without a notice when the read fails', async () => {
    setScenario({ outcome: 'http500', call: 'appletPopup' });
    const { toasts } = renderRoute('/phone/noAppletHome');
    expect(await screen.findByRole('heading', { level: 2, name: '华信信托' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([]);
  });
});

describe('the latest version on download (getVersionNo)', { timeout: 60_000 }, () => {
  it('shows the version, its date and what is new', async () => {
    renderRoute('/phone/download');
    const card = await screen.findByRole('region', { name: '最新版本 V5.2.0' }, LONG);
    expect(within(card).getByText(/2026-11-10 发布/)).toBeInTheDocument();
    expect(within(card).getByText('新增年度账单，一页看清全年投资与收益')).toBeInTheDocument();
  });
});
