import { Checkbox, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { PickerHeader } from '@/page-kit/picker';
import './multi-select-picker.css';

export type MultiSelectId = string | number;

/** Multi-select item (product spec, section 3). */
export interface MultiSelectColumn {
  id: MultiSelectId;
  note: string;
}

export interface MultiSelectItem extends MultiSelectColumn {
  checked: boolean;
}

export interface MultiSelectPickerProps {
  visible: boolean;
  columns: MultiSelectColumn[];
  /** Ids checked when the picker mounts. */
  defaultChecked?: MultiSelectId[];
  /** Default 信托资金来源. */
  title?: string;
  /** Every tick or untick, as it happens. */
  onToggle?: (change: { id: MultiSelectId; checked: boolean }) => void;
  /** 确定: every column with its checked state; then onClose. */
  onConfirm: (items: MultiSelectItem[]) => void;
  /** 取消, the overlay, or after 确定. */
  onClose: () => void;
}

/** Multi-select picker (product spec, section 2, item 5): checkbox rows showing `note`. */
export function MultiSelectPicker({
  visible,
  columns,
  defaultChecked = [],
  title = '信托资金来源',
  onToggle,
  onConfirm,
  onClose,
}: MultiSelectPickerProps) {
  const titleId = useId();
  const [checked, setChecked] = useState(() => new Set<MultiSelectId>(defaultChecked));

  const toggle = (id: MultiSelectId, on: boolean) => {
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    onToggle?.({ id, checked: on });
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyStyle={{ maxHeight: '70vh', borderRadius: '12px 12px 0 0' }}
    >
      <div className="picker-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PickerHeader
          title={title}
          titleId={titleId}
          onCancel={onClose}
          onConfirm={() => {
            onConfirm(columns.map((column) => ({ ...column, checked: checked.has(column.id) })));
            onClose();
          }}
        />
        <ul className="picker-list multi-select-list">
          {columns.map((column) => (
            <li key={column.id} className="multi-select-row">
              <Checkbox checked={checked.has(column.id)} onChange={(on) => toggle(column.id, on)} block>
                {column.note}
              </Checkbox>
            </li>
          ))}
        </ul>
      </div>
    </Popup>
  );
}
