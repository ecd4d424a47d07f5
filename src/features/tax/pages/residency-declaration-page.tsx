import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQueryTaxIssueNoticeStatus } from '@gen/hooks/tax/tax';
import type { CrsResidency } from '@gen/model/crsResidency';
import type { TaxStatusData } from '@gen/model/taxStatusData';
import { ChoiceRow } from '@/page-kit/choice-row';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { crsDraft } from '../model/crs-draft';
import { needsDetails, RESIDENCY_OPTIONS } from '../model/crs-rules';
import { dateTimeText } from '../model/dates';
import '../styles/tax.css';

/**
 * fiscal/identity: the declaration on file (if any) and the three statuses of the CRS
 * self-certification. 仅为中国税收居民 goes straight to the notice; the other two first collect the
 * holder's details (materials) and the jurisdictions with their TINs (revenue).
 */
export default function ResidencyDeclarationPage() {
  const { redirect } = usePageQuery('fiscal/identity');
  const status = useQueryTaxIssueNoticeStatus({});
  return (
    <PageFrame busy={status.isPending}>
      <QueryView
        query={status}
        pendingLabel="声明状态加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      >
        {(data) => <IdentityForm data={data} redirect={redirect} />}
      </QueryView>
    </PageFrame>
  );
}

function IdentityForm({ data, redirect }: { data: TaxStatusData; redirect?: AppPath }) {
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<CrsResidency | undefined>(() => crsDraft.get()?.residency);
  const [tried, setTried] = useState(false);
  const go = useReclickGuard((residency: CrsResidency) => {
    crsDraft.start(residency, redirect);
    navigate(hrefTo(needsDetails(residency) ? 'fiscal/materials' : 'fiscal/consequence', { redirect }));
  });
  const next = () => {
    setTried(true);
    if (chosen) go(chosen);
  };

  return (
    <>
      {data.declared && data.residencyName && data.declaredAt ? (
        <section className="tax-section" aria-label="当前声明">
          <h2>当前声明</h2>
          <div className="tax-current">
            <span className="tax-current-name">{data.residencyName}</span>
            <span className="tax-badge" data-tone="success">
              已声明
            </span>
          </div>
          <p className="tax-meta">签署时间：{dateTimeText(data.declaredAt)}</p>
          <p className="tax-hint">如您的税收居民身份发生变化，请重新声明；新的声明将替代当前声明。</p>
          <Link className="tax-link" to={hrefTo('fiscal/trace')}>
            查看声明记录
          </Link>
        </section>
      ) : (
        <p className="tax-intro" role="note">
          根据《非居民金融账户涉税信息尽职调查管理办法》，您需要声明本人的税收居民身份。未完成声明前，暂无法认购信托产品。
        </p>
      )}

      <section className="tax-section" aria-labelledby="tax-identity-title">
        <h2 id="tax-identity-title">本人的税收居民身份为</h2>
        <div className="tax-options" role="radiogroup" aria-labelledby="tax-identity-title">
          {RESIDENCY_OPTIONS.map((option) => (
            <ChoiceRow
              key={option.value}
              className="tax-option"
              name="tax-residency"
              value={option.value}
              checked={chosen === option.value}
              onChoose={() => setChosen(option.value)}
            >
              <span className="tax-option-label">{option.label}</span>
              <span className="tax-option-description">{option.description}</span>
            </ChoiceRow>
          ))}
        </div>
        {tried && !chosen ? (
          <p className="tax-field-error" role="alert">
            请选择您的税收居民身份
          </p>
        ) : null}
      </section>

      <section className="tax-section" aria-label="说明">
        <h2>什么是中国税收居民</h2>
        <p>
          中国税收居民是指在中国境内有住所，或者无住所而一个纳税年度内在中国境内居住累计满183天的个人。中国税收居民不包括军人、武装警察。其他国家（地区）税收居民身份的认定，请参考国家税务总局网站或咨询当地税务机关。
        </p>
      </section>

      <div className="tax-actions">
        <Button block color="primary" size="large" onClick={next}>
          下一步
        </Button>
      </div>
    </>
  );
}
