import type { LotteryDrawResult } from '@gen/model/lotteryDrawResult';
import type { LotteryInfo } from '@gen/model/lotteryInfo';
import { nextId } from '@mocks/db/next-id';
import { refuseWith } from '@mocks/http/refusal';
import { addDot } from './member-centre-rules';
import {
  CARD_PRIZES,
  DRAW_ACTIVITY,
  DRAW_NAME,
  DRAW_RULES,
  DRAW_SEQUENCE,
  lotteryAccounts,
  PRIZES,
} from './lottery-seed';
import { addDays, chinaToday, pointsAccounts } from './seed';
import { pointsCards } from './task-seed';

/**
 * The lucky draw on the points mock: one chance a draw (05220401 with none left), only while
 * DRAW2026 runs (this calendar year; 05220402 for any other activity), one draw at a time per
 * investor (05220403 while one is being processed: the server's own guard against a double tap
 * or a second device). The prize follows DRAW_SEQUENCE; points are credited at once, a card is
 * added to integralCards with a red number on 我的卡券.
 */

/** How long the server takes to process a draw (long enough for a second tap to meet it). */
const PROCESSING_MS = 150;
const drawing = new Set<string>();

const yearDates = () => {
  const year = chinaToday().slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
};

function accountOf(customerId: string) {
  const account = lotteryAccounts.findFirst((q) => q.where({ customerId, activityCode: DRAW_ACTIVITY }));
  if (account) return account;
  throw new Error(`[mock] no lottery account for ${customerId}`);
}

export function lotteryInfo(customerId: string, activityCode?: string): LotteryInfo {
  const known = activityCode === undefined || activityCode === DRAW_ACTIVITY;
  return {
    activityCode: activityCode ?? DRAW_ACTIVITY,
    activityName: DRAW_NAME,
    state: known ? 'ONGOING' : 'ENDED',
    ...yearDates(),
    chancesLeft: known ? accountOf(customerId).chancesLeft : 0,
    rulesText: DRAW_RULES,
    prizes: [...PRIZES],
  };
}

async function credit(customerId: string, points: number): Promise<number> {
  const account = pointsAccounts.findFirst((q) => q.where({ customerId }));
  if (!account) throw new Error(`[mock] no points account for ${customerId}`);
  const updated = await pointsAccounts.update(account, {
    data(draft) {
      draft.availablePoints += points;
      draft.totalEarned += points;
    },
  });
  return updated?.availablePoints ?? account.availablePoints + points;
}

export async function draw(customerId: string, activityCode: string): Promise<LotteryDrawResult> {
  if (activityCode !== DRAW_ACTIVITY) refuseWith('05220402');
  if (drawing.has(customerId)) refuseWith('05220403');
  const account = accountOf(customerId);
  if (account.chancesLeft <= 0) refuseWith('05220401');
  drawing.add(customerId);
  try {
    await new Promise((resolve) => setTimeout(resolve, PROCESSING_MS));
    const code = DRAW_SEQUENCE[account.drawsMade % DRAW_SEQUENCE.length]!;
    const prize = PRIZES.find((p) => p.prizeCode === code)!;
    const points = prize.kind === 'POINTS' ? (prize.points ?? 0) : 0;
    await lotteryAccounts.update(account, {
      data(draft) {
        draft.chancesLeft -= 1;
        draft.drawsMade += 1;
        draft.pointsWon += points;
      },
    });
    const availablePoints = await credit(customerId, points);
    const card = CARD_PRIZES[code];
    if (card) {
      const today = chinaToday();
      await pointsCards.create({
        customerId,
        cardId: nextId('PC'),
        name: card.name,
        source: 'LOTTERY',
        howToUse: card.howToUse,
        obtainedOn: today,
        validUntil: addDays(today, card.days),
        status: 'UNUSED',
      });
      await addDot(customerId, 'CARD', 1);
    }
    const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19);
    return {
      drawNo: nextId('LD'),
      drawnAt: `${now}+08:00`,
      prize,
      chancesLeft: account.chancesLeft - 1,
      availablePoints,
    };
  } finally {
    drawing.delete(customerId);
  }
}

/** Between tests: no draw in flight. */
export const resetDrawing = () => drawing.clear();
