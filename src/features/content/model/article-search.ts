/** The longest keyword findArticleList takes (FindArticleListRequest.keyword, maxLength 20). */
export const ARTICLE_KEYWORD_MAX = 20;
