import { useEffect, useRef } from 'react';
import { useNewsClickRecord } from '@gen/hooks/content/content';

/**
 * Counts one view of an article (newsClickRecord) once the article has loaded: once per opening
 * of the page and article, never again on a refetch, a retry or React's double effect run. A
 * failure is silent and no overlay shows: counting is the server's business, not the reader's.
 */
export function useRecordView(articleId: string | undefined, loaded: boolean) {
  const recorded = useRef<string | undefined>(undefined);
  const { mutate } = useNewsClickRecord({ request: { silent: true, hideLoading: true } });
  useEffect(() => {
    if (!articleId || !loaded || recorded.current === articleId) return;
    recorded.current = articleId;
    mutate({ data: { articleId } });
  }, [articleId, loaded, mutate]);
}
