import type { IntegralRules } from '@gen/model/integralRules';
import type { MemberLevelInterests } from '@gen/model/memberLevelInterests';

/**
 * Operations content the points mock serves as it is: the rules text and the benefits of each
 * member level. The contract's examples (openapi/paths/points.yaml) are the same text; the handler
 * test compares them.
 */

export const INTEGRAL_RULES: IntegralRules = {
  title: '华信信托积分规则',
  updatedOn: '2026-06-30',
  contentHtml:
    '<h3>一、积分获取</h3><ul><li>每日签到：每天可签到一次，获得10积分；连续签到满7天，另得50积分。</li><li>完成任务：完善个人信息、完成风险测评等任务可获得相应积分，以任务页面展示为准。</li></ul><h3>二、积分有效期</h3><p>积分自获得之日起有效期为两年，到期当年12月31日未使用的积分将自动清零。</p><h3>三、积分使用</h3><p>积分可在积分商城兑换礼品或服务，兑换后不退还积分。积分不可转让、不可兑现。</p><h3>四、其他</h3><p>如发现以不正当方式获取积分，华信信托有权扣除相应积分。本规则由华信信托股份有限公司负责解释。</p>',
};

const ONLINE = { code: 'ONLINE_SERVICE', name: '在线客服', description: '工作日9:00–17:30在线解答' };
const MALL = { code: 'POINTS_MALL', name: '积分兑换', description: '积分商城兑换礼品' };
const BIRTHDAY = { code: 'BIRTHDAY_GIFT', name: '生日礼遇', description: '生日当月赠送定制礼品一份' };
const MANAGER = { code: 'EXCLUSIVE_MANAGER', name: '专属理财经理', description: '一对一资产配置服务' };
const HEALTH = { code: 'HEALTH_CHECK', name: '健康体检', description: '每年一次高端体检' };
const OFFICE = { code: 'FAMILY_OFFICE', name: '家族办公室', description: '法律税务专家咨询' };

export const INTEREST_LEVELS: MemberLevelInterests[] = [
  { level: 'NORMAL', levelName: '普通会员', condition: '注册并完成实名认证', interests: [ONLINE, MALL] },
  {
    level: 'SILVER',
    levelName: '银卡会员',
    condition: '近三个月日均金融资产100万元（含）以上',
    interests: [ONLINE, MALL, BIRTHDAY],
  },
  {
    level: 'GOLD',
    levelName: '金卡会员',
    condition: '近三个月日均金融资产300万元（含）以上',
    interests: [MANAGER, BIRTHDAY, HEALTH],
  },
  {
    level: 'PLATINUM',
    levelName: '白金卡会员',
    condition: '近三个月日均金融资产1000万元（含）以上',
    interests: [
      MANAGER,
      HEALTH,
      { code: 'AIRPORT_VIP', name: '机场贵宾厅', description: '每年6次国内机场贵宾厅' },
      OFFICE,
    ],
  },
  {
    level: 'BLACK',
    levelName: '黑金卡会员',
    condition: '近三个月日均金融资产5000万元（含）以上',
    interests: [
      MANAGER,
      { code: 'AIRPORT_VIP', name: '机场贵宾厅', description: '不限次国内外机场贵宾厅' },
      OFFICE,
      { code: 'MEDICAL_GREEN', name: '就医绿通', description: '三甲医院专家预约陪诊' },
    ],
  },
];
