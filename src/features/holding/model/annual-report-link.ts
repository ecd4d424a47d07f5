import { hrefTo } from '@/routing/href';

/**
 * The annual report (年度账单) is positionList with tab=REPORT. The value is not in the route
 * row's query (that row is in the first-load chunk, which has no bytes to spare), so the link is
 * written here and the page reads it from the address itself.
 */
export const ANNUAL_REPORT_TAB = 'REPORT';

export const annualReportHref = () => `${hrefTo('positionList')}?tab=${ANNUAL_REPORT_TAB}`;
