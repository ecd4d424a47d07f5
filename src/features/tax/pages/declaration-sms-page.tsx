import { Button } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getInvestGetInvestorStatusQueryKey } from '@gen/hooks/risk/risk';
import {
  getQueryTaxIssueNoticeStatusQueryKey,
  useAddTaxIssueInfo,
  useCheckMessage,
  useCrsSendMessage,
} from '@gen/hooks/tax/tax';
import type { CrsDeclaration } from '@gen/model/crsDeclaration';
import type { SmsTicket } from '@gen/model/smsTicket';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { SmsCodeStep } from '@/page-kit/sms-code';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { crsDraft, useCrsDraft, type CrsDraft } from '../model/crs-draft';
import { needsDetails, residencyLabel, toTaxResidences } from '../model/crs-rules';
import { dateTimeText } from '../model/dates';
import { useLostDraft } from '../hooks/use-lost-draft';
import '../styles/tax.css';

/**
 * fiscal/note: the SMS code (crsSendMessage, sent on arrival) signs the declaration:
 * checkMessage → a one-time token → addTaxIssueInfo. 05090101 (the token no longer counts) asks
 * for a new code. Signed: the result, and the way on (back to ?redirect=, or the records).
 */
export default function DeclarationSmsPage() {
  const { redirect } = usePageQuery('fiscal/note');
  const lost = useLostDraft(redirect);
  const draft = useCrsDraft();
  const [done, setDone] = useState<CrsDeclaration>();

  if (done) {
    return (
      <PageFrame title="声明完成" back={false}>
        <Declared declaration={done} redirect={redirect} />
      </PageFrame>
    );
  }
  return <PageFrame>{draft && !lost ? <SignStep draft={draft} onDone={setDone} /> : null}</PageFrame>;
}

function SignStep({ draft, onDone }: { draft: CrsDraft; onDone: (d: CrsDeclaration) => void }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string>();
  const send = useCrsSendMessage({ request: { hideLoading: true } });
  // No label: a "验证成功" toast would hold the declaration back for its 2 s before it is sent.
  const check = useCheckMessage();
  const add = useAddTaxIssueInfo({ request: { label: '提交', ownCodes: ['05090101'] } });
  const complete =
    !needsDetails(draft.residency) || (draft.details !== undefined && draft.rows !== undefined);
  const ready = complete && draft.promiseAccepted;

  const verify = async (smsCode: string, ticket: SmsTicket) => {
    setNotice(undefined);
    let checkToken = crsDraft.get()?.checkToken;
    if (!checkToken) {
      checkToken = (await check.mutateAsync({ data: { smsCode, smsSerialNo: ticket.smsSerialNo } }))
        .checkToken;
      crsDraft.update({ checkToken });
    }
    const { details, rows } = draft;
    try {
      const saved = await add.mutateAsync({
        data: {
          residency: draft.residency,
          promiseAccepted: true,
          checkToken,
          ...(needsDetails(draft.residency) && details && rows
            ? { ...details, taxResidences: toTaxResidences(rows) }
            : {}),
        },
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getQueryTaxIssueNoticeStatusQueryKey({}) }),
        queryClient.invalidateQueries({ queryKey: getInvestGetInvestorStatusQueryKey({}) }),
      ]);
      crsDraft.clear();
      onDone(saved);
    } catch (error) {
      if (isBusinessError(error, '05090101')) {
        crsDraft.update({ checkToken: undefined, sms: { requested: false } });
        setNotice('验证已失效，请重新获取短信验证码后提交。');
      }
      throw error;
    }
  };

  if (!ready) {
    return (
      <ResultView status="warning" title="声明信息不完整" description="请返回上一步确认声明须知后再提交。">
        <BackTo route="fiscal/consequence" redirect={draft.redirect} />
      </ResultView>
    );
  }

  const countries = draft.rows?.map((row) => row.countryName).filter(Boolean) ?? [];
  return (
    <>
      <section className="tax-section" aria-label="声明内容">
        <h2>您将签署的声明</h2>
        <dl className="tax-facts">
          <dt>税收居民身份</dt>
          <dd>{residencyLabel(draft.residency)}</dd>
          {needsDetails(draft.residency) ? (
            <>
              <dt>税收居民国（地区）</dt>
              <dd>{countries.join('、')}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <p className="tax-intro">为确认是您本人签署《个人税收居民身份声明文件》，请输入短信验证码。</p>
      {notice ? (
        <p className="tax-field-error" role="alert">
          {notice}
        </p>
      ) : null}
      <SmsCodeStep<SmsTicket>
        autoSend
        memory={{ state: draft.sms, update: (sms) => crsDraft.update({ sms }) }}
        send={async () => {
          const ticket = await send.mutateAsync({ data: {} });
          if (!ticket) throw new Error('crsSendMessage: no ticket in the answer');
          return ticket;
        }}
        verify={verify}
        submitText="确认签署"
        tip="验证码将发送至您在我司预留的手机号。收不到验证码？请稍后重新获取，或致电400-820-8888。"
      />
    </>
  );
}

function BackTo({ route, redirect }: { route: 'fiscal/consequence'; redirect?: AppPath }) {
  const navigate = useNavigate();
  return (
    <Button block color="primary" onClick={() => navigate(hrefTo(route, { redirect }), { replace: true })}>
      返回确认
    </Button>
  );
}

function Declared({ declaration, redirect }: { declaration: CrsDeclaration; redirect?: AppPath }) {
  const navigate = useNavigate();
  const goOn = useReclickGuard(() =>
    redirect ? navigate(redirect, { replace: true }) : navigate(hrefTo('fiscal/trace'), { replace: true }),
  );
  return (
    <>
      <ResultView
        status="success"
        title="税收居民身份声明已提交"
        description={`${declaration.residencyName}｜签署时间：${dateTimeText(declaration.declaredAt)}`}
      />
      <div className="tax-actions">
        <Button block color="primary" size="large" onClick={goOn}>
          {redirect ? '继续办理' : '查看声明记录'}
        </Button>
        {redirect ? (
          <Button block fill="outline" color="primary" onClick={() => navigate(hrefTo('fiscal/trace'))}>
            查看声明记录
          </Button>
        ) : null}
      </div>
    </>
  );
}
