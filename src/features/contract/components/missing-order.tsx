import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';

/**
 * Opened without the order it is about (an old bookmark, a broken link): say so and offer the
 * order list, never guess an order.
 */
export function MissingOrder({ what = '订单' }: { what?: string }) {
  const navigate = useNavigate();
  return (
    <PageFrame
      footer={
        <Button block color="primary" size="large" onClick={() => void navigate(hrefTo('myOrder'))}>
          查看我的订单
        </Button>
      }
    >
      <ResultView
        status="warning"
        title={`未找到${what}`}
        description={`链接缺少${what}信息或已失效，请从“我的订单”中重新进入。`}
      />
    </PageFrame>
  );
}
