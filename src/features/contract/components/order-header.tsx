import type { ContractOrderType } from '@gen/model/contractOrderType';
import { limitText } from '@/page-kit/amount-input';
import { ORDER_TYPE_NAMES } from '../model/labels';
import '../styles/contract.css';

export interface OrderHeaderProps {
  productName: string;
  orderType: ContractOrderType;
  orderNo: string;
  amount?: string;
  shares?: string;
}

/** The order the documents belong to: product, business, amount (万元) or shares, order number. */
export function OrderHeader({ productName, orderType, orderNo, amount, shares }: OrderHeaderProps) {
  return (
    <section className="contract-card" aria-label="订单信息">
      <h2 className="contract-order-product">{productName}</h2>
      <p className="contract-order-meta">
        <span>
          业务类型 <strong>{ORDER_TYPE_NAMES[orderType]}</strong>
        </span>
        {amount && orderType !== 'SUPPLEMENT' ? (
          <span>
            金额 <strong>{limitText(amount)}</strong>
          </span>
        ) : null}
        {shares ? (
          <span>
            份额 <strong>{limitText(shares).replace(/元$/, '份')}</strong>
          </span>
        ) : null}
        <span>订单号 {orderNo}</span>
      </p>
    </section>
  );
}
