import { Button } from 'antd-mobile';
import type { Control } from 'react-hook-form';
import type { TransfereeStatusData } from '@gen/model/transfereeStatusData';
import type { TransferValues } from '@/features/order/model/transfer-schema';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';
import '@/features/order/styles/trade-lists.css';
import { DigitsInput, ID_NUMBER } from '@/page-kit/digits-input';
import { FieldRow, FormField, FormSection, TextInput } from '@/page-kit/form';

export interface TransfereeFieldsProps {
  control: Control<TransferValues>;
  /** The server's check passed for what was typed: shown masked instead of the inputs. */
  verified?: TransfereeStatusData;
  checking: boolean;
  onCheck: () => void;
  /** 修改: the inputs again (the check must pass again). */
  onEdit: () => void;
}

/**
 * 受让方: name and ID number typed once, then checked by the server (a customer, qualified, risk
 * level allowing the product) and from then on shown only masked (李* 3101**********2126), with 修改.
 */
export function TransfereeFields({ control, verified, checking, onCheck, onEdit }: TransfereeFieldsProps) {
  if (verified) {
    return (
      <FormSection label="受让方">
        <FieldRow label="受让方">
          <div className="trade-transferee" aria-live="polite">
            <span>
              {verified.transfereeNameMasked} {verified.transfereeIdNoMasked}
              <br />
              <span className="trade-transferee-ok">
                ✓ 合格投资者（认证有效期至{verified.qualifiedUntil}）
              </span>
            </span>
            <Button size="small" fill="outline" onClick={onEdit}>
              修改
            </Button>
          </div>
        </FieldRow>
      </FormSection>
    );
  }
  return (
    <FormSection label="受让方">
      <FormField
        control={control}
        name="transfereeName"
        label="受让方姓名"
        render={({ bind, value, onChange }) => (
          <TextInput
            {...bind}
            value={value}
            onChange={onChange}
            autoComplete="off"
            placeholder="与身份证一致"
          />
        )}
      />
      <FormField
        control={control}
        name="transfereeIdNo"
        label="身份证号码"
        hint="受让方须为我司合格投资者，核验后仅显示脱敏信息"
        render={({ bind, value, onChange }) => (
          <DigitsInput
            {...bind}
            format={ID_NUMBER}
            value={value}
            onChange={onChange}
            placeholder="18位居民身份证号码"
          />
        )}
      />
      <div className="trade-check-action">
        <Button block fill="outline" color="primary" loading={checking} onClick={onCheck}>
          核验受让方
        </Button>
      </div>
    </FormSection>
  );
}
