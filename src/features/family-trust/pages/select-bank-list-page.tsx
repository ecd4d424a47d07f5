import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useBankCardList } from '@gen/hooks/bank-card/bank-card';
import type { BeneficiaryAccount } from '@gen/model/beneficiaryAccount';
import { ChoiceRow } from '@/page-kit/choice-row';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { CardFace } from '../components/card-face';
import { FamilySkeleton } from '../components/skeletons';
import { ChangeUnavailable } from '../components/change-unavailable';
import { useTrustAccount } from '../hooks/use-trust-account';
import { isCurrentCard } from '../model/current-card';
import { pendingChange } from '../model/pending-change';
import '../styles/family-trust.css';
import '../styles/trust-lists.css';
import '../styles/account-change.css';
import '../styles/actions.css';

/**
 * selectBankList (选择银行卡): the new receiving account is one of the investor's bound cards (the
 * bank-card domain's bankCardList, the same faces as 银行卡); the current account is shown and
 * cannot be chosen; 添加银行卡 leads to the bank-card pages. 下一步 → changeConfirm.
 */
export default function SelectBankListPage() {
  const { trustCode } = usePageQuery('selectBankList');
  const { account, missing } = useTrustAccount(trustCode);
  return (
    <PageFrame busy={account.isLoading}>
      {missing ? (
        <ChangeUnavailable />
      ) : (
        <QueryView query={account} skeleton={<FamilySkeleton cards={3} />}>
          {(list) => (list[0] ? <CardChoice account={list[0]} /> : <ChangeUnavailable />)}
        </QueryView>
      )}
    </PageFrame>
  );
}

function CardChoice({ account }: { account: BeneficiaryAccount }) {
  const navigate = useNavigate();
  const cards = useBankCardList({});
  const pending = pendingChange.get();
  const [chosen, setChosen] = useState<string | undefined>(
    pending?.trustCode === account.trustCode ? pending.newCardId : undefined,
  );

  if (!account.changeable) {
    return (
      <ResultView
        status="warning"
        title={account.changeState === 'REVIEWING' ? '变更审核中' : '暂不可变更'}
        description={account.notChangeableReason ?? '该信托当前不可变更受益账户'}
      >
        {account.reviewingApplyNo ? (
          <Button
            block
            color="primary"
            onClick={() =>
              void navigate(hrefTo('changeDetail', { applyNo: account.reviewingApplyNo! }), { replace: true })
            }
          >
            查看变更进度
          </Button>
        ) : null}
      </ResultView>
    );
  }

  return (
    <>
      <section className="ft-section" aria-labelledby="ft-current">
        <h2 id="ft-current" className="ft-section-title">
          {account.trustName}
        </h2>
        <p className="ft-row-meta">
          当前受益账户：{account.bankName} 尾号{account.cardTail}（{account.since} 起）
        </p>
      </section>
      <QueryView query={cards} skeleton={<FamilySkeleton cards={2} />}>
        {(data) => {
          const others = data.cards.filter((card) => !isCurrentCard(card, account));
          const ready = chosen !== undefined && others.some((card) => card.cardId === chosen);
          return (
            <>
              <fieldset className="ft-options">
                <legend>选择新的受益账户</legend>
                {data.cards.map((card) => {
                  const current = isCurrentCard(card, account);
                  return (
                    <ChoiceRow
                      key={card.cardId}
                      className="ft-option"
                      name="new-card"
                      value={card.cardId}
                      disabled={current}
                      checked={chosen === card.cardId}
                      onChoose={setChosen}
                    >
                      {/* The radio's name: bank and tail, not the grouped asterisks the face shows. */}
                      <span className="ft-visually-hidden">
                        {`${card.bnkName} 尾号${card.cardNoLast4}${current ? '（当前受益账户）' : ''}`}
                      </span>
                      <span aria-hidden="true">
                        {current ? (
                          <span className="ft-option-mark">当前受益账户</span>
                        ) : chosen === card.cardId ? (
                          <span className="ft-option-mark">已选择</span>
                        ) : null}
                        <CardFace
                          bankName={card.bnkName}
                          cardNoMasked={card.cardNoMasked}
                          meta={`户名 ${card.acctName} · ${card.branchName}`}
                        />
                      </span>
                    </ChoiceRow>
                  );
                })}
              </fieldset>
              {others.length === 0 ? (
                <p className="ft-note">您暂无其他可用的银行卡，请先添加一张本人名下的银行卡。</p>
              ) : null}
              <Link className="ft-add-card" to={hrefTo('addOrEditBankCard')}>
                ＋ 添加银行卡
              </Link>
              <Button
                block
                color="primary"
                size="large"
                disabled={!ready}
                onClick={() => {
                  if (chosen)
                    void navigate(hrefTo('changeConfirm', { trustCode: account.trustCode, cardId: chosen }));
                }}
              >
                下一步
              </Button>
            </>
          );
        }}
      </QueryView>
    </>
  );
}
