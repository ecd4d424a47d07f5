import { useNavigate } from 'react-router-dom';
import { ResultPage } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';

/**
 * An order page opened without its order (a broken link) or for an order the server does not
 * know (05040001 订单不存在): say so and offer 我的订单, never guess an order.
 */
export function OrderMissing({ notFound = false }: { notFound?: boolean }) {
  const navigate = useNavigate();
  return (
    <ResultPage
      back
      status="warning"
      title={notFound ? '订单不存在' : '未找到订单'}
      description={
        notFound
          ? '该订单不存在或不属于当前账户，请在“我的订单”中查看。'
          : '链接缺少订单信息或已失效，请从“我的订单”中重新进入。'
      }
      actions={[{ text: '查看我的订单', primary: true, onClick: () => navigate(hrefTo('myOrder')) }]}
    />
  );
}
