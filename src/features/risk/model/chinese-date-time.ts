/** "2026-08-22T10:35:00+08:00" → "2026年08月22日 10:35" (Beijing time, as the server sends it). */
export const chineseDateTime = (at: string) =>
  `${at.slice(0, 4)}年${at.slice(5, 7)}月${at.slice(8, 10)}日 ${at.slice(11, 16)}`;
