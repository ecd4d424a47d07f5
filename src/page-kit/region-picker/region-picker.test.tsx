import '@tests/setup/test-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '@tests/support/msw-server';
import { serveAreas } from '@/page-kit/area-levels/testing';
import { EMPTY_AREA } from '@/page-kit/area-levels';
import { renderWithClient } from '@tests/support/render-with-client';
import { canConfirmRegion } from './confirm-condition';
import { RegionPicker } from './region-picker';

const server = setupMswServer();
const level = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}：`) });
const ok = () => screen.getByRole('button', { name: '确定' });

async function pickPath(...names: string[]) {
  for (const name of names) await userEvent.click(await screen.findByRole('button', { name }));
}

describe('<RegionPicker>', () => {
  it('is visible by default: 所在区域, 取消/确定, three levels showing 请选择, provinces listed', async () => {
    const { seen } = serveAreas(server);
    renderWithClient(<RegionPicker />);
    expect(screen.getByRole('dialog', { name: '所在区域' })).toBeVisible();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(ok()).toBeInTheDocument();
    expect(level('省份')).toHaveTextContent('请选择');
    expect(level('城市')).toHaveTextContent('请选择');
    expect(level('区县')).toHaveTextContent('请选择');
    expect(await screen.findByRole('button', { name: '广东省' })).toBeInTheDocument();
    expect(seen).toEqual([{ provinceCode: '', cityCode: '' }]);
  });

  it('is 24rem high with a 20rem list', async () => {
    serveAreas(server);
    renderWithClient(<RegionPicker />);
    expect((document.querySelector('.adm-popup-body') as HTMLElement).style.height).toBe('24rem');
    expect((screen.getByRole('dialog').querySelector('.picker-list') as HTMLElement).style.height).toBe(
      '20rem',
    );
  });

  it('picking a province stores it and loads cities; a city loads zones; a zone is only marked', async () => {
    const { seen } = serveAreas(server);
    renderWithClient(<RegionPicker />);
    await pickPath('广东省');
    expect(level('省份')).toHaveTextContent('广东省');
    expect(await screen.findByRole('button', { name: '深圳市' })).toBeInTheDocument();
    await pickPath('深圳市');
    expect(level('城市')).toHaveTextContent('深圳市');
    await pickPath('南山区');
    expect(level('区县')).toHaveTextContent('南山区');
    expect(screen.getByRole('button', { name: '南山区' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '福田区' })).toHaveAttribute('aria-pressed', 'false');
    expect(seen).toEqual([
      { provinceCode: '', cityCode: '' },
      { provinceCode: '440000', cityCode: '' },
      { provinceCode: '440000', cityCode: '440300' },
    ]);
  });

  it('picking another province clears city and zone', async () => {
    serveAreas(server);
    renderWithClient(<RegionPicker />);
    await pickPath('广东省', '深圳市', '南山区');
    await userEvent.click(level('省份'));
    await pickPath('浙江省');
    expect(level('省份')).toHaveTextContent('浙江省');
    expect(level('城市')).toHaveTextContent('请选择');
    expect(level('区县')).toHaveTextContent('请选择');
    expect(await screen.findByRole('button', { name: '杭州市' })).toBeInTheDocument();
  });

  it('tapping a chosen level goes back to its list with the choice highlighted; an empty level does nothing', async () => {
    serveAreas(server);
    renderWithClient(<RegionPicker />);
    await userEvent.click(level('城市'));
    await userEvent.click(level('区县'));
    expect(level('省份')).toHaveAttribute('aria-current', 'step');
    await pickPath('广东省');
    await screen.findByRole('button', { name: '广州市' });
    await userEvent.click(level('区县'));
    expect(level('城市')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(level('省份'));
    expect(level('省份')).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('button', { name: '广东省' })).toHaveClass('picker-item-active');
  });

  it('default condition: 确定 is silently ignored until province, city and zone codes are set', async () => {
    serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(<RegionPicker onConfirm={onConfirm} />);
    await userEvent.click(ok());
    await pickPath('广东省', '深圳市');
    await userEvent.click(ok());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    await pickPath('福田区');
    await userEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith({
      countryName: '',
      countryCode: '',
      provinceName: '广东省',
      provinceCode: '440000',
      cityName: '深圳市',
      cityCode: '440300',
      zoneName: '福田区',
      zoneCode: '440304',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('country-province-city condition: confirms without a zone once the country is set', async () => {
    serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(
      <RegionPicker
        confirmWhen="country-province-city"
        defaultValue={{ countryName: '中国' }}
        onConfirm={onConfirm}
      />,
    );
    await pickPath('广东省');
    await userEvent.click(ok());
    expect(onConfirm).not.toHaveBeenCalled();
    await pickPath('广州市');
    await userEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        countryName: '中国',
        provinceCode: '440000',
        cityCode: '440100',
        zoneCode: '',
      }),
    );
  });

  it('country-province-city condition: ignored without a country', async () => {
    serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(<RegionPicker confirmWhen="country-province-city" onConfirm={onConfirm} />);
    await pickPath('广东省', '广州市', '天河区');
    await userEvent.click(ok());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('province-city levels: two levels, no 区县; picking a city stays on the cities and asks for no zones', async () => {
    const { seen } = serveAreas(server);
    const onConfirm = vi.fn();
    renderWithClient(
      <RegionPicker
        levels="province-city"
        confirmWhen="country-province-city"
        defaultValue={{ countryName: '中国' }}
        onConfirm={onConfirm}
      />,
    );
    expect(level('省份')).toHaveTextContent('请选择');
    expect(level('城市')).toHaveTextContent('请选择');
    expect(screen.queryByRole('button', { name: /^区县：/ })).toBeNull();
    await pickPath('广东省', '广州市');
    expect(level('城市')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '广州市' })).toHaveAttribute('aria-pressed', 'true');
    await pickPath('深圳市');
    expect(level('城市')).toHaveTextContent('深圳市');
    expect(seen).toEqual([
      { provinceCode: '', cityCode: '' },
      { provinceCode: '440000', cityCode: '' },
    ]);
    await userEvent.click(ok());
    expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ cityCode: '440300', zoneCode: '' }));
  });

  it('取消 hides and emits false', async () => {
    serveAreas(server);
    const onCancel = vi.fn();
    renderWithClient(<RegionPicker onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays hidden and quiet when defaultVisible is false', async () => {
    const { seen } = serveAreas(server);
    renderWithClient(<RegionPicker defaultVisible={false} />);
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('canConfirmRegion', () => {
  it.each([
    [{}, 'province-city-zone', false],
    [{ provinceCode: 'p', cityCode: 'c' }, 'province-city-zone', false],
    [{ provinceCode: 'p', cityCode: 'c', zoneCode: 'z' }, 'province-city-zone', true],
    [{ provinceName: 'p', cityName: 'c', zoneName: 'z' }, 'province-city-zone', false],
    [{ provinceCode: 'p', cityCode: 'c' }, 'country-province-city', false],
    [{ countryName: '中国', provinceCode: 'p', cityCode: 'c' }, 'country-province-city', true],
    [{ countryCode: 'CHN', provinceCode: 'p', cityCode: 'c' }, 'country-province-city', true],
    [{ countryCode: 'CHN', provinceCode: 'p' }, 'country-province-city', false],
  ] as const)('%o under %s → %s', (partial, condition, expected) => {
    expect(canConfirmRegion({ ...EMPTY_AREA, ...partial }, condition)).toBe(expected);
  });
});
