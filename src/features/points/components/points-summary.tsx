import { Skeleton } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useUserTotalIntegral } from '@gen/hooks/points/points';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { gapText, pointsText, tenThousandText } from '../model/points-text';

/** The member card: level, available points, points about to expire, the level's basis and the next. */
export function PointsSummary() {
  const account = useUserTotalIntegral({});
  return (
    <QueryView
      query={account}
      skeleton={
        <div className="points-card">
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      }
      pendingLabel="积分信息加载中"
    >
      {(data) => {
        const gap = gapText(data.averageAssets, data.nextLevelAssets);
        return (
          <section
            className={`member-card member-card-${data.memberLevel.toLowerCase()}`}
            aria-label="我的会员"
          >
            <div className="member-card-top">
              <h2 className="member-card-level">{data.memberLevelName}</h2>
              <Link className="member-card-rules" to={hrefTo('integralRules')}>
                积分规则 ›
              </Link>
            </div>
            <p className="member-card-label">可用积分</p>
            <p className="member-card-points">{pointsText(data.availablePoints)}</p>
            {data.expiringPoints && data.expiringOn ? (
              <p className="member-card-note">
                {pointsText(data.expiringPoints)}积分将于 {data.expiringOn} 过期
              </p>
            ) : null}
            <p className="member-card-note">
              近三个月日均金融资产 {tenThousandText(data.averageAssets)}
              {gap && data.nextLevelName ? `，距${data.nextLevelName}还差 ${gap}` : ''}
            </p>
          </section>
        );
      }}
    </QueryView>
  );
}
