import type { ContractCustomerInfo } from '@gen/model/contractCustomerInfo';
import type { ContractElements } from '@gen/model/contractElements';
import { formatMoney } from '@/format/money';
import { toCapitalText } from '@/page-kit/amount-input';
import { ORDER_TYPE_NAMES, quoted } from '../model/labels';
import '../styles/contract.css';

/** "6214********5678" (the server's mask) → "6214 **** **** 5678", as the app shows cards. */
export function cardText(masked: string): string {
  const digits = masked.replace(/\s/g, '');
  if (digits.length <= 8) return digits;
  return [digits.slice(0, 4), '**** ****', digits.slice(-4)].join(' ');
}

const CAPITAL_DIGITS = '零壹贰叁肆伍陆柒捌玖';

/** Shares in capitals: "200000.00" → "贰拾万份", "1500.25" → "壹仟伍佰点贰伍份". */
export function sharesCapital(shares: string): string | undefined {
  const [whole = '', fraction = ''] = shares.split('.');
  const integer = toCapitalText(whole || '0')?.replace(/元整$/, '');
  if (integer === undefined) return undefined;
  const decimals = fraction.replace(/0+$/, '');
  const spoken = [...decimals].map((d) => CAPITAL_DIGITS[Number(d)] ?? '').join('');
  return `${integer === '' ? '零' : integer}${spoken ? `点${spoken}` : ''}份`;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contract-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the investor confirms before signing and finds again in 合同详情: the contract, the
 * settlor (ID and phone masked by the server), the amount in figures and capitals (or the shares
 * of a redemption), benchmark and term, the beneficiary account (masked) and the signing date.
 */
export function ContractFacts({
  elements,
  customer,
}: {
  elements: ContractElements;
  customer: ContractCustomerInfo | undefined;
}) {
  const isRedemption = elements.orderType === 'REDEEM';
  return (
    <>
      <section className="contract-card" aria-label="合同">
        <h2 className="contract-order-product">{quoted(elements.contractName)}</h2>
        <dl className="contract-facts">
          <Row label="合同编号">{elements.contractNo}</Row>
          <Row label="受托人">{elements.trusteeName}</Row>
          <Row label="信托产品">{elements.productName}</Row>
          <Row label="业务类型">{ORDER_TYPE_NAMES[elements.orderType]}</Row>
          <Row label="订单编号">{elements.orderNo}</Row>
        </dl>
      </section>
      <section className="contract-card" aria-label="委托人">
        <h3 className="contract-card-title">委托人</h3>
        {customer ? (
          <dl className="contract-facts">
            <Row label="姓名">{customer.customerName}</Row>
            <Row label="证件类型">{customer.idTypeName}</Row>
            <Row label="证件号码">{customer.idNoMasked}</Row>
            <Row label="手机号码">{customer.phoneMasked}</Row>
          </dl>
        ) : (
          <p className="contract-note">委托人信息加载中…</p>
        )}
      </section>
      <section className="contract-card" aria-label={isRedemption ? '赎回份额' : '认购金额'}>
        <h3 className="contract-card-title">{isRedemption ? '赎回份额' : '认购金额'}</h3>
        <dl className="contract-facts">
          {isRedemption && elements.shares ? (
            <>
              <Row label="赎回份额（小写）">
                <strong className="contract-figure">{formatMoney(elements.shares)}</strong> 份
              </Row>
              <Row label="赎回份额（大写）">{sharesCapital(elements.shares)}</Row>
            </>
          ) : null}
          {!isRedemption && elements.amount ? (
            <>
              <Row label="金额（小写）">
                <strong className="contract-figure">{formatMoney(elements.amount)}</strong> 元
              </Row>
              <Row label="金额（大写）">人民币{toCapitalText(elements.amount)}</Row>
            </>
          ) : null}
          {elements.benchmarkRate ? (
            <Row label="业绩比较基准">{elements.benchmarkRate}%（年化，不构成收益承诺）</Row>
          ) : null}
          {elements.termText ? <Row label="信托期限">{elements.termText}</Row> : null}
        </dl>
      </section>
      <section className="contract-card" aria-label="受益账户">
        <h3 className="contract-card-title">{isRedemption ? '赎回款到账账户' : '受益账户'}</h3>
        <dl className="contract-facts">
          <Row label="开户银行">{elements.bankName}</Row>
          <Row label="银行账号">{cardText(elements.cardNoMasked)}</Row>
          <Row label="户名">{elements.acctName}</Row>
        </dl>
      </section>
      <section className="contract-card" aria-label="签署日期">
        <dl className="contract-facts">
          <Row label="签署日期">{elements.signDate}</Row>
        </dl>
      </section>
    </>
  );
}
