import { Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import {
  useQueryPersonMessage,
  useSelectContactInfo,
  useSelectCustomerInfo,
} from '@gen/hooks/customer/customer';
import type { CustomerInfo } from '@gen/model/customerInfo';
import type { PersonMessage } from '@gen/model/personMessage';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { Unbroken } from '@/page-kit/unbroken';
import { hrefTo } from '@/routing/href';
import { CancelAccount } from '../components/cancel-account';
import { InfoRow, InfoSection } from '../components/info-section';
import { LogoutButton } from '../components/logout-button';
import { fundSourceText, useFundSourceOptions } from '../hooks/use-fund-source-options';
import { contactSummary, idValidityText } from '../model/identity-text';
import './person-info-page.css';

function SectionSkeleton({ rows }: { rows: number }) {
  return (
    <div className="person-info-skeleton">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  );
}

/** 证件已过期，请更新 / 证件即将到期: the banner above everything, with the way to update. */
function IdBanner({ info }: { info: CustomerInfo }) {
  if (info.idState === 'VALID') return null;
  const expired = info.idState === 'EXPIRED';
  return (
    <div
      className={`person-info-banner${expired ? ' person-info-banner-danger' : ''}`}
      role={expired ? 'alert' : 'status'}
    >
      <p className="person-info-banner-text">
        {expired
          ? `证件已过期，请更新（有效期至 ${info.idValidTo ?? ''}）。更新前将无法办理认购、赎回等业务。`
          : `您的证件将于 ${info.idValidTo ?? ''} 到期，请及时更新。`}
      </p>
      <Link className="person-info-banner-action" to={hrefTo('personInfoUpdate', { section: 'identity' })}>
        {expired ? '立即更新' : '去更新'}
      </Link>
    </div>
  );
}

/** The risk row: level and expiry, or what to do (测评 / 重新测评), linking to the risk domain. */
function riskRow(message: PersonMessage) {
  const { assessmentState: state } = message;
  if (state === 'NONE' || !message.riskLevel) {
    return {
      text: '未测评',
      note: '认购前需完成风险测评',
      to: hrefTo('investorExplain'),
      tone: 'warning' as const,
    };
  }
  const level = `${message.riskLevel} ${message.riskLevelName ?? ''}`.trim();
  if (state === 'EXPIRED')
    return {
      text: `${level}（已过期）`,
      note: '请重新测评',
      to: hrefTo('investorExplain'),
      tone: 'danger' as const,
    };
  return {
    text: level,
    note: (
      <>
        有效期至 <Unbroken>{message.riskExpiryDate ?? ''}</Unbroken>
        {state === 'EXPIRING' ? '，即将到期' : ''}
      </>
    ),
    to: hrefTo('ratingResult'),
    tone: state === 'EXPIRING' ? ('warning' as const) : undefined,
  };
}

/**
 * personInfo: the investor's identity (the nine AML elements), contact data, and the states other
 * domains keep (risk level with its expiry, qualified investor, tax residency, relationship
 * manager), each linking where it is managed; 证件已过期，请更新 when the ID has expired; account
 * cancellation at the bottom, under 退出登录. Three reads, each section with its own skeleton and 重试.
 */
export default function PersonInfoPage() {
  const customer = useSelectCustomerInfo({});
  const contact = useSelectContactInfo({});
  const message = useQueryPersonMessage({});

  return (
    <PageFrame busy={customer.isPending}>
      <QueryView query={customer} skeleton={<SectionSkeleton rows={6} />} pendingLabel="个人信息加载中">
        {(info) => (
          <>
            <IdBanner info={info} />
            <InfoSection
              title="身份信息"
              action={
                <Link
                  className="info-section-action"
                  to={hrefTo('personInfoUpdate', { section: 'identity' })}
                >
                  更新证件
                </Link>
              }
            >
              <InfoRow label="姓名">{info.name}</InfoRow>
              <InfoRow label="性别">{info.genderName}</InfoRow>
              <InfoRow label="国籍/地区">{info.nationalityName}</InfoRow>
              <InfoRow label="职业">{info.occupationName}</InfoRow>
              <InfoRow label="证件类型">{info.idTypeName}</InfoRow>
              <InfoRow label="证件号码">
                <span className="person-info-mono">{info.idNoMasked}</span>
              </InfoRow>
              <InfoRow
                label="证件有效期"
                tone={
                  info.idState === 'EXPIRED' ? 'danger' : info.idState === 'EXPIRING' ? 'warning' : undefined
                }
                note={
                  info.idState === 'EXPIRED' ? '已过期' : info.idState === 'EXPIRING' ? '即将到期' : undefined
                }
              >
                {idValidityText(info)}
              </InfoRow>
              <InfoRow label="实名认证" tone={info.realNameVerified ? 'success' : 'warning'}>
                {info.realNameVerified ? '已认证' : '未认证'}
              </InfoRow>
            </InfoSection>
          </>
        )}
      </QueryView>

      <QueryView query={contact} skeleton={<SectionSkeleton rows={4} />} pendingLabel="联系信息加载中">
        {(data) => {
          const summary = contactSummary(data);
          return (
            <InfoSection
              title="联系信息"
              action={
                <Link className="info-section-action" to={hrefTo('personInfoUpdate', { section: 'contact' })}>
                  修改
                </Link>
              }
            >
              <InfoRow label="手机号" note="更换手机号请致电 400-820-8888">
                {data.mobileMasked}
              </InfoRow>
              <InfoRow label="电子邮箱">{summary.email}</InfoRow>
              <InfoRow label="联系地址">{summary.address}</InfoRow>
              <InfoRow label="工作单位">{summary.employer}</InfoRow>
              <FundSourceRow codes={data.fundSources} />
            </InfoSection>
          );
        }}
      </QueryView>

      <QueryView query={message} skeleton={<SectionSkeleton rows={5} />} pendingLabel="账户状态加载中">
        {(data) => {
          const risk = riskRow(data);
          const pinyin =
            data.surnamePinyin && data.givenNamePinyin
              ? `${data.surnamePinyin} ${data.givenNamePinyin}`
              : '未设置';
          return (
            <InfoSection title="账户与投资者信息">
              <InfoRow label="用户名" to={hrefTo('setUserName')}>
                {data.loginName ?? '未设置'}
              </InfoRow>
              <InfoRow label="姓名拼音" to={hrefTo('nameModification')}>
                {pinyin}
              </InfoRow>
              <InfoRow label="风险等级" to={risk.to} note={risk.note} tone={risk.tone}>
                {risk.text}
              </InfoRow>
              <InfoRow
                label="合格投资者"
                to={hrefTo('strengthen')}
                note={
                  data.qualifiedValidUntil && data.qualifiedState === 'CERTIFIED' ? (
                    <>
                      有效期至 <Unbroken>{data.qualifiedValidUntil}</Unbroken>
                    </>
                  ) : undefined
                }
                tone={
                  data.qualifiedState === 'CERTIFIED'
                    ? 'success'
                    : data.qualifiedState === 'REJECTED' || data.qualifiedState === 'EXPIRED'
                      ? 'danger'
                      : undefined
                }
              >
                {data.qualifiedStateName}
              </InfoRow>
              <InfoRow
                label="税收居民身份"
                to={hrefTo('fiscal/identity')}
                tone={data.taxResidency === 'NONE' ? 'warning' : undefined}
              >
                {data.taxResidencyName}
              </InfoRow>
              <InfoRow label="专属理财经理" to={hrefTo('financeManager')}>
                {data.managerName ?? '未绑定'}
              </InfoRow>
            </InfoSection>
          );
        }}
      </QueryView>

      <LogoutButton />
      <CancelAccount />
      <p className="person-info-privacy">
        我们依据《隐私政策》保护您的个人信息，证件号码、手机号等信息已脱敏展示。
      </p>
    </PageFrame>
  );
}

/** 信托资金来源 in words (the fund_source dictionary); 未填写 with a way to fill it in. */
function FundSourceRow({ codes }: { codes: string[] | undefined }) {
  const options = useFundSourceOptions(Boolean(codes?.length));
  if (!codes?.length) {
    return (
      <InfoRow label="信托资金来源" tone="warning" to={hrefTo('personInfoUpdate', { section: 'contact' })}>
        未填写
      </InfoRow>
    );
  }
  return (
    <InfoRow label="信托资金来源">
      {options.data ? fundSourceText(codes, options.data) : options.isError ? '暂无法显示' : '加载中'}
    </InfoRow>
  );
}
