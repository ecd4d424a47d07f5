/** "2026年11月22日 10:30" from the contract's date-time ("2026-11-22T10:30:00+08:00", Beijing time). */
export function dateTimeText(at: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(at);
  return m ? `${m[1]}年${m[2]}月${m[3]}日 ${m[4]}:${m[5]}` : at;
}

/** "2026年11月22日" from an IsoDate or the date part of a date-time. */
export function dateText(at: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(at);
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : at;
}
