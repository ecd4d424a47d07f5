import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBankCardList } from '@gen/hooks/bank-card/bank-card';
import type { UnbindBlockReason } from '@gen/model/unbindBlockReason';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { blockTypeLabel, type CannotUnbindState } from '../model/unbind-refusal';
import './cannot-unbind-page.css';

const GENERIC_REASON = '该卡尚有存续产品或在途交易，暂不可解绑';

/**
 * cannotUnbind: why the card stays bound. The refusal's reasons arrive in the router state
 * from the list; after a refresh the state may be gone, and the list's block types for
 * `?cardId=` (a plain read, no second unbind attempt) still say which kind of reason it is.
 */
export default function CannotUnbindPage() {
  const navigate = useNavigate();
  const { cardId } = usePageQuery('cannotUnbind');
  const state = useLocation().state as Partial<CannotUnbindState> | null;
  const fromState = Array.isArray(state?.reasons) && state.reasons.length > 0;
  const list = useBankCardList({}, { query: { enabled: !fromState && !!cardId } });
  const card = list.data?.cards.find((c) => c.cardId === cardId);

  const reasons: UnbindBlockReason[] = fromState
    ? (state.reasons ?? [])
    : (card?.unbindBlockedBy ?? []).map((blockType) => ({
        blockType,
        reasonText: `该卡有${blockTypeLabel(blockType)}`,
      }));
  const bnkName = state?.bnkName ?? card?.bnkName;
  const last4 = state?.cardNoLast4 ?? card?.cardNoLast4;
  const back = useReclickGuard(() => {
    if (state?.bnkName) navigate(-1);
    else navigate(hrefTo('bankCardList'), { replace: true });
  });

  return (
    <PageFrame
      footer={
        <Button block color="primary" size="large" onClick={back}>
          返回银行卡列表
        </Button>
      }
    >
      <ResultView
        status="warning"
        title="该卡暂不可解绑"
        description={bnkName && last4 ? `${bnkName}（尾号${last4}）` : undefined}
      />
      <section className="cannot-unbind-reasons" aria-labelledby="cannot-unbind-why">
        <h2 id="cannot-unbind-why" className="cannot-unbind-heading">
          原因
        </h2>
        {reasons.length > 0 ? (
          <ul className="cannot-unbind-list">
            {reasons.map((reason, index) => (
              <li key={`${reason.blockType}-${index}`} className="cannot-unbind-item">
                <span className={`cannot-unbind-tag cannot-unbind-tag-${tagTone(reason.blockType)}`}>
                  {blockTypeLabel(reason.blockType)}
                </span>
                <span>{reason.reasonText}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="cannot-unbind-item">{GENERIC_REASON}</p>
        )}
        <p className="cannot-unbind-advice">
          待相关产品到期清算、在途交易完成后即可解绑。如需更换收益分配或赎回到账的银行卡，请联系您的理财经理或客服办理受益账户变更。
        </p>
      </section>
    </PageFrame>
  );
}

function tagTone(type: string): string {
  if (type === 'HOLDING') return 'holding';
  if (type === 'IN_TRANSIT') return 'in_transit';
  return 'other';
}
