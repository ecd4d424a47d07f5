import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBankCardList } from '@gen/hooks/bank-card/bank-card';
import type { BankCard } from '@gen/model/bankCard';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { BankCardSkeleton } from '../components/bank-card-skeleton';
import { CardForm } from '../components/card-form';
import { emptyCardForm, type CardFormValues } from '../model/card-form';
import { openedFromList } from '../model/flow-origin';
import { pendingFor, pendingSubmission } from '../model/pending-submission';
import './add-or-edit-bank-card-page.css';
import { StatusBlock } from '@/page-kit/status-block';

/**
 * addOrEditBankCard: without a query it adds a card; with `?cardId=` it edits that card (the
 * spec's routes carry no path parameters, so the id travels in the query) and is titled
 * 编辑银行卡 (the route row's title is 添加银行卡). 下一步 hands the form to smsVerification
 * through the feature's in-memory store.
 */
export default function AddOrEditBankCardPage() {
  const { cardId } = usePageQuery('addOrEditBankCard');
  const mode = cardId ? 'edit' : 'add';
  const navigate = useNavigate();
  const location = useLocation();
  // Cached from the list page in the usual flow; also gives the 户名 and the card to edit.
  const list = useBankCardList({});

  const submit = (values: CardFormValues, setDefault: boolean) => {
    pendingSubmission.start({
      mode,
      cardId,
      values,
      setDefault,
      startedFromList: openedFromList(location.state) || (pendingFor(mode, cardId)?.startedFromList ?? false),
    });
    navigate(hrefTo('smsVerification', { cardId }));
  };

  return (
    <PageFrame title={mode === 'edit' ? '编辑银行卡' : undefined} busy={list.isPending}>
      <QueryView query={list} skeleton={<BankCardSkeleton />} pendingLabel="银行卡加载中">
        {(data) => {
          const card = cardId ? data.cards.find((c) => c.cardId === cardId) : undefined;
          if (mode === 'edit' && !card) {
            return (
              <StatusBlock status="empty" title="银行卡不存在或已解绑" description="请返回银行卡列表查看">
                <Button color="primary" onClick={() => navigate(hrefTo('bankCardList'), { replace: true })}>
                  返回银行卡列表
                </Button>
              </StatusBlock>
            );
          }
          // Coming back from smsVerification: the form as the investor left it.
          const pending = pendingFor(mode, cardId);
          return (
            <CardForm
              mode={mode}
              card={card}
              acctName={data.acctName}
              initial={pending?.values ?? (card ? valuesOf(card) : emptyCardForm())}
              offerDefault={mode === 'add' && data.cards.length > 0}
              initialSetDefault={pending?.setDefault}
              onSubmit={submit}
            />
          );
        }}
      </QueryView>
    </PageFrame>
  );
}

/** Edit mode prefills what can change; the reserved phone stays empty (= unchanged). */
function valuesOf(card: BankCard): CardFormValues {
  return {
    cardNo: '',
    bnkName: card.bnkName,
    region: {
      provinceCode: card.provinceCode,
      provinceName: card.provinceName,
      cityCode: card.cityCode,
      cityName: card.cityName,
    },
    branchName: card.branchName,
    reservedPhone: '',
  };
}
