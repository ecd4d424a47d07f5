import { Button, ErrorBlock } from 'antd-mobile';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useBankCardList } from '../../../../generated/hooks/bank-card/bank-card';
import type { BankCard } from '../../../../generated/model/bankCard';
import { TitleBar } from '../../../widgets/title-bar/title-bar';
import { BankCardSkeleton } from '../components/bank-card-skeleton';
import { CardForm } from '../components/card-form';
import { LoadFailed } from '../components/load-failed';
import { emptyCardForm, type CardFormValues } from '../model/card-form';
import { openedFromList } from '../model/flow-origin';
import { pendingFor, pendingSubmission } from '../model/pending-submission';
import './bank-card-pages.css';

const EDIT_TITLE = '编辑银行卡';

/**
 * addOrEditBankCard: without a query it adds a card; with `?cardId=` it edits that card (the
 * spec's routes carry no path parameters, so the id travels in the query). 下一步 hands the
 * form to smsVerification through the feature's in-memory store.
 */
export default function AddOrEditBankCardPage() {
  const [params] = useSearchParams();
  const cardId = params.get('cardId') ?? undefined;
  const mode = cardId ? 'edit' : 'add';
  const navigate = useNavigate();
  const location = useLocation();
  // Cached from the list page in the usual flow; also gives the 户名 and the card to edit.
  const list = useBankCardList({}, { request: { hideLoading: true } });
  const card = cardId ? list.data?.cards.find((c) => c.cardId === cardId) : undefined;
  const title = mode === 'edit' ? EDIT_TITLE : '添加银行卡';
  useEditTitle(mode === 'edit');

  const submit = (values: CardFormValues, setDefault: boolean) => {
    pendingSubmission.start({
      mode,
      cardId,
      values,
      setDefault,
      startedFromList: openedFromList(location.state) || (pendingFor(mode, cardId)?.startedFromList ?? false),
    });
    navigate(`/phone/smsVerification${cardId ? `?cardId=${encodeURIComponent(cardId)}` : ''}`);
  };

  let body;
  if (list.isPending) body = <BankCardSkeleton />;
  else if (list.isError && !list.data) {
    body = <LoadFailed error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />;
  } else if (mode === 'edit' && !card) {
    body = (
      <ErrorBlock status="empty" title="银行卡不存在或已解绑" description="请返回银行卡列表查看">
        <Button color="primary" onClick={() => navigate('/phone/bankCardList', { replace: true })}>
          返回银行卡列表
        </Button>
      </ErrorBlock>
    );
  } else {
    // Coming back from smsVerification: the form as the investor left it.
    const pending = pendingFor(mode, cardId);
    body = (
      <CardForm
        mode={mode}
        card={card}
        acctName={list.data?.acctName}
        initial={pending?.values ?? (card ? valuesOf(card) : emptyCardForm())}
        offerDefault={mode === 'add' && (list.data?.cards.length ?? 0) > 0}
        initialSetDefault={pending?.setDefault}
        onSubmit={submit}
      />
    );
  }

  return (
    <div className="bank-card-page">
      <TitleBar navTitleData={{ title, leftText: ' ' }} />
      <main className="bank-card-page-body">{body}</main>
    </div>
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

/**
 * One route serves both titles: the shell sets document.title from the route (添加银行卡) in
 * its own effect, which runs after the page's, so edit mode retitles on the next task.
 */
function useEditTitle(edit: boolean) {
  useEffect(() => {
    if (!edit) return;
    const timer = setTimeout(() => {
      document.title = EDIT_TITLE;
    }, 0);
    return () => clearTimeout(timer);
  }, [edit]);
}
