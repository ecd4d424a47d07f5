import { Button, Skeleton } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CheckCanBuyData } from '@gen/model/checkCanBuyData';
import type { ProductAdmitControlData } from '@gen/model/productAdmitControlData';
import type { PurchaseType } from '@gen/model/purchaseType';
import { isBusinessError } from '@/api/business-error';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { usePurchaseGate } from '@/features/product/hooks/use-purchase-gate';
import { CHECK_TITLES, firstBlocking, gateRows, isBlocking } from '@/features/product/model/gate-items';
import { qualificationRow } from '@/features/product/model/qualification';
import { PRODUCT_RISK_NAMES } from '@/features/product/model/suitability';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { GateChecklist } from './gate-checklist';
import '@/features/product/styles/subscribe.css';

const ORDER_TYPE_NAMES: Readonly<Record<PurchaseType, string>> = {
  SUBSCRIBE: '认购',
  ADDITIONAL: '追加认购',
};

export interface GateStepProps {
  productCode: string;
  orderType: PurchaseType;
  /** Every blocking check passed and the investor tapped 下一步. */
  onPass: (gate: CheckCanBuyData) => void;
}

/**
 * The first screen of a subscription: is the product open to it (productAdmitControl), then every
 * pre-check of the investor with its state and its fix (checkCanBuy), the qualified-investor row
 * from checkCustomerQualification. Asked again whenever the screen shows, so a check fixed
 * elsewhere turns green on return.
 */
export function GateStep({ productCode, orderType, onPass }: GateStepProps) {
  const { admission, gate, qualification } = usePurchaseGate(productCode, orderType);
  const location = useLocation();
  const here = `${location.pathname}${location.search}` as AppPath;
  const next = useReclickGuard((data: CheckCanBuyData) => onPass(data));

  const admitted = admission.data?.admitted === true;
  const rows = gate.data ? gateRows(gate.data.checks, here, qualificationRow(qualification, here)) : [];
  const blocking = firstBlocking(rows.map((row) => row.check));
  const openCount = rows.filter((row) => isBlocking(row.check.state)).length;
  const footer =
    admitted && gate.data ? (
      <>
        <PageFooterHint>
          {blocking
            ? blocking.state === 'PENDING'
              ? `${CHECK_TITLES[blocking.item]}审核中，审核通过后即可${ORDER_TYPE_NAMES[orderType]}`
              : `请先完成“${CHECK_TITLES[blocking.item]}”，完成后返回本页将自动重新检查`
            : '以上事项均已满足，可以填写认购金额'}
        </PageFooterHint>
        <Button
          block
          color="primary"
          size="large"
          disabled={
            !gate.data.canBuy || blocking !== undefined || gate.isFetching || qualification.isFetching
          }
          onClick={() => gate.data && next(gate.data)}
        >
          下一步
        </Button>
      </>
    ) : null;

  if (isBusinessError(admission.error, '05018001')) {
    return (
      <PageFrame>
        <UnknownProduct />
      </PageFrame>
    );
  }

  return (
    <PageFrame busy={admission.isPending || (admitted && gate.isPending)} footer={footer}>
      <QueryView query={admission} skeleton={<GateSkeleton />} pendingLabel="正在检查认购条件">
        {(admit) =>
          admit.admitted ? (
            <QueryView query={gate} skeleton={<GateSkeleton />} pendingLabel="正在检查认购条件">
              {(data) => (
                <>
                  <ProductHead data={data} orderType={orderType} />
                  <h2 className="subscribe-section-title">
                    {ORDER_TYPE_NAMES[orderType]}前须满足以下条件
                    <span className="subscribe-section-count">
                      {openCount === 0 ? '全部满足' : `${openCount}项待完成`}
                    </span>
                  </h2>
                  <GateChecklist rows={rows} />
                  <p className="subscribe-note">
                    根据《金融机构产品适当性管理办法》及资管新规，我们须在您认购前核实以上事项。
                  </p>
                </>
              )}
            </QueryView>
          ) : (
            <NotAdmitted admit={admit} />
          )
        }
      </QueryView>
    </PageFrame>
  );
}

function ProductHead({ data, orderType }: { data: CheckCanBuyData; orderType: PurchaseType }) {
  return (
    <section className="subscribe-product" aria-label="认购产品">
      <p className="subscribe-product-type">{ORDER_TYPE_NAMES[orderType]}</p>
      <h2 className="subscribe-product-name">{data.productName}</h2>
      <p className="subscribe-product-meta">
        <span className="subscribe-risk" data-level={data.productRiskLevel}>
          {data.productRiskLevel} {PRODUCT_RISK_NAMES[data.productRiskLevel]}
        </span>
        <span>产品代码 {data.productCode}</span>
      </p>
    </section>
  );
}

function NotAdmitted({ admit }: { admit: ProductAdmitControlData }) {
  const navigate = useNavigate();
  const go = useReclickGuard((href: AppPath) => navigate(href));
  const action =
    admit.block === 'RESERVING'
      ? { text: '预约该产品', href: hrefTo('reservation', { productCode: admit.productCode }) }
      : admit.block === 'NOT_HELD'
        ? { text: '去认购', href: hrefTo('capitain', { productCode: admit.productCode }) }
        : { text: '看看其他产品', href: hrefTo('investProductList') };
  return (
    <>
      <ResultView
        status="warning"
        title={admit.block === 'RESERVING' ? '产品尚未开放认购' : '暂不可认购'}
        description={admit.message ?? '该产品当前不可认购'}
      >
        <p className="subscribe-result-product">{admit.productName}</p>
      </ResultView>
      <div className="subscribe-result-actions">
        <Button block color="primary" size="large" onClick={() => go(action.href)}>
          {action.text}
        </Button>
      </div>
    </>
  );
}

export function UnknownProduct() {
  const navigate = useNavigate();
  const go = useReclickGuard(() => navigate(hrefTo('investProductList')));
  return (
    <>
      <ResultView
        status="warning"
        title="未找到该产品"
        description="产品不存在或已下架，请从产品列表选择要认购的产品"
      />
      <div className="subscribe-result-actions">
        <Button block color="primary" size="large" onClick={go}>
          看看其他产品
        </Button>
      </div>
    </>
  );
}

function GateSkeleton() {
  return (
    <div className="subscribe-skeleton">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={2} animated />
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton.Paragraph key={i} lineCount={2} animated />
      ))}
    </div>
  );
}
