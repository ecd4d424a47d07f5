import {
  assessmentValidity,
  buyableLevels,
  INVESTOR_RISK_NAMES,
  PRODUCT_RISK_NAMES,
  riskMatches,
  type InvestorRiskLevel,
  type ProductRiskLevel,
} from '@/features/product/model/suitability';

/**
 * The suitability gate of a subscription (checkCanBuy), as the mock server decides it: every
 * pre-check with its state, in the order the investor meets them (domain brief §2: 登录 → 实名 →
 * 风险测评 → 合格投资者 → 老年流程 → CRS → 银行卡 → 双录; for an investor of 65 or more the elderly
 * declaration comes right after 实名, before anything else). Pure: the handler gathers the
 * investor's profile, the product and the cards, this decides. The C/R, validity and age rules
 * are the subscription's own pure functions (src/features/product/model/suitability.ts).
 *
 * Our proposal (openapi/paths/order.yaml, checkCanBuy): the product spec names the call, not its rules.
 */

export type CheckItem =
  | 'SESSION'
  | 'REAL_NAME'
  | 'ELDERLY_DECLARATION'
  | 'RISK_ASSESSMENT'
  | 'QUALIFIED_INVESTOR'
  | 'CRS_DECLARATION'
  | 'BANK_CARD'
  | 'DOUBLE_RECORD';
export type CheckState = 'PASSED' | 'WARNING' | 'FAILED' | 'PENDING' | 'NOT_REQUIRED' | 'NOTICE';

export interface GateCheck {
  item: CheckItem;
  state: CheckState;
  summary: string;
  message?: string;
}

export type QualifiedState = 'NONE' | 'REVIEWING' | 'CERTIFIED' | 'REJECTED' | 'EXPIRED';

/** What the gate needs to know about the investor (the risk domain's profile, the identity). */
export interface GateInvestor {
  name: string;
  idNoMasked: string;
  realNameVerified: boolean;
  riskLevel?: InvestorRiskLevel;
  /** The last valid day of the risk assessment. */
  riskValidUntil?: string;
  professional?: boolean;
  qualifiedState: QualifiedState;
  qualifiedValidUntil?: string;
  qualifiedRejectReason?: string;
  elderly: boolean;
  elderlyDeclarationSigned: boolean;
  crsDeclared: boolean;
  /** 仅为中国税收居民 …, for the row's message. */
  crsText?: string;
}

export interface GateProduct {
  productCode: string;
  productName: string;
  riskLevel: ProductRiskLevel;
  needsDoubleRecord: boolean;
  /** Banks the product takes payment from; undefined: any. */
  acceptedBanks?: readonly string[];
}

export interface GateCard {
  bnkName: string;
  cardNoLast4: string;
  isDefault: boolean;
  selectable: boolean;
}

export interface GateAnswer {
  canBuy: boolean;
  investorRiskLevel?: InvestorRiskLevel;
  elderly: boolean;
  doubleRecordRequired: boolean;
  checks: GateCheck[];
}

const BLOCKING: readonly CheckState[] = ['FAILED', 'PENDING'];

const levelRange = (levels: readonly ProductRiskLevel[]): string =>
  levels.length > 1 ? `${levels[0]}–${levels[levels.length - 1]}` : (levels[0] ?? '');

function riskCheck(investor: GateInvestor, product: GateProduct, today: string): GateCheck {
  const item = 'RISK_ASSESSMENT';
  const validity = assessmentValidity({ validUntil: investor.riskValidUntil }, today);
  if (!investor.riskLevel || validity.state === 'NONE') {
    return { item, state: 'FAILED', summary: '未测评', message: '认购前须完成风险承受能力测评' };
  }
  const level = investor.riskLevel;
  const name = `${INVESTOR_RISK_NAMES[level]}(${level})`;
  if (validity.state === 'EXPIRED') {
    return {
      item,
      state: 'FAILED',
      summary: '已过期',
      message: `您的风险测评已于${validity.validUntil}到期，请重新测评`,
    };
  }
  if (!riskMatches(level, product.riskLevel, { professional: investor.professional })) {
    const buyable = buyableLevels(level);
    return {
      item,
      state: 'FAILED',
      summary: '风险不匹配',
      message:
        level === 'C1'
          ? `您的风险承受能力为${name}，仅可购买R1级产品；本产品为${product.riskLevel}${PRODUCT_RISK_NAMES[product.riskLevel]}，请重新测评`
          : `您的风险承受能力为${name}，本产品为${product.riskLevel}${PRODUCT_RISK_NAMES[product.riskLevel]}，请重新测评或选择${levelRange(buyable)}级产品`,
    };
  }
  const buyable = levelRange(buyableLevels(level));
  if (validity.state === 'EXPIRING') {
    return {
      item,
      state: 'WARNING',
      summary: name,
      message: `测评将于${validity.validUntil}到期（剩余${(validity.daysLeft ?? 0) + 1}天），到期后须重新测评`,
    };
  }
  return {
    item,
    state: 'PASSED',
    summary: name,
    message: `有效期至${validity.validUntil}，可购买${buyable}级产品`,
  };
}

function qualifiedCheck(investor: GateInvestor): GateCheck {
  const item = 'QUALIFIED_INVESTOR';
  switch (investor.qualifiedState) {
    case 'CERTIFIED':
      return {
        item,
        state: 'PASSED',
        summary: '已认证',
        message: investor.qualifiedValidUntil ? `有效期至${investor.qualifiedValidUntil}` : undefined,
      };
    case 'REVIEWING':
      return {
        item,
        state: 'PENDING',
        summary: '审核中',
        message: '认证材料审核中，预计1–3个工作日完成，请耐心等待',
      };
    case 'REJECTED':
      return {
        item,
        state: 'FAILED',
        summary: '已驳回',
        message: `认证未通过${investor.qualifiedRejectReason ? `：${investor.qualifiedRejectReason}` : ''}，请重新提交材料`,
      };
    case 'EXPIRED':
      return { item, state: 'FAILED', summary: '已过期', message: '您的合格投资者认证已过期，请重新认证' };
    case 'NONE':
      return {
        item,
        state: 'FAILED',
        summary: '未认证',
        message: '信托产品仅面向合格投资者，请先完成合格投资者认证',
      };
  }
}

function elderlyCheck(investor: GateInvestor, product: GateProduct): GateCheck {
  const item = 'ELDERLY_DECLARATION';
  if (!investor.elderly) return { item, state: 'NOT_REQUIRED', summary: '无需签署' };
  if (!investor.elderlyDeclarationSigned) {
    return {
      item,
      state: 'FAILED',
      summary: '未签署',
      message: '您已年满65周岁，认购前须阅读风险提示并签署《老年投资者声明》',
    };
  }
  if (product.riskLevel === 'R4' || product.riskLevel === 'R5') {
    return {
      item,
      state: 'WARNING',
      summary: '已签署',
      message: `本产品为${product.riskLevel}${PRODUCT_RISK_NAMES[product.riskLevel]}产品，请结合自身年龄与资金用途审慎决策`,
    };
  }
  return { item, state: 'PASSED', summary: '已签署', message: '您已年满65周岁，已签署《老年投资者声明》' };
}

function cardCheck(product: GateProduct, cards: readonly GateCard[]): GateCheck {
  const item = 'BANK_CARD';
  const only = product.acceptedBanks?.length
    ? `本产品仅支持${product.acceptedBanks.join('、')}卡付款`
    : undefined;
  if (cards.length === 0) {
    return {
      item,
      state: 'FAILED',
      summary: '未绑卡',
      message: '请绑定本人名下的借记卡，用于认购付款和收益分配',
    };
  }
  const usable =
    cards.find((card) => card.selectable && card.isDefault) ?? cards.find((card) => card.selectable);
  if (!usable) {
    return {
      item,
      state: 'FAILED',
      summary: '暂无可用银行卡',
      message: `${only ?? '您的银行卡暂不支持本产品'}，请绑定可用的银行卡`,
    };
  }
  return { item, state: 'PASSED', summary: `${usable.bnkName}(${usable.cardNoLast4})`, message: only };
}

/** The gate: every check, in order, and whether the purchase may go on (no FAILED or PENDING). */
export function purchaseGate(
  investor: GateInvestor,
  product: GateProduct,
  cards: readonly GateCard[],
  today: string,
): GateAnswer {
  const doubleRecordRequired = product.needsDoubleRecord || investor.elderly;
  const session: GateCheck = { item: 'SESSION', state: 'PASSED', summary: '已登录' };
  const realName: GateCheck = investor.realNameVerified
    ? {
        item: 'REAL_NAME',
        state: 'PASSED',
        summary: '已实名',
        message: `${investor.name} ${investor.idNoMasked}`,
      }
    : { item: 'REAL_NAME', state: 'FAILED', summary: '未实名', message: '认购信托产品须完成实名认证' };
  const elderly = elderlyCheck(investor, product);
  const crs: GateCheck = investor.crsDeclared
    ? { item: 'CRS_DECLARATION', state: 'PASSED', summary: '已声明', message: investor.crsText }
    : {
        item: 'CRS_DECLARATION',
        state: 'FAILED',
        summary: '未声明',
        message: '请先填写《个人税收居民身份声明文件》',
      };
  const doubleRecord: GateCheck = doubleRecordRequired
    ? {
        item: 'DOUBLE_RECORD',
        state: 'NOTICE',
        summary: '签约后办理',
        message: investor.elderly
          ? '您已年满65周岁，签署合同后须进行录音录像（双录）'
          : '本产品须在签署合同后进行录音录像（双录）',
      }
    : { item: 'DOUBLE_RECORD', state: 'NOT_REQUIRED', summary: '无需双录' };

  const middle = [riskCheck(investor, product, today), qualifiedCheck(investor)];
  const checks: GateCheck[] = investor.elderly
    ? [session, realName, elderly, ...middle, crs, cardCheck(product, [...cards]), doubleRecord]
    : [session, realName, ...middle, elderly, crs, cardCheck(product, [...cards]), doubleRecord];
  // Drop undefined messages so the answer carries only what the contract shows.
  const clean = checks.map(({ message, ...rest }) => (message ? { ...rest, message } : rest));
  const riskValid = assessmentValidity({ validUntil: investor.riskValidUntil }, today).state;
  return {
    canBuy: clean.every((check) => !BLOCKING.includes(check.state)),
    investorRiskLevel:
      investor.riskLevel && (riskValid === 'VALID' || riskValid === 'EXPIRING')
        ? investor.riskLevel
        : undefined,
    elderly: investor.elderly,
    doubleRecordRequired,
    checks: clean,
  };
}
