import { Radio } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import * as z from 'zod';
import { useMakeReservation } from '@gen/hooks/product/product';
import type { ReservationContactPeriod } from '@gen/model/reservationContactPeriod';
import type { ProductDetail } from '@gen/model/productDetail';
import type { ReservationItem } from '@gen/model/reservationItem';
import { isBusinessError } from '@/api/business-error';
import { AmountField, type AmountFieldRules, amountFieldSchema } from '@/page-kit/amount-field';
import { RadioBox } from '@/page-kit/check-box';
import { limitText } from '@/page-kit/amount-input';
import { FormField, FormSection, useContractForm } from '@/page-kit/form';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { RiskBadge, StatusBadge } from '../badges';
import { FactGrid } from '../fact-grid';
import { CONTACT_PERIODS } from '@/features/product/model/contact-periods';

const REMARK_MAX = 100;

/**
 * The reservation form: 意向金额 (起投 and 递增 of the product, in 万元 and capitals), when the
 * relationship manager may call, a remark; makeReservation once (SubmitButton: a double tap sends
 * one request). 05038013 is said under the amount, 05038011 and 05038010 above the button.
 */
export function ReservationForm({
  product,
  onReserved,
}: {
  product: ProductDetail;
  onReserved: (reservation: ReservationItem) => void;
}) {
  const rules: AmountFieldRules = useMemo(
    () => ({ min: product.minAmount, step: product.stepAmount, label: '意向金额' }),
    [product.minAmount, product.stepAmount],
  );
  const schema = useMemo(
    () =>
      z.object({
        intendedAmount: amountFieldSchema(rules),
        contactPeriod: z.enum([
          'ANYTIME',
          'WEEKDAY_MORNING',
          'WEEKDAY_AFTERNOON',
          'WEEKDAY_EVENING',
          'WEEKEND',
        ]),
        remark: z.string().max(REMARK_MAX, `备注不超过${REMARK_MAX}个字`),
      }),
    [rules],
  );
  const form = useContractForm({
    schema,
    texts: {
      intendedAmount: { label: '意向金额' },
      contactPeriod: { label: '联系时间', verb: '选择' },
      remark: { label: '备注' },
    },
    defaultValues: { intendedAmount: '', contactPeriod: 'ANYTIME', remark: '' },
  });
  const [refusal, setRefusal] = useState<{ text: string; toPlan?: boolean }>();
  const make = useMakeReservation({
    request: { label: '提交预约', ownCodes: ['05038010', '05038011', '05038013'] },
  });

  const submit = () =>
    form.handleSubmit(async (values) => {
      setRefusal(undefined);
      try {
        const made = await make.mutateAsync({
          data: {
            productCode: product.productCode,
            intendedAmount: values.intendedAmount,
            contactPeriod: values.contactPeriod,
            ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
          },
        });
        onReserved(made);
      } catch (error) {
        if (isBusinessError(error, '05038013')) {
          form.setError('intendedAmount', { message: error.message }, { shouldFocus: true });
        } else if (isBusinessError(error, '05038011')) {
          setRefusal({ text: error.message, toPlan: true });
        } else if (isBusinessError(error, '05038010')) {
          setRefusal({ text: error.message });
        } else throw error;
      }
    })();

  return (
    <PageFrame
      footer={
        <>
          <PageFooterHint>预约不产生认购，开放认购后需您本人确认并签约</PageFooterHint>
          <SubmitButton onSubmit={submit}>提交预约</SubmitButton>
        </>
      }
    >
      <section className="reservation-product" aria-label="预约产品">
        <h2 className="reservation-product-name">{product.productName}</h2>
        <p className="reservation-product-meta">
          <RiskBadge level={product.riskLevel} long />
          <StatusBadge status={product.status} />
        </p>
        <FactGrid
          className="reservation-facts"
          facts={[
            { label: '起投金额', value: limitText(product.minAmount) },
            { label: '递增金额', value: limitText(product.stepAmount) },
            { label: '产品期限', value: product.termText },
            !!product.raiseStart && { label: '预计开放认购', value: product.raiseStart },
          ]}
        />
      </section>

      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <FormSection label="预约信息">
          <AmountField
            control={form.control}
            name="intendedAmount"
            rules={rules}
            note="仅为意向，不冻结资金"
          />
          <FormField
            control={form.control}
            name="contactPeriod"
            label="联系时间"
            render={({ bind, value, onChange, labelId }) => (
              <Radio.Group value={value} onChange={(next) => onChange(next as ReservationContactPeriod)}>
                <div className="reservation-periods" role="radiogroup" aria-labelledby={labelId}>
                  {CONTACT_PERIODS.map((period, i) => (
                    <RadioBox
                      key={period.value}
                      value={period.value}
                      className="reservation-period"
                      {...(i === 0 ? { id: bind.id } : {})}
                    >
                      {period.label}
                      {period.note ? <span className="reservation-period-note">{period.note}</span> : null}
                    </RadioBox>
                  ))}
                </div>
              </Radio.Group>
            )}
          />
          <FormField
            control={form.control}
            name="remark"
            label="备注（选填）"
            render={({ bind, value, onChange }) => (
              <div className="reservation-remark">
                <textarea
                  {...bind}
                  className="reservation-remark-input"
                  value={value}
                  onChange={(event) => onChange(event.target.value)}
                  placeholder="如希望了解的内容，理财经理联系您时参考"
                  maxLength={REMARK_MAX}
                  rows={3}
                />
                <span className="reservation-remark-count" aria-hidden="true">
                  {value.length}/{REMARK_MAX}
                </span>
              </div>
            )}
          />
        </FormSection>
      </form>

      {refusal ? (
        <p className="reservation-refusal" role="alert">
          {refusal.text}
          {refusal.toPlan ? (
            <>
              {' '}
              <Link to={hrefTo('reservationPlan')}>查看我的预约</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="reservation-tip">
        提交后，您的专属理财经理将在您方便的时间与您联系，介绍产品并协助您在开放认购后完成认购。
      </p>
    </PageFrame>
  );
}
