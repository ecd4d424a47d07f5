import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import { StatusBlock } from '@/page-kit/status-block';

interface MissingProductProps {
  title?: string;
  description?: string;
  /** Offer the list of products on sale (it needs a session: the public pages leave it out). */
  toList?: boolean;
}

/**
 * A product page opened without a product, or for one the server does not know (05030001): what
 * happened and, for a signed-in investor, the way to the products on sale.
 */
export function MissingProduct({
  title = '产品不存在或已下架',
  description = '请在产品列表中查看在售产品',
  toList = true,
}: MissingProductProps) {
  return (
    <StatusBlock status="empty" title={title} description={description}>
      {toList ? (
        <Link to={hrefTo('investProductList')}>
          <Button color="primary" fill="outline">
            查看在售产品
          </Button>
        </Link>
      ) : null}
    </StatusBlock>
  );
}
