import { Link } from 'react-router-dom';
import { useQueryBnftAccountInfo } from '@gen/hooks/family-trust/family-trust';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { CardFace } from '../components/card-face';
import { FamilySkeleton } from '../components/skeletons';
import { TRUST_TYPE, labelOf } from '../model/labels';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';
import '../styles/actions.css';

/**
 * trustChangeList (受益账户变更): the investor's receiving account in each trust he benefits from,
 * since when it receives, and the way to change it; a change in review shows instead, with its
 * progress. Always fresh on arrival: the trustee decides while the investor is away.
 */
export default function TrustChangeListPage() {
  const accounts = useQueryBnftAccountInfo({}, { query: { staleTime: 0 } });
  return (
    <PageFrame busy={accounts.isPending}>
      <p className="ft-note">
        变更经受托人审核通过后，自下一分配日起信托利益付至新账户。新账户须为本人名下已绑定的银行卡。
      </p>
      <QueryView
        query={accounts}
        skeleton={<FamilySkeleton cards={2} />}
        isEmpty={(list) => list.length === 0}
        empty={{ title: '暂无可变更的受益账户', description: '您不是家族信托的受益人，或信托已终止。' }}
      >
        {(list) => (
          <ul className="ft-rows" aria-label="受益账户">
            {list.map((account) => (
              <li key={account.trustCode}>
                <AccountCard account={account} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <Link className="ft-add-card" to={hrefTo('changeRecord')}>
        查看变更记录
      </Link>
    </PageFrame>
  );
}

function AccountCard({ account }: { account: BeneficiaryAccount }) {
  const headId = `ft-account-${account.trustCode}`;
  return (
    <article className="ft-account" aria-labelledby={headId}>
      <div className="ft-account-head">
        <h2 id={headId} className="ft-account-trust">
          {account.trustName}
        </h2>
        <span className="ft-badge">{labelOf(TRUST_TYPE, account.trustType)}</span>
      </div>
      <p className="ft-row-meta">受益人 {account.beneficiaryName} · 当前受益账户</p>
      <CardFace
        bankName={account.bankName}
        cardNoMasked={account.cardNoMasked}
        meta={`${account.since} 起生效`}
      />
      <div className="ft-account-actions">
        {account.changeState === 'REVIEWING' ? (
          <>
            <span className="ft-badge ft-badge-reviewing">变更审核中</span>
            {account.reviewingApplyNo ? (
              <Link className="ft-link" to={hrefTo('changeDetail', { applyNo: account.reviewingApplyNo })}>
                查看进度
              </Link>
            ) : null}
          </>
        ) : account.changeable ? (
          <Link
            className="ft-button"
            to={hrefTo('selectBankList', { trustCode: account.trustCode })}
            aria-label={`变更${account.trustName}的受益账户`}
          >
            变更受益账户
          </Link>
        ) : null}
      </div>
      {!account.changeable && account.changeState !== 'REVIEWING' && account.notChangeableReason ? (
        <p className="ft-account-reason">{account.notChangeableReason}</p>
      ) : null}
    </article>
  );
}
