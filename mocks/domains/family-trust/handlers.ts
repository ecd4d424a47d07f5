import { defineCalls } from '@mocks/http/define-call';
import {
  applyConditional,
  applyTemporary,
  applyTermChange,
  listApplications,
  signAgreement,
} from './application-rules';
import {
  accounts,
  benefitPage,
  changeDetail,
  changePage,
  listTrusts,
  officeContact,
  rights,
  sendChangeCode,
  submitChange,
  trustDetail,
} from './rules';

/**
 * Stateful family-trust handlers (./rules.ts) for the signed-in investor: his trusts, their
 * beneficiaries and distributions, the family office, and the receiving-account change (SMS code
 * 123456; the trustee's review is the ?mockFamilyReview switch, ./review.ts).
 */
export const familyTrustHandlers = defineCalls({
  getFamilyTrustList: ({ investor }) => listTrusts(investor),
  getFamilyTrustDetail: ({ requestData, investor }) => trustDetail(investor, requestData.trustCode),
  getFamilyRights: ({ requestData, investor }) => rights(investor, requestData.trustCode),
  familyTrustBenefitList: ({ requestData, investor }) => benefitPage(investor, requestData),
  getFamilyOfficeContact: ({ requestData, investor }) => officeContact(investor, requestData.trustCode),
  queryBnftAccountInfo: ({ requestData, investor }) => accounts(investor, requestData.trustCode),
  changeAccountSendSmsCode: {
    successMsg: '验证码已发送',
    resolve: ({ requestData, investor }) => sendChangeCode(investor, requestData),
  },
  changeBeneficiaryAccount: {
    successMsg: '变更申请已提交',
    resolve: ({ requestData, investor }) => submitChange(investor, requestData),
  },
  queryChangeBeneficiaryRecord: ({ requestData, investor }) => changePage(investor, requestData),
  queryTrustChangeDetail: ({ requestData, investor }) => changeDetail(investor, requestData.applyNo),
  // The client's acts (SMS-confirmed through sendBusiSms, bizType OTHER) and their progress.
  queryTrustApplyList: ({ requestData, investor }) => listApplications(investor, requestData.trustCode),
  familyToSign: {
    successMsg: '签约成功',
    resolve: ({ requestData, investor }) => signAgreement(investor, 'TRUST_CONTRACT', requestData),
  },
  familyAddedSign: {
    successMsg: '签约成功',
    resolve: ({ requestData, investor }) => signAgreement(investor, 'SUPPLEMENT', requestData),
  },
  conditionalDistributionApply: {
    successMsg: '申请已提交',
    resolve: ({ requestData, investor }) => applyConditional(investor, requestData),
  },
  tempDistributeApply: {
    successMsg: '申请已提交',
    resolve: ({ requestData, investor }) => applyTemporary(investor, requestData),
  },
  applyForChangeOfTerm: {
    successMsg: '申请已提交',
    resolve: ({ requestData, investor }) => applyTermChange(investor, requestData),
  },
});
