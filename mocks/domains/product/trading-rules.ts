import type { Investor } from '@mocks/db/db';
import type { ProductConditionData } from '@gen/model/productConditionData';
import type { ProductRuleDetail } from '@gen/model/productRuleDetail';
import type { PurchaseCheck } from '@gen/model/purchaseCheck';
import type { PurchaseCondition } from '@gen/model/purchaseCondition';
import { refuseWith } from '@mocks/http/refusal';
import { checkCanBuy } from '../order/purchase-checks';
import { lineOf, QUICK_REDEEM_LIMIT, WAN } from './line-variants';
import type { StoredProduct } from './seed';

/**
 * Trading rules (productRuleDetail / cbffProductRuleDetail) and purchase conditions
 * (productCondition / cbffproductCondition) by product line; the conditions read the purchase
 * gate's checks, so they agree with what checkCanBuy will say at purchase.
 */

function ruleSections(product: StoredProduct): ProductRuleDetail['sections'] {
  const line = lineOf(product);
  if (line === 'CBFF')
    return [
      {
        title: '买入规则',
        rows: [
          { label: '申购时间', value: '每个工作日15:00前提交，当日受理' },
          { label: '份额确认', value: 'T+1个工作日确认份额并开始计算收益' },
        ],
      },
      {
        title: '卖出规则',
        rows: [
          { label: '普通赎回', value: 'T+1个工作日到账' },
          { label: '快速赎回', value: `实时到账，单日限额${WAN(QUICK_REDEEM_LIMIT)}` },
        ],
      },
      {
        title: '费用',
        rows: [
          { label: '申购费', value: '不收取' },
          { label: '赎回费', value: '不收取' },
        ],
      },
    ];
  const buy =
    product.openRule === null
      ? { label: '认购时间', value: '募集期内，工作日9:00–17:00' }
      : { label: '申购时间', value: product.openRule };
  const sell =
    line === 'FIXED'
      ? [
          { label: '到期兑付', value: '到期日后10个工作日内本息划至认购银行卡' },
          {
            label: '提前赎回',
            value: product.openRule
              ? `开放日可申请赎回：${product.openRule}`
              : '存续期内不开放赎回，可申请受益权转让',
          },
        ]
      : [
          {
            label: '赎回',
            value: product.openRule ? `开放日赎回：${product.openRule}` : '以信托合同约定为准',
          },
          { label: '到账时间', value: '赎回确认后3个工作日内' },
        ];
  return [
    { title: '买入规则', rows: [buy, { label: '份额确认', value: '信托计划成立日或开放日确认份额' }] },
    { title: '卖出规则', rows: sell },
    {
      title: '费用',
      rows: [
        { label: '认购费', value: '不收取' },
        {
          label: '信托报酬',
          value: line === 'FIXED' ? '0.50%/年，已在业绩比较基准中扣除' : '1.00%/年，按日计提',
        },
      ],
    },
  ];
}

/** productRuleDetail (cbff: false) or cbffProductRuleDetail (cbff: true). */
export function tradingRules(product: StoredProduct, cbff: boolean): ProductRuleDetail {
  if ((lineOf(product) === 'CBFF') !== cbff) refuseWith('05030006');
  return {
    productCode: product.productCode,
    productName: product.productName,
    line: lineOf(product),
    sections: ruleSections(product),
  };
}

const STATE_OF: Readonly<Record<PurchaseCheck['state'], PurchaseCondition['state']>> = {
  PASSED: 'MET',
  WARNING: 'MET',
  NOT_REQUIRED: 'MET',
  NOTICE: 'MET',
  FAILED: 'UNMET',
  PENDING: 'UNMET',
};

const RISK_FLOOR: Readonly<Record<StoredProduct['riskLevel'], string>> = {
  R1: 'C1（保守型）及以上',
  R2: 'C2（稳健型）及以上',
  R3: 'C3（平衡型）及以上',
  R4: 'C4（成长型）及以上',
  R5: 'C5（进取型）',
};

/** productCondition (cbff: false) or cbffproductCondition (cbff: true), read from the gate's checks. */
export function purchaseConditions(
  investor: Investor,
  product: StoredProduct,
  cbff: boolean,
): ProductConditionData {
  if ((lineOf(product) === 'CBFF') !== cbff) refuseWith('05030006');
  const checks = checkCanBuy(investor, product.productCode, 'SUBSCRIBE').checks;
  const from = (item: PurchaseCheck['item']): Pick<PurchaseCondition, 'state' | 'note'> => {
    const check = checks.find((c) => c.item === item);
    return check ? { state: STATE_OF[check.state], note: check.summary } : { state: 'UNKNOWN' };
  };
  const conditions: PurchaseCondition[] = [
    {
      code: 'QUALIFIED_INVESTOR',
      title: '合格投资者',
      requirement: '金融资产不低于300万元，或近三年个人年均收入不低于40万元',
      ...from('QUALIFIED_INVESTOR'),
    },
    {
      code: 'RISK_LEVEL',
      title: '风险承受能力',
      requirement: RISK_FLOOR[product.riskLevel],
      ...from('RISK_ASSESSMENT'),
    },
    {
      code: 'MIN_AMOUNT',
      title: '起投金额',
      requirement: `${WAN(product.minAmount)}起，按${WAN(product.stepAmount)}递增`,
      state: 'UNKNOWN',
    },
  ];
  if (!cbff)
    conditions.push({
      code: 'OWN_FUNDS',
      title: '资金来源',
      requirement: '自有资金，不得使用贷款、发行债券等筹集的非自有资金',
      state: 'UNKNOWN',
    });
  if (product.riskLevel >= 'R3')
    conditions.push({
      code: 'AGE',
      title: '老年投资者',
      requirement: '65周岁及以上须签署老年投资者声明，并完成双录',
      ...from('ELDERLY_DECLARATION'),
    });
  return {
    productCode: product.productCode,
    productName: product.productName,
    line: lineOf(product),
    conditions,
  };
}
