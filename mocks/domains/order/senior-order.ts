import type { CheckProductOrderRequest } from '@gen/model/checkProductOrderRequest';
import type { MakeOrderData } from '@gen/model/makeOrderData';
import type { SeniorMakeOrderRequest } from '@gen/model/seniorMakeOrderRequest';
import type { SeniorNotice } from '@gen/model/seniorNotice';
import type { SeniorOrderCheckData } from '@gen/model/seniorOrderCheckData';
import { chinaToday } from '@/features/product/model/suitability';
import type { Investor } from '@mocks/db/db';
import { refuseWith } from '@mocks/http/refusal';
import { productOrRefuse } from '../product/purchase-rules';
import { investorProfile } from '../risk/profile';
import { addDays } from '../product/line-variants';
import { makeOrder } from './purchase-order';

/**
 * The senior-investor path of the purchase (snrIvtMakeOrderCheck, snrIvtMakeOrder): for an
 * investor aged 65 or more with a signed elderly declaration (risk domain's profile, valid one
 * year from signing), the notices to confirm one by one, then makeOrder's order.
 */

const RISK_NAMES = { R1: '低风险', R2: '中低风险', R3: '中风险', R4: '中高风险', R5: '高风险' } as const;

function seniorOrRefuse(investor: Investor) {
  const profile = investorProfile(investor.customerId, chinaToday());
  if (!profile.elderly || profile.age === undefined) refuseWith('05043011');
  if (!profile.elderlySignedAt) refuseWith('05043010');
  const validUntil = addDays(profile.elderlySignedAt.slice(0, 10), 365);
  if (validUntil < chinaToday()) refuseWith('05043010');
  return { age: profile.age, validUntil };
}

function noticesFor(productCode: string): SeniorNotice[] {
  const product = productOrRefuse(productCode, '05043001');
  const notices: SeniorNotice[] = [];
  if (product.riskLevel >= 'R3')
    notices.push({
      code: 'HIGH_RISK',
      title: '产品风险',
      text: `本产品风险等级为${product.riskLevel}（${RISK_NAMES[product.riskLevel]}），不承诺保本和最低收益，可能损失部分本金。`,
    });
  if (product.productClass !== 'CASH')
    notices.push({
      code: 'LOCKUP',
      title: '资金流动性',
      text: `本产品期限${product.termText}，${product.openRule ? '仅在开放日可赎回' : '存续期内不开放赎回'}，请确认这笔资金不是您的养老、医疗备用金。`,
    });
  notices.push(
    {
      code: 'DOUBLE_RECORD',
      title: '双录',
      text: '签约后将进行录音录像（双录），请在安静的环境中完成，可请家属陪同。',
    },
    {
      code: 'COOLING_OFF',
      title: '冷静期',
      text: '您的冷静期为打款确认后24小时，期间可无条件撤销并全额退款，冷静期后将有专人回访。',
    },
  );
  return notices;
}

export function seniorOrderCheck(
  investor: Investor,
  request: CheckProductOrderRequest,
): SeniorOrderCheckData {
  productOrRefuse(request.productCode, '05043001');
  const { age, validUntil } = seniorOrRefuse(investor);
  return {
    productCode: request.productCode,
    age,
    declarationValidUntil: validUntil,
    coolingOffHours: 24,
    notices: noticesFor(request.productCode),
  };
}

export async function seniorMakeOrder(
  investor: Investor,
  request: SeniorMakeOrderRequest,
): Promise<MakeOrderData> {
  seniorOrRefuse(investor);
  const { acknowledgements, ...order } = request;
  if (!noticesFor(request.productCode).every((notice) => acknowledgements.includes(notice.code)))
    refuseWith('05043012');
  return makeOrder(investor, order);
}
