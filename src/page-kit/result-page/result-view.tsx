import { Result } from 'antd-mobile';
import { useId, type ReactNode } from 'react';
import './result-page.css';

/** success 办理成功, failure 办理失败, review 审核中 / 处理中, warning: refused or needs attention. */
export type ResultStatus = 'success' | 'failure' | 'review' | 'warning';

const ANTD_STATUS = { success: 'success', failure: 'error', review: 'waiting', warning: 'warning' } as const;

export interface ResultViewProps {
  /** None for an invitation rather than an outcome (open the app): the card without an icon. */
  status?: ResultStatus;
  title: string;
  description?: ReactNode;
  /** Details under the description, e.g. the amount and time of an order. */
  children?: ReactNode;
}

/**
 * The icon, heading and text of an outcome (or, without a status, of an invitation); ResultPage
 * puts it on a page with actions.
 */
export function ResultView({ status, title, description, children }: ResultViewProps) {
  const titleId = useId();
  if (!status) {
    return (
      <section className="result-view result-view-plain" aria-labelledby={titleId}>
        <h2 id={titleId} className="result-view-plain-title">
          {title}
        </h2>
        {description ? <p className="result-view-plain-description">{description}</p> : null}
        {children}
      </section>
    );
  }
  return (
    <section className="result-view" data-status={status} aria-labelledby={titleId}>
      <Result
        className="result-view-result"
        status={ANTD_STATUS[status]}
        title={
          <h2 id={titleId} className="result-view-title">
            {title}
          </h2>
        }
        description={description}
      />
      {children ? <div className="result-view-details">{children}</div> : null}
    </section>
  );
}
