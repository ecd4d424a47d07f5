import { useNavigate } from 'react-router-dom';
import { useBankCardList } from '@gen/hooks/bank-card/bank-card';
import type { BankCardListData } from '@gen/model/bankCardListData';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ChangeForm } from '../components/change-form';
import { ChangeSummary } from '../components/change-summary';
import { ChangeUnavailable } from '../components/change-unavailable';
import { FamilySkeleton } from '../components/skeletons';
import { useTrustAccount } from '../hooks/use-trust-account';
import type { ChangeFormOutput } from '../model/change-form';
import { isCurrentCard } from '../model/current-card';
import { draftFor, pendingChange } from '../model/pending-change';
import '../styles/family-trust.css';
import '../styles/trust-overview.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';
import '../styles/actions.css';

/**
 * changeConfirm (变更确认): 原受益账户 → 新受益账户 (the card chosen on selectBankList), the reason,
 * photos of the new card and the ID card, the investor's confirmation; 下一步 keeps the change in
 * memory and opens the SMS step. Coming back keeps what was entered.
 */
export default function ChangeConfirmPage() {
  const { trustCode, cardId } = usePageQuery('changeConfirm');
  const { account, missing } = useTrustAccount(trustCode);
  const cards = useBankCardList({}, { query: { enabled: !missing } });
  return (
    <PageFrame busy={account.isLoading}>
      {missing || cardId === undefined ? (
        <ChangeUnavailable />
      ) : (
        <QueryView query={account} skeleton={<FamilySkeleton cards={2} />}>
          {(list) =>
            list[0] ? (
              <QueryView query={cards} skeleton={<FamilySkeleton cards={2} />}>
                {(data) => <Confirm account={list[0]!} cards={data} cardId={cardId} />}
              </QueryView>
            ) : (
              <ChangeUnavailable />
            )
          }
        </QueryView>
      )}
    </PageFrame>
  );
}

/** A new change: no reason chosen yet, no photos. */
const EMPTY_FORM = { reasonText: '', bankCardFileIds: [], idCardFileIds: [] };

function Confirm({
  account,
  cards,
  cardId,
}: {
  account: BeneficiaryAccount;
  cards: BankCardListData;
  cardId: string;
}) {
  const navigate = useNavigate();
  const card = cards.cards.find((c) => c.cardId === cardId);
  if (!account.changeable)
    return (
      <ChangeUnavailable
        title="暂不可变更"
        description={account.notChangeableReason ?? '该信托当前不可变更受益账户'}
      />
    );
  if (!card || isCurrentCard(card, account))
    return (
      <ChangeUnavailable
        title={card ? '新账户与当前账户相同' : '未找到所选银行卡'}
        description="请返回重新选择一张本人名下的其他银行卡。"
      />
    );

  const oldAccount = { bankName: account.bankName, cardNoMasked: account.cardNoMasked };
  const newAccount = { bankName: card.bnkName, cardNoMasked: card.cardNoMasked, branchName: card.branchName };
  const next = (values: ChangeFormOutput) => {
    pendingChange.start({
      trustCode: account.trustCode,
      trustName: account.trustName,
      newCardId: card.cardId,
      oldAccount,
      newAccount,
      reasonCode: values.reasonCode,
      ...(values.reasonCode === 'OTHER' && values.reasonText ? { reasonText: values.reasonText } : {}),
      bankCardFileIds: values.bankCardFileIds,
      idCardFileIds: values.idCardFileIds,
    });
    void navigate(hrefTo('changeShortMessage'));
  };

  return (
    <>
      <section className="ft-section" aria-labelledby="ft-change-what">
        <div className="ft-section-head">
          <h2 id="ft-change-what" className="ft-section-title">
            变更内容
          </h2>
        </div>
        <p className="ft-row-meta">
          {account.trustName} · 受益人 {account.beneficiaryName}
        </p>
        <ChangeSummary oldAccount={oldAccount} newAccount={newAccount} />
      </section>
      <ChangeForm initial={draftFor(account.trustCode, card.cardId) ?? EMPTY_FORM} onNext={next} />
    </>
  );
}
