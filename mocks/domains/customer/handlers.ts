import { defineCalls } from '@mocks/http/define-call';
import {
  applyManager,
  cancelAccount,
  contactInfo,
  customerInfo,
  findManager,
  managerPage,
  personMessage,
  savePinyin,
  sendCancelCode,
  updateContact,
  updateCustomer,
  userManager,
} from './rules';

/** The customer calls (openapi/paths/customer.yaml) on the stateful mock. */
export const customerHandlers = defineCalls({
  selectCustomerInfo: ({ investor }) => customerInfo(investor),
  selectContactInfo: ({ investor }) => contactInfo(investor),
  queryPersonMessage: ({ investor }) => personMessage(investor),
  updateCustomerInfo: {
    successMsg: '修改成功',
    resolve: ({ investor, requestData }) => updateCustomer(investor, requestData),
  },
  updateContactInfo: {
    successMsg: '修改成功',
    resolve: ({ investor, requestData }) => updateContact(investor, requestData),
  },
  savePersonMessage: {
    successMsg: '保存成功',
    resolve: ({ investor, requestData }) => savePinyin(investor, requestData),
  },
  cancelSendSms: { successMsg: '发送成功', resolve: ({ investor }) => sendCancelCode(investor) },
  cancelCustomer: {
    successMsg: '注销成功',
    resolve: ({ investor, requestData }) => cancelAccount(investor, requestData),
  },
  selectUserManager: ({ investor }) => userManager(investor.customerId),
  findCustManager: ({ requestData }) => findManager(requestData.managerCode),
  queryCustomerManagerList: ({ requestData }) => managerPage(requestData),
  applyCustomerManager: {
    successMsg: '提交成功',
    resolve: ({ investor, requestData }) => applyManager(investor, requestData),
  },
});
