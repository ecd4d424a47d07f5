import { Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import type { AppPath } from '@/routing/query-params';
import { crsDraft } from '../model/crs-draft';

/**
 * A step after fiscal/identity opened without the draft (a refresh, a shared link): says so and
 * goes back to fiscal/identity (the routes' withoutContext). True while that happens.
 */
export function useLostDraft(redirect: AppPath | undefined, needsDetails = false): boolean {
  const navigate = useNavigate();
  const [lost] = useState(() => {
    const draft = crsDraft.get();
    return draft === null || (needsDetails && draft.residency === 'CN_ONLY');
  });
  useEffect(() => {
    if (!lost) return;
    Toast.show({ content: '页面已失效，请重新选择税收居民身份', duration: 2000 });
    navigate(hrefTo('fiscal/identity', { redirect }), { replace: true });
  }, [lost, redirect, navigate]);
  return lost;
}
