import { Link } from 'react-router-dom';
import { useQueryChangeBeneficiaryRecordInfinite } from '@gen/hooks/family-trust/family-trust';
import type { ChangeRecordSummary } from '@gen/model/changeRecordSummary';
import { PageFrame } from '@/page-kit/page-frame';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ChangeStatusBadge } from '../components/change-status-badge';
import { FamilySkeleton } from '../components/skeletons';
import { cardShort, wallTime } from '../model/text';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';
import '../styles/actions.css';

/**
 * changeRecord (变更记录): the investor's receiving-account changes, newest first, ten a page
 * (all trusts, or the one in ?trustCode=), each with its state and the way to its detail. Fresh
 * on arrival: the trustee decides while the investor is away.
 */
export default function ChangeRecordPage() {
  const { trustCode } = usePageQuery('changeRecord');
  const records = useQueryChangeBeneficiaryRecordInfinite(
    { pageNum: 1, pageSize: 10, ...(trustCode ? { trustCode } : {}) },
    undefined,
    { query: { ...pagedQueryOptions, staleTime: 0 } },
  );
  return (
    <PageFrame busy={records.isPending}>
      <PagedList
        query={records}
        label="变更记录"
        skeleton={<FamilySkeleton cards={3} />}
        empty={{
          title: '暂无变更记录',
          action: (
            <Link className="ft-link" to={hrefTo('trustChangeList')}>
              去变更受益账户
            </Link>
          ),
        }}
        itemKey={(record) => record.applyNo}
        renderItem={(record) => <RecordCard record={record} />}
      />
    </PageFrame>
  );
}

function RecordCard({ record }: { record: ChangeRecordSummary }) {
  return (
    <Link
      className="ft-account ft-record"
      to={hrefTo('changeDetail', { applyNo: record.applyNo })}
      aria-label={`${record.trustName} ${record.newBankName}尾号${record.newCardTail} 变更申请`}
    >
      <div className="ft-account-head">
        <span className="ft-account-trust">{record.trustName}</span>
        <ChangeStatusBadge status={record.status} />
      </div>
      <p className="ft-row-meta">
        {cardShort(record.oldBankName, record.oldCardTail)} →{' '}
        {cardShort(record.newBankName, record.newCardTail)}
      </p>
      <p className="ft-row-meta">申请时间 {wallTime(record.appliedAt)}</p>
    </Link>
  );
}
