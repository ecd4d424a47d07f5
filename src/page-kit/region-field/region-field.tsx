import { useState, type ReactNode } from 'react';
import type { FieldPathByValue, FieldPathValue, FieldValues } from 'react-hook-form';
import { RegionPicker } from '@/page-kit/region-picker';
import { FormField, type FormFieldProps } from '@/page-kit/form';
import { SelectField } from '@/page-kit/select-field';
import {
  regionOfSelection,
  regionText,
  selectionOfRegion,
  type RegionLevels,
  type RegionOf,
} from './region-value';

export type RegionFieldProps<
  T extends FieldValues,
  L extends RegionLevels,
  N extends FieldPathByValue<T, RegionOf<L> | null>,
> = Omit<FormFieldProps<T, N>, 'render'> & {
  /** province-city (a bank account's place of opening) or province-city-district (an address). */
  levels: L;
  placeholder: string;
  hint?: ReactNode;
};

/**
 * A form row that picks a region: the kit's SelectField showing the choice (a municipality's
 * name once), and the region picker over selectArea reference data opening from it. 确定 needs
 * every level asked for; a pick is judged at once, like any picker's.
 */
export function RegionField<
  T extends FieldValues,
  L extends RegionLevels,
  N extends FieldPathByValue<T, RegionOf<L> | null>,
>({ control, name, label, hint, levels, placeholder }: RegionFieldProps<T, L, N>) {
  const [picking, setPicking] = useState(false);
  return (
    <FormField
      control={control}
      name={name}
      label={label}
      hint={hint}
      render={({ bind, value, onPick }) => {
        const region = value as RegionOf<L> | null;
        return (
          <>
            <SelectField
              {...bind}
              value={regionText(region)}
              placeholder={placeholder}
              onClick={() => setPicking(true)}
            />
            {picking ? (
              <RegionPicker
                visible
                levels={levels === 'province-city' ? 'province-city' : 'province-city-zone'}
                confirmWhen={levels === 'province-city' ? 'country-province-city' : 'province-city-zone'}
                defaultValue={selectionOfRegion(region, levels)}
                onConfirm={(selection) => {
                  onPick(regionOfSelection(selection, levels) as FieldPathValue<T, N>);
                  setPicking(false);
                }}
                onCancel={() => setPicking(false)}
              />
            ) : null}
          </>
        );
      }}
    />
  );
}
