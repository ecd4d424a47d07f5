import type { DictTypeSeed } from './dict-type-seed';

/**
 * Dictionary types of product spec section 3 for the platform, content, user and activity
 * areas. The spec names the types but not their codes or values ("values not shown"), so the
 * codes are our snake_case proposal and the values are plausible ones for a Chinese trust
 * company's app (domain brief, sections 1 and 2). Change them here when the backend's appear.
 * Each value is [code (fldm), label (note)].
 */
export const PLATFORM_DICT_TYPES: DictTypeSeed[] = [
  {
    dictType: 'product_terminal',
    dictName: '产品终端',
    values: [
      ['1', 'App'],
      ['2', 'H5'],
      ['3', '小程序'],
      ['4', '企业微信'],
    ],
  },
  {
    dictType: 'banner_type',
    dictName: '轮播图类型',
    values: [
      ['1', '首页轮播'],
      ['2', '产品页轮播'],
      ['3', '活动页轮播'],
      ['4', '开屏广告'],
    ],
  },
  {
    dictType: 'article_category',
    dictName: '文章分类',
    values: [
      ['1', '公司动态'],
      ['2', '行业资讯'],
      ['3', '投教课堂'],
      ['4', '信息披露'],
      ['5', '财富早报'],
    ],
  },
  {
    dictType: 'article_recommend_type',
    dictName: '文章推荐类型',
    values: [
      ['0', '不推荐'],
      ['1', '首页推荐'],
      ['2', '置顶'],
    ],
  },
  {
    dictType: 'faq_category',
    dictName: '常见问题分类',
    values: [
      ['1', '账户与登录'],
      ['2', '认购与赎回'],
      ['3', '合格投资者认证'],
      ['4', '银行卡'],
      ['5', '其他'],
    ],
  },
  {
    dictType: 'gateway_service_type',
    dictName: '网关服务类型',
    values: [
      ['1', '内部服务'],
      ['2', '外部服务'],
      ['3', '第三方服务'],
    ],
  },
  {
    dictType: 'gateway_api_method_type',
    dictName: '网关接口方法类型',
    values: [
      ['GET', 'GET'],
      ['POST', 'POST'],
    ],
  },
  {
    dictType: 'gateway_api_request_type',
    dictName: '网关接口请求类型',
    values: [
      ['1', 'JSON'],
      ['2', '表单'],
      ['3', '文件上传'],
    ],
  },
  {
    dictType: 'gateway_api_check_token',
    dictName: '网关接口是否校验令牌',
    values: [
      ['0', '否'],
      ['1', '是'],
    ],
  },
  {
    dictType: 'message_push_terminal',
    dictName: '消息推送终端',
    values: [
      ['1', 'App'],
      ['2', '短信'],
      ['3', '微信公众号'],
      ['4', '站内信'],
    ],
  },
  {
    dictType: 'message_push_type',
    dictName: '消息推送类型',
    values: [
      ['1', '系统通知'],
      ['2', '交易提醒'],
      ['3', '产品公告'],
      ['4', '活动消息'],
    ],
  },
  {
    dictType: 'sms_type',
    dictName: '短信类型',
    values: [
      ['1', '登录验证码'],
      ['2', '注册验证码'],
      ['3', '绑卡验证码'],
      ['4', '签约验证码'],
      ['5', '交易通知'],
    ],
  },
  {
    dictType: 'certificate_type',
    dictName: '证件类型',
    values: [
      ['0', '居民身份证'],
      ['1', '护照'],
      ['2', '港澳居民来往内地通行证'],
      ['3', '台湾居民来往大陆通行证'],
      ['4', '外国人永久居留身份证'],
      ['5', '港澳台居民居住证'],
    ],
  },
  {
    dictType: 'contract_field_type',
    dictName: '合同字段类型',
    values: [
      ['1', '文本'],
      ['2', '金额'],
      ['3', '日期'],
      ['4', '签章'],
    ],
  },
  {
    dictType: 'contract_field_category',
    dictName: '合同字段分类',
    values: [
      ['1', '委托人信息'],
      ['2', '产品要素'],
      ['3', '认购信息'],
      ['4', '受益账户'],
    ],
  },
  {
    // Account domain: 职业, the eight major groups of GB/T 6565 that account-opening
    // forms use for the AML occupation element.
    dictType: 'occupation',
    dictName: '职业',
    values: [
      ['1', '国家机关、党群组织、企业、事业单位负责人'],
      ['2', '专业技术人员'],
      ['3', '办事人员和有关人员'],
      ['4', '商业、服务业人员'],
      ['5', '农、林、牧、渔、水利业生产人员'],
      ['6', '生产、运输设备操作人员及有关人员'],
      ['7', '军人'],
      ['8', '不便分类的其他从业人员'],
    ],
  },
  {
    // Account domain: 信托资金来源, the source of the investor's trust funds asked for the
    // anti-money-laundering due diligence (several may apply).
    dictType: 'fund_source',
    dictName: '信托资金来源',
    values: [
      ['01', '工资、劳务报酬'],
      ['02', '生产经营所得'],
      ['03', '投资收益'],
      ['04', '财产继承、赠与'],
      ['05', '房产等不动产处置'],
      ['06', '其他合法收入'],
    ],
  },
  {
    dictType: 'user_sex',
    dictName: '用户性别',
    values: [
      ['1', '男'],
      ['2', '女'],
      ['0', '未知'],
    ],
  },
  {
    dictType: 'business_param_type',
    dictName: '业务参数类型',
    values: [
      ['1', '系统参数'],
      ['2', '业务参数'],
      ['3', '展示参数'],
    ],
  },
  {
    dictType: 'bank_default',
    dictName: '是否默认银行卡',
    values: [
      ['0', '否'],
      ['1', '是'],
    ],
  },
  {
    dictType: 'customer_certified',
    dictName: '客户是否实名认证',
    values: [
      ['0', '未认证'],
      ['1', '已认证'],
    ],
  },
  {
    dictType: 'agent_category',
    dictName: '渠道类别',
    values: [
      ['1', '自有App(一)'],
      ['2', '自有App(二)'],
      ['5', '小程序'],
      ['6', 'H5'],
      ['7', '自有App(三)'],
    ],
  },
  {
    dictType: 'version_update_type',
    dictName: '版本更新类型',
    values: [
      ['0', '不提示'],
      ['1', '提示更新'],
      ['2', '强制更新'],
    ],
  },
  {
    dictType: 'integral_term_type',
    dictName: '积分有效期类型',
    values: [
      ['1', '永久有效'],
      ['2', '自然年清零'],
      ['3', '获得后12个月'],
    ],
  },
  {
    dictType: 'task_type',
    dictName: '任务类型',
    values: [
      ['1', '每日签到'],
      ['2', '完善资料'],
      ['3', '风险测评'],
      ['4', '首次认购'],
      ['5', '邀请好友'],
    ],
  },
  {
    dictType: 'integral_term_aim_type',
    dictName: '积分用途类型',
    values: [
      ['1', '积分商城兑换'],
      ['2', '抽奖'],
      ['3', '权益兑换'],
    ],
  },
  {
    dictType: 'activity_type',
    dictName: '活动类型',
    values: [
      ['1', '抽奖'],
      ['2', '签到'],
      ['3', '邀请有礼'],
      ['4', '线下沙龙'],
      ['5', '直播'],
    ],
  },
  {
    dictType: 'activity_user_type',
    dictName: '活动参与用户类型',
    values: [
      ['0', '全部用户'],
      ['1', '注册用户'],
      ['2', '持仓客户'],
      ['3', '合格投资者'],
    ],
  },
  {
    dictType: 'activity_period_type',
    dictName: '活动周期类型',
    values: [
      ['1', '单次'],
      ['2', '每日'],
      ['3', '每周'],
      ['4', '每月'],
    ],
  },
  {
    dictType: 'activity_reward_type',
    dictName: '活动奖励类型',
    values: [
      ['1', '积分'],
      ['2', '优惠券'],
      ['3', '实物礼品'],
      ['4', '权益'],
    ],
  },
  {
    dictType: 'activity_template_type',
    dictName: '活动模板类型',
    values: [
      ['1', '九宫格抽奖'],
      ['2', '大转盘'],
      ['3', '签到日历'],
      ['4', '邀请海报'],
    ],
  },
  {
    dictType: 'file_code_size',
    dictName: '文件大小限制',
    values: [
      ['image', '5MB'],
      ['pdf', '20MB'],
      ['video', '500MB'],
    ],
  },
];
