import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useQueryTrustApplyList } from '@gen/hooks/family-trust/family-trust';
import type { TrustApplication } from '@gen/model/trustApplication';
import { QueryView } from '@/page-kit/query-states';
import { KIND_NAMES, STATUS_NAMES } from '../../model/apply-form';
import { moneyText, wallTime } from '../../model/text';
import { FamilySkeleton } from '../skeletons';
import { SignSheet } from './sign-sheet';

const BADGE = {
  TO_SIGN: 'ft-badge-reviewing',
  REVIEWING: 'ft-badge-reviewing',
  APPROVED: 'ft-badge-effective',
  REJECTED: 'ft-badge-rejected',
} as const;

function ApplicationRow({
  item,
  onSign,
}: {
  item: TrustApplication;
  onSign: (item: TrustApplication) => void;
}) {
  return (
    <li className="ft-apply">
      <div className="ft-apply-head">
        <h3 className="ft-apply-title">{item.title}</h3>
        <span className={`ft-badge ${BADGE[item.status]}`}>
          {item.status === 'REVIEWING' && (item.kind === 'TRUST_CONTRACT' || item.kind === 'SUPPLEMENT')
            ? '受托人确认中'
            : STATUS_NAMES[item.status]}
        </span>
      </div>
      <dl className="ft-facts">
        <div className="ft-fact-wide">
          <dt>事项</dt>
          <dd>
            {KIND_NAMES[item.kind]} · {item.trustName}
          </dd>
        </div>
        {item.beneficiaryName ? (
          <div className="ft-fact-wide">
            <dt>受益人</dt>
            <dd>{item.beneficiaryName}</dd>
          </div>
        ) : null}
        {item.amount ? (
          <div className="ft-fact-wide">
            <dt>金额</dt>
            <dd>{moneyText(item.amount)}</dd>
          </div>
        ) : null}
        {item.newMaturityDate ? (
          <div className="ft-fact-wide">
            <dt>新的到期日</dt>
            <dd>{item.newMaturityDate}</dd>
          </div>
        ) : null}
        {item.reason ? (
          <div className="ft-fact-wide">
            <dt>申请说明</dt>
            <dd>{item.reason}</dd>
          </div>
        ) : null}
        <div className="ft-fact-wide">
          <dt>{item.submittedAt ? '提交时间' : '备妥时间'}</dt>
          <dd>{wallTime(item.submittedAt ?? item.createdAt)}</dd>
        </div>
        {item.decidedAt ? (
          <div className="ft-fact-wide">
            <dt>审核时间</dt>
            <dd>{wallTime(item.decidedAt)}</dd>
          </div>
        ) : null}
      </dl>
      {item.reviewNote ? <p className="ft-note">受托人意见：{item.reviewNote}</p> : null}
      {item.status === 'TO_SIGN' ? (
        <Button color="primary" size="middle" onClick={() => onSign(item)}>
          去签署
        </Button>
      ) : null}
    </li>
  );
}

/**
 * 申请与签约: the agreements the family office prepared for signing and the investor's
 * applications with their progress, newest first (queryTrustApplyList: one trust, or all of the
 * investor's with `trustCode` absent, where a new trust's contract to sign shows too). `onlyToSign`
 * keeps the agreements waiting for a signature (the family-trust home's reminder).
 */
export function ApplicationsSection({ trustCode, onlyToSign }: { trustCode?: string; onlyToSign?: boolean }) {
  const list = useQueryTrustApplyList(trustCode ? { trustCode } : {}, {
    request: { ownCodes: ['05190001'] },
  });
  const [signing, setSigning] = useState<TrustApplication>();
  const shown = (items: TrustApplication[]) =>
    onlyToSign ? items.filter((i) => i.status === 'TO_SIGN') : items;
  if (onlyToSign && list.data && shown(list.data).length === 0) return null;
  const title = onlyToSign ? '待签署协议' : '申请与签约';
  return (
    <section className="ft-section" aria-label={title}>
      <div className="ft-section-head">
        <h2 className="ft-section-title">{title}</h2>
      </div>
      <QueryView
        query={list}
        skeleton={<FamilySkeleton cards={1} />}
        isEmpty={(items) => shown(items).length === 0}
        empty={{ title: '暂无申请', description: '提交的分配、期限变更申请和待签署的协议会显示在这里' }}
      >
        {(items) => (
          <ul className="ft-rows">
            {shown(items).map((item) => (
              <ApplicationRow key={item.applyNo} item={item} onSign={setSigning} />
            ))}
          </ul>
        )}
      </QueryView>
      <SignSheet item={signing} onClose={() => setSigning(undefined)} />
    </section>
  );
}
