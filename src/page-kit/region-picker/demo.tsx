import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import type { RegionConfirmCondition } from './confirm-condition';
import { RegionPicker } from './region-picker';

/** Each open remounts the picker (it is visible by default and owns its visibility). */

/** Spec section 2, widget 3: its gallery id is the bare folder name (`?w=region-picker`). */
export const demoMeta = { title: '3. 所在区域选择', order: 3, spec: '2.3' };

export default function RegionPickerDemo({ open = false }: DemoProps) {
  const [run, setRun] = useState<{ key: number; when: RegionConfirmCondition } | null>(
    open ? { key: 0, when: 'province-city-zone' } : null,
  );
  const [last, setLast] = useState<unknown>();
  const start = (when: RegionConfirmCondition) => setRun({ key: Date.now(), when });
  return (
    <DemoCase title="所在区域（确定条件：省市区编码齐全 / 国家+省+市）">
      <Button size="small" onClick={() => start('province-city-zone')}>
        省市区
      </Button>
      <Button size="small" onClick={() => start('country-province-city')}>
        国家+省+市
      </Button>
      <DemoOutput value={last} />
      {run ? (
        <RegionPicker
          key={run.key}
          confirmWhen={run.when}
          defaultValue={
            run.when === 'country-province-city' ? { countryName: '中国', countryCode: 'CHN' } : undefined
          }
          onConfirm={(selection) => setLast(selection)}
          onCancel={(result) => setLast(result)}
        />
      ) : null}
    </DemoCase>
  );
}
