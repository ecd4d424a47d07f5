import { Button, CenterPopup, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useNewSelectCountryList } from '@gen/hooks/common/common';
import { highlightMarkup, SafeHtml, stripMarkup } from '@/page-kit/safe-html';
import { ListStatus } from '@/page-kit/picker';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/page-kit/debounced-value';
import './country-search-dialog.css';

export interface CountrySearchDialogProps {
  visible: boolean;
  /** 确定: the chosen country's name as plain text ('' when none is chosen); then onClose. */
  onConfirm: (countryName: string) => void;
  /** After confirm, or a tap on the overlay. */
  onClose: () => void;
  debounceMs?: number;
}

/**
 * Country search dialog (product spec, section 2, item 2): 85% wide, 70vh high. The list is the
 * answer for the debounced text only: typing empties it at once, and because every text has its
 * own query key a late answer for an older text can never replace the newer list.
 */
export function CountrySearchDialog({
  visible,
  onConfirm,
  onClose,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: CountrySearchDialogProps) {
  const [text, setText] = useState('');
  const [selected, setSelected] = useState('');
  const searched = useDebouncedValue(text.trim(), debounceMs);
  const countries = useNewSelectCountryList(
    { areaName: searched },
    { query: { enabled: visible }, request: { hideLoading: true } },
  );
  const settled = text.trim() === searched;
  const list = settled ? (countries.data ?? []) : [];

  const changeText = (next: string) => {
    setText(next);
    if (!next) setSelected('');
  };

  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      className="country-search-dialog"
      style={{ '--min-width': '85vw', '--max-width': '85vw' }}
      bodyStyle={{ height: '70vh' }}
    >
      <div className="country-search-panel" role="dialog" aria-modal="true" aria-label="选择国籍">
        <div className="country-search-bar">
          <SearchBar
            placeholder="请输入国籍关键字"
            value={text}
            onChange={changeText}
            onClear={() => changeText('')}
          />
        </div>
        <ul className="picker-list" aria-label="国家列表">
          {list.map(({ areaName }) => {
            const name = stripMarkup(areaName);
            const active = selected !== '' && stripMarkup(selected) === name;
            return (
              <li key={areaName}>
                <button
                  type="button"
                  aria-pressed={active}
                  className={`picker-item${active ? ' picker-item-active' : ''}`}
                  onClick={() => setSelected(areaName)}
                >
                  <SafeHtml as="span" html={highlightMarkup(name, searched)} />
                </button>
              </li>
            );
          })}
        </ul>
        <ListStatus
          pending={!settled || (countries.isFetching && !countries.data)}
          error={settled ? countries.error : null}
          empty={settled && countries.isSuccess && list.length === 0}
          emptyText="未找到相关国家或地区"
        />
        <div className="country-search-footer">
          <Button
            block
            color="primary"
            onClick={() => {
              onConfirm(stripMarkup(selected));
              onClose();
            }}
          >
            确定
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
