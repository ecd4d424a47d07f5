import { Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import {
  type AreaLevel,
  AreaLevels,
  type AreaOption,
  type AreaSelection,
  EMPTY_AREA,
  useAreaOptions,
} from '@/page-kit/area-levels';
import { PickerHeader } from '@/page-kit/picker';
import { canConfirmRegion, type RegionConfirmCondition } from './confirm-condition';

const LEVELS: AreaLevel[] = ['province', 'city', 'zone'];
const LABELS = ['省份', '城市', '区县'];

/** How deep the picker goes: to the city (a bank account's 开户省市), or on to the zone. */
export type RegionPickerLevels = 'province-city' | 'province-city-zone';

export interface RegionPickerProps {
  /** Controlled visibility; leave undefined to let the picker own it (visible by default). */
  visible?: boolean;
  defaultVisible?: boolean;
  /** Starting selection, e.g. a saved address or the country from the country dialog. */
  defaultValue?: Partial<AreaSelection>;
  /** Default 'province-city-zone'; see canConfirmRegion. */
  confirmWhen?: RegionConfirmCondition;
  /** Default 'province-city-zone'. 'province-city' shows two levels: a city is the last pick. */
  levels?: RegionPickerLevels;
  /** 确定 with the condition met: the selection; the picker hides. */
  onConfirm?: (selection: AreaSelection) => void;
  /** 取消: emits false; the picker hides. */
  onCancel?: (result: false) => void;
}

/** The level to open on: the one after the last chosen, within the levels shown. */
function levelOf(value: AreaSelection, last: number): number {
  if (value.cityCode) return Math.min(2, last);
  if (value.provinceCode) return 1;
  return 0;
}

/**
 * Region picker (province / city / zone, or province / city; product spec, section 2, item 3): title 所在区域.
 * 确定 is silently ignored until the confirm condition holds (spec section 5: no message).
 */
export function RegionPicker({
  visible,
  defaultVisible = true,
  defaultValue,
  confirmWhen = 'province-city-zone',
  levels = 'province-city-zone',
  onConfirm,
  onCancel,
}: RegionPickerProps) {
  const titleId = useId();
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const shown = visible ?? ownVisible;
  const [selection, setSelection] = useState<AreaSelection>(() => ({ ...EMPTY_AREA, ...defaultValue }));
  const last = levels === 'province-city' ? 1 : 2;
  const [level, setLevel] = useState(() => levelOf(selection, last));
  const options = useAreaOptions(
    LEVELS[level] ?? 'province',
    selection.provinceCode,
    selection.cityCode,
    shown,
  );

  const pick = ({ name, code }: AreaOption) => {
    if (level === 0) {
      setSelection((s) => ({
        ...s,
        provinceName: name,
        provinceCode: code,
        cityName: '',
        cityCode: '',
        zoneName: '',
        zoneCode: '',
      }));
      setLevel(1);
    } else if (level === 1) {
      setSelection((s) => ({ ...s, cityName: name, cityCode: code, zoneName: '', zoneCode: '' }));
      setLevel(Math.min(2, last));
    } else {
      setSelection((s) => ({ ...s, zoneName: name, zoneCode: code }));
    }
  };

  const values = [selection.provinceName, selection.cityName, selection.zoneName].slice(0, last + 1);
  const codes = [selection.provinceCode, selection.cityCode, selection.zoneCode];

  return (
    <Popup visible={shown} bodyStyle={{ height: '24rem', borderRadius: '12px 12px 0 0' }}>
      <div className="picker-panel area-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PickerHeader
          title="所在区域"
          titleId={titleId}
          onCancel={() => {
            setOwnVisible(false);
            onCancel?.(false);
          }}
          onConfirm={() => {
            if (!canConfirmRegion(selection, confirmWhen)) return;
            setOwnVisible(false);
            onConfirm?.(selection);
          }}
        />
        <AreaLevels
          values={values}
          labels={LABELS}
          activeLevel={level}
          // An empty level does nothing; a chosen one goes back to its list.
          onLevelClick={(target) => {
            if (codes[target] || values[target]) setLevel(target);
          }}
          options={options.data}
          activeCode={codes[level] ?? ''}
          onPick={pick}
          pending={options.isFetching && !options.data}
          error={options.error}
          listHeight="20rem"
        />
      </div>
    </Popup>
  );
}
