import { defineCalls } from '@mocks/http/define-call';
import { flashPage } from './news-flashes';
import { paperDetail, paperPage } from './news-papers';
import { articleDetail, articlePage, articleSearch, recordClick } from './news-rules';

/**
 * Area P3 of the content domain: articles (资讯), research reports and live previews, all
 * published through the CMS's article calls. Public calls: no login needed.
 */
export const newsHandlers = defineCalls({
  getArticleList: ({ requestData }) => articlePage(requestData),
  findArticleList: ({ requestData }) => articleSearch(requestData),
  getArticleDetail: ({ requestData }) => articleDetail(requestData.articleId),
  newsClickRecord: ({ requestData }) => recordClick(requestData.articleId),
  newsFlashList: ({ requestData }) => flashPage(requestData),
  morningPaperList: ({ requestData }) => paperPage(requestData),
  morningPaperDetail: ({ requestData }) => paperDetail(requestData.paperId),
});
