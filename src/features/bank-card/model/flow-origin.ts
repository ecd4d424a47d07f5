/**
 * Router state marking that the add/edit flow was opened from bankCardList, so that after the
 * SMS step the flow returns there through history (list → form → SMS, back two) rather than
 * stacking a second list page. Opened any other way (deep link, refresh), it replaces instead.
 */
export const FROM_LIST = { from: 'bankCardList' } as const;

export function openedFromList(state: unknown): boolean {
  return (state as { from?: unknown } | null)?.from === FROM_LIST.from;
}
