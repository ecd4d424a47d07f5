import { Button, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useGetPointMallUrl, useIntegralSum } from '@gen/hooks/points/points';
import { isBusinessError } from '@/api/business-error';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { QueryView } from '@/page-kit/query-states';
import { openExternal } from '@/page-kit/redirecting-page';
import { RefusalNote } from '@/page-kit/refusal-note';
import { useSubmit } from '@/page-kit/submit';
import { signedPoints, SOURCE_NAMES } from '../model/member-centre-text';
import { pointsText } from '../model/points-text';

function YearSummary() {
  const sum = useIntegralSum({});
  return (
    <QueryView
      query={sum}
      skeleton={<Skeleton.Paragraph lineCount={4} animated />}
      pendingLabel="积分汇总加载中"
    >
      {(data) => (
        <>
          <h3 className="points-subtitle">{data.year}年积分汇总</h3>
          <dl className="sum-totals">
            <div>
              <dt>获得</dt>
              <dd>{pointsText(data.earned)}</dd>
            </div>
            <div>
              <dt>使用</dt>
              <dd>{pointsText(data.used)}</dd>
            </div>
            <div>
              <dt>过期</dt>
              <dd>{pointsText(data.expired)}</dd>
            </div>
          </dl>
          <ul className="sum-sources" aria-label="积分来源与用途">
            {data.bySource.map((row) => (
              <li key={row.source}>
                <span>{SOURCE_NAMES[row.source]}</span>
                <span className={row.points < 0 ? 'sum-used' : 'sum-earned'}>{signedPoints(row.points)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryView>
  );
}

/**
 * 积分商城: the year's points by source, and the hand-off to the mall. getPointMallUrl mints a
 * sign-on address at the tap (never kept); the kit's allow-list decides whether it may be opened,
 * and a refusal or the mall's maintenance (05220501) is said under the button.
 */
/** How the mall is opened: an object so that a test can watch it instead of leaving jsdom's page. */
export const mallNavigation = { open: openExternal };

export function MallPanel() {
  const mall = useGetPointMallUrl({ request: { ownCodes: ['05220501'] } });
  const [said, setSaid] = useState<string>();
  const submit = useSubmit(async () => {
    setSaid(undefined);
    try {
      const { url } = await mall.mutateAsync({ data: { page: 'HOME' } });
      const target = resolveAllowedTarget(url);
      if (target.kind === 'external') mallNavigation.open(target.url, false);
      else if (target.kind === 'refused') setSaid(target.message);
    } catch (error) {
      if (isBusinessError(error, '05220501')) setSaid('积分商城正在维护，请稍后再试');
      throw error;
    }
  });
  return (
    <section className="points-card" aria-label="积分商城">
      <h2 className="points-card-title">积分商城</h2>
      <p className="draw-rules">积分可兑换礼品、体检及贵宾服务，兑换后积分不退还。</p>
      <Button block color="primary" size="large" loading={submit.pending} onClick={() => void submit.run()}>
        进入积分商城
      </Button>
      {said ? <RefusalNote>{said}</RefusalNote> : null}
      <YearSummary />
    </section>
  );
}
