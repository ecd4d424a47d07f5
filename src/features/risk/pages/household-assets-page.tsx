import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCertificationCondition } from '@gen/hooks/risk/risk';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { WanField } from '../components/wan-field';
import { wanText } from '../model/qualify-text';
import { reaches, sumWan, wanLabel } from '../model/worksheet';
import '../styles/risk.css';
import '../styles/qualify.css';

const ASSETS = [
  { key: 'deposit', label: '银行存款', hint: '活期、定期、大额存单' },
  { key: 'wealth', label: '银行理财产品' },
  { key: 'securities', label: '股票、债券、基金', hint: '按最近一个交易日市值' },
  { key: 'trust', label: '信托计划、资产管理产品' },
  { key: 'insurance', label: '保险产品', hint: '按保单现金价值' },
  { key: 'other', label: '期货及其他金融资产' },
] as const;

const DEBTS = [
  { key: 'mortgage', label: '房贷、车贷' },
  { key: 'loan', label: '信用贷款及其他借款' },
] as const;

type Figures = Record<string, string>;

/**
 * householdAssets (家庭金融资产证明): the worksheet of the household's financial assets and debts,
 * in 万元, added with big.js and compared with the two asset ways of certificationCondition
 * (金融资产 ≥ 500万, 金融净资产 ≥ 300万). Worked out on the phone only, never sent; then the
 * list of proofs to gather and 去上传证明.
 */
export default function HouseholdAssetsPage() {
  const navigate = useNavigate();
  const conditions = useCertificationCondition({});
  const [figures, setFigures] = useState<Figures>({});
  const toUpload = useReclickGuard(() => navigate(hrefTo('upload')));
  const set = (key: string) => (value: string) => setFigures((old) => ({ ...old, [key]: value }));
  const assets = sumWan(ASSETS.map((a) => figures[a.key] ?? ''));
  const debts = sumWan(DEBTS.map((d) => figures[d.key] ?? ''));
  const net = assets.minus(debts);

  return (
    <PageFrame
      busy={conditions.isPending}
      footer={
        <Button block color="primary" size="large" onClick={toUpload}>
          去上传证明
        </Button>
      }
    >
      <p className="risk-intro">
        请按家庭（本人、配偶及未成年子女）名下的金融资产填写，可估算是否满足合格投资者的资产条件。测算仅在本机进行，不会上传。
      </p>
      <section className="risk-section" aria-labelledby="ha-assets">
        <h2 id="ha-assets">家庭金融资产</h2>
        {ASSETS.map((item) => (
          <WanField
            key={item.key}
            label={item.label}
            hint={'hint' in item ? item.hint : undefined}
            value={figures[item.key] ?? ''}
            onChange={set(item.key)}
          />
        ))}
        <p className="risk-intro">房产、车辆、收藏品等不属于金融资产。</p>
      </section>
      <section className="risk-section" aria-labelledby="ha-debts">
        <h2 id="ha-debts">家庭负债</h2>
        {DEBTS.map((item) => (
          <WanField
            key={item.key}
            label={item.label}
            value={figures[item.key] ?? ''}
            onChange={set(item.key)}
          />
        ))}
      </section>
      <QueryView
        query={conditions}
        pendingLabel="认证条件加载中"
        skeleton={<Skeleton.Paragraph lineCount={4} animated />}
      >
        {(rules) => (
          <section className="risk-section" aria-labelledby="ha-result" aria-live="polite">
            <h2 id="ha-result">测算结果</h2>
            <p className="worksheet-total">
              <span>家庭金融资产</span>
              <strong>{wanLabel(assets)}</strong>
            </p>
            <p className="worksheet-total">
              <span>家庭金融净资产</span>
              <strong>{wanLabel(net)}</strong>
            </p>
            <ul className="worksheet-checks">
              {rules.ways
                .filter((way) => way.way !== 'INCOME')
                .map((way) => {
                  const met = reaches(way.way === 'NET_ASSETS' ? net : assets, way.thresholdAmount);
                  return (
                    <li key={way.way} data-met={met}>
                      {met ? '✓ 满足' : '✗ 未满足'}：{way.title}
                    </li>
                  );
                })}
            </ul>
            <p className="risk-intro">
              测算结果仅供参考，以审核结果为准。资产以证明开具日的金额为准（门槛：
              {rules.ways
                .filter((way) => way.way !== 'INCOME')
                .map((way) => wanText(way.thresholdAmount))
                .join(' / ')}
              ）。
            </p>
          </section>
        )}
      </QueryView>
    </PageFrame>
  );
}
