import { useState } from 'react';
import {
  useCbffProductRuleDetail,
  useCbffproductCondition,
  useProductCondition,
  useProductRuleDetail,
} from '@gen/hooks/product/product';
import type { ProductConditionData } from '@gen/model/productConditionData';
import type { ProductRuleDetail } from '@gen/model/productRuleDetail';
import { BottomSheet } from '@/page-kit/bottom-sheet';
import { QueryView, type QueryLike } from '@/page-kit/query-states';
import { MoreSkeleton } from './more-section';

const STATE_TEXT = { MET: '满足', UNMET: '未满足', UNKNOWN: '认购时确认' } as const;

function Conditions({ query }: { query: QueryLike<ProductConditionData> }) {
  return (
    <QueryView query={query} skeleton={<MoreSkeleton />} pendingLabel="购买条件加载中">
      {(data) => (
        <>
          <ul className="more-conditions" aria-label="购买条件">
            {data.conditions.map((c) => (
              <li key={c.code} data-state={c.state}>
                <span className="more-condition-head">
                  <span>{c.title}</span>
                  <span className="more-condition-state">{STATE_TEXT[c.state]}</span>
                </span>
                <span className="more-condition-text">{c.requirement}</span>
                {c.note ? <span className="more-condition-note">{c.note}</span> : null}
              </li>
            ))}
          </ul>
          <p className="more-hint">以上为您当前的情况，认购时以适当性校验结果为准。</p>
        </>
      )}
    </QueryView>
  );
}

function Rules({ query }: { query: QueryLike<ProductRuleDetail> }) {
  return (
    <QueryView query={query} skeleton={<MoreSkeleton />} pendingLabel="交易规则加载中">
      {(data) =>
        data.sections.map((section) => (
          <section key={section.title} className="more-rule-section" aria-label={section.title}>
            <h4 className="more-subtitle">{section.title}</h4>
            <dl className="product-facts">
              {section.rows.map((row) => (
                <div key={row.label} className="product-fact">
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      }
    </QueryView>
  );
}

/** The variant of the product's line: cbff* for 现金管理类 (成本法), the generic call for the rest. */
function useLineReads(productCode: string, cbff: boolean, open: 'conditions' | 'rules' | null) {
  const ask = (which: 'conditions' | 'rules', line: boolean) => ({
    query: { enabled: open === which && cbff === line },
  });
  return {
    conditions: [
      useProductCondition({ productCode }, ask('conditions', false)),
      useCbffproductCondition({ productCode }, ask('conditions', true)),
    ][cbff ? 1 : 0]!,
    rules: [
      useProductRuleDetail({ productCode }, ask('rules', false)),
      useCbffProductRuleDetail({ productCode }, ask('rules', true)),
    ][cbff ? 1 : 0]!,
  };
}

/** 购买条件 and 交易规则 rows of the 产品要素 tab, each opening a sheet read when it opens. */
export function RulesSheets({ productCode, cbff }: { productCode: string; cbff: boolean }) {
  const [open, setOpen] = useState<'conditions' | 'rules' | null>(null);
  const reads = useLineReads(productCode, cbff, open);
  return (
    <>
      <ul className="more-rows" aria-label="购买条件与交易规则">
        <li>
          <button type="button" className="more-row more-row-button" onClick={() => setOpen('conditions')}>
            <span className="more-row-main">购买条件</span>
            <span className="more-row-note">合格投资者、风险等级、起投 ›</span>
          </button>
        </li>
        <li>
          <button type="button" className="more-row more-row-button" onClick={() => setOpen('rules')}>
            <span className="more-row-main">交易规则</span>
            <span className="more-row-note">买入、卖出与费用 ›</span>
          </button>
        </li>
      </ul>
      <BottomSheet visible={open === 'conditions'} onClose={() => setOpen(null)} title="购买条件" padded>
        <Conditions query={reads.conditions} />
      </BottomSheet>
      <BottomSheet visible={open === 'rules'} onClose={() => setOpen(null)} title="交易规则" padded>
        <Rules query={reads.rules} />
      </BottomSheet>
    </>
  );
}
