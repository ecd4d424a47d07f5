import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getQueryOrderDetailQueryKey } from '@gen/hooks/order/order';
import { useQueryWalletState } from '@gen/hooks/wallet/wallet';
import { formatMoney } from '@/format/money';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { OrderDetailSkeleton } from '../order-detail-skeleton';

const POLL_MS = 1500;
/** The institution's notification may lag the investor's return: ask for this long, then say so. */
const PATIENCE_MS = 15_000;

/**
 * Back from the cashier: the payment as the server knows it (queryWalletState), asked again while
 * it is paying; paid → 资金确认中; failed or abandoned → pay again, or pay by transfer instead.
 */
export function WalletResult({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now());
  const [waited, setWaited] = useState(false);
  const state = useQueryWalletState(
    { orderNo },
    {
      query: {
        staleTime: 0,
        refetchInterval: (q) => (q.state.data?.payState === 'PAYING' && !waited ? POLL_MS : false),
      },
    },
  );
  const payState = state.data?.payState;
  useEffect(() => {
    if (payState !== 'PAYING') return undefined;
    const timer = setTimeout(() => setWaited(true), Math.max(0, since + PATIENCE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [payState, since]);
  useEffect(() => {
    if (payState === 'PAID')
      void queryClient.invalidateQueries({ queryKey: getQueryOrderDetailQueryKey({ orderNo }) });
  }, [payState, orderNo, queryClient]);

  const toOrder = () => void navigate(hrefTo('productOrderDetails', { orderNo }), { replace: true });
  const again = () => void navigate(hrefTo('orderUpload', { orderNo, pay: 'wallet' }), { replace: true });
  const transfer = () => void navigate(hrefTo('orderUpload', { orderNo }), { replace: true });
  const settled = payState === 'PAID';
  return (
    <PageFrame
      title="支付结果"
      back={false}
      footer={
        state.data ? (
          settled || (payState === 'PAYING' && !waited) ? (
            <Button block color="primary" size="large" onClick={toOrder}>
              查看订单
            </Button>
          ) : (
            <div className="order-footer-actions">
              <Button size="large" fill="outline" onClick={transfer}>
                改用银行转账
              </Button>
              <Button size="large" color="primary" onClick={payState === 'PAYING' ? toOrder : again}>
                {payState === 'PAYING' ? '查看订单' : '重新支付'}
              </Button>
            </div>
          )
        ) : null
      }
    >
      <QueryView query={state} skeleton={<OrderDetailSkeleton panels={1} />} pendingLabel="支付结果查询中">
        {(data) => {
          switch (data.payState) {
            case 'PAID':
              return (
                <ResultView
                  status="success"
                  title="支付成功"
                  description={`已通过钱包支付 ${formatMoney(data.amount)} 元，资金确认中。我司确认到账后，订单进入24小时冷静期，冷静期内您可无条件撤销认购。`}
                />
              );
            case 'PAYING':
              return (
                <ResultView
                  status="review"
                  title={waited ? '支付结果确认中' : '正在确认支付结果…'}
                  description={
                    waited
                      ? '支付机构尚未通知结果，请稍后在订单中查看；如已扣款，请勿重复支付。'
                      : '请稍候，正在向支付机构查询本次支付的结果。'
                  }
                />
              );
            case 'FAILED':
              return (
                <ResultView
                  status="failure"
                  title="支付失败"
                  description={data.failReason ?? '本次支付未成功，资金未扣划。'}
                />
              );
            default:
              return (
                <ResultView
                  status="warning"
                  title="支付未完成"
                  description="本次支付已取消或超时，订单仍待打款。"
                />
              );
          }
        }}
      </QueryView>
    </PageFrame>
  );
}
