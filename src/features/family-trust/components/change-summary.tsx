import type { AccountShown } from '../model/pending-change';
import { cardGrouped } from '../model/text';

const accountLine = (account: AccountShown) =>
  `${account.bankName} ${cardGrouped(account.cardNoMasked)}${account.branchName ? `（${account.branchName}）` : ''}`;

/** 原受益账户 → 新受益账户, as the confirm, SMS and detail pages show the change. */
export function ChangeSummary({
  oldAccount,
  newAccount,
}: {
  oldAccount: AccountShown;
  newAccount: AccountShown;
}) {
  return (
    <dl className="ft-change">
      <div>
        <dt>原受益账户</dt>
        <dd>{accountLine(oldAccount)}</dd>
      </div>
      <div className="ft-change-new">
        <dt>新受益账户</dt>
        <dd>{accountLine(newAccount)}</dd>
      </div>
    </dl>
  );
}
