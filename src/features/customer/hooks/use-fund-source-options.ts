import { useDictDetail } from '@gen/hooks/common/common';

/** The fund_source dictionary (信托资金来源) as the multi-select picker's columns; cached for the session. */
export function useFundSourceOptions(enabled = true) {
  return useDictDetail(
    { dictType: 'fund_source' },
    {
      query: {
        enabled,
        staleTime: Number.POSITIVE_INFINITY,
        select: (data) => (data?.dictList ?? []).map(({ note, fldm }) => ({ id: fldm, note })),
      },
      request: { hideLoading: true },
    },
  );
}

/** The chosen codes in words, in the dictionary's order: 工资、劳务报酬、投资收益. */
export function fundSourceText(codes: readonly string[], options: readonly { id: string; note: string }[]) {
  return options
    .filter((option) => codes.includes(option.id))
    .map((option) => option.note)
    .join('、');
}
