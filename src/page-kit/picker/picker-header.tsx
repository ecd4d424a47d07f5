import './picker.css';

export interface PickerHeaderProps {
  title: string;
  titleId: string;
  onCancel: () => void;
  /** Without it the header has no 确定 (the bank picker selects on tap). */
  onConfirm?: () => void;
}

/** The 取消 · title · 确定 row shared by the bottom-popup pickers. */
export function PickerHeader({ title, titleId, onCancel, onConfirm }: PickerHeaderProps) {
  return (
    <div className="picker-header">
      <button type="button" className="picker-header-btn" onClick={onCancel}>
        取消
      </button>
      <h2 id={titleId} className="picker-header-title">
        {title}
      </h2>
      {onConfirm ? (
        <button type="button" className="picker-header-btn picker-header-btn-ok" onClick={onConfirm}>
          确定
        </button>
      ) : (
        <span className="picker-header-btn" aria-hidden="true" />
      )}
    </div>
  );
}
