import { CapsuleTabs, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useQueryMemberInterests } from '@gen/hooks/points/points';
import type { MemberInterestsData } from '@gen/model/memberInterestsData';
import type { MemberLevel } from '@gen/model/memberLevel';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { PointsSummary } from '../components/points-summary';
import { SignInCard } from '../components/sign-in-card';
import '../styles/points.css';

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
 * interests (会员权益): the member card (level by average daily assets, available points, points
 * about to expire, the next level), the daily sign-in with its calendar, and the benefits of each
 * level (the investor's own level first).
 */
export default function MemberBenefitsPage() {
  const interests = useQueryMemberInterests({});
  return (
    <PageFrame>
      <PointsSummary />
      <SignInCard />
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
