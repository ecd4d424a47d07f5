import { Button, Toast } from 'antd-mobile';
import type { CollectionAccount as Account } from '@gen/model/collectionAccount';
import { formatMoney } from '@/format/money';
import '../styles/order-detail.css';
import { copyText } from '@/page-kit/copy-text';

/** 4-digit groups, as printed on a bank slip, so the number is read and compared easily. */
const grouped = (accountNo: string) => accountNo.replace(/(\d{4})(?=\d)/g, '$1 ');

function CopyRow({
  label,
  value,
  shown,
  copied,
}: {
  label: string;
  value: string;
  shown?: string;
  copied: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="order-copy-value">
        <span>{shown ?? value}</span>
        <Button
          size="mini"
          color="primary"
          fill="outline"
          className="order-copy-button"
          aria-label={`复制${label}`}
          onClick={() =>
            void copyText(value).then((ok) =>
              Toast.show({ content: ok ? `${copied}已复制` : '复制失败，请长按手动复制' }),
            )
          }
        >
          复制
        </Button>
      </dd>
    </div>
  );
}

/**
 * The trust plan's collection account (募集账户) with copy buttons, the amount to transfer and
 * the warning that the payee must be the trust company's full name.
 */
export function CollectionAccount({ account, amount }: { account: Account; amount: string }) {
  return (
    <section className="order-panel" aria-label="募集账户">
      <h3 className="order-panel-title">请转账至以下募集账户</h3>
      <dl className="order-facts">
        <div>
          <dt>转账金额</dt>
          <dd className="order-amount-strong">{formatMoney(amount)}元</dd>
        </div>
        <CopyRow label="户名" value={account.accountName} copied="户名" />
        <CopyRow label="账号" value={account.accountNo} shown={grouped(account.accountNo)} copied="账号" />
        <CopyRow label="开户行" value={account.bankName} copied="开户行" />
        <CopyRow label="付款备注" value={account.remark} copied="付款备注" />
      </dl>
      <p className="order-warning" role="note">
        收款户名须为受托人全称“华信信托股份有限公司”。请勿向任何个人账户或其他机构账户转账；如有人要求您转账至其他账户，请立即致电
        400-820-8888 核实。
      </p>
    </section>
  );
}
