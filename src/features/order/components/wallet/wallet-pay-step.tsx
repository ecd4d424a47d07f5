import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetWalletUrl, useSelectWalletOpenStatus, useWalletPayTimeCheck } from '@gen/hooks/wallet/wallet';
import type { WalletPreCheckData } from '@gen/model/walletPreCheckData';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { openExternal } from '@/page-kit/redirecting-page';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { OrderFacts } from '../order-facts';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { WalletResult } from './wallet-result';
import '@/features/order/styles/trade.css';

/** Leaving for the institution's cashier (allow-listed first): a seam for tests. */
export const walletNavigation = {
  open(url: string): void {
    openExternal(url, false);
  },
};

/** This page's own address for the cashier to send the investor back to. */
function returnUrl(orderNo: string): string {
  const path = hrefTo('orderUpload', { orderNo, pay: 'wallet' });
  return new URL(`${import.meta.env.BASE_URL}${path.slice(1)}`, window.location.origin).href;
}

/**
 * The wallet is open: the amount, the wallet and its card, the payment hours; 确认支付 asks for
 * confirmation, starts the payment (getWalletUrl) and leaves for the cashier through the
 * allow-list, which comes back here with the payment number.
 */
export function WalletPayStep({
  check,
  onNeedsAccount,
}: {
  check: WalletPreCheckData;
  onNeedsAccount: () => void;
}) {
  const { orderNo } = check;
  const navigate = useNavigate();
  const account = useSelectWalletOpenStatus({}, { query: { staleTime: 0 } });
  const hours = useWalletPayTimeCheck({ orderNo }, { query: { staleTime: 0 } });
  const start = useGetWalletUrl({ request: { ownCodes: ['05070002', '05070007', '05070008', '05070009'] } });
  const [warning, setWarning] = useState<string>();
  const [paid, setPaid] = useState(false);
  const open = (hours.data?.open ?? check.payTimeOpen) && !warning;

  if (paid) return <WalletResult orderNo={orderNo} />;

  const pay = async () => {
    const ok = await confirmDialog({
      title: '确认钱包支付？',
      content: `将从钱包支付 ${formatMoney(check.amount)} 元，用于${check.productName}（订单 ${orderNo}）。下一步将前往支付机构收银台，输入钱包支付密码完成支付。`,
      okBtnText: '去支付',
      noBtnText: '再想想',
    });
    if (!ok) return;
    try {
      const started = await start.mutateAsync({ data: { orderNo, returnUrl: returnUrl(orderNo) } });
      const target = resolveAllowedTarget(started.payUrl);
      if (target.kind === 'external') walletNavigation.open(target.url);
      else if (target.kind === 'app') void navigate(target.path);
      else setWarning(`无法前往收银台：${target.message}`);
    } catch (error) {
      if (isBusinessError(error, '05070007')) setWarning(error.message);
      else if (isBusinessError(error, '05070008')) onNeedsAccount();
      else if (isBusinessError(error, '05070009')) setPaid(true);
      else if (isBusinessError(error, '05070002'))
        void navigate(hrefTo('productOrderDetails', { orderNo }), { replace: true });
      else throw error;
    }
  };

  const wallet = account.data;
  return (
    <PageFrame
      title="钱包支付"
      footer={
        <>
          <PageFooterHint>支付时间：{hours.data?.payWindow ?? check.payWindow}</PageFooterHint>
          <SubmitButton onSubmit={pay} disabled={!open}>
            {`确认支付 ${formatMoney(check.amount)}元`}
          </SubmitButton>
        </>
      }
    >
      <section className="trade-head" aria-label="支付金额">
        <h2 className="trade-head-name">{check.productName}</h2>
        <dl className="trade-figures">
          <div>
            <dt>应付金额（元）</dt>
            <dd className="trade-figure-main">{formatMoney(check.amount)}</dd>
          </div>
        </dl>
      </section>
      <OrderFacts
        title="付款方式"
        facts={[
          { label: '付款方式', value: '钱包支付' },
          wallet?.walletAccountNoMasked
            ? { label: '钱包账户', value: wallet.walletAccountNoMasked }
            : undefined,
          wallet?.bankName
            ? { label: '绑定银行卡', value: `${wallet.bankName}（尾号${wallet.cardTail ?? ''}）` }
            : undefined,
          { label: '订单编号', value: orderNo },
        ]}
      />
      {!open ? (
        <p className="order-warning" role="alert">
          {warning ??
            `当前不在钱包支付时间内（${hours.data?.payWindow ?? check.payWindow}），请在支付时间内支付，或改用银行转账。`}
        </p>
      ) : null}
      <Button
        block
        size="large"
        fill="none"
        color="primary"
        onClick={() => void navigate(hrefTo('orderUpload', { orderNo }), { replace: true })}
      >
        改用银行转账
      </Button>
    </PageFrame>
  );
}
