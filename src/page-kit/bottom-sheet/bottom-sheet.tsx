import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import './bottom-sheet.css';

export interface BottomSheetProps {
  visible: boolean;
  /** The close button, the mask and the back gesture. */
  onClose: () => void;
  title: ReactNode;
  /** The dialog's accessible name; default the title when it is text. */
  label?: string;
  /** The close button's word: 取消 for a choice, 关闭 (default) for something read. */
  closeText?: string;
  /** Fixed under the scrolling body: the sheet's action (已阅读并同意, 添加银行卡). */
  footer?: ReactNode;
  /** Inner padding for text and forms; lists of options run edge to edge without it. */
  padded?: boolean;
  /** Nearly the whole screen, for a document: the body fills it and scrolls (the viewer inside). */
  tall?: boolean;
  children: ReactNode;
}

/**
 * A bottom sheet of the page kit: antd-mobile's Popup with rounded top corners and the safe-area
 * inset, a modal dialog named by its title, a head with the title and a close button, a body that
 * scrolls under the head (at most 80% of the screen, or 92% when tall), an optional footer. Its
 * content mounts when it first opens and unmounts once closed (destroyOnClose). Elderly mode enlarges the head with the type scale, and the
 * close button stays a 44 px target.
 */
export function BottomSheet({
  visible,
  onClose,
  title,
  label,
  closeText = '关闭',
  footer,
  padded,
  tall,
  children,
}: BottomSheetProps) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName={`bottom-sheet${tall ? ' bottom-sheet-tall' : ''}`}
      destroyOnClose
    >
      <div
        className="bottom-sheet-frame"
        role="dialog"
        aria-modal="true"
        aria-label={label ?? (typeof title === 'string' ? title : undefined)}
      >
        <div className="bottom-sheet-head">
          <h2 className="bottom-sheet-title">{title}</h2>
          <Button className="bottom-sheet-close" fill="none" size="small" onClick={onClose}>
            {closeText}
          </Button>
        </div>
        <div className={`bottom-sheet-body${padded ? ' bottom-sheet-padded' : ''}`}>{children}</div>
        {footer ? <div className="bottom-sheet-foot">{footer}</div> : null}
      </div>
    </Popup>
  );
}
