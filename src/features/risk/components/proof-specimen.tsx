import type { ProofType } from '@gen/model/proofType';
import './proof-specimen.css';

/**
 * A drawn specimen (示例) of an acceptable proof, marked as such, with the parts a reviewer looks
 * for numbered (the list under it names them). Illustration only: the figures are the demo's.
 */
const SPECIMENS: Record<
  ProofType,
  { title: string; issuer: string; rows: [string, string, number?][]; stamp: string; marks: string[] }
> = {
  FINANCIAL: {
    title: '个人存款证明书',
    issuer: '招商银行上海分行',
    rows: [
      ['户名', '张伟', 1],
      ['账号', '6214 **** **** 5678'],
      ['币种 / 金额', '人民币 5,200,000.00 元', 2],
      ['证明时点', '2026年11月20日', 3],
    ],
    stamp: '业务专用章',
    marks: ['户名为本人或家庭成员', '金额清晰可见', '开具日期在近1个月内', '加盖出具机构公章或业务章'],
  },
  INCOME: {
    title: '个人所得税纳税记录（收入纳税明细）',
    issuer: '国家税务总局 个人所得税App',
    rows: [
      ['纳税人', '张伟', 1],
      ['2023年度 收入额', '468,000.00 元', 2],
      ['2024年度 收入额', '512,000.00 元', 2],
      ['2025年度 收入额', '536,000.00 元', 2],
      ['开具日期', '2026年11月20日', 3],
    ],
    stamp: '电子税务专用章',
    marks: ['显示本人姓名', '覆盖近3个完整年度的税前收入', '开具日期与查询渠道清晰', '带电子印章或单位公章'],
  },
  EXPERIENCE: {
    title: '证券账户开户证明',
    issuer: '华信证券股份有限公司',
    rows: [
      ['客户姓名', '张伟', 1],
      ['资金账号', '3100 **** 2291'],
      ['开户日期', '2019年03月15日', 2],
      ['账户状态', '正常'],
    ],
    stamp: '营业部业务章',
    marks: ['显示本人姓名', '开户或首次交易日期在2年前', '加盖出具机构印章'],
  },
};

export function ProofSpecimen({ proofType }: { proofType: ProofType }) {
  const specimen = SPECIMENS[proofType];
  const stampMark = specimen.marks.length;
  return (
    <figure className="proof-specimen">
      <div className="proof-specimen-paper" aria-hidden="true">
        <span className="proof-specimen-watermark">示例</span>
        <p className="proof-specimen-title">{specimen.title}</p>
        <dl className="proof-specimen-rows">
          {specimen.rows.map(([label, value, mark]) => (
            <div key={label} className="proof-specimen-row" data-marked={mark ? 'true' : undefined}>
              <dt>{label}</dt>
              <dd>
                {value}
                {mark ? <span className="proof-specimen-mark">{mark}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        <p className="proof-specimen-issuer">
          {specimen.issuer}
          <span className="proof-specimen-stamp">
            {specimen.stamp}
            <span className="proof-specimen-mark">{stampMark}</span>
          </span>
        </p>
      </div>
      <figcaption>
        <ol className="proof-specimen-marks">
          {specimen.marks.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </figcaption>
    </figure>
  );
}
