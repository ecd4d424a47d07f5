import type { AgreementInfo } from '@gen/model/agreementInfo';
import type { AgreementType } from '@gen/model/agreementType';
import type { CustomerAgreement } from '@gen/model/customerAgreement';

/**
 * The agreements of the signing area (our proposal, texts invented for 华信信托股份有限公司):
 * what the investor agrees to inside a flow (agreementInfo) and the agreements already signed
 * (queryCustomerAgmtList: the wallet-payment ones qbContractList shows, the e-signature
 * authorisation).
 */
export const AGREEMENTS: Readonly<Record<AgreementInfo['agreementCode'], AgreementInfo>> = {
  FACE_CONSENT: {
    agreementCode: 'FACE_CONSENT',
    title: '人脸信息处理单独同意书',
    version: '2025.06',
    effectiveDate: '2025-06-01',
    html: [
      '<p>为核验您的身份并完成本次信托产品认购的录音录像（双录），华信信托股份有限公司（以下简称“我司”）需要采集并处理您的人脸图像。</p>',
      '<p><b>人脸信息属于敏感个人信息</b>，一旦泄露或者被非法使用，可能导致您的人格尊严受到侵害或者人身、财产安全受到危害。我司仅在取得您的单独同意后处理。</p>',
      '<h4>处理目的与方式</h4><p>将您本次拍摄的人脸图像与您在公安机关登记的证件照片比对，并作为双录影像的一部分留存。比对由我司委托的身份核验服务商完成，服务商仅在比对所必需的时间内处理，不得留存或用于其他目的。</p>',
      '<h4>保存期限</h4><p>人脸图像及双录影像自业务办结之日起保存5年，期满后删除或匿名化处理。</p>',
      '<h4>您的权利</h4><p>您可以拒绝本同意书，拒绝后不影响您通过其他方式办理：请联系您的理财经理预约到我司柜台现场双录。您可以查阅、复制、更正、删除您的个人信息，或撤回同意（撤回不影响撤回前已进行的处理），客服热线 400-820-8888。</p>',
    ].join(''),
  },
  ESIGN_AUTH: {
    agreementCode: 'ESIGN_AUTH',
    title: '电子签名服务授权书',
    version: '2024.01',
    effectiveDate: '2024-01-01',
    html: [
      '<p>您授权华信信托股份有限公司将您的姓名、证件号码、手机号码提供给我司委托的依法设立的电子认证服务机构，用于为您申请数字证书、生成电子签名并签署信托合同等文件。</p>',
      '<p>您使用数字证书签署的电子文件与您手写签名或盖章的纸质文件具有同等法律效力（《中华人民共和国电子签名法》第十四条）。</p>',
      '<p>签署时，服务机构将向您的手机发送验证码以确认签署意愿，请勿将验证码告知他人。</p>',
    ].join(''),
  },
  DOUBLE_RECORD_NOTICE: {
    agreementCode: 'DOUBLE_RECORD_NOTICE',
    title: '录音录像告知书',
    version: '2024.01',
    effectiveDate: '2024-01-01',
    html: [
      '<p>根据监管要求，您认购本信托产品的过程将进行录音录像（双录），录制内容包括产品名称、风险等级、不保本提示及您的确认。</p>',
      '<p>请在安静、光线充足的环境中进行，保持面部在画面内，按提示朗读或回答。录制完成后将进入质检，一般1个工作日内完成。</p>',
    ].join(''),
  },
};

export const CUSTOMER_AGREEMENTS: readonly CustomerAgreement[] = [
  {
    agmtId: 'AG202405100001',
    agmtName: '钱包支付服务协议',
    agmtType: 'WALLET',
    fileId: 'FQB0001',
    pageCount: 3,
    signState: 'SIGNED',
    signedAt: '2024-05-10T14:20:00+08:00',
    counterparty: '华信信托股份有限公司、联信支付有限公司',
  },
  {
    agmtId: 'AG202405100002',
    agmtName: '快捷支付服务授权书',
    agmtType: 'WALLET',
    fileId: 'FQB0002',
    pageCount: 2,
    signState: 'SIGNED',
    signedAt: '2024-05-10T14:20:00+08:00',
    counterparty: '联信支付有限公司',
  },
  {
    agmtId: 'AG202405100003',
    agmtName: '钱包个人信息处理授权书',
    agmtType: 'WALLET',
    fileId: 'FQB0003',
    pageCount: 2,
    signState: 'SIGNED',
    signedAt: '2024-05-10T14:20:00+08:00',
    counterparty: '联信支付有限公司',
  },
];

export function agreementsOf(type: AgreementType): CustomerAgreement[] {
  return CUSTOMER_AGREEMENTS.filter((a) => type === 'ALL' || a.agmtType === type);
}

/** The file name of a file this domain knows (for download names). */
export function agreementFileName(fileId: string): string | undefined {
  return CUSTOMER_AGREEMENTS.find((a) => a.fileId === fileId)?.agmtName;
}
