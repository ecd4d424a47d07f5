import { PageFrame } from '@/page-kit/page-frame';
import { PurchaseProductList } from '../components/product-list';
import '../styles/product-pages.css';

/** cash (现金管理类产品, cached): the cash products with their 7日年化. */
export default function CashPage() {
  return (
    <PageFrame flush>
      <p className="product-list-notice">
        现金管理类产品每个工作日可申购赎回；7日年化收益率为过去七日收益折算的年化值，不代表未来收益。
      </p>
      <PurchaseProductList productClass="CASH" label="现金管理类产品" />
    </PageFrame>
  );
}
