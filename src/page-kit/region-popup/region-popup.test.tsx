import '@tests/setup/test-polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/support/msw-server';
import { serveAreas } from '@/page-kit/area-levels/testing';
import { renderWithClient } from '@tests/support/render-with-client';
import { RegionPopup } from './region-popup';

const server = setupMswServer();
const level = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}：`) });
const pick = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));

describe('<RegionPopup>', () => {
  it('is titled 国籍/地区 with 取消/确定 and three empty values; lists countries from cnty_cd', async () => {
    const { dictCodes, seen } = serveAreas(server);
    renderWithClient(<RegionPopup visible onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '国籍/地区' })).toBeVisible();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确定' })).toBeInTheDocument();
    for (const name of ['国家/地区', '省份', '城市']) expect(level(name)).toHaveTextContent('请选择');
    expect(await screen.findByRole('button', { name: '新加坡' })).toBeInTheDocument();
    expect(dictCodes).toEqual(['cnty_cd']);
    expect(seen).toEqual([]);
  });

  it('is 24rem high with a 20rem list', () => {
    serveAreas(server);
    renderWithClient(<RegionPopup visible onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect((document.querySelector('.adm-popup-body') as HTMLElement).style.height).toBe('24rem');
    expect((screen.getByRole('dialog').querySelector('.picker-list') as HTMLElement).style.height).toBe(
      '20rem',
    );
  });

  it('country → provinces → cities, highlighting the active item, and confirms the selection', async () => {
    const { seen } = serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(<RegionPopup visible onConfirm={onConfirm} onCancel={vi.fn()} />);
    await pick('中国');
    expect(level('国家/地区')).toHaveTextContent('中国');
    await pick('广东省');
    await pick('深圳市');
    expect(screen.getByRole('button', { name: '深圳市' })).toHaveClass('picker-item-active');
    expect(level('城市')).toHaveTextContent('深圳市');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        countryName: '中国',
        countryCode: 'CHN',
        provinceName: '广东省',
        provinceCode: '440000',
        cityName: '深圳市',
        cityCode: '440300',
      }),
    );
    expect(seen).toEqual([
      { provinceCode: '', cityCode: '' },
      { provinceCode: '440000', cityCode: '' },
    ]);
  });

  it('tapping a chosen value goes back to that level; choosing anew clears the levels below', async () => {
    serveAreas(server);
    renderWithClient(<RegionPopup visible onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await pick('中国');
    await pick('广东省');
    await screen.findByRole('button', { name: '广州市' });
    await userEvent.click(level('国家/地区'));
    expect(await screen.findByRole('button', { name: '中国' })).toHaveClass('picker-item-active');
    expect(level('省份')).toHaveTextContent('广东省');
    await pick('新加坡');
    expect(level('省份')).toHaveTextContent('请选择');
    expect(level('城市')).toHaveTextContent('请选择');
  });

  it('an empty value does nothing when tapped', async () => {
    serveAreas(server);
    renderWithClient(<RegionPopup visible onConfirm={vi.fn()} onCancel={vi.fn()} />);
    await screen.findByRole('button', { name: '中国' });
    await userEvent.click(level('城市'));
    expect(level('国家/地区')).toHaveAttribute('aria-current', 'step');
  });

  it('a country outside the mainland has no provinces: the choice ends there', async () => {
    const { seen } = serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(<RegionPopup visible onConfirm={onConfirm} onCancel={vi.fn()} />);
    await pick('新加坡');
    expect(level('国家/地区')).toHaveTextContent('新加坡');
    expect(screen.getByRole('button', { name: '新加坡' })).toHaveClass('picker-item-active');
    expect(level('国家/地区')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ countryName: '新加坡', provinceCode: '', cityCode: '' }),
    );
    expect(seen).toEqual([]);
  });

  it('is not dismissed by the overlay; 取消 asks to close', async () => {
    serveAreas(server);
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithClient(<RegionPopup visible onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(document.querySelector('.adm-mask') as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
