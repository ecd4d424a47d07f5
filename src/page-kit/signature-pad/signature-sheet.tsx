import { Button, Popup } from 'antd-mobile';
import { Component, lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useSubmit } from '@/page-kit/submit';
import type { SignatureCanvasHandle } from './signature-canvas';
import { useNarrowPortrait } from './use-narrow-portrait';
import './signature-pad.css';

const SignatureCanvas = lazy(() => import('./signature-canvas'));

export interface SignatureSheetProps {
  visible: boolean;
  /** 取消 or the back gesture: nothing is signed. */
  onCancel: () => void;
  /**
   * The signature as a PNG. Runs under the kit's submit lock (one call per burst of taps); the
   * sheet stays open while it runs and the caller closes it (visible=false) when done.
   */
  onConfirm: (png: Blob) => Promise<void> | void;
  title?: string;
}

/**
 * Signature of the page kit: a full-screen sheet with a drawing pad (signature_pad, loaded when
 * the sheet first opens), 清除, 撤销 and 确认 (disabled while nothing is drawn), a hint to turn
 * narrow phones sideways, and strokes that survive rotation and resizing.
 */
export function SignatureSheet({
  visible,
  onCancel,
  onConfirm,
  title = '请在框内手写签名',
}: SignatureSheetProps) {
  return (
    <Popup
      visible={visible}
      position="bottom"
      destroyOnClose
      className="signature-sheet"
      bodyClassName="signature-sheet-body"
      onClose={onCancel}
    >
      {visible ? <SignatureBody title={title} onCancel={onCancel} onConfirm={onConfirm} /> : null}
    </Popup>
  );
}

function SignatureBody({ title, onCancel, onConfirm }: Omit<SignatureSheetProps, 'visible'>) {
  const pad = useRef<SignatureCanvasHandle>(null);
  const [strokes, setStrokes] = useState(0);
  const narrow = useNarrowPortrait();
  const confirm = useSubmit(async () => {
    const png = await pad.current?.toPng();
    if (png) await onConfirm(png);
  });
  const empty = strokes === 0;

  return (
    <div className="signature-sheet-layout" role="dialog" aria-modal="true" aria-label="手写签名">
      <header className="signature-sheet-header">
        <button type="button" className="signature-sheet-cancel" onClick={onCancel}>
          取消
        </button>
        <h2 className="signature-sheet-title">{title}</h2>
      </header>
      {narrow ? (
        <p className="signature-sheet-hint" role="note">
          横屏书写更方便，请将手机横过来
        </p>
      ) : null}
      <div className="signature-sheet-pad">
        <PadBoundary>
          <Suspense fallback={<p className="signature-sheet-placeholder">签名板加载中…</p>}>
            <SignatureCanvas ref={pad} onStrokes={setStrokes} />
          </Suspense>
        </PadBoundary>
        {empty ? (
          <p className="signature-sheet-watermark" aria-hidden="true">
            签名区
          </p>
        ) : null}
      </div>
      <footer className="signature-sheet-actions">
        <Button disabled={empty} onClick={() => pad.current?.clear()}>
          清除
        </Button>
        <Button disabled={empty} onClick={() => pad.current?.undo()}>
          撤销
        </Button>
        <Button color="primary" disabled={empty} loading={confirm.pending} onClick={() => void confirm.run()}>
          确认
        </Button>
      </footer>
    </div>
  );
}

/** If signature_pad cannot load (offline), say so instead of an empty box. */
class PadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return <p className="signature-sheet-placeholder">签名板加载失败，请检查网络后重新打开</p>;
    }
    return this.props.children;
  }
}
