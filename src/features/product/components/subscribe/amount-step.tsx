import { Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod';
import { useGetBankCardList } from '@gen/hooks/bank-card/bank-card';
import { getCheckProductOrderQueryOptions } from '@gen/hooks/order/order';
import { useGetProLimit } from '@gen/hooks/product/product';
import type { CheckCanBuyData } from '@gen/model/checkCanBuyData';
import type { PurchaseLimitData } from '@gen/model/purchaseLimitData';
import type { PurchaseType } from '@gen/model/purchaseType';
import type { SelectableBankCard } from '@gen/model/selectableBankCard';
import { isBusinessError } from '@/api/business-error';
import { AmountField, type AmountFieldRules, amountFieldSchema } from '@/page-kit/amount-field';
import { limitText } from '@/page-kit/amount-input';
import { CheckboxField, FormField, FormSection, useContractForm } from '@/page-kit/form';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SubmitButton } from '@/page-kit/submit';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { FactGrid } from '@/features/product/components/fact-grid';
import { usePurchaseGate } from '@/features/product/hooks/use-purchase-gate';
import { usePlaceOrder } from '@/features/product/hooks/use-place-order';
import { usePurchaseQuote } from '@/features/product/hooks/use-purchase-quote';
import { newRequestNo, signingHref } from '@/features/product/model/order-handover';
import { PRODUCT_RISK_NAMES } from '@/features/product/model/suitability';
import { AGREEMENTS, AgreementDocs } from './agreement-docs';
import { CardPicker, preferredCard } from './card-picker';
import { PurchaseQuoteBox } from './purchase-quote-box';
import '@/features/product/styles/subscribe.css';

const TYPE = {
  SUBSCRIBE: { name: '认购', submit: '确认认购' },
  ADDITIONAL: { name: '追加', submit: '确认追加' },
};

export interface AmountStepProps {
  productCode: string;
  orderType: PurchaseType;
  /** The gate no longer passes (opened directly, or something changed): back to it. */
  onGateFailed: () => void;
}

/**
 * The second screen: the amount (起投 / 递增 / 剩余额度, in 万元 and in capitals), the benchmark tier
 * and the fee for it, the paying card, the three agreements, then the order (checkProductOrder,
 * makeOrder) and the hand-over to signing.
 */
export function AmountStep({ productCode, orderType, onGateFailed }: AmountStepProps) {
  const { admission, gate } = usePurchaseGate(productCode, orderType);
  const limit = useGetProLimit(
    { productCode, orderType },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );
  const cards = useGetBankCardList(
    { businessType: 'SUBSCRIBE', productCode },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );
  const refused = admission.data?.admitted === false || gate.data?.canBuy === false;
  useEffect(() => {
    if (refused) onGateFailed();
  }, [refused, onGateFailed]);

  if (limit.data && cards.data && gate.data && !refused) {
    return (
      <AmountForm
        key={limit.data.productCode}
        limit={limit.data}
        cards={cards.data}
        gate={gate.data}
        orderType={orderType}
        onGateFailed={onGateFailed}
        onQuotaChanged={() => void limit.refetch()}
        onCardsChanged={() => void cards.refetch()}
      />
    );
  }
  // One view of the three reads: the skeleton while any is pending, the first failure with 重试.
  const reads = [limit, cards, admission, gate] as const;
  const failed = reads.find((read) => read.error && read.data === undefined);
  const all = {
    data: undefined,
    error: failed?.error ?? null,
    isPending: !failed,
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => reads.forEach((read) => void read.refetch()),
  };
  return (
    <PageFrame busy={!failed}>
      <QueryView query={all} skeleton={<AmountSkeleton />} pendingLabel="认购信息加载中">
        {() => null}
      </QueryView>
    </PageFrame>
  );
}

interface AmountFormProps {
  limit: PurchaseLimitData;
  cards: readonly SelectableBankCard[];
  gate: CheckCanBuyData;
  orderType: PurchaseType;
  onGateFailed: () => void;
  onQuotaChanged: () => void;
  onCardsChanged: () => void;
}

function AmountForm({
  limit,
  cards,
  gate,
  orderType,
  onGateFailed,
  onQuotaChanged,
  onCardsChanged,
}: AmountFormProps) {
  const { productCode } = limit;
  const type = TYPE[orderType];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rules: AmountFieldRules = useMemo(
    () => ({
      min: limit.minAmount,
      step: limit.stepAmount,
      max: limit.maxAmount,
      label: `${type.name}金额`,
      minLabel: orderType === 'ADDITIONAL' ? '追加起点' : '起投金额',
    }),
    [limit, type.name, orderType],
  );
  const schema = useMemo(
    () =>
      z.object({
        amount: amountFieldSchema(rules),
        cardId: z.string().min(1, '请选择付款银行卡'),
        agreed: z.boolean().refine((v) => v, '请阅读并同意《信托合同》《风险申明书》《认购风险揭示书》'),
      }),
    [rules],
  );
  const form = useContractForm({
    schema,
    texts: {
      amount: { label: `${type.name}金额` },
      cardId: { label: '付款银行卡', verb: '选择' },
      agreed: { label: '认购协议', verb: '选择' },
    },
    defaultValues: { amount: '', cardId: preferredCard(cards)?.cardId ?? '', agreed: false },
  });
  const typed = form.watch('amount');
  const quote = usePurchaseQuote(productCode, orderType, typed, rules);
  const requestNo = useRef(newRequestNo());
  const [refusal, setRefusal] = useState<string>();
  const [soldOut, setSoldOut] = useState(false);
  const placeOrder = usePlaceOrder(gate.elderly);

  /** Says a refusal where it belongs; false for anything the catalogue has already said. */
  const place = (error: unknown): boolean => {
    if (isBusinessError(error, '05043004')) {
      form.setError('amount', { message: `${error.message}（剩余额度已更新）` }, { shouldFocus: true });
      onQuotaChanged();
    } else if (isBusinessError(error, '05043006')) {
      form.setError('amount', { message: error.message }, { shouldFocus: true });
    } else if (isBusinessError(error, '05043007')) {
      form.setError('cardId', { message: error.message }, { shouldFocus: true });
      onCardsChanged();
    } else if (isBusinessError(error, '05043003')) {
      setSoldOut(true);
      setRefusal('该产品额度已售罄，敬请关注后续发行的产品');
    } else if (isBusinessError(error, '05043002') || isBusinessError(error, '05043009')) {
      setRefusal(error.message);
    } else if (isBusinessError(error, '05043012')) {
      setRefusal(error.message);
    } else if (
      isBusinessError(error, '05043005') ||
      isBusinessError(error, '05043008') ||
      isBusinessError(error, '05043010')
    ) {
      // The catalogue's toast says why; the gate shows what to fix.
      onGateFailed();
    } else return false;
    return true;
  };

  const submit = () =>
    form.handleSubmit(async (values) => {
      setRefusal(undefined);
      const order = { productCode, orderType, amount: values.amount, cardId: values.cardId };
      try {
        const check = await queryClient.fetchQuery(
          getCheckProductOrderQueryOptions(order, {
            query: { staleTime: 0 },
            request: { ownCodes: ['05043002', '05043003', '05043004', '05043006', '05043007'] },
          }),
        );
        const open = check.pendingOrders[0];
        if (open) {
          const more = check.pendingOrders.length > 1 ? `等${check.pendingOrders.length}笔订单` : '';
          const go = await confirmDialog({
            title: '您有尚未完成的订单',
            content: `本产品已有一笔${open.orderType === 'ADDITIONAL' ? '追加' : '认购'}订单（${limitText(open.amount)}，${open.statusText}）${more}尚未完成。继续提交将另行创建一笔订单，您也可以在“我的订单”中继续办理原订单。`,
            okBtnText: '继续提交',
            noBtnText: '暂不提交',
          });
          if (!go) return;
        }
        const made = await placeOrder({
          ...order,
          requestNo: requestNo.current,
          agreements: AGREEMENTS.map((a) => a.code),
        });
        if (!made) return;
        navigate(signingHref(made.orderNo), { replace: true, state: { fromSubscription: true } });
      } catch (error) {
        if (!place(error)) throw error;
      }
    })();

  return (
    <PageFrame
      footer={
        <>
          <PageFooterHint>信托产品不承诺保本和最低收益，请审慎决策</PageFooterHint>
          <SubmitButton onSubmit={submit} disabled={soldOut}>
            {type.submit}
          </SubmitButton>
        </>
      }
    >
      <section className="subscribe-product" aria-label="认购产品">
        <p className="subscribe-product-type">{orderType === 'ADDITIONAL' ? '追加认购' : '认购'}</p>
        <h2 className="subscribe-product-name">{limit.productName}</h2>
        <p className="subscribe-product-meta">
          <span className="subscribe-risk" data-level={limit.productRiskLevel}>
            {limit.productRiskLevel} {PRODUCT_RISK_NAMES[limit.productRiskLevel]}
          </span>
          {gate.doubleRecordRequired ? <span>签约后需双录</span> : null}
        </p>
        <FactGrid
          className="subscribe-facts"
          facts={[
            {
              label: orderType === 'ADDITIONAL' ? '追加起点' : '起投金额',
              value: limitText(limit.minAmount),
            },
            { label: '递增金额', value: limitText(limit.stepAmount) },
            { label: '剩余额度', value: limitText(limit.remainingQuota) },
            !!limit.holdingAmount && { label: '已持有本金', value: limitText(limit.holdingAmount) },
          ]}
        />
      </section>

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <FormSection label={`${type.name}信息`}>
          <AmountField control={form.control} name="amount" rules={rules} />
        </FormSection>

        <PurchaseQuoteBox
          quote={quote}
          tierRule={
            orderType === 'ADDITIONAL'
              ? `追加认购的业绩比较基准按追加后的持有本金合计（已持有本金${limit.holdingAmount ? limitText(limit.holdingAmount) : ''}＋本次追加金额）确定档位，本订单的合同与订单均适用同一基准`
              : undefined
          }
        />

        <FormSection label="付款信息">
          <FormField
            control={form.control}
            name="cardId"
            label="付款银行卡"
            hint={cards.some((c) => !c.selectable) ? '本产品仅支持部分银行的银行卡付款' : undefined}
            render={({ bind, value, onPick }) => (
              <CardPicker cards={cards} value={value} onPick={onPick} bind={bind} />
            )}
          />
        </FormSection>

        <CheckboxField
          control={form.control}
          name="agreed"
          className="subscribe-agreement-row"
          render={(box) => <AgreementDocs productCode={productCode} {...box} />}
        />
        {refusal ? (
          <p className="subscribe-refusal" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </PageFrame>
  );
}

function AmountSkeleton() {
  return (
    <div className="subscribe-skeleton">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}
