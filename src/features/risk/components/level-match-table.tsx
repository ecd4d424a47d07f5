import type { InvestorLevel } from '@gen/model/investorLevel';
import { INVESTOR_LEVEL_NAMES, INVESTOR_LEVELS, buyableRangeText } from '../model/rules';
import '../styles/risk.css';

/**
 * The suitability table (C1–C5 against R1–R5, domain brief §1): which product risk levels each
 * investor level may buy, the investor's own row marked.
 */
export function LevelMatchTable({ current }: { current?: InvestorLevel }) {
  return (
    <table className="risk-match-table">
      <caption>风险等级匹配关系</caption>
      <thead>
        <tr>
          <th scope="col">投资者风险等级</th>
          <th scope="col">可购买产品风险等级</th>
        </tr>
      </thead>
      <tbody>
        {INVESTOR_LEVELS.map((level) => (
          <tr key={level} aria-current={level === current ? 'true' : undefined}>
            <th scope="row">
              {level} {INVESTOR_LEVEL_NAMES[level]}
              {level === current ? <span className="risk-match-mine">（您）</span> : null}
            </th>
            <td>{level === 'C1' ? 'R1（仅限）' : buyableRangeText(level)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
