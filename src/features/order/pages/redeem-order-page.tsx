import { useNavigate } from 'react-router-dom';
import { useGetBankCardList } from '@gen/hooks/bank-card/bank-card';
import { useQueryRedeemInfo } from '@gen/hooks/order/order';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultPage } from '@/page-kit/result-page';
import { usePageQuery } from '@/routing/use-page-query';
import { CombinedReads } from '../components/combined-reads';
import { HoldingMissing, toHolding } from '../components/holding-missing';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { RedeemForm } from '../components/redeem/redeem-form';

/**
 * redeemOrder (赎回): an open NAV or cash holding's redeemable shares (held − frozen), the shares
 * to redeem (全部 fills them in), the estimate at the latest NAV less the fee (以确认为准), the next
 * open day and when the money arrives, the receiving card; then a confirmation, the order
 * (createRedeemOrder, 待签约) and the redemption signing (signContract → redeemConfirmContract).
 */
export default function RedeemOrderPage() {
  const { productCode } = usePageQuery('redeemOrder');
  if (!productCode) return <HoldingMissing />;
  return <RedeemScreen productCode={productCode} />;
}

function RedeemScreen({ productCode }: { productCode: string }) {
  const info = useQueryRedeemInfo(
    { productCode },
    { query: { staleTime: 0, refetchOnMount: 'always' }, request: { ownCodes: ['05046001'] } },
  );
  const cards = useGetBankCardList(
    { businessType: 'REDEEM', productCode },
    { query: { staleTime: 0, refetchOnMount: 'always' } },
  );
  if (isBusinessError(info.error, '05046001')) return <HoldingMissing notFound />;
  if (info.data && cards.data) {
    if (!info.data.canRedeem)
      return <NotRedeemable productCode={productCode} reason={info.data.refuseReason} />;
    return (
      <RedeemForm
        key={info.data.redeemableShares}
        info={info.data}
        cards={cards.data}
        onTermsChanged={() => void info.refetch()}
        onCardsChanged={() => void cards.refetch()}
      />
    );
  }
  return (
    <PageFrame busy>
      <CombinedReads reads={[info, cards]} skeleton={<OrderDetailSkeleton />} pendingLabel="赎回信息加载中" />
    </PageFrame>
  );
}

function NotRedeemable({ productCode, reason }: { productCode: string; reason?: string }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      back
      status="warning"
      title="当前不可赎回"
      description={reason ?? '该产品当前不可赎回。'}
      actions={[{ text: '查看持仓详情', primary: true, onClick: () => toHolding(navigate, productCode) }]}
    />
  );
}
