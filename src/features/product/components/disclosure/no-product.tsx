import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { StatusBlock } from '@/page-kit/status-block';

/** Opened without ?productCode (an old link): say so and offer the product list. */
export function NoProduct() {
  const navigate = useNavigate();
  return (
    <PageFrame>
      <StatusBlock status="empty" title="未指定产品" description="请从产品详情进入查看" />
      <div className="disclosure-actions">
        <Button block color="primary" onClick={() => navigate(hrefTo('investmentList'))}>
          查看全部产品
        </Button>
      </div>
    </PageFrame>
  );
}
