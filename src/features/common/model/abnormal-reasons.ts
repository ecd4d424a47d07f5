/**
 * Why a hand-off could not go on (abnormalReturn's `reason`). The text is fixed per reason: a
 * message taken from the address could be used to show anything under the company's name.
 */
export const ABNORMAL_REASONS = ['expired', 'ended', 'invalid', 'login', 'failed', 'unsupported'] as const;
export type AbnormalReason = (typeof ABNORMAL_REASONS)[number];

export const ABNORMAL_COPY: Record<AbnormalReason, { title: string; description: string }> = {
  expired: {
    title: '链接已失效',
    description: '该链接已失效或不存在，请返回首页或联系您的专属理财经理获取新的链接。',
  },
  ended: { title: '活动已结束', description: '活动已结束，感谢您的关注。更多产品与资讯请返回首页查看。' },
  invalid: { title: '链接不完整', description: '链接缺少必要信息，无法打开对应页面，请确认链接是否完整。' },
  login: { title: '登录未完成', description: '您尚未完成登录，暂时无法打开该页面，请重新登录后再试。' },
  failed: {
    title: '页面暂时无法打开',
    description: '网络或服务暂时异常，请稍后再试。如需帮助请致电客服热线。',
  },
  unsupported: {
    title: '当前环境暂不支持',
    description: '当前环境无法打开该页面，请在华信信托App或微信中打开。',
  },
};

/** The company's service hotline (华信信托股份有限公司). */
export const SERVICE_HOTLINE = '400-820-8888';
