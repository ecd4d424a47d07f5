import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { ResultPage } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';

/**
 * A holding page (赎回, 转让, 收益信息) opened without its product, or for a product the investor
 * does not hold (the call's "not held" code): say so and offer 我的持仓.
 */
export function HoldingMissing({ notFound = false }: { notFound?: boolean }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      back
      status="warning"
      title={notFound ? '未找到持仓' : '未找到产品'}
      description={
        notFound
          ? '您当前未持有该产品，或该产品已清算，请在“我的持仓”中查看。'
          : '链接缺少产品信息或已失效，请从“我的持仓”中重新进入。'
      }
      actions={[{ text: '查看我的持仓', primary: true, onClick: () => navigate(hrefTo('positionList')) }]}
    />
  );
}

/** Back to the holding a trade page was opened for (replacing the page that cannot go on). */
export function toHolding(navigate: NavigateFunction, productCode: string) {
  return navigate(hrefTo('holdingDetails', { productCode }), { replace: true });
}
