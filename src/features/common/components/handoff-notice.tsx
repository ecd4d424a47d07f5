import type { ReactNode } from 'react';
import { ResultPage, type ResultAction, type ResultStatus } from '@/page-kit/result-page';
import './handoff-notice.css';

export type NoticeAction = ResultAction;

export interface HandOffNoticeProps {
  /** The outcome's icon; none for an invitation (open the app, the mini-program). */
  status?: ResultStatus;
  title: string;
  /** The bar's title when the route row's (正在跳转) is no longer true. */
  pageTitle?: string;
  description?: ReactNode;
  actions?: NoticeAction[];
  children?: ReactNode;
}

/**
 * A hand-off that waits for the investor (open the app, the mini-program) or explains a stop: the
 * kit's result page, with the page frame's usual back arrow (nothing was submitted).
 */
export function HandOffNotice(props: HandOffNoticeProps) {
  return <ResultPage {...props} back="auto" />;
}
