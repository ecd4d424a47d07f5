import { Skeleton } from 'antd-mobile';
import { useIntegralCards } from '@gen/hooks/points/points';
import { QueryView } from '@/page-kit/query-states';
import { STATE_NAMES } from '../model/member-centre-text';
import { pointsText } from '../model/points-text';

/** 我的卡券: the cards from the mall and the draw, newest first, with the masked code and how to use each. */
export function CardsPanel() {
  const cards = useIntegralCards({});
  return (
    <section className="points-card" aria-label="我的卡券">
      <h2 className="points-card-title">我的卡券</h2>
      <QueryView
        query={cards}
        skeleton={<Skeleton.Paragraph lineCount={4} animated />}
        pendingLabel="卡券加载中"
        isEmpty={(list) => list.length === 0}
        empty={{ title: '暂无卡券', description: '积分商城兑换或幸运抽奖获得的卡券会显示在这里' }}
      >
        {(list) => (
          <ul className="ticket-list" aria-label="卡券">
            {list.map((card) => (
              <li key={card.cardId} className={`ticket ticket-${card.status.toLowerCase()}`}>
                <span className="ticket-name">{card.name}</span>
                <span className="ticket-note">
                  {card.source === 'MALL'
                    ? `积分兑换${card.pointsCost ? `（${pointsText(card.pointsCost)}积分）` : ''}`
                    : '幸运抽奖获得'}
                  {card.cardNoMasked ? ` · 券码 ${card.cardNoMasked}` : ''}
                </span>
                <span className="ticket-note">{card.howToUse}</span>
                <span className="ticket-note">
                  {card.obtainedOn} 获得 · 有效期至 {card.validUntil}
                </span>
                <span className="ticket-state">{STATE_NAMES[card.status]}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
