import Big from 'big.js';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryRedeemInfo, useRedeemAddOrder } from '@gen/hooks/order/order';
import type { OrderDetail } from '@gen/model/orderDetail';
import { isBusinessError } from '@/api/business-error';
import { formatMoney } from '@/format/money';
import { confirmDialog } from '@/page-kit/confirm-dialog';
import { SubmitButton } from '@/page-kit/submit';
import { hrefTo } from '@/routing/href';
import { newRequestNo } from '../../model/request-no';
import './holding-life.css';

const SHARES = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

/**
 * 赎回本笔追加份额 on a confirmed additional subscription of an open NAV product (redeemAddOrder):
 * the shares this lot bought, the shares to redeem, a confirmation, then the RD order handed to
 * the redemption signing like any redemption. The fee follows this lot's holding period.
 * Left out where the holding cannot be redeemed now (queryRedeemInfo).
 */
export function RedeemLotCard({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const info = useQueryRedeemInfo(
    { productCode: order.productCode },
    { request: { ownCodes: ['05046001'], silent: true, hideLoading: true } },
  );
  const [shares, setShares] = useState('');
  const [problem, setProblem] = useState<string>();
  const requestNo = useRef(newRequestNo('RD'));
  const redeem = useRedeemAddOrder({
    request: { label: '提交', ownCodes: ['05046005', '05046011', '05046012'] },
  });
  const lot = order.confirmedShares;
  if (!lot || !info.data?.canRedeem || !info.data.defaultCardId) return null;
  const { defaultCardId, nextOpenDay } = info.data;

  const typed = SHARES.test(shares) ? new Big(shares) : undefined;
  const tooMany = typed?.gt(lot) ? `最多可赎回本笔${formatMoney(lot)}份` : undefined;
  const shown = tooMany ?? problem;

  const submit = async () => {
    setProblem(undefined);
    if (!typed || typed.lte(0)) return setProblem('请输入赎回份额');
    const go = await confirmDialog({
      title: '赎回本笔追加份额',
      content: `赎回${formatMoney(shares)}份，按本笔追加的持有期计算赎回费，于开放日${nextOpenDay ?? ''}按当日净值确认，金额以确认为准。提交后请签署《赎回确认书》。`,
      okBtnText: '确认赎回',
      noBtnText: '再想想',
    });
    if (!go) return;
    try {
      const made = await redeem.mutateAsync({
        data: {
          requestNo: requestNo.current,
          orderNo: order.orderNo,
          shares: new Big(shares).toFixed(2),
          cardId: defaultCardId,
        },
      });
      void navigate(hrefTo('signContract', { orderNo: made.orderNo }));
    } catch (error) {
      if (
        isBusinessError(error, '05046005') ||
        isBusinessError(error, '05046011') ||
        isBusinessError(error, '05046012')
      )
        setProblem(error.message);
      else throw error;
    }
  };

  return (
    <section className="order-panel life-card" aria-label="赎回本笔追加份额">
      <h3 className="order-panel-title">赎回本笔追加份额</h3>
      <p className="life-offer-note">{`本笔追加确认份额 ${formatMoney(lot)}份，可单独赎回。`}</p>
      <label className="life-shares">
        <span>赎回份额</span>
        <input
          inputMode="decimal"
          value={shares}
          placeholder="请输入份额"
          aria-invalid={shown ? true : undefined}
          onChange={(event) => {
            setProblem(undefined);
            setShares(event.target.value.trim());
          }}
        />
        <button type="button" className="life-all" onClick={() => setShares(new Big(lot).toFixed(2))}>
          全部
        </button>
      </label>
      {shown ? (
        <p className="life-problem" role="alert">
          {shown}
        </p>
      ) : null}
      <SubmitButton size="middle" onSubmit={submit} disabled={tooMany !== undefined}>
        赎回本笔份额
      </SubmitButton>
    </section>
  );
}
