/**
 * The two lists that MIIT requires apps to publish (已收集个人信息清单 / 与第三方共享个人信息清单:
 * 种类、目的、场景, and for sharing 共享方式), domain brief §1 (PIPL). They are static data shipped
 * with the app on purpose: they are a legal disclosure that compliance signs off together with
 * the privacy policy's version, they must read the same offline and when the CMS fails, and
 * their shape (grouped rows with a third party's policy link) is not what the content calls
 * (articles as HTML) carry. Updating them is a release, as the policy text is.
 */
export const PIPL_LISTS_VERSION = { version: 'V3.2', updated: '2026-03-01', effective: '2026-03-08' };

export interface CollectedRow {
  /** 具体字段 */
  fields: string;
  /** 使用目的 */
  purpose: string;
  /** 使用场景 */
  scenario: string;
  /** Sensitive personal information (PIPL art. 28): processed only with separate consent. */
  sensitive?: boolean;
}

export interface CollectedGroup {
  category: string;
  rows: CollectedRow[];
}

export const COLLECTED_GROUPS: readonly CollectedGroup[] = [
  {
    category: '身份信息',
    rows: [
      {
        fields: '姓名、性别、国籍、证件类型、证件号码、证件有效期、证件影像',
        purpose: '实名认证；履行反洗钱客户身份识别义务',
        scenario: '实名认证、绑定银行卡、认购前身份核验',
        sensitive: true,
      },
      {
        fields: '职业、工作单位、住所地或工作单位地址',
        purpose: '反洗钱客户身份识别（九要素）；投资者适当性管理',
        scenario: '完善个人信息、认购前信息核验',
      },
    ],
  },
  {
    category: '联系信息',
    rows: [
      {
        fields: '手机号码',
        purpose: '账户注册与登录；发送短信验证码与业务通知',
        scenario: '注册、登录、短信验证、交易提醒',
      },
      {
        fields: '电子邮箱、联系地址',
        purpose: '寄送资产证明、信息披露报告及重要通知',
        scenario: '完善个人信息、申请资产证明',
      },
    ],
  },
  {
    category: '财产与账户信息',
    rows: [
      {
        fields: '银行卡号、开户银行、开户省市、支行名称、银行预留手机号',
        purpose: '认购付款、收益分配、赎回到账',
        scenario: '绑定银行卡、认购、收益分配、赎回',
        sensitive: true,
      },
      {
        fields: '金融资产证明、收入证明、投资经历证明',
        purpose: '合格投资者认定（资管新规）',
        scenario: '合格投资者认证',
        sensitive: true,
      },
    ],
  },
  {
    category: '生物识别信息',
    rows: [
      {
        fields: '人脸图像、活体检测视频',
        purpose: '核验是否为本人操作',
        scenario: '实名认证、修改重要信息、远程双录身份核验',
        sensitive: true,
      },
      {
        fields: '录音录像（含面部影像与声音）',
        purpose: '销售过程录音录像（双录），留存销售过程依据',
        scenario: '认购信托产品时的远程双录',
        sensitive: true,
      },
    ],
  },
  {
    category: '交易与评估信息',
    rows: [
      {
        fields: '风险测评答卷与结果、投资者分类、认购及赎回记录、电子签名',
        purpose: '投资者适当性管理；签署信托合同；交易记录依法留存',
        scenario: '风险测评、认购、签约、赎回、受益权转让',
        sensitive: true,
      },
      {
        fields: '税收居民身份、纳税人识别号、出生地',
        purpose: '履行非居民金融账户涉税信息尽职调查义务',
        scenario: '税收居民身份声明',
      },
    ],
  },
  {
    category: '设备与日志信息',
    rows: [
      {
        fields: '设备型号、操作系统版本、设备标识符、网络类型、IP地址',
        purpose: '保障账户与交易安全，识别异常登录与欺诈风险',
        scenario: '登录及使用本应用期间',
      },
      {
        fields: '页面浏览与操作记录、崩溃日志',
        purpose: '排查故障、改进服务体验',
        scenario: '使用本应用期间',
      },
    ],
  },
];

export interface SharedRow {
  /** 第三方名称 */
  party: string;
  /** 共享的个人信息 */
  fields: string;
  /** 使用目的 */
  purpose: string;
  /** 使用场景 */
  scenario: string;
  /** 共享方式 */
  method: string;
  /** 第三方隐私政策: opened only through the allow-list of origins; none: 见产品合同. */
  policyUrl?: string;
}

export interface SharedGroup {
  category: string;
  rows: SharedRow[];
}

const SYSTEM_LINK = '系统接口对接，加密传输';

export const SHARED_GROUPS: readonly SharedGroup[] = [
  {
    category: '监管登记与资金托管',
    rows: [
      {
        party: '中国信托登记有限责任公司',
        fields: '姓名、证件类型及号码、认购产品及金额',
        purpose: '按监管要求办理信托受益权登记',
        scenario: '认购成功、受益权转让后',
        method: SYSTEM_LINK,
        policyUrl: 'https://www.chinatrc.com.cn/',
      },
      {
        party: '产品托管银行（以产品合同约定为准）',
        fields: '姓名、证件号码、银行卡号、认购与分配金额',
        purpose: '信托财产托管、资金划付与收益分配',
        scenario: '认购、收益分配、赎回到账',
        method: SYSTEM_LINK,
      },
    ],
  },
  {
    category: '身份核验与电子签约',
    rows: [
      {
        party: '安信电子认证服务有限公司',
        fields: '姓名、证件号码、手机号码、签署的合同文件',
        purpose: '签发数字证书，完成电子合同签署',
        scenario: '签署信托合同、风险申明书及补充协议',
        method: SYSTEM_LINK,
        policyUrl: 'https://www.anxin-ca.example/privacy',
      },
      {
        party: '视界智能科技有限公司',
        fields: '姓名、证件号码、人脸图像、活体检测视频',
        purpose: '人脸识别与活体检测',
        scenario: '实名认证、修改重要信息',
        method: 'SDK 采集，加密传输，核验后不留存原始影像',
        policyUrl: 'https://www.shijie-ai.example/privacy',
      },
      {
        party: '慧录科技有限公司',
        fields: '姓名、证件号码、录音录像',
        purpose: '远程双录及质检',
        scenario: '认购信托产品时的远程双录',
        method: 'SDK 采集，加密传输',
        policyUrl: 'https://www.huilu-tech.example/privacy',
      },
    ],
  },
  {
    category: '通信与支付',
    rows: [
      {
        party: '云讯通信科技有限公司',
        fields: '手机号码',
        purpose: '发送短信验证码与业务通知',
        scenario: '登录、交易验证、业务提醒',
        method: SYSTEM_LINK,
        policyUrl: 'https://www.yunxun.example/privacy',
      },
      {
        party: '华付支付有限公司',
        fields: '姓名、证件号码、银行卡号、银行预留手机号',
        purpose: '开通钱包并完成认购资金支付',
        scenario: '选择钱包支付认购款时',
        method: '页面跳转至支付机构，由其直接收集',
        policyUrl: 'https://www.huafu-pay.example/privacy',
      },
    ],
  },
];
