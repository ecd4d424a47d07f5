import '@tests/setup/test-polyfills';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { setupMswServer } from '@tests/support/msw-server';
import { serveAreas } from '@/page-kit/area-levels/testing';
import { renderWithClient } from '@tests/support/render-with-client';
import { SubmitForm, useContractForm } from '@/page-kit/form';
import { RegionField } from './region-field';
import {
  pickedRegion,
  regionOfSelection,
  regionText,
  selectionOfRegion,
  type ProvinceCity,
  type ProvinceCityDistrict,
} from './region-value';

const server = setupMswServer();
const code = z.string().regex(/^\d{6}$/);
const name = z.string().min(1);
const CITY_SHAPE = { provinceCode: code, provinceName: name, cityCode: code, cityName: name };

const SELECTION = {
  countryName: '中国',
  countryCode: 'CHN',
  provinceName: '广东省',
  provinceCode: '440000',
  cityName: '深圳市',
  cityCode: '440300',
  zoneName: '南山区',
  zoneCode: '440305',
};
const SHENZHEN: ProvinceCity = {
  provinceCode: '440000',
  provinceName: '广东省',
  cityCode: '440300',
  cityName: '深圳市',
};
const NANSHAN: ProvinceCityDistrict = { ...SHENZHEN, districtCode: '440305', districtName: '南山区' };

describe('region values', () => {
  it('keeps only the levels asked for, the zone read as the district', () => {
    expect(regionOfSelection(SELECTION, 'province-city')).toEqual(SHENZHEN);
    expect(regionOfSelection(SELECTION, 'province-city-district')).toEqual(NANSHAN);
  });

  it('opens the picker on the region on record; to the city only, with China as the country', () => {
    expect(selectionOfRegion(NANSHAN, 'province-city-district')).toEqual({
      provinceCode: '440000',
      provinceName: '广东省',
      cityCode: '440300',
      cityName: '深圳市',
      zoneCode: '440305',
      zoneName: '南山区',
    });
    expect(selectionOfRegion(SHENZHEN, 'province-city')).toEqual({
      countryName: '中国',
      countryCode: 'CHN',
      ...SHENZHEN,
    });
    expect(selectionOfRegion(null, 'province-city')).toEqual({ countryName: '中国', countryCode: 'CHN' });
    expect(selectionOfRegion(null, 'province-city-district')).toEqual({});
  });

  it('names a municipality once and shows nothing before a choice', () => {
    expect(regionText(NANSHAN)).toBe('广东省 深圳市 南山区');
    expect(regionText(SHENZHEN)).toBe('广东省 深圳市');
    expect(regionText({ provinceName: '上海市', cityName: '上海市', districtName: '浦东新区' })).toBe(
      '上海市 浦东新区',
    );
    expect(regionText({ provinceName: '北京市', cityName: '北京市' })).toBe('北京市');
    expect(regionText(null)).toBe('');
  });

  it('pickedRegion refuses null and applies the level rules', () => {
    const rule = pickedRegion(CITY_SHAPE);
    expect(rule.safeParse(null).success).toBe(false);
    expect(rule.safeParse(SHENZHEN).success).toBe(true);
    expect(rule.safeParse({ ...SHENZHEN, cityCode: '4403' }).success).toBe(false);
  });
});

function CityForm({
  onValid,
  initial = null,
}: {
  onValid: (v: unknown) => void;
  initial?: ProvinceCity | null;
}) {
  const form = useContractForm({
    schema: z.object({ region: pickedRegion(CITY_SHAPE) }),
    texts: { region: { label: '开户省市', verb: '选择' } },
    defaultValues: { region: initial as ProvinceCity | null },
  });
  return (
    <SubmitForm onSubmit={() => void form.handleSubmit(onValid)()}>
      <RegionField
        control={form.control}
        name="region"
        label="开户省市"
        levels="province-city"
        placeholder="请选择开户省市"
      />
      <button type="submit">下一步</button>
    </SubmitForm>
  );
}

function AddressForm({ onValid }: { onValid: (v: unknown) => void }) {
  const form = useContractForm({
    schema: z.object({
      region: pickedRegion({ ...CITY_SHAPE, districtCode: code, districtName: name }),
    }),
    texts: { region: { label: '所在地区', verb: '选择' } },
    defaultValues: { region: NANSHAN as ProvinceCityDistrict | null },
  });
  return (
    <SubmitForm onSubmit={() => void form.handleSubmit(onValid)()}>
      <RegionField
        control={form.control}
        name="region"
        label="所在地区"
        levels="province-city-district"
        placeholder="请选择省/市/区"
      />
      <button type="submit">下一步</button>
    </SubmitForm>
  );
}

const pick = async (...names: string[]) => {
  for (const n of names) await userEvent.click(await screen.findByRole('button', { name: n }));
};

describe('<RegionField>', () => {
  it('province-city: empty submit says 请选择开户省市; a city confirms without a district', async () => {
    serveAreas(server);
    const onValid = vi.fn();
    renderWithClient(<CityForm onValid={onValid} />);
    const field = screen.getByRole('button', { name: '开户省市' });
    expect(field).toHaveTextContent('请选择开户省市');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请选择开户省市', { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.click(field);
    await pick('广东省', '深圳市');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveTextContent('广东省 深圳市');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onValid.mock.calls[0]?.[0]).toEqual({ region: SHENZHEN }));
  });

  it('province-city: the picker shows 省份 and 城市 only; a city stays the last pick, opened on record at the city', async () => {
    const { seen } = serveAreas(server);
    renderWithClient(<CityForm onValid={vi.fn()} initial={SHENZHEN} />);
    await userEvent.click(screen.getByRole('button', { name: '开户省市' }));
    const dialog = await screen.findByRole('dialog', { name: '所在区域' });
    const tabs = within(within(dialog).getByRole('group', { name: '已选地区' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual(['省份：广东省', '城市：深圳市']);
    // Opened on the city list, the city on record marked; no district list is asked for.
    expect(await screen.findByRole('button', { name: '深圳市' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^城市：/ })).toHaveAttribute('aria-current', 'step');

    await pick('广州市');
    expect(screen.getByRole('button', { name: '广州市' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^城市：/ })).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /^区县：/ })).toBeNull();
    expect(seen.some((asked) => asked.cityCode !== '')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '开户省市' })).toHaveTextContent('广东省 广州市');
  });

  it('province-city-district: the picker keeps its three levels', async () => {
    serveAreas(server);
    renderWithClient(<AddressForm onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '所在地区' }));
    const dialog = await screen.findByRole('dialog', { name: '所在区域' });
    const tabs = within(within(dialog).getByRole('group', { name: '已选地区' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      '省份：广东省',
      '城市：深圳市',
      '区县：南山区',
    ]);
  });

  it('province-city-district: opens on the address on record and needs a district to confirm', async () => {
    const { seen } = serveAreas(server);
    const onValid = vi.fn();
    renderWithClient(<AddressForm onValid={onValid} />);
    const field = screen.getByRole('button', { name: '所在地区' });
    expect(field).toHaveTextContent('广东省 深圳市 南山区');
    await userEvent.click(field);
    // Opened at the district level of the region on record.
    expect(await screen.findByRole('button', { name: '南山区' })).toHaveAttribute('aria-pressed', 'true');
    expect(seen.at(-1)).toEqual({ provinceCode: '440000', cityCode: '440300' });
    await userEvent.click(screen.getByRole('button', { name: /^省份：/ }));
    await pick('广东省', '广州市');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('dialog', { name: '所在区域' })).toBeVisible();
    await pick('天河区');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveTextContent('广东省 广州市 天河区');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(onValid.mock.calls[0]?.[0]).toEqual({
        region: {
          provinceCode: '440000',
          provinceName: '广东省',
          cityCode: '440100',
          cityName: '广州市',
          districtCode: '440106',
          districtName: '天河区',
        },
      }),
    );
  });

  it('取消 keeps the region as it was', async () => {
    serveAreas(server);
    renderWithClient(<CityForm onValid={vi.fn()} initial={SHENZHEN} />);
    const field = screen.getByRole('button', { name: '开户省市' });
    await userEvent.click(field);
    await userEvent.click(screen.getByRole('button', { name: /^城市：/ }));
    await pick('广州市');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveTextContent('广东省 深圳市');
  });
});
