import type { ReactNode } from 'react';
import { RefusalNote } from '@/page-kit/refusal-note';

/**
 * A contract form's element: no browser validation (the kit's messages judge), submit goes to
 * `onSubmit` (the page's useSubmit run), and the last refusal, if any, stands above the rows.
 */
export function SubmitForm({
  onSubmit,
  refusal,
  className,
  children,
}: {
  onSubmit: () => void;
  refusal?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      {children}
    </form>
  );
}
