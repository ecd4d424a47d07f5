import { CapsuleTabs, Skeleton } from 'antd-mobile';
import { useState, type ComponentType } from 'react';
import { useQueryMemberInterests } from '@gen/hooks/points/points';
import type { ActivityEntry } from '@gen/model/activityEntry';
import type { MemberInterestsData } from '@gen/model/memberInterestsData';
import type { MemberLevel } from '@gen/model/memberLevel';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { CardsPanel } from '../components/cards-panel';
import { LuckyDrawCard } from '../components/lucky-draw-card';
import { MallPanel } from '../components/mall-panel';
import { MemberEntries } from '../components/member-entries';
import { PointsSummary } from '../components/points-summary';
import { SignInCard } from '../components/sign-in-card';
import { TasksPanel } from '../components/tasks-panel';
import '../styles/points.css';
import '../styles/member-centre.css';

const PANELS: Record<ActivityEntry, ComponentType> = {
  LOTTERY: LuckyDrawCard,
  TASK: TasksPanel,
  CARD: CardsPanel,
  MALL: MallPanel,
};

function Interests({ data }: { data: MemberInterestsData }) {
  const [shown, setShown] = useState<MemberLevel>(data.currentLevel);
  const level = data.levels.find((l) => l.level === shown) ?? data.levels[0];
  return (
    <section className="points-card" aria-label="会员权益">
      <h2 className="points-card-title">会员权益</h2>
      <CapsuleTabs activeKey={shown} onChange={(key) => setShown(key as MemberLevel)}>
        {data.levels.map((l) => (
          <CapsuleTabs.Tab
            key={l.level}
            title={
              l.level === data.currentLevel
                ? `${l.levelName.replace('会员', '')}（当前）`
                : l.levelName.replace('会员', '')
            }
          />
        ))}
      </CapsuleTabs>
      {level ? (
        <>
          <p className="interest-condition">
            {level.levelName}：{level.condition}
          </p>
          <ul className="interest-grid" aria-label={`${level.levelName}权益`}>
            {level.interests.map((item) => (
              <li key={item.code} className="interest-item">
                <span className="interest-name">{item.name}</span>
                <span className="interest-desc">{item.description}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/**
 * interests (会员权益), the member centre: the member card (level by average daily assets, available
 * points, points about to expire, the next level), the daily sign-in with its calendar, the four
 * entries with their red numbers (幸运抽奖, 积分任务 with the coupons they gave, 我的卡券, 积分商城 with
 * the year's summary) and the panel of the one chosen, and the benefits of each level.
 */
export default function MemberBenefitsPage() {
  const interests = useQueryMemberInterests({});
  const [shown, setShown] = useState<ActivityEntry>('LOTTERY');
  const Panel = PANELS[shown];
  return (
    <PageFrame>
      <PointsSummary />
      <SignInCard />
      <MemberEntries shown={shown} onShow={setShown} />
      <Panel />
      <QueryView
        query={interests}
        skeleton={
          <div className="points-card">
            <Skeleton.Paragraph lineCount={5} animated />
          </div>
        }
        pendingLabel="会员权益加载中"
      >
        {(data) => <Interests data={data} />}
      </QueryView>
    </PageFrame>
  );
}
