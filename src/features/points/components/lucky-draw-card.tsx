import { Button, Skeleton } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getActivityRedQueryKey,
  getGetLotteryNumberQueryKey,
  getIntegralCardsQueryKey,
  getIntegralSumQueryKey,
  getUserTotalIntegralQueryKey,
  useGetLotteryNumber,
  useLuckyDraw,
} from '@gen/hooks/points/points';
import type { LotteryDrawResult } from '@gen/model/lotteryDrawResult';
import type { LotteryInfo } from '@gen/model/lotteryInfo';
import { isBusinessError } from '@/api/business-error';
import { QueryView } from '@/page-kit/query-states';
import { RefusalNote } from '@/page-kit/refusal-note';
import { useSubmit } from '@/page-kit/submit';
import { prizeText } from '../model/member-centre-text';

const OWN_CODES = ['05220401', '05220402', '05220403'] as const;

/** The 3×3 board: the eight prizes clockwise from the top left around the draw button. */
const BOARD: readonly (number | 'button')[] = [0, 1, 2, 7, 'button', 3, 6, 5, 4];

function Board({
  info,
  won,
  drawing,
  onDraw,
}: {
  info: LotteryInfo;
  won: LotteryDrawResult | undefined;
  drawing: boolean;
  onDraw: () => void;
}) {
  const running = info.state === 'ONGOING';
  return (
    <div className="draw-board" aria-label="奖品">
      {BOARD.map((cell) => {
        if (cell === 'button')
          return (
            <Button
              key="button"
              className="draw-button"
              color="primary"
              loading={drawing}
              disabled={drawing || !running || info.chancesLeft <= 0}
              onClick={onDraw}
            >
              {running ? '抽奖' : '未开放'}
            </Button>
          );
        const prize = info.prizes.find((p) => p.slot === cell);
        const hit = won?.prize.slot === cell;
        return (
          <span
            key={cell}
            className={`draw-prize${hit ? ' draw-prize-hit' : ''}`}
            aria-current={hit || undefined}
          >
            {prize?.name ?? ''}
          </span>
        );
      })}
    </div>
  );
}

/**
 * 幸运抽奖: the board, the chances left and one draw per tap. The chances shown are always the
 * server's (getLotteryNumber, read again after every draw and every refusal); the prize is the
 * one luckyDraw answers, marked on the board, never one the page picks. A second tap while a draw
 * is in flight does nothing (useSubmit's lock), and the server refuses a concurrent draw too
 * (05220403). No chances left, the activity closed, a draw in progress: said on the card.
 */
export function LuckyDrawCard() {
  const queryClient = useQueryClient();
  const info = useGetLotteryNumber({});
  const draw = useLuckyDraw({ request: { ownCodes: [...OWN_CODES], hideLoading: true } });
  const [won, setWon] = useState<LotteryDrawResult>();
  const [said, setSaid] = useState<string>();

  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetLotteryNumberQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getUserTotalIntegralQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getIntegralSumQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getIntegralCardsQueryKey({}) }),
      queryClient.invalidateQueries({ queryKey: getActivityRedQueryKey({}) }),
    ]);

  const submit = useSubmit(async (activityCode: string) => {
    setSaid(undefined);
    setWon(undefined);
    try {
      const result = await draw.mutateAsync({ data: { activityCode } });
      setWon(result);
      return result;
    } catch (error) {
      if (isBusinessError(error, '05220401')) setSaid('您的抽奖次数已用完，签到或完成任务可获得更多机会');
      else if (isBusinessError(error, '05220402')) setSaid('抽奖活动未开始或已结束');
      else if (isBusinessError(error, '05220403')) setSaid('上一次抽奖正在处理中，请稍后再试');
      throw error;
    } finally {
      await reread();
    }
  });

  return (
    <section className="points-card" aria-label="幸运抽奖">
      <QueryView
        query={info}
        skeleton={<Skeleton.Paragraph lineCount={6} animated />}
        pendingLabel="抽奖信息加载中"
      >
        {(data) => (
          <>
            <div className="draw-head">
              <h2 className="points-card-title">{data.activityName}</h2>
              <p className="draw-chances" aria-live="polite">
                剩余抽奖次数 <strong>{data.chancesLeft}</strong> 次
              </p>
            </div>
            <Board
              info={data}
              won={won}
              drawing={submit.pending}
              onDraw={() => void submit.run(data.activityCode)}
            />
            {won ? (
              <p className="draw-result" role="status">
                {prizeText(won.prize)}
              </p>
            ) : null}
            {said ? <RefusalNote>{said}</RefusalNote> : null}
            <p className="draw-rules">
              活动时间 {data.startDate} 至 {data.endDate}。{data.rulesText}
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}
