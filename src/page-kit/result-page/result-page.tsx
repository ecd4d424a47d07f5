import { Button } from 'antd-mobile';
import { PageFrame } from '@/page-kit/page-frame';
import { useSubmit } from '@/page-kit/submit';
import { ResultView, type ResultViewProps } from './result-view';

export interface ResultAction {
  text: string;
  /** May be async (e.g. a refresh before leaving): the button locks until it settles. */
  onClick: () => unknown;
  /** The page's main way on: filled; the others are outlined. */
  primary?: boolean;
}

export interface ResultPageProps extends ResultViewProps {
  actions?: ResultAction[];
  /** The page's title bar title; the route row's by default. */
  pageTitle?: string;
  /**
   * After a write, going back would return to the submitted form, so there is no back arrow by
   * default: the actions say where to go. Pass true or a handler to show one, or 'auto' for the
   * page frame's own rule (shown when going back stays in the app), as a page that only informs.
   */
  back?: boolean | 'auto' | (() => void);
}

/** A full page for the outcome of an operation (success, failure, in review) or an invitation. */
export function ResultPage({ actions = [], pageTitle, back = false, ...view }: ResultPageProps) {
  return (
    <PageFrame title={pageTitle} back={back === 'auto' ? undefined : back}>
      <ResultView {...view} />
      {actions.length > 0 ? (
        <div className="result-page-actions">
          {actions.map((action) => (
            <ActionButton key={action.text} action={action} />
          ))}
        </div>
      ) : null}
    </PageFrame>
  );
}

function ActionButton({ action }: { action: ResultAction }) {
  const submit = useSubmit(async () => {
    await action.onClick();
  });
  return (
    <Button
      block
      size="large"
      color="primary"
      fill={action.primary ? 'solid' : 'outline'}
      loading={submit.pending}
      onClick={() => void submit.run()}
    >
      {action.text}
    </Button>
  );
}
