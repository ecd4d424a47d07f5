import { Link } from 'react-router-dom';
import { DemoCase, DemoRouter, type DemoProps } from '@/dev/gallery/demo-frame';
import { Card, cardClass } from './card';

export const demoMeta = { title: '卡片（列表与详情的白底圆角块）', order: 19 };

/** A section card with a heading, and a whole-card link as the product and holding lists use. */
export default function CardDemo(_props: DemoProps) {
  return (
    <DemoRouter>
      <DemoCase title="区块卡片">
        <Card as="section" aria-labelledby="card-demo-title">
          <h3 id="card-demo-title" style={{ margin: '0 0 0.4rem' }}>
            累计收益
          </h3>
          <p style={{ margin: 0 }}>12,345.67 元</p>
        </Card>
      </DemoCase>
      <DemoCase title="整卡链接">
        <Link className={cardClass()} to="#">
          华信稳健1号集合资金信托计划
        </Link>
      </DemoCase>
    </DemoRouter>
  );
}
