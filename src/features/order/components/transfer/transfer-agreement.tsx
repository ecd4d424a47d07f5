import { Button } from 'antd-mobile';
import { BottomSheet } from '@/page-kit/bottom-sheet';
import { InlineCheckBox } from '@/page-kit/check-box';
import { useState, type ReactNode, type Ref } from 'react';
import type { TransferAgreement } from '@gen/model/transferAgreement';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';

export interface TransferAgreementBoxProps {
  agreement: TransferAgreement;
  checked: boolean;
  onChange: (checked: boolean) => void;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<HTMLDivElement>;
  /** Shown above the clauses: the agreement's elements with this transfer's figures. */
  elements?: ReactNode;
}

/** 「我已阅读并同意《信托受益权转让协议》」: the checkbox, and the title opens the main clauses. */
export function TransferAgreementBox({
  agreement,
  checked,
  onChange,
  invalid,
  describedBy,
  ref,
  elements,
}: TransferAgreementBoxProps) {
  const [open, setOpen] = useState(false);
  return (
    <div ref={ref} tabIndex={-1} className={`trade-agreement${invalid ? ' trade-agreement-invalid' : ''}`}>
      <InlineCheckBox
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        我已阅读并同意
      </InlineCheckBox>
      <button type="button" className="trade-agreement-link" onClick={() => setOpen(true)}>
        《{agreement.name}》
      </button>
      <BottomSheet
        visible={open}
        onClose={() => setOpen(false)}
        title={`${agreement.name}（${agreement.version}）`}
        label={agreement.name}
        padded
        footer={
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
        }
      >
        {elements}
        <ol className="trade-clauses">
          {agreement.clauses.map((clause) => (
            <li key={clause}>{clause}</li>
          ))}
        </ol>
      </BottomSheet>
    </div>
  );
}
