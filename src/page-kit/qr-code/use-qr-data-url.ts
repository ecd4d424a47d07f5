import { useEffect, useState } from 'react';
import { QR_MAX_LENGTH, qrDrawOptions, type QrLevel } from './qr-options';

export type QrState =
  | { kind: 'drawing' }
  | { kind: 'ready'; src: string }
  | { kind: 'failed'; reason: 'empty' | 'too-long' | 'draw' };

/**
 * Draws `text` as a PNG data URL with the qrcode package, imported here only: it loads with the
 * first page that shows a code (its own chunk), never with the app. Each new text draws anew; an
 * answer for a text no longer shown is dropped.
 */
export function useQrDataUrl(text: string, level: QrLevel = 'M', margin = 2): QrState {
  const [state, setState] = useState<{ text: string; level: QrLevel; margin: number; state: QrState }>();
  const invalid: QrState | undefined =
    text.length === 0
      ? { kind: 'failed', reason: 'empty' }
      : text.length > QR_MAX_LENGTH
        ? { kind: 'failed', reason: 'too-long' }
        : undefined;

  useEffect(() => {
    if (invalid) return;
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, qrDrawOptions(level, margin)))
      .then(
        (src) => live && setState({ text, level, margin, state: { kind: 'ready', src } }),
        () => live && setState({ text, level, margin, state: { kind: 'failed', reason: 'draw' } }),
      );
    return () => {
      live = false;
    };
    // `invalid` follows from `text`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, level, margin]);

  if (invalid) return invalid;
  if (!state || state.text !== text || state.level !== level || state.margin !== margin)
    return { kind: 'drawing' };
  return state.state;
}
