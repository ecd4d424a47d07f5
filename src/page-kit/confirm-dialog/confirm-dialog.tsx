import { CenterPopup } from 'antd-mobile';
import { useId } from 'react';
import { SafeHtml } from '@/page-kit/safe-html';
import { RECLICK_PROTECTED_MS, useReclickGuard } from '@/page-kit/reclick-guard';
import './confirm-dialog.css';

/**
 * Dialog data (product spec, section 3). The spec's `content` was HTML; here it is plain text,
 * because what callers put in it is mostly server fields (a bank name, a card tail) and those
 * must never become markup. HTML the server sends *as* HTML (a rule, an agreement excerpt) goes
 * in `contentHtml`, the one explicit way, through the sanitiser.
 */
export interface DialogData {
  title?: string;
  /** Plain text, shown as is (line breaks kept). */
  content?: string;
  /** Server HTML, sanitised (links and images limited, see safe-html/sanitize.ts). Wins over content. */
  contentHtml?: string;
  /** Centres the content text. */
  mainCenter?: boolean;
  /** Default 确定. */
  okBtnText?: string;
  /** Default 取消. */
  noBtnText?: string;
}

export interface ConfirmDialogProps {
  visible: boolean;
  data: DialogData;
  /** The OK button; repeat taps within 2 s are ignored (spec section 9). */
  onOk?: (data: DialogData) => void;
  onNo?: (data: DialogData) => void;
  /** After the closing animation; the imperative host removes the dialog here. */
  afterClose?: () => void;
}

/**
 * Confirm dialog (product spec, section 2, item 6): 16.5rem wide, not closed by the overlay;
 * the parent owns `visible` and hides it in onOk/onNo. From code, use confirmDialog().
 */
export function ConfirmDialog({ visible, data, onOk, onNo, afterClose }: ConfirmDialogProps) {
  const titleId = useId();
  const ok = useReclickGuard(() => onOk?.(data), RECLICK_PROTECTED_MS);
  const contentClass = `confirm-dialog-content${data.mainCenter ? ' confirm-dialog-content-center' : ''}`;
  return (
    <CenterPopup
      visible={visible}
      closeOnMaskClick={false}
      afterClose={afterClose}
      className="confirm-dialog"
      style={{ '--min-width': '16.5rem', '--max-width': '16.5rem' }}
    >
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={data.title ? titleId : undefined}
        aria-label={data.title ? undefined : '提示'}
      >
        {data.title ? (
          <h2 id={titleId} className="confirm-dialog-title">
            {data.title}
          </h2>
        ) : null}
        {data.contentHtml ? (
          <SafeHtml html={data.contentHtml} className={contentClass} />
        ) : (
          <div className={`${contentClass} confirm-dialog-content-text`}>{data.content}</div>
        )}
        <div className="confirm-dialog-footer">
          <button type="button" className="confirm-dialog-btn" onClick={() => onNo?.(data)}>
            {data.noBtnText || '取消'}
          </button>
          <button type="button" className="confirm-dialog-btn confirm-dialog-btn-ok" onClick={ok}>
            {data.okBtnText || '确定'}
          </button>
        </div>
      </div>
    </CenterPopup>
  );
}
