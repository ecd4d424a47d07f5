import type { FieldError } from 'react-hook-form';

/**
 * The message to show for one field. A field whose value is an object (a region: codes and names)
 * gets its errors at the nested paths (region.cityCode); the row shows the first of them.
 */
export function messageOf(error: FieldError | Record<string, unknown> | undefined): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const nested = messageOf(value as Record<string, unknown>);
    if (nested) return nested;
  }
  return undefined;
}
