/** Read counts as a Chinese app shows them: 986, 3521, 1.2万. */
export function formatReads(count: number): string {
  if (!Number.isFinite(count) || count < 0) return '0';
  if (count < 10000) return String(Math.floor(count));
  return `${(Math.floor(count / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万`;
}

/** Bytes as 1.8 MB / 512 KB for an attachment line. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const FLASH_TIME = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A flash's time as 07-10 09:20, Beijing time. */
export function formatFlashTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    FLASH_TIME.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
