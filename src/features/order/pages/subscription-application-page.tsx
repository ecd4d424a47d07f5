import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryOrderApply } from '@gen/hooks/order/order';
import type { OrderApplyData } from '@gen/model/orderApplyData';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { toCapitalText } from '@/page-kit/amount-input';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { OrderDetailSkeleton } from '../components/order-detail-skeleton';
import { OrderFacts } from '../components/order-facts';
import { OrderMissing } from '../components/order-missing';
import { formatDateTime } from '../model/datetime';
import '../styles/order-detail.css';

const RISK_LEVEL_NAMES: Record<string, string> = {
  R1: 'R1 低风险',
  R2: 'R2 中低风险',
  R3: 'R3 中风险',
  R4: 'R4 中高风险',
  R5: 'R5 高风险',
};
const INVESTOR_LEVEL_NAMES: Record<string, string> = {
  C1: 'C1 保守型',
  C2: 'C2 稳健型',
  C3: 'C3 平衡型',
  C4: 'C4 成长型',
  C5: 'C5 进取型',
};

/**
 * xqlbDetails (认购申请书): the subscription application as the investor signs it: the product,
 * the amount in figures and in capitals, the benchmark for that amount, the subscriber (masked),
 * the beneficiary account, and the declarations (queryOrderApply). Read-only.
 */
export default function SubscriptionApplicationPage() {
  const { orderNo } = usePageQuery('xqlbDetails');
  if (!orderNo) return <OrderMissing />;
  return <ApplyScreen orderNo={orderNo} />;
}

function ApplyScreen({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const query = useQueryOrderApply({ orderNo }, { request: { ownCodes: ['05040001'] } });
  if (isBusinessError(query.error, '05040001')) return <OrderMissing notFound />;
  return (
    <PageFrame
      busy={query.isPending}
      title={query.data?.type === 'ADDITIONAL' ? '追加认购申请书' : undefined}
      footer={
        query.data ? (
          <Button
            block
            size="large"
            onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }))}
          >
            查看订单
          </Button>
        ) : null
      }
    >
      <QueryView query={query} skeleton={<OrderDetailSkeleton panels={4} />} pendingLabel="申请书加载中">
        {(data) => <ApplyForm data={data} />}
      </QueryView>
    </PageFrame>
  );
}

function ApplyForm({ data }: { data: OrderApplyData }) {
  const additional = data.type === 'ADDITIONAL';
  return (
    <>
      <OrderFacts
        title="认购产品"
        facts={[
          { label: '产品名称', value: data.productName },
          { label: '产品代码', value: data.productCode },
          { label: '产品风险等级', value: RISK_LEVEL_NAMES[data.riskLevel] ?? data.riskLevel },
          { label: '申请编号', value: data.orderNo },
          { label: '认购类型', value: additional ? '追加认购' : '认购' },
          {
            label: additional ? '追加金额（小写）' : '认购金额（小写）',
            value: `${formatMoney(data.amount)}元`,
          },
          { label: '认购金额（大写）', value: `人民币${toCapitalText(data.amount) ?? ''}` },
          data.benchmarkRate ? { label: '业绩比较基准', value: `${data.benchmarkRate}%/年` } : undefined,
        ]}
      />
      <OrderFacts
        title="委托人信息"
        facts={[
          { label: '姓名', value: data.investorName },
          { label: '证件类型', value: data.idType },
          { label: '证件号码', value: data.idNoMasked },
          { label: '手机号码', value: data.phoneMasked },
          {
            label: '风险承受能力',
            value: data.investorRiskLevel
              ? (INVESTOR_LEVEL_NAMES[data.investorRiskLevel] ?? data.investorRiskLevel)
              : '未测评',
          },
        ]}
      />
      <OrderFacts
        title="受益账户（认购资金划出及信托利益分配账户）"
        facts={[
          { label: '户名', value: data.acctName },
          { label: '开户行', value: data.bankName },
          { label: '账号', value: data.cardNoMasked },
        ]}
      />
      <section className="order-panel" aria-label="委托人声明">
        <h3 className="order-panel-title">委托人声明</h3>
        <ol className="order-declarations">
          {data.declarations.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
        <dl className="order-facts">
          <div>
            <dt>申请时间</dt>
            <dd>{formatDateTime(data.appliedAt)}</dd>
          </div>
          <div>
            <dt>签署时间</dt>
            <dd>{data.signedAt ? formatDateTime(data.signedAt) : '尚未签署'}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}
