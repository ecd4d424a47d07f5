import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { Unbroken } from './unbroken';

export const demoMeta = { title: '不断行的日期与金额', order: 116 };

/** A narrow column: the sentence wraps, the date and the amount move to the next line whole. */
export default function UnbrokenDemo(_props: DemoProps) {
  return (
    <>
      <DemoCase title="窄栏中的日期：整体换行，不在中间断开">
        <p style={{ width: '9.5em' }}>
          有效期至<Unbroken>2027-07-31</Unbroken>，即将到期
        </p>
      </DemoCase>
      <DemoCase title="窄栏中的金额">
        <p style={{ width: '9.5em' }}>
          认购金额<Unbroken>1,000,000.00元</Unbroken>
        </p>
      </DemoCase>
    </>
  );
}
