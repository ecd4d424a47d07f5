import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { AreaLevels } from './area-levels';
import type { AreaOption } from './area-types';

export const demoMeta = { title: '地区分级列表（区域选择器共用）', order: 17 };

const PROVINCES: AreaOption[] = [
  { name: '广东省', code: '440000' },
  { name: '浙江省', code: '330000' },
];
const CITIES: AreaOption[] = [
  { name: '广州市', code: '440100' },
  { name: '深圳市', code: '440300' },
];

/** The level tabs and the option list the two region pickers share, fed with fixed options. */
export default function AreaLevelsDemo(_props: DemoProps) {
  const [picked, setPicked] = useState<AreaOption[]>([]);
  const level = Math.min(picked.length, 1);
  return (
    <DemoCase title="省份 → 城市">
      <AreaLevels
        values={[picked[0]?.name ?? '', picked[1]?.name ?? '']}
        labels={['省份', '城市']}
        activeLevel={level}
        onLevelClick={(target) => setPicked((current) => current.slice(0, target))}
        options={level === 0 ? PROVINCES : CITIES}
        activeCode={picked[level]?.code ?? ''}
        onPick={(option) => setPicked((current) => [...current.slice(0, level), option])}
        pending={false}
        error={null}
        listHeight="30vh"
      />
      <DemoOutput value={picked.map((option) => option.name)} />
    </DemoCase>
  );
}
