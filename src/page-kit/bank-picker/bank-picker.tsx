import { Popup, SearchBar } from 'antd-mobile';
import { useId, useState } from 'react';
import { useQueryBankCardHeadList } from '@gen/hooks/bank-card/bank-card';
import { highlightMarkup, SafeHtml } from '@/page-kit/safe-html';
import { ListStatus, PickerHeader } from '@/page-kit/picker';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/page-kit/debounced-value';
import './bank-picker.css';

export interface BankPickerProps {
  visible: boolean;
  /** The chosen bank's name; the picker then asks to close (onClose). */
  onSelect: (bnkName: string) => void;
  /** 取消, the overlay, or after a selection: the parent sets visible to false. */
  onClose: () => void;
  debounceMs?: number;
}

/**
 * Bank picker (product spec, section 2, item 4): searches queryBankCardHeadList by bnkName and
 * highlights the keyword in the names. Loads only while visible, without the full-screen
 * loading overlay (the list shows its own).
 */
export function BankPicker({ visible, onSelect, onClose, debounceMs = SEARCH_DEBOUNCE_MS }: BankPickerProps) {
  const titleId = useId();
  const [keyword, setKeyword] = useState('');
  const searched = useDebouncedValue(keyword.trim(), debounceMs);
  const banks = useQueryBankCardHeadList(
    { bnkName: searched },
    { query: { enabled: visible }, request: { hideLoading: true } },
  );
  const list = banks.data ?? [];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      bodyStyle={{ height: '70vh', borderRadius: '12px 12px 0 0' }}
    >
      <div className="picker-panel" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <PickerHeader title="选择所属银行" titleId={titleId} onCancel={onClose} />
        <div className="bank-picker-search">
          <SearchBar placeholder="请输入要查找的银行" value={keyword} onChange={setKeyword} />
        </div>
        <ul className="picker-list" aria-label="银行列表">
          {list.map((bank) => (
            <li key={bank.bnkName}>
              <button
                type="button"
                className="picker-item"
                onClick={() => {
                  onSelect(bank.bnkName);
                  onClose();
                }}
              >
                <SafeHtml as="span" html={highlightMarkup(bank.bnkName, searched)} />
              </button>
            </li>
          ))}
        </ul>
        <ListStatus
          pending={banks.isFetching && !banks.data}
          error={banks.error}
          empty={banks.isSuccess && list.length === 0}
          emptyText="未找到相关银行"
        />
      </div>
    </Popup>
  );
}
