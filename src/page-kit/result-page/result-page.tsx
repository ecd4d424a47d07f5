import { Button } from 'antd-mobile';
import { BackBar } from '@/page-kit/back-bar';
import { PageFrame, useHasInAppHistory } from '@/page-kit/page-frame';
import { isWeChatContainer } from '@/page-kit/title-bar';
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
  const hasHistory = useHasInAppHistory();
  // Inside WeChat and WeCom the title bar is hidden (their own bar shows the title): a page that
  // offers a way back gets the spec's 返回 bar instead (section 2, item 8).
  const backBar =
    isWeChatContainer() && (typeof back === 'function' || back === true || (back === 'auto' && hasHistory));
  return (
    <PageFrame title={pageTitle} back={back === 'auto' ? undefined : back}>
      {backBar ? <BackBar onBack={typeof back === 'function' ? back : undefined} /> : null}
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
