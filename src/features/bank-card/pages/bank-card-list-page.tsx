import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useBankCardList } from '@gen/hooks/bank-card/bank-card';
import type { BankCard } from '@gen/model/bankCard';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { BankCardFace } from '../components/bank-card-face';
import { BankCardSkeleton } from '../components/bank-card-skeleton';
import { useCardActions } from '../hooks/use-card-actions';
import { FROM_LIST } from '../model/flow-origin';

/** bankCardList: the investor's cards, add, set default, edit and unbind. */
export default function BankCardListPage() {
  const navigate = useNavigate();
  // A read: the transport keeps the full-screen overlay hidden; the skeleton shows instead.
  const list = useBankCardList({});
  const actions = useCardActions();
  const full = list.data ? list.data.cards.length >= list.data.maxCards : false;
  const add = useReclickGuard(() => navigate(hrefTo('addOrEditBankCard'), { state: FROM_LIST }));
  const edit = useReclickGuard((card: BankCard) =>
    navigate(hrefTo('addOrEditBankCard', { cardId: card.cardId }), { state: FROM_LIST }),
  );

  const whyBlocked = useReclickGuard((card: BankCard) =>
    navigate(hrefTo('cannotUnbind', { cardId: card.cardId })),
  );

  const footer = list.data ? (
    <>
      {full ? <PageFooterHint>最多可绑定{list.data.maxCards}张银行卡</PageFooterHint> : null}
      <Button block color="primary" size="large" disabled={full || actions.busy} onClick={add}>
        添加银行卡
      </Button>
    </>
  ) : null;

  return (
    <PageFrame busy={list.isPending} footer={footer}>
      <QueryView
        query={list}
        skeleton={<BankCardSkeleton />}
        pendingLabel="银行卡加载中"
        isEmpty={(data) => data.cards.length === 0}
        empty={{ title: '暂未绑定银行卡', description: '绑定本人名下的借记卡，用于认购付款和收益分配' }}
      >
        {(data) =>
          data.cards.map((card) => (
            <BankCardFace
              key={card.cardId}
              card={card}
              actions={
                <>
                  {!card.isDefault ? (
                    <Button
                      size="small"
                      fill="outline"
                      disabled={actions.busy}
                      loading={actions.runningCardId === card.cardId}
                      onClick={() => void actions.askSetDefault(card)}
                    >
                      设为默认
                    </Button>
                  ) : null}
                  <Button size="small" fill="outline" disabled={actions.busy} onClick={() => edit(card)}>
                    编辑
                  </Button>
                  {card.unbindBlockedBy?.length ? (
                    // Unbinding would be refused: no active 解绑, the reasons one tap away instead.
                    <Button size="small" fill="none" disabled={actions.busy} onClick={() => whyBlocked(card)}>
                      为何不可解绑
                    </Button>
                  ) : (
                    <Button
                      size="small"
                      fill="outline"
                      color="danger"
                      disabled={actions.busy}
                      onClick={() => void actions.askUnbind(card)}
                    >
                      解绑
                    </Button>
                  )}
                </>
              }
            />
          ))
        }
      </QueryView>
    </PageFrame>
  );
}
