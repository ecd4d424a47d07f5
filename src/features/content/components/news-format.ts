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
