import { Button } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import { PageFrame } from '@/page-kit/page-frame/page-frame';
import { ResultView, type ResultStatus } from '@/page-kit/result-page/result-view';
import { useSubmit } from '@/page-kit/submit/use-submit';
import './handoff-notice.css';

export interface NoticeAction {
  text: string;
  onClick: () => unknown;
  primary?: boolean;
}

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

/** A hand-off that waits for the investor (open the app, the mini-program) or explains a stop. */
export function HandOffNotice({
  status,
  title,
  pageTitle,
  description,
  actions = [],
  children,
}: HandOffNoticeProps) {
  const titleId = useId();
  return (
    <PageFrame title={pageTitle}>
      {status ? (
        <ResultView status={status} title={title} description={description}>
          {children}
        </ResultView>
      ) : (
        <section className="handoff-notice-card" aria-labelledby={titleId}>
          <h2 id={titleId}>{title}</h2>
          {description ? <p>{description}</p> : null}
          {children}
        </section>
      )}
      {actions.length > 0 ? (
        <div className="handoff-notice-actions">
          {actions.map((action) => (
            <NoticeButton key={action.text} action={action} />
          ))}
        </div>
      ) : null}
    </PageFrame>
  );
}

function NoticeButton({ action }: { action: NoticeAction }) {
  const submit = useSubmit(async () => {
    await action.onClick();
  });
  return (
    <Button
      block
      size="large"
      color="primary"
      fill={action.primary ? 'solid' : 'outline'}
      onClick={() => void submit.run()}
    >
      {action.text}
    </Button>
  );
}
