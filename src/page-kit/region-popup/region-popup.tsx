import { Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import {
  AreaLevels,
  type AreaOption,
  type AreaSelection,
  EMPTY_AREA,
  useAreaOptions,
  useCountryOptions,
} from '@/page-kit/area-levels';
import { PickerHeader } from '@/page-kit/picker';

const LABELS = ['国家/地区', '省份', '城市'];

/**
 * The one country with provinces and cities: selectAreaCity lists the mainland's administrative
 * divisions (cnty_cd's CHN) and takes no country, so for any other country the country is the answer.
 */
export const MAINLAND_COUNTRY_CODE = 'CHN';

export interface RegionPopupProps {
  visible: boolean;
  defaultValue?: Partial<AreaSelection>;
  /** 确定: the selection so far (country, province, city; zone fields stay ''). */
  onConfirm: (selection: AreaSelection) => void;
  /** 取消. The overlay never closes this popup (spec). */
  onCancel: () => void;
}

function levelOf(value: AreaSelection): number {
  if (value.countryCode !== MAINLAND_COUNTRY_CODE) return 0;
  return value.provinceCode ? 2 : 1;
}

/**
 * Region popup for the client-information form (product spec, section 2, item 1): country from
 * the cnty_cd dictionary, then province, then city (selectAreaCity: the mainland's, so another
 * country ends the choice at the country). 24rem high, list 20rem.
 * The spec gives no confirm condition here, so 确定 hands over whatever is chosen and the form
 * validates it.
 */
export function RegionPopup({ visible, defaultValue, onConfirm, onCancel }: RegionPopupProps) {
  const titleId = useId();
  const [selection, setSelection] = useState<AreaSelection>(() => ({ ...EMPTY_AREA, ...defaultValue }));
  const [level, setLevel] = useState(() => levelOf(selection));
  const countries = useCountryOptions(visible && level === 0);
  const areas = useAreaOptions(
    level === 1 ? 'province' : 'city',
    selection.provinceCode,
    '',
    visible && level > 0,
  );
  const shown = level === 0 ? countries : areas;

  const pick = ({ name, code }: AreaOption) => {
    if (level === 0) {
      setSelection((s) => ({
        ...s,
        countryName: name,
        countryCode: code,
        provinceName: '',
        provinceCode: '',
        cityName: '',
        cityCode: '',
      }));
      if (code === MAINLAND_COUNTRY_CODE) setLevel(1);
    } else if (level === 1) {
      setSelection((s) => ({ ...s, provinceName: name, provinceCode: code, cityName: '', cityCode: '' }));
      setLevel(2);
    } else {
      setSelection((s) => ({ ...s, cityName: name, cityCode: code }));
    }
  };

  const values = [selection.countryName, selection.provinceName, selection.cityName];
  const codes = [selection.countryCode, selection.provinceCode, selection.cityCode];

  return (
    <Popup
      visible={visible}
      closeOnMaskClick={false}
      bodyStyle={{ height: '24rem', borderRadius: '12px 12px 0 0' }}
    >
      <div className="picker-panel area-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PickerHeader
          title="国籍/地区"
          titleId={titleId}
          onCancel={onCancel}
          onConfirm={() => onConfirm(selection)}
        />
        <AreaLevels
          values={values}
          labels={LABELS}
          activeLevel={level}
          // Tapping a chosen value goes back to that level; an empty one does nothing.
          onLevelClick={(target) => {
            if (codes[target]) setLevel(target);
          }}
          options={shown.data}
          activeCode={codes[level] ?? ''}
          onPick={pick}
          pending={shown.isFetching && !shown.data}
          error={shown.error}
          listHeight="20rem"
        />
      </div>
    </Popup>
  );
}
