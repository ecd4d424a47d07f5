import { Button, Skeleton, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCertificationCondition } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { WanField } from '../components/wan-field';
import { copyText } from '@/page-kit/copy-text';
import { averageWan, reaches, wanLabel } from '../model/worksheet';
import { chinaToday } from '../model/rules';
import '../styles/risk.css';
import '../styles/qualify.css';

/** The last three full years before this one ("2023", "2024", "2025" in 2026). */
function lastThreeYears(): string[] {
  const year = Number(chinaToday().slice(0, 4));
  return [year - 3, year - 2, year - 1].map(String);
}

function template(years: readonly string[]): string {
  return [
    '收入证明',
    '',
    '兹证明＿＿＿＿（身份证号：＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿＿）自＿＿＿＿年＿＿月起在我单位工作，现任＿＿＿＿＿＿职务。',
    `其近三年税前年收入如下：${years.map((y) => `${y}年度＿＿＿＿＿＿元`).join('；')}。`,
    '',
    '本单位保证以上信息真实、准确。',
    '',
    '单位名称（盖章）：＿＿＿＿＿＿＿＿',
    '联系人及电话：＿＿＿＿＿＿＿＿',
    '开具日期：＿＿＿＿年＿＿月＿＿日',
  ].join('\n');
}

/**
 * incomeCertificate (收入证明): the employer's letter as a template to copy and hand to the
 * employer (to be stamped, then uploaded as the income proof), and a worksheet of the last three
 * years' pre-tax income in 万元 whose average is compared with the income way of
 * certificationCondition (≥ 40万). Worked out on the phone only, never sent.
 */
export default function IncomeCertificatePage() {
  const navigate = useNavigate();
  const conditions = useCertificationCondition({});
  const years = lastThreeYears();
  const [incomes, setIncomes] = useState<string[]>(['', '', '']);
  const toUpload = useReclickGuard(() => navigate(hrefTo('upload')));
  const text = template(years);
  const average = averageWan(incomes);

  return (
    <PageFrame
      busy={conditions.isPending}
      footer={
        <Button block color="primary" size="large" onClick={toUpload}>
          去上传证明
        </Button>
      }
    >
      <section className="risk-section" aria-labelledby="ic-template">
        <h2 id="ic-template">单位收入证明模板</h2>
        <p className="risk-intro">
          请单位按模板填写并加盖公章后拍照上传；也可直接上传个人所得税App中的收入纳税明细。
        </p>
        <pre className="income-template">{text}</pre>
        <p className="qualify-links">
          <Button
            size="small"
            onClick={() =>
              void copyText(text).then((ok) =>
                Toast.show({ content: ok ? '模板已复制' : '复制失败，请长按文字手动复制' }),
              )
            }
          >
            复制模板
          </Button>
        </p>
      </section>
      <section className="risk-section" aria-labelledby="ic-worksheet">
        <h2 id="ic-worksheet">近三年收入测算</h2>
        {years.map((year, index) => (
          <WanField
            key={year}
            label={`${year}年度税前收入`}
            value={incomes[index] ?? ''}
            onChange={(value) => setIncomes((old) => old.map((v, i) => (i === index ? value : v)))}
          />
        ))}
        <QueryView
          query={conditions}
          pendingLabel="认证条件加载中"
          skeleton={<Skeleton.Paragraph lineCount={2} animated />}
        >
          {(rules) => {
            const way = rules.ways.find((w) => w.way === 'INCOME');
            const met = way ? reaches(average, way.thresholdAmount) : false;
            return (
              <div aria-live="polite">
                <p className="worksheet-total">
                  <span>年均收入</span>
                  <strong>{wanLabel(average)}</strong>
                </p>
                {way ? (
                  <ul className="worksheet-checks">
                    <li data-met={met}>
                      {met ? '✓ 满足' : '✗ 未满足'}：{way.title}
                    </li>
                  </ul>
                ) : null}
                <p className="risk-intro">测算仅在本机进行，不会上传；结果仅供参考，以审核结果为准。</p>
              </div>
            );
          }}
        </QueryView>
      </section>
    </PageFrame>
  );
}
