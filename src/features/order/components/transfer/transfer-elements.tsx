import { useTransferContractElements } from '@gen/hooks/contract/contract';
import { formatMoney } from '@/format/money';
import { toContractAmount } from '@/page-kit/amount-input';
import { FactList } from '@/page-kit/fact-list';
import { toContractShares } from '@/features/order/model/shares';

export interface TransferElementsProps {
  productCode: string;
  shares: string;
  price: string;
  transfereeName: string;
}

/**
 * 合同要素 above the agreement's clauses (transferContractElements): the agreement with this
 * transfer's own figures — who, what, how many units, the price, the fee, where the money goes.
 * Asked only once shares, price and the transferee's name are filled in.
 */
export function TransferElements({ productCode, shares, price, transfereeName }: TransferElementsProps) {
  const request = {
    productCode,
    shares: toContractShares(shares) ?? '',
    price: toContractAmount(price) ?? '',
    transfereeName: transfereeName.trim(),
  };
  const ready = !!request.shares && !!request.price && request.transfereeName.length >= 2;
  const elements = useTransferContractElements(request, {
    query: { enabled: ready },
    request: { silent: true, hideLoading: true },
  });
  const data = elements.data;
  if (!ready || !data) {
    return (
      <p className="trade-elements-hint">填写转让份额、转让总价与受让方后，这里显示本次转让的合同要素。</p>
    );
  }
  const rows: [string, string][] = [
    ['转让方', data.transferorName],
    ['受让方', data.transfereeNameMasked],
    ['受托人', data.trusteeName],
    ['信托产品', data.productName],
    ['转让份额', `${formatMoney(data.shares)}份`],
    ['转让价款', `${formatMoney(data.price)}元`],
    ['每份价格', `${data.unitPrice}元`],
    ['转让手续费', `${formatMoney(data.fee)}元`],
    [
      '价款到账账户',
      `${data.bankName} ${data.cardNoMasked.replace(/^(\d{4})\*+(\d{4})$/, '$1 **** **** $2')}`,
    ],
    ['签署日期', data.signDate],
  ];
  return (
    <FactList label="合同要素" className="trade-elements">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}
