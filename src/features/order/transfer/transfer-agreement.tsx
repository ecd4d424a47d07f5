import { Button, Popup } from 'antd-mobile';
import { CheckBox } from '../../../page-kit/check-box/check-box';
import { useState, type Ref } from 'react';
import type { TransferAgreement } from '../../../../generated/model/transferAgreement';
import '../components/trade.css';

export interface TransferAgreementBoxProps {
  agreement: TransferAgreement;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
}

/** 「我已阅读并同意《信托受益权转让协议》」: the checkbox, and the title opens the main clauses. */
export function TransferAgreementBox({
  agreement,
  checked,
  onChange,
  invalid,
  describedBy,
  ref,
}: TransferAgreementBoxProps) {
  const [open, setOpen] = useState(false);
  return (
    <div ref={ref} tabIndex={-1} className={`trade-agreement${invalid ? ' trade-agreement-invalid' : ''}`}>
      <CheckBox
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        我已阅读并同意
      </CheckBox>
      <button type="button" className="trade-agreement-link" onClick={() => setOpen(true)}>
        《{agreement.name}》
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName="trade-sheet"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={agreement.name}>
          <div className="trade-sheet-head">
            <h2 className="trade-sheet-title">
              {agreement.name}（{agreement.version}）
            </h2>
            <Button fill="none" size="small" onClick={() => setOpen(false)}>
              关闭
            </Button>
          </div>
          <ol className="trade-sheet-body">
            {agreement.clauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </ol>
          <div className="trade-sheet-body">
            <Button
              block
              color="primary"
              size="large"
              onClick={() => {
                onChange(true);
                setOpen(false);
              }}
            >
              已阅读并同意
            </Button>
          </div>
        </div>
      </Popup>
    </div>
  );
}
