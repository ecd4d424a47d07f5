import * as z from 'zod';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { FormSection, useContractForm } from '@/page-kit/form';
import { RegionField } from './region-field';
import { pickedRegion, type ProvinceCity, type ProvinceCityDistrict } from './region-value';

export const demoMeta = { title: '地区选择项（省市 / 省市区，打开所在区域选择器）', order: 15 };

const code = z.string().regex(/^\d{6}$/);
const name = z.string().min(1);
const schema = z.object({
  bankRegion: pickedRegion({ provinceCode: code, provinceName: name, cityCode: code, cityName: name }),
  address: pickedRegion({
    provinceCode: code,
    provinceName: name,
    cityCode: code,
    cityName: name,
    districtCode: code,
    districtName: name,
  }),
});

/** A bank account's 开户省市 (to the city) and an address's 所在地区 (to the district, prefilled). */
export default function RegionFieldDemo(_props: DemoProps) {
  const form = useContractForm({
    schema,
    texts: {
      bankRegion: { label: '开户省市', verb: '选择' },
      address: { label: '所在地区', verb: '选择' },
    },
    defaultValues: {
      bankRegion: null as ProvinceCity | null,
      address: {
        provinceCode: '310000',
        provinceName: '上海市',
        cityCode: '310100',
        cityName: '上海市',
        districtCode: '310115',
        districtName: '浦东新区',
      } as ProvinceCityDistrict | null,
    },
  });
  return (
    <DemoCase title="开户省市（省+市）/ 所在地区（省+市+区，直辖市只显示一次）">
      <FormSection label="地区">
        <RegionField
          control={form.control}
          name="bankRegion"
          label="开户省市"
          levels="province-city"
          placeholder="请选择开户省市"
        />
        <RegionField
          control={form.control}
          name="address"
          label="所在地区"
          levels="province-city-district"
          placeholder="请选择省/市/区"
        />
      </FormSection>
      <DemoOutput value={form.watch()} />
    </DemoCase>
  );
}
