import { defineCalls } from '@mocks/http/define-call';
import { addOpinion, opinionPage, uploadImage } from './advice-rules';
import { helpCategories, helpQuestions } from './help-rules';

/**
 * Area P2 of the content domain: the help centre's FAQ (reference data of the CMS) and, with
 * addOpinion, the investor's complaints and suggestions (stateful, ./advice-*.ts).
 */
export const helpAdviceHandlers = defineCalls({
  helpCenterList: () => helpCategories(),
  helpQuestionList: ({ requestData }) => helpQuestions(requestData),
  addOpinion: {
    successMsg: '提交成功',
    resolve: ({ requestData, investor }) => addOpinion(investor, requestData),
  },
  queryOpinionList: ({ requestData, investor }) =>
    opinionPage(investor.customerId, requestData.pageNum, requestData.pageSize),
  // The upload of every image-sending page; here because the complaints page proposed it.
  uploadImage: {
    successMsg: '上传成功',
    resolve: ({ requestData, investor }) => uploadImage(investor.customerId, requestData),
  },
});
