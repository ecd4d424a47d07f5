import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod';
import { formErrorMap, type FieldTexts } from './error-map';

export interface ContractFormOptions<S extends z.ZodType<FieldValues, FieldValues>> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> {
  /** Usually built from the contract (requestDataOf / pickRequest) plus the page's own rules. */
  schema: S;
  /** Chinese names of the fields, for the kit's messages. */
  texts: FieldTexts;
}

/**
 * react-hook-form with the contract's zod schema and the kit's Chinese messages. The kit's
 * timing: a field is judged once it is left with something in it (FormField skips the blur of an
 * empty field, so tabbing through does not nag) or at submit, then on every change; submit moves
 * focus to the first invalid field (controls must pass FormField's `ref` to something focusable).
 * The submit handler gets the schema's output: trimmed, empty optional fields absent.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  texts,
  ...options
}: ContractFormOptions<S>) {
  const resolver = useMemo(() => zodResolver(schema, { error: formErrorMap(texts) }), [schema, texts]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
