import { defineCalls } from '@mocks/http/define-call';
import { countryRegions } from './countries';
import { taxAreas } from './tax-areas';
import { addDeclaration, checkCrsCode, sendCrsCode, taxStatus } from './rules';

/** The tax (CRS) domain's calls (openapi/paths/tax.yaml) on the stateful mock. */
export const taxHandlers = defineCalls({
  queryTaxIssueNoticeStatus: ({ investor }) => taxStatus(investor),
  queryCountryRegion: () => countryRegions(),
  selectArea: ({ requestData }) => taxAreas(requestData),
  crsSendMessage: { successMsg: '验证码已发送', resolve: ({ investor }) => sendCrsCode(investor) },
  checkMessage: {
    successMsg: '验证成功',
    resolve: ({ investor, requestData }) => checkCrsCode(investor.customerId, requestData),
  },
  addTaxIssueInfo: {
    successMsg: '声明提交成功',
    resolve: ({ investor, requestData }) => addDeclaration(investor, requestData),
  },
});
