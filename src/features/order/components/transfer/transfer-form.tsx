import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getQueryFtsTransferInfoQueryKey,
  getQueryFtsTransferListQueryKey,
  getQueryFtsTransfereeStatusQueryOptions,
  getQueryOrderListInfiniteQueryKey,
} from '@gen/hooks/order/order';
import type { TransferInfoData } from '@gen/model/transferInfoData';
import type { TransfereeStatusData } from '@gen/model/transfereeStatusData';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { AmountField } from '@/page-kit/amount-field';
import { toContractAmount } from '@/page-kit/amount-input';
import { CheckboxField, FormField, FormSection, useContractForm } from '@/page-kit/form';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { SubmitButton, useSubmit } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { SharesInput } from '../shares-input';
import { newRequestNo } from '@/features/order/model/request-no';
import { sharesLimitText, toContractShares } from '@/features/order/model/shares';
import { transferQuote } from '@/features/order/model/transfer-quote';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { TransferAgreementBox } from './transfer-agreement';
import { TransferElements } from './transfer-elements';
import { TransferQuoteBox } from './transfer-quote-box';
import { PRICE_RULES, transferSchema } from '@/features/order/model/transfer-schema';
import { TransferSmsStep, type TransferRefusal } from './transfer-sms-step';
import { TransfereeFields } from './transferee-fields';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/trade-quote.css';
import '@/features/order/styles/trade-lists.css';

/** The transferee codes of queryFtsTransfereeStatus and ftsTransferApply, said under the transferee. */
const TRANSFEREE_CODES = ['05045101', '05045102', '05045103', '05045104'] as const;

/**
 * makeOverDetails with a product: the transfer's form (shares with 全部, the agreed price against
 * the reference value and its band, the fee and what reaches the card, the transferee checked by
 * the server and then masked, the agreement), a confirmation, then the SMS step that signs and
 * applies (ftsTransferApply); done: the transfer's own page (makeOverDetails?orderNo).
 */
export function TransferForm({
  terms,
  onTermsChanged,
}: {
  terms: TransferInfoData;
  onTermsChanged: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestNo = useRef(newRequestNo('TR'));
  const [step, setStep] = useState<'form' | 'sms'>('form');
  const [verified, setVerified] = useState<TransfereeStatusData & { key: string }>();
  const [refusal, setRefusal] = useState<string>();
  const schema = useMemo(() => transferSchema(terms), [terms]);
  const form = useContractForm({
    schema,
    texts: {
      shares: { label: '转让份额' },
      price: { label: PRICE_RULES.label },
      transfereeName: { label: '受让方姓名' },
      transfereeIdNo: { label: '身份证号码' },
      agreed: { label: '转让协议', verb: '选择' },
    },
    defaultValues: { shares: '', price: '', transfereeName: '', transfereeIdNo: '', agreed: false },
  });
  const [shares, price, name, idNo] = form.watch(['shares', 'price', 'transfereeName', 'transfereeIdNo']);
  const quote = transferQuote(terms, shares, price);
  const keyOf = (n: string, id: string) => `${n.trim()}|${id}`;
  const current = verified && verified.key === keyOf(name, idNo) ? verified : undefined;

  /** The server's check of the transferee (masked answer); its refusals are said under the ID number. */
  const check = async (): Promise<TransfereeStatusData | undefined> => {
    const valid = await form.trigger(['transfereeName', 'transfereeIdNo'], { shouldFocus: true });
    if (!valid) return undefined;
    const request = { productCode: terms.productCode, transfereeName: name.trim(), transfereeIdNo: idNo };
    try {
      const answer = await queryClient.fetchQuery({
        ...getQueryFtsTransfereeStatusQueryOptions(request, { request: { ownCodes: [...TRANSFEREE_CODES] } }),
        staleTime: 0,
        gcTime: 0,
      });
      setVerified({ ...answer, key: keyOf(name, idNo) });
      return answer;
    } catch (error) {
      if (TRANSFEREE_CODES.some((code) => isBusinessError(error, code)))
        form.setError(
          'transfereeIdNo',
          { message: error instanceof Error ? error.message : '受让方核验未通过' },
          { shouldFocus: true },
        );
      return undefined;
    }
  };
  const checking = useSubmit(check);

  const next = () =>
    form.handleSubmit(async (values) => {
      setRefusal(undefined);
      const transferee = current ?? (await check());
      if (!transferee) return;
      const total = toContractAmount(values.price) ?? values.price;
      const ok = await confirmDialog({
        title: '确认转让？',
        content: `将 ${formatMoney(toContractShares(values.shares))}份 ${terms.productName} 以 ${formatMoney(total)} 元转让给 ${transferee.transfereeNameMasked}，手续费约 ${formatMoney(quote?.fee)} 元。下一步将以短信验证码签署《${terms.agreement.name}》。`,
        okBtnText: '确认转让',
        noBtnText: '再想想',
      });
      if (ok) setStep('sms');
    })();

  /** A refusal of the apply call: back to the form, said where it belongs. */
  const onRefused = (refused: TransferRefusal) => {
    setStep('form');
    if (refused.field === 'transferee') {
      setVerified(undefined);
      form.setError('transfereeIdNo', { message: refused.message }, { shouldFocus: true });
    } else if (refused.field) {
      form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
      if (refused.reload) onTermsChanged();
    } else setRefusal(refused.message);
  };

  if (step === 'sms') {
    const values = form.getValues();
    return (
      <PageFrame title="短信确认" back={() => setStep('form')}>
        <TransferSmsStep
          productCode={terms.productCode}
          request={{
            requestNo: requestNo.current,
            productCode: terms.productCode,
            shares: toContractShares(values.shares) ?? values.shares,
            price: toContractAmount(values.price) ?? values.price,
            transfereeName: values.transfereeName.trim(),
            transfereeIdNo: values.transfereeIdNo,
          }}
          onRefused={onRefused}
          onApplied={async (orderNo) => {
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: getQueryFtsTransferListQueryKey() }),
              queryClient.invalidateQueries({
                queryKey: getQueryFtsTransferInfoQueryKey({ productCode: terms.productCode }),
              }),
              queryClient.invalidateQueries({ queryKey: getQueryOrderListInfiniteQueryKey().slice(0, 3) }),
            ]);
            void navigate(hrefTo('makeOverDetails', { orderNo }), { replace: true });
          }}
        />
      </PageFrame>
    );
  }

  return (
    <PageFrame
      title="受益权转让"
      footer={
        <>
          <PageFooterHint>下一步将以短信验证码签署转让协议</PageFooterHint>
          <SubmitButton onSubmit={next}>下一步</SubmitButton>
        </>
      }
    >
      <section className="trade-head" aria-label="转让产品">
        <h2 className="trade-head-name">{terms.productName}</h2>
        <p className="trade-head-meta">
          <span className="trade-risk">{terms.riskLevel}</span>
          <span>业绩比较基准 {terms.benchmarkRate}%</span>
          <span>到期日 {terms.maturityDate}</span>
        </p>
        <dl className="trade-figures">
          <div>
            <dt>可转让份额</dt>
            <dd className="trade-figure-main">{formatMoney(terms.transferableShares)}份</dd>
          </div>
          <div>
            <dt>每份参考价格</dt>
            <dd>{terms.referencePrice}元</dd>
          </div>
        </dl>
      </section>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <FormSection label="转让信息">
          <FormField
            control={form.control}
            name="shares"
            label="转让份额"
            hint={`最低${sharesLimitText(terms.minTransferShares)}，按${sharesLimitText(terms.stepShares)}递增；部分转让后至少保留${sharesLimitText(terms.minHoldShares)}`}
            render={({ bind, value, onChange }) => (
              <SharesInput bind={bind} value={value} onChange={onChange} all={terms.transferableShares} />
            )}
          />
          <AmountField
            control={form.control}
            name="price"
            rules={PRICE_RULES}
            hint={
              quote
                ? `参考价值 ${formatMoney(quote.reference)}元，允许 ${formatMoney(quote.floor)}–${formatMoney(quote.ceiling)}元`
                : '与受让方协商的转让总价（元）'
            }
            placeholder="请输入转让总价"
          />
        </FormSection>
        <TransferQuoteBox terms={terms} quote={quote} />
        <TransfereeFields
          control={form.control}
          verified={current}
          checking={checking.pending}
          onCheck={() => void checking.run()}
          onEdit={() => setVerified(undefined)}
        />
        <CheckboxField
          control={form.control}
          name="agreed"
          render={(box) => (
            <TransferAgreementBox
              agreement={terms.agreement}
              elements={
                <TransferElements
                  productCode={terms.productCode}
                  shares={shares}
                  price={price}
                  transfereeName={name}
                />
              }
              {...box}
            />
          )}
        />
        {refusal ? (
          <p className="order-warning" role="alert">
            {refusal}
          </p>
        ) : null}
      </form>
    </PageFrame>
  );
}
