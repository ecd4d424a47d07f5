import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { EMPTY_AREA, type AreaSelection } from '@/page-kit/area-levels';
import { FormField } from '@/page-kit/form';
import { RegionPopup } from '@/page-kit/region-popup';
import { SelectField } from '@/page-kit/select-field';
import { birthPlaceText } from '../model/birth-place';
import type { MaterialsValues } from '../model/materials-form';

/**
 * 出生地（中文）: picked in the region popup (country, then province and city on the mainland) and
 * written as the form's text. A mainland place without its city is not taken: the popup stays
 * open until the city is chosen.
 */
export function BirthPlaceField({ control, label }: { control: Control<MaterialsValues>; label: string }) {
  const [picking, setPicking] = useState(false);
  const [place, setPlace] = useState<AreaSelection>(EMPTY_AREA);
  return (
    <FormField
      control={control}
      name="birthPlaceCn"
      label={label}
      render={({ bind, value, onPick }) => (
        <>
          <SelectField
            {...bind}
            value={value}
            placeholder="请选择国家/地区、省、市"
            onClick={() => setPicking(true)}
          />
          {picking ? (
            <RegionPopup
              visible
              defaultValue={place}
              onConfirm={(selection) => {
                const text = birthPlaceText(selection);
                if (!text) return;
                setPlace(selection);
                onPick(text);
                setPicking(false);
              }}
              onCancel={() => setPicking(false)}
            />
          ) : null}
        </>
      )}
    />
  );
}
