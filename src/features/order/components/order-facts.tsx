import type { ReactNode } from 'react';
import '../styles/order-detail.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label / value rows in a panel (订单编号, 申请时间, 付款银行卡 …); empty values are left out. */
export function OrderFacts({
  title,
  facts,
}: {
  title?: string;
  facts: readonly (Fact | false | undefined)[];
}) {
  const shown = facts.filter((fact): fact is Fact => Boolean(fact));
  return (
    <section className="order-panel" aria-label={title ?? '订单信息'}>
      {title ? <h3 className="order-panel-title">{title}</h3> : null}
      <dl className="order-facts">
        {shown.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
