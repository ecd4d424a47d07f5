export { REFUSED_TITLE, RedirectingPage, openExternal } from './redirecting-page';
export type { RedirectingPageProps } from './redirecting-page';
