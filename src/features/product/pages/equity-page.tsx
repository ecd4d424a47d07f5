import { PageFrame } from '@/page-kit/page-frame';
import { PurchaseProductList } from '../components/product-list';
import '../styles/product-pages.css';

/** equity (权益类产品, cached): the NAV products on sale, with their latest NAV and its date. */
export default function EquityPage() {
  return (
    <PageFrame flush>
      <p className="product-list-notice">
        权益类产品投资于股票、基金等，净值随市场波动，可能出现亏损；过往业绩不预示未来表现。
      </p>
      <PurchaseProductList productClass="EQUITY" label="权益类产品" />
    </PageFrame>
  );
}
