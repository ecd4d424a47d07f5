import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as z from 'zod';
import { formErrorMap, type FieldTexts } from './error-map';
import { revealFirstError } from './reveal-first-error';

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
 * After each submit the first message is scrolled into view clear of the page's footer
 * (revealFirstError). The submit handler gets the schema's output: trimmed, empty optional
 * fields absent.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  texts,
  ...options
}: ContractFormOptions<S>) {
  const resolver = useMemo(() => zodResolver(schema, { error: formErrorMap(texts) }), [schema, texts]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
  const { submitCount } = form.formState;
  useEffect(() => {
    if (submitCount === 0) return;
    // After the messages are laid out (and after focus moved to the first invalid field).
    const frame = requestAnimationFrame(() => revealFirstError());
    return () => cancelAnimationFrame(frame);
  }, [submitCount]);
  return form;
}
