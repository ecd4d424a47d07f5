import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryFtsTransferDetail, useQueryFtsTransferInfo } from '@gen/hooks/order/order';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { TransferDetailView } from '../components/transfer/transfer-detail-view';
import { TransferForm } from '../components/transfer/transfer-form';

/** While the transferee signs and pays (已提交), the page asks again now and then. */
const POLL_MS = 5000;

/**
 * makeOverDetails (转让详情): with `productCode` the transfer's form for that holding
 * (queryFtsTransferInfo → … → ftsTransferApply); with `orderNo` the transfer applied and its
 * status afterwards (queryFtsTransferDetail), refreshed while it is under way.
 */
export default function BenefitTransferDetailPage() {
  const { productCode, orderNo } = usePageQuery('makeOverDetails');
  if (orderNo) return <TransferScreen orderNo={orderNo} />;
  if (productCode) return <FormScreen productCode={productCode} />;
  return <Missing title="未找到转让信息" text="链接缺少产品或订单信息，请从“受益权转让”中重新进入。" />;
}

function FormScreen({ productCode }: { productCode: string }) {
  const terms = useQueryFtsTransferInfo(
    { productCode },
    { query: { staleTime: 0, refetchOnMount: 'always' }, request: { ownCodes: ['05045001'] } },
  );
  if (isBusinessError(terms.error, '05045001'))
    return (
      <Missing title="该产品当前不可转让" text="产品可能已到期清算、合同约定不可转让，或份额均在转让中。" />
    );
  if (terms.data)
    return (
      <TransferForm
        key={terms.data.transferableShares}
        terms={terms.data}
        onTermsChanged={() => void terms.refetch()}
      />
    );
  return (
    <PageFrame busy title="受益权转让">
      <QueryView query={terms} skeleton={<OrderDetailSkeleton />} pendingLabel="转让信息加载中">
        {() => null}
      </QueryView>
    </PageFrame>
  );
}

function TransferScreen({ orderNo }: { orderNo: string }) {
  const query = useQueryFtsTransferDetail(
    { orderNo },
    {
      query: {
        staleTime: 0,
        refetchInterval: (q) => (q.state.data?.status === 'SUBMITTED' ? POLL_MS : false),
      },
      request: { ownCodes: ['05040001'] },
    },
  );
  if (isBusinessError(query.error, '05040001'))
    return <Missing title="转让不存在" text="该转让不存在或不属于当前账户，请在“受益权转让”中查看。" />;
  if (query.data) return <TransferDetailView transfer={query.data} />;
  return (
    <PageFrame busy>
      <QueryView query={query} skeleton={<OrderDetailSkeleton />} pendingLabel="转让详情加载中">
        {() => null}
      </QueryView>
    </PageFrame>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  const navigate = useNavigate();
  return (
    <PageFrame
      footer={
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(hrefTo('makeOver'), { replace: true })}
        >
          返回受益权转让
        </Button>
      }
    >
      <ResultView status="warning" title={title} description={text} />
    </PageFrame>
  );
}
