import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppletPopup, useInsertReporting } from '@gen/hooks/common/common';
import type { AppletPopupData } from '@gen/model/appletPopupData';
import { confirmDialog } from '@/page-kit/confirm-dialog';

const SEEN_KEY = 'homeNoticeSeen';

/** ONCE: shown once per notice; DAILY: once per notice a day. What was shown is kept on the device. */
export function shouldShow(notice: AppletPopupData, seen: string | null, today: string): boolean {
  if (!notice.show || !notice.popupId) return false;
  if (notice.frequency === 'DAILY') return seen !== `${notice.popupId}@${today}`;
  return !seen?.startsWith(`${notice.popupId}@`);
}

const todayOf = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * The home page's notice (appletPopup): shown in the confirm dialog once (or once a day), with
 * 查看详情 when it links to a page of the app; the view and the tap are reported (insertReporting).
 * A failed read shows nothing: the notice is a courtesy, the home page works without it.
 */
export function useHomeNotice(pagePath: string) {
  const navigate = useNavigate();
  const notice = useAppletPopup({ scene: 'APPLET_HOME' }, { request: { silent: true, hideLoading: true } });
  const report = useInsertReporting({ request: { silent: true, hideLoading: true } });
  const data = notice.data;
  useEffect(() => {
    if (!data) return;
    const today = todayOf(new Date());
    let seen: string | null = null;
    try {
      seen = localStorage.getItem(SEEN_KEY);
    } catch {
      // Storage off (private mode): the notice shows each visit, which is harmless.
    }
    if (!shouldShow(data, seen, today)) return;
    try {
      localStorage.setItem(SEEN_KEY, `${data.popupId}@${today}`);
    } catch {
      // As above.
    }
    const event = (eventCode: 'POPUP_VIEW' | 'POPUP_CLICK') =>
      report.mutate({
        data: { eventCode, pagePath, targetId: data.popupId, occurredAt: new Date().toISOString() },
      });
    event('POPUP_VIEW');
    void confirmDialog({
      title: data.title,
      content: data.content,
      okBtnText: data.linkPath ? '查看详情' : '我知道了',
      noBtnText: '关闭',
    }).then((ok) => {
      if (!ok || !data.linkPath) return;
      event('POPUP_CLICK');
      navigate(data.linkPath);
    });
    // Once per answer: the mutation object changes identity on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
}
