import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { getHoldingDetailQueryKey } from '@gen/hooks/holding/holding';
import {
  getQueryOrderListInfiniteQueryKey,
  getQueryRedeemInfoQueryKey,
  useCreateRedeemOrder,
} from '@gen/hooks/order/order';
import type { RedeemInfoData } from '@gen/model/redeemInfoData';
import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { FormField, FormSection, useContractForm } from '@/page-kit/form';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { ReceivingCardPicker, cardText, preferredCard } from '../receiving-card-picker';
import { SharesInput } from '../shares-input';
import { CancellableRedemptions } from '../holding-life/cancellable-redemptions';
import { newRequestNo } from '@/features/order/model/request-no';
import { sharesError, sharesLimitText, toContractShares } from '@/features/order/model/shares';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { RedeemHead } from './redeem-head';
import { RedeemQuote } from './redeem-quote';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';

export interface RedeemFormProps {
  info: RedeemInfoData;
  cards: readonly SelectableBankCard[];
  /** The redeemable shares changed on the server (05046002): read the terms again. */
  onTermsChanged: () => void;
  onCardsChanged: () => void;
}

/** The redemption form: shares, the estimate, the card; confirm → createRedeemOrder → signing. */
export function RedeemForm({ info, cards, onTermsChanged, onCardsChanged }: RedeemFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestNo = useRef(newRequestNo('RD'));
  const [refusal, setRefusal] = useState<string>();
  const rules = useMemo(
    () => ({
      available: info.redeemableShares,
      min: info.minRedeemShares,
      minLeft: info.minHoldShares,
      verb: '赎回',
    }),
    [info],
  );
  const schema = useMemo(
    () =>
      z.object({
        shares: z.string().superRefine((text, ctx) => {
          const message = sharesError(text, rules);
          if (message) ctx.addIssue({ code: 'custom', message });
        }),
        cardId: z.string().min(1, '请选择到账银行卡'),
      }),
    [rules],
  );
  const form = useContractForm({
    schema,
    texts: { shares: { label: '赎回份额' }, cardId: { label: '到账银行卡', verb: '选择' } },
    defaultValues: { shares: '', cardId: preferredCard(cards, info.defaultCardId)?.cardId ?? '' },
  });
  const create = useCreateRedeemOrder({
    request: {
      label: '提交',
      ownCodes: ['05046002', '05046003', '05046004', '05046005', '05046006'],
    },
  });

  const place = (error: unknown): boolean => {
    if (isBusinessError(error, '05046002')) {
      form.setError('shares', { message: `${error.message}（可赎回份额已更新）` }, { shouldFocus: true });
      onTermsChanged();
    } else if (isBusinessError(error, '05046003') || isBusinessError(error, '05046004')) {
      form.setError('shares', { message: error.message }, { shouldFocus: true });
    } else if (isBusinessError(error, '05046006')) {
      form.setError('cardId', { message: error.message }, { shouldFocus: true });
      onCardsChanged();
    } else if (isBusinessError(error, '05046005')) {
      setRefusal('该产品当前不可赎回，请稍后再试或联系客服 400-820-8888。');
    } else return false;
    return true;
  };

  const submit = () =>
    form.handleSubmit(async (values) => {
      setRefusal(undefined);
      const shares = toContractShares(values.shares) ?? values.shares;
      const card = cards.find((c) => c.cardId === values.cardId);
      const ok = await confirmDialog({
        title: '确认赎回？',
        content: `赎回 ${info.productName} ${formatMoney(shares)}份，${
          info.nextOpenDay ? `于开放日 ${info.nextOpenDay} 按当日净值确认` : '按确认日净值确认'
        }，到账至${card ? cardText(card) : '所选银行卡'}。提交后需签署《赎回确认书》，赎回申请方可生效。`,
        okBtnText: '确认赎回',
        noBtnText: '再想想',
      });
      if (!ok) return;
      try {
        const made = await create.mutateAsync({
          data: {
            requestNo: requestNo.current,
            productCode: info.productCode,
            shares,
            cardId: values.cardId,
          },
        });
        await Promise.all([
          queryClient.invalidateQueries({
            queryKey: getQueryRedeemInfoQueryKey({ productCode: info.productCode }),
          }),
          queryClient.invalidateQueries({
            queryKey: getHoldingDetailQueryKey({ productCode: info.productCode }),
          }),
          queryClient.invalidateQueries({ queryKey: getQueryOrderListInfiniteQueryKey().slice(0, 3) }),
        ]);
        void navigate(hrefTo('signContract', { orderNo: made.orderNo }), { replace: true });
      } catch (error) {
        if (!place(error)) throw error;
      }
    })();

  const shares = form.watch('shares');
  return (
    <PageFrame
      footer={
        <>
          <PageFooterHint>提交后请签署《赎回确认书》，赎回申请方可生效</PageFooterHint>
          <SubmitButton onSubmit={submit}>提交赎回申请</SubmitButton>
        </>
      }
    >
      <CancellableRedemptions productCode={info.productCode} />
      <RedeemHead info={info} />
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <FormSection label="赎回信息">
          <FormField
            control={form.control}
            name="shares"
            label="赎回份额"
            hint={`单笔最低${sharesLimitText(info.minRedeemShares)}；部分赎回后至少保留${sharesLimitText(info.minHoldShares)}，不足请全部赎回`}
            render={({ bind, value, onChange }) => (
              <SharesInput
                bind={bind}
                value={value}
                onChange={onChange}
                all={info.redeemableShares}
                placeholder={`最多${formatMoney(info.redeemableShares)}`}
              />
            )}
          />
        </FormSection>
        <RedeemQuote info={info} shares={shares} />
        <FormSection label="到账信息">
          <FormField
            control={form.control}
            name="cardId"
            label="到账银行卡"
            render={({ bind, value, onPick }) => (
              <ReceivingCardPicker
                cards={cards}
                value={value}
                onPick={onPick}
                bind={bind}
                title="选择到账银行卡"
              />
            )}
          />
        </FormSection>
        {refusal ? (
          <p className="order-warning" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
      <p className="order-note">
        信托产品不保本、不保收益。赎回按开放日单位净值确认，预估金额仅供参考；确认后{info.payoutDays}
        个工作日内到账。
      </p>
    </PageFrame>
  );
}
