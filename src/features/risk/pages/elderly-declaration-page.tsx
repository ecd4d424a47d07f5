import { Button, Input, Selector, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useElderInvestorDeclarationSignStatus } from '@gen/hooks/risk/risk';
import type { ElderDeclarationStatusData } from '@gen/model/elderDeclarationStatusData';
import type { FamilyRelation } from '@gen/model/familyRelation';
import type { SignElderDeclarationRequestConfirmedItemsItem as ItemCode } from '@gen/model/signElderDeclarationRequestConfirmedItemsItem';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { SignedDeclaration } from '../components/signed-declaration';
import { FAMILY_RELATIONS } from '../model/elder-notice';
import { pendingDeclaration } from '../model/pending-declaration';
import '../styles/risk.css';
import { CheckBox } from '@/page-kit/check-box';

const NAME = /^[\u4e00-\u9fa5·]{2,20}$/;

/**
 * commitment: the elderly-investor declaration (the server's statements and version). Every
 * required statement ticked, and, when the investor says the family is informed, the family
 * member's name and relation; then smsOlderVer confirms it with an SMS code.
 */
export default function ElderlyDeclarationPage() {
  const { redirect } = usePageQuery('commitment');
  const status = useElderInvestorDeclarationSignStatus({});
  return (
    <PageFrame busy={status.isPending}>
      <QueryView
        query={status}
        pendingLabel="声明加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
      >
        {(data) =>
          !data.elderly ? (
            <ResultView
              status="success"
              title="无需签署老年投资者声明"
              description="老年投资者声明适用于年满65周岁的投资者，您无需签署。"
            />
          ) : data.signed ? (
            <SignedDeclaration signedAt={data.signedAt} redirect={redirect} />
          ) : (
            <DeclarationForm data={data} redirect={redirect} />
          )
        }
      </QueryView>
    </PageFrame>
  );
}

function DeclarationForm({ data, redirect }: { data: ElderDeclarationStatusData; redirect?: `/${string}` }) {
  const navigate = useNavigate();
  const kept = pendingDeclaration.get();
  const [checked, setChecked] = useState<ItemCode[]>(kept?.confirmedItems ?? []);
  const [familyName, setFamilyName] = useState(kept?.familyName ?? '');
  const [relation, setRelation] = useState<FamilyRelation | undefined>(kept?.familyRelation);
  const [tried, setTried] = useState(false);
  const familyInformed = checked.includes('FAMILY_INFORMED');
  const missing = data.items.filter((item) => item.required && !checked.includes(item.itemCode));
  const nameError =
    familyInformed && !NAME.test(familyName.trim()) ? '请输入家属的中文姓名（2–20个字）' : undefined;
  const relationError = familyInformed && !relation ? '请选择与您的关系' : undefined;

  const toggle = (code: ItemCode, on: boolean) =>
    setChecked((old) => (on ? [...old.filter((c) => c !== code), code] : old.filter((c) => c !== code)));

  const go = useReclickGuard(() => navigate(hrefTo('smsOlderVer', { redirect })));
  // Checked on every tap (a refused tap must not start the re-click window); only going on is guarded.
  const next = () => {
    setTried(true);
    if (missing.length > 0 || nameError || relationError) return;
    pendingDeclaration.start({
      declarationVersion: data.declarationVersion,
      confirmedItems: data.items.map((item) => item.itemCode).filter((code) => checked.includes(code)),
      ...(familyInformed ? { familyName: familyName.trim(), familyRelation: relation } : {}),
      redirect,
    });
    go();
  };

  return (
    <>
      <section className="risk-section">
        <h2>本人郑重声明</h2>
        <p className="risk-intro">请逐项阅读并勾选确认（带“必选”的事项须全部确认）：</p>
        <div className="risk-statements" role="group" aria-label="声明事项">
          {data.items.map((item) => (
            <CheckBox
              key={item.itemCode}
              className="risk-statement"
              checked={checked.includes(item.itemCode)}
              onChange={(on) => toggle(item.itemCode, on)}
            >
              {item.required ? <span className="risk-required">必选</span> : null}
              {item.text}
            </CheckBox>
          ))}
        </div>
        {tried && missing.length > 0 ? (
          <p className="risk-field-error" role="alert">
            请确认全部必选声明事项（还有{missing.length}项未勾选）
          </p>
        ) : null}
      </section>
      {familyInformed ? (
        <section className="risk-section" aria-label="已告知的家属">
          <h2>已告知的家属</h2>
          <label className="risk-field">
            <span>家属姓名</span>
            <Input
              value={familyName}
              onChange={setFamilyName}
              placeholder="请输入家属姓名"
              maxLength={20}
              clearable
              aria-invalid={tried && nameError !== undefined}
            />
          </label>
          {tried && nameError ? <p className="risk-field-error">{nameError}</p> : null}
          <div className="risk-field" role="group" aria-label="与您的关系">
            <span>与您的关系</span>
            <Selector
              options={FAMILY_RELATIONS.map((r) => ({ label: r.label, value: r.value }))}
              value={relation ? [relation] : []}
              onChange={(values) => setRelation(values[0] as FamilyRelation | undefined)}
            />
          </div>
          {tried && relationError ? <p className="risk-field-error">{relationError}</p> : null}
        </section>
      ) : null}
      <p className="risk-hint">下一步将向您的手机发送验证码，验证通过即完成签署</p>
      <Button block color="primary" size="large" onClick={next}>
        下一步
      </Button>
    </>
  );
}
