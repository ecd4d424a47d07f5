import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import { renderRoute } from '@tests/support/render-route';

setupMockApi();

afterEach(() => vi.restoreAllMocks());

describe('liveIntroduction', () => {
  it('lists the live previews; one opens with time, host and agenda', async () => {
    const { location } = renderRoute('/phone/liveIntroduction');
    const items = within(await screen.findByRole('list', { name: '直播预告' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    await userEvent.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(location()).toBe('/phone/liveIntroduction?articleId=AR202407080001'));
    expect(await screen.findByText('2024年7月12日 周五 19:30–20:30')).toBeInTheDocument();
    expect(screen.getByText('即将开播')).toBeInTheDocument();
    expect(screen.getByText('华信信托财富管理中心首席投资顾问')).toBeInTheDocument();
    expect(screen.getByText('下半年宏观经济与政策展望')).toBeInTheDocument();
  });

  it('预约提醒 saves a calendar event with an alarm, and says so', async () => {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:reminder';
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/phone/liveIntroduction?articleId=AR202407080001');
    await userEvent.click(await screen.findByRole('button', { name: '预约提醒' }));
    expect(click).toHaveBeenCalledTimes(1);
    const ics = await blobs[0]!.text();
    expect(ics).toContain('DTSTART:20240712T113000Z');
    expect(ics).toContain('TRIGGER:-PT15M');
    expect(screen.getByRole('status')).toHaveTextContent('开播前15分钟提醒您');
  });

  it('an ended live offers no reminder', async () => {
    renderRoute('/phone/liveIntroduction?articleId=AR202406200011');
    expect(await screen.findByText('已结束')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '直播已结束' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '预约提醒' })).toBeNull();
  });

  it('a withdrawn preview says so', async () => {
    renderRoute('/phone/liveIntroduction?articleId=AR209901010007');
    expect(await screen.findByText('该直播已下架')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看其他直播' })).toBeInTheDocument();
  });
});
