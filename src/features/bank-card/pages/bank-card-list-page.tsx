import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useBankCardList } from '../../../../generated/hooks/bank-card/bank-card';
import type { BankCard } from '../../../../generated/model/bankCard';
import { useRouteDef } from '../../../routing/route-context';
import { TitleBar } from '../../../widgets/title-bar/title-bar';
import { useReclickGuard } from '../../../widgets/shared/use-reclick-guard';
import { BankCardFace } from '../components/bank-card-face';
import { BankCardSkeleton } from '../components/bank-card-skeleton';
import { LoadFailed } from '../components/load-failed';
import { useCardActions } from '../hooks/use-card-actions';
import { FROM_LIST } from '../model/flow-origin';
import './bank-card-pages.css';

/** bankCardList: the investor's cards, add, set default, edit and unbind. */
export default function BankCardListPage() {
  const title = useRouteDef()?.title ?? '银行卡';
  const navigate = useNavigate();
  // The skeleton stands in for the full-screen loading overlay on this page.
  const list = useBankCardList({}, { request: { hideLoading: true } });
  const actions = useCardActions();
  const cards = list.data?.cards ?? [];
  const full = list.data ? cards.length >= list.data.maxCards : false;
  const add = useReclickGuard(() => navigate('/phone/addOrEditBankCard', { state: FROM_LIST }));
  const edit = useReclickGuard((card: BankCard) =>
    navigate(`/phone/addOrEditBankCard?cardId=${encodeURIComponent(card.cardId)}`, { state: FROM_LIST }),
  );

  return (
    <div className="bank-card-page">
      <TitleBar navTitleData={{ title, leftText: ' ' }} />
      <main className="bank-card-page-body" aria-busy={list.isPending}>
        {list.isPending ? (
          <BankCardSkeleton />
        ) : list.isError && !list.data ? (
          <LoadFailed error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
        ) : cards.length === 0 ? (
          <ErrorBlock
            status="empty"
            title="暂未绑定银行卡"
            description="绑定本人名下的借记卡，用于认购付款和收益分配"
          />
        ) : (
          cards.map((card) => (
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
                      loading={actions.runningCardId === card.cardId && !card.isDefault}
                      onClick={() => void actions.askSetDefault(card)}
                    >
                      设为默认
                    </Button>
                  ) : null}
                  <Button size="small" fill="outline" disabled={actions.busy} onClick={() => edit(card)}>
                    编辑
                  </Button>
                  <Button
                    size="small"
                    fill="outline"
                    color="danger"
                    disabled={actions.busy}
                    onClick={() => void actions.askUnbind(card)}
                  >
                    解绑
                  </Button>
                </>
              }
            />
          ))
        )}
      </main>
      {list.data ? (
        <footer className="bank-card-page-footer">
          {full ? <p className="bank-card-page-hint">最多可绑定{list.data.maxCards}张银行卡</p> : null}
          <Button block color="primary" size="large" disabled={full || actions.busy} onClick={add}>
            添加银行卡
          </Button>
        </footer>
      ) : null}
    </div>
  );
}
