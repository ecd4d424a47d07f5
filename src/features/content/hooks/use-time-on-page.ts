import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUpdateEnterTime } from '@gen/hooks/common/common';
import { startPageVisit } from '@/tracking/page-visit';

/**
 * Time on an article (updateEnterTime): the visit starts once the article has loaded and ends when
 * the investor leaves the route or hides the page (src/tracking/page-visit.ts says when each report
 * goes). Silent, without the loading overlay: a lost report costs the reader nothing.
 */
export function useTimeOnPage(targetId: string | undefined, loaded: boolean) {
  const { pathname } = useLocation();
  const { mutate } = useUpdateEnterTime({ request: { silent: true, hideLoading: true } });
  useEffect(() => {
    if (!targetId || !loaded) return undefined;
    return startPageVisit({ pagePath: pathname, targetId, report: (data) => mutate({ data }) });
  }, [targetId, loaded, pathname, mutate]);
}
