import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import {
  getUserSignSelectQueryKey,
  getUserTotalIntegralQueryKey,
  useUserSign,
  useUserSignSelect,
} from '@gen/hooks/points/points';
import type { SignInCalendar } from '@gen/model/signInCalendar';
import { isBusinessError } from '@/api/business-error';
import { useConfirmAction } from '@/page-kit/confirm-action';
import { QueryView } from '@/page-kit/query-states';
import { monthGrid } from '../model/points-text';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];

function Calendar({ data }: { data: SignInCalendar }) {
  const signed = new Set(data.signedDates);
  const [year, month] = data.month.split('-');
  return (
    <div className="sign-calendar">
      <p className="sign-calendar-month">
        {year}年{Number(month)}月
      </p>
      <div className="sign-calendar-grid" role="grid" aria-label="本月签到日历">
        <div className="sign-calendar-row" role="row">
          {WEEKDAYS.map((day) => (
            <span key={day} className="sign-calendar-head" role="columnheader">
              {day}
            </span>
          ))}
        </div>
        <div className="sign-calendar-row" role="row">
          {monthGrid(data.month).map((date, i) => {
            if (!date) return <span key={`blank-${i}`} className="sign-calendar-cell" role="gridcell" />;
            const isSigned = signed.has(date);
            const isToday = date === data.today;
            const day = Number(date.slice(8));
            return (
              <span
                key={date}
                role="gridcell"
                aria-label={`${day}日${isSigned ? '，已签到' : ''}${isToday ? '，今天' : ''}`}
                className={`sign-calendar-cell${isSigned ? ' sign-calendar-signed' : ''}${isToday ? ' sign-calendar-today' : ''}`}
              >
                {isSigned ? '✓' : day}
              </span>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/**
 * Daily sign-in: the month's calendar (signed days ticked, today ringed), the days in a row and
 * what today earns; 签到 once (userSign through the kit's locked write), then 今日已签到. A second
 * sign-in the same day (another device, or the page left open overnight) is 05220001: said here,
 * not as a toast, and the calendar is read again.
 */
export function SignInCard() {
  const calendar = useUserSignSelect({});
  const sign = useUserSign({ request: { ownCodes: ['05220001'] } });
  const [said, setSaid] = useState<string>();
  const action = useConfirmAction({
    confirm: () => null,
    act: () => sign.mutateAsync({ data: {} }),
    invalidate: () => [getUserSignSelectQueryKey({}), getUserTotalIntegralQueryKey({})],
    onError: (error) => {
      if (isBusinessError(error, '05220001')) setSaid('今日已签到');
    },
  });

  return (
    <section className="points-card" aria-label="每日签到">
      <QueryView
        query={calendar}
        skeleton={<Skeleton.Paragraph lineCount={5} animated />}
        pendingLabel="签到信息加载中"
      >
        {(data) => {
          const bonusIn = data.streakBonusDays - (data.streakDays % data.streakBonusDays);
          return (
            <>
              <div className="sign-head">
                <div>
                  <h2 className="points-card-title">每日签到</h2>
                  <p className="sign-streak">
                    已连续签到 <strong>{data.streakDays}</strong> 天
                    {data.signedToday ? '' : `，今日签到得${data.todayPoints}积分`}
                  </p>
                  <p className="sign-bonus">
                    {bonusIn === data.streakBonusDays && data.streakDays > 0 && data.signedToday
                      ? `已获得连续签到${data.streakBonusDays}天奖励`
                      : `再签到${bonusIn}天，额外获得${data.streakBonusPoints}积分`}
                  </p>
                </div>
                <Button
                  color="primary"
                  shape="rounded"
                  className="sign-button"
                  disabled={data.signedToday || !!said}
                  loading={action.pending}
                  onClick={async () => {
                    const outcome = await action.run(undefined);
                    if (outcome.status === 'done') {
                      const bonus = outcome.value.bonusPoints
                        ? `（含连续签到奖励${outcome.value.bonusPoints}）`
                        : '';
                      setSaid(`签到成功，获得${outcome.value.pointsEarned}积分${bonus}`);
                    }
                  }}
                >
                  {data.signedToday || said ? '今日已签到' : '签到'}
                </Button>
              </div>
              {said ? (
                <p className="sign-said" role="status">
                  {said}
                </p>
              ) : null}
              <Calendar data={data} />
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
