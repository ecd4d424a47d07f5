/**
 * The documents the investor accepts when logging in, with the versions the login request
 * records (authorizeMessageLogin: userAgreementVersion, privacyPolicyVersion).
 *
 * The privacy policy is the content domain's (privacyPolicy page, src/features/content/model/
 * privacy-policy.ts): features may not import each other, so its version is repeated here and a
 * test (tests/flows/auth/agreements.test.ts) fails when the two disagree. The user agreement has no
 * page of its own in the route table; its text is shown in a sheet on the login page.
 */
export const PRIVACY_POLICY_VERSION = 'V3.2';
export const USER_AGREEMENT_VERSION = 'V2.1';

export interface AgreementSection {
  title: string;
  paragraphs: string[];
}

/** 《华信信托用户服务协议》, the summary shown on the login page (our proposal, V2.1). */
export const USER_AGREEMENT: {
  title: string;
  version: string;
  effective: string;
  sections: AgreementSection[];
} = {
  title: '华信信托用户服务协议',
  version: USER_AGREEMENT_VERSION,
  effective: '2026-03-08',
  sections: [
    {
      title: '一、协议的范围',
      paragraphs: [
        '本协议是您与华信信托股份有限公司（以下简称“华信信托”或“我们”）之间就使用华信信托移动端服务（含App、小程序及H5页面）所订立的协议。您点击“同意”或以短信验证码完成登录，即表示您已阅读并同意本协议。',
      ],
    },
    {
      title: '二、账户与安全',
      paragraphs: [
        '您应使用本人实名登记的手机号码登录，并妥善保管手机及短信验证码。任何通过您的账户进行的操作均视为您本人的行为。',
        '发现账户被他人使用或存在安全风险时，请立即致电客服热线 400-820-8888 办理冻结。',
      ],
    },
    {
      title: '三、服务内容',
      paragraphs: [
        '我们通过移动端向合格投资者提供信托产品信息查询、认购申请、持仓及收益查询、信息披露查阅等服务。产品的认购以您签署的信托合同及相关文件为准，移动端展示的信息仅供参考。',
        '信托产品不承诺保本和最低收益，过往业绩不代表未来表现。请您在认购前仔细阅读产品文件，充分了解产品风险。',
      ],
    },
    {
      title: '四、个人信息保护',
      paragraphs: [
        '我们依据《中华人民共和国个人信息保护法》及《隐私政策》处理您的个人信息。涉及敏感个人信息及向第三方提供个人信息的，我们将另行取得您的单独同意。',
      ],
    },
    {
      title: '五、协议的变更',
      paragraphs: [
        '本协议更新时，我们将在登录页面及App内以显著方式提示您，更新后的协议在您再次同意后对您生效。',
      ],
    },
  ],
};
