import { Link } from 'react-router-dom';
import type { OpenDayItem } from '@gen/model/openDayItem';
import { hrefTo } from '@/routing/href';
import {
  businessText,
  byMonth,
  daysUntil,
  deadlineText,
  nextApplicable,
  openDayState,
  weekdayOf,
  type OpenDayState,
} from '@/features/product/model/open-day-model';
import '@/features/product/styles/open-days.css';

const STATE_TEXT: Readonly<Record<Exclude<OpenDayState, 'APPLYING'>, string>> = {
  PAST: '已结束',
  CLOSED: '申请已截止',
};

/** 申购 / 赎回 as small tags; a day that takes only one of them shows only that one. */
function BusinessTags({ day }: { day: OpenDayItem }) {
  return (
    <span className="open-day-tags">
      {day.canSubscribe ? <span className="open-day-tag open-day-tag-subscribe">申购</span> : null}
      {day.canRedeem ? <span className="open-day-tag open-day-tag-redeem">赎回</span> : null}
    </span>
  );
}

function DayRow({ day, now, withProduct }: { day: OpenDayItem; now: Date; withProduct: boolean }) {
  const state = openDayState(day, now);
  const when = state === 'APPLYING' ? `申请截止 ${deadlineText(day.applyDeadline)}` : STATE_TEXT[state];
  const body = (
    <>
      {withProduct ? <span className="open-day-product">{day.productName}</span> : null}
      <BusinessTags day={day} />
    </>
  );
  return (
    <li
      className={`open-day open-day-${state.toLowerCase()}`}
      aria-label={`${day.date} ${weekdayOf(day.date)}${withProduct ? ` ${day.productName}` : ''} ${businessText(day)} ${when}`}
    >
      <span className="open-day-date">
        <span className="open-day-sr">{day.date}</span>
        <span className="open-day-dom" aria-hidden="true">
          {Number(day.date.slice(8, 10))}
        </span>
        <span className="open-day-weekday">{weekdayOf(day.date)}</span>
      </span>
      {withProduct ? (
        <Link className="open-day-body" to={hrefTo('openHouseList', { productCode: day.productCode })}>
          {body}
        </Link>
      ) : (
        <span className="open-day-body">{body}</span>
      )}
      <span className="open-day-when">{when}</span>
    </li>
  );
}

/**
 * The open days as a calendar list: a heading per month, a row per open day with what it takes
 * (申购 / 赎回) and where it stands (已结束, 申请已截止, or the deadline). With `withProduct` each
 * row names its product and opens that product's open days.
 */
export function OpenDayList({
  days,
  now,
  withProduct,
}: {
  days: readonly OpenDayItem[];
  now: Date;
  withProduct: boolean;
}) {
  return (
    <div className="open-day-calendar">
      {byMonth(days).map((month) => (
        <section key={month.key} className="open-day-month" aria-labelledby={`open-day-${month.key}`}>
          <h3 className="open-day-month-title" id={`open-day-${month.key}`}>
            {month.title}
          </h3>
          <ul className="open-day-rows" aria-label={`${month.title}开放日`}>
            {month.days.map((day) => (
              <DayRow key={`${day.productCode}-${day.date}`} day={day} now={now} withProduct={withProduct} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * Where an application made now goes: the first open day still taking applications, what it
 * takes, its deadline and how far off it is; or that none is in sight.
 */
export function NextOpenDay({
  days,
  now,
  withProduct,
}: {
  days: readonly OpenDayItem[];
  now: Date;
  withProduct: boolean;
}) {
  const next = nextApplicable(days, now);
  if (!next) {
    return (
      <section className="open-day-next" aria-label="下一开放日">
        <p className="open-day-next-label">下一开放日</p>
        <p className="open-day-next-none">近期暂无可申请的开放日，请留意产品公告</p>
      </section>
    );
  }
  const left = daysUntil(next.date, now);
  return (
    <section className="open-day-next" aria-label="下一开放日">
      <p className="open-day-next-label">下一开放日</p>
      <p className="open-day-next-date">
        {next.date.slice(0, 4)}年{Number(next.date.slice(5, 7))}月{Number(next.date.slice(8, 10))}日{' '}
        {weekdayOf(next.date)}
        <span className="open-day-next-left">{left === 0 ? '今天' : `还有${left}天`}</span>
      </p>
      {withProduct ? <p className="open-day-next-product">{next.productName}</p> : null}
      <dl className="open-day-next-facts">
        <div>
          <dt>可办理</dt>
          <dd>
            <BusinessTags day={next} />
          </dd>
        </div>
        <div>
          <dt>申请截止</dt>
          <dd>{deadlineText(next.applyDeadline)}</dd>
        </div>
      </dl>
    </section>
  );
}
