import { defineCalls } from '@mocks/http/define-call';
import { bannersOf } from './about-rules';

/**
 * The company pages' calls (area "about": the landing page and the company pages). Public
 * content: no login needed. The company's profile itself ships with the app
 * (src/features/content/model/company-profile.ts), so bannerList is the only call here.
 */
export const aboutHandlers = defineCalls({
  bannerList: ({ requestData }) => bannersOf(requestData.position),
});
