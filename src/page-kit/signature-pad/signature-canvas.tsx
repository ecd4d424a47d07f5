import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { rescaleStrokes, type Size } from './stroke-scale';

export interface SignatureCanvasHandle {
  clear(): void;
  /** Removes the last stroke. */
  undo(): void;
  /** The signature as a PNG on white, at the screen's pixel ratio (capped at 2). */
  toPng(): Promise<Blob>;
}

interface SignatureCanvasProps {
  ref?: Ref<SignatureCanvasHandle>;
  /** Called with the number of strokes after every change (0: empty). */
  onStrokes: (count: number) => void;
}

/** Memory stays bounded on 3× screens; a signature needs no more sharpness than 2×. */
const MAX_RATIO = 2;

/**
 * The drawing surface, loaded on demand with signature_pad. It fills its parent; whenever the
 * parent's size changes (rotation, keyboard, window resize) the canvas is resized and the
 * strokes kept so far are redrawn, scaled to fit (toData → rescale → fromData), so turning the
 * phone never loses or distorts a signature.
 */
export default function SignatureCanvas({ ref, onStrokes }: SignatureCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const report = useRef(onStrokes);
  useEffect(() => {
    report.current = onStrokes;
  });

  useEffect(() => {
    const host = hostRef.current;
    const canvas = canvasRef.current;
    if (!host || !canvas) return undefined;
    const pad = new SignaturePad(canvas, {
      backgroundColor: 'rgb(255, 255, 255)',
      penColor: '#1a1a1a',
      minWidth: 1,
      maxWidth: 3.2,
    });
    padRef.current = pad;
    let size: Size = { width: 0, height: 0 };

    const fit = () => {
      const next = { width: host.clientWidth, height: host.clientHeight };
      if (!next.width || !next.height || (next.width === size.width && next.height === size.height)) return;
      const strokes = rescaleStrokes(pad.toData(), size, next);
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_RATIO);
      // Setting the size resets the context, scale included.
      canvas.width = Math.floor(next.width * ratio);
      canvas.height = Math.floor(next.height * ratio);
      canvas.style.width = `${next.width}px`;
      canvas.style.height = `${next.height}px`;
      canvas.getContext('2d')?.scale(ratio, ratio);
      size = next;
      if (strokes.length) pad.fromData(strokes);
      else pad.clear();
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(host);
    window.addEventListener('orientationchange', fit);
    const ended = () => report.current(pad.toData().length);
    pad.addEventListener('endStroke', ended);
    return () => {
      observer?.disconnect();
      window.removeEventListener('orientationchange', fit);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      clear() {
        padRef.current?.clear();
        report.current(0);
      },
      undo() {
        const pad = padRef.current;
        if (!pad) return;
        // toData() is the pad's own array: change a copy.
        const strokes = pad.toData().slice(0, -1);
        if (strokes.length) pad.fromData(strokes);
        else pad.clear();
        report.current(strokes.length);
      },
      toPng() {
        return new Promise<Blob>((resolve, reject) => {
          const canvas = canvasRef.current;
          if (!canvas) return reject(new Error('签名板未就绪'));
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('签名导出失败'))), 'image/png');
        });
      },
    }),
    [],
  );

  return (
    <div className="signature-canvas" ref={hostRef}>
      <canvas ref={canvasRef} aria-label="签名区域" role="img" />
    </div>
  );
}
