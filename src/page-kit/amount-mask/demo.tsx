import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { AmountMaskToggle } from './amount-mask-toggle';
import { MaskedAmount } from './masked-amount';
import './demo.css';

export const demoMeta = { title: '金额隐藏（小眼睛）', order: 70 };

/** An asset summary: the eye hides every amount on the page, and the device remembers it. */
export default function AmountMaskDemo(_props: DemoProps) {
  return (
    <DemoCase title="点击小眼睛隐藏/显示全部金额（本机记住选择）">
      <section className="amount-mask-demo-card" aria-label="我的资产">
        <p className="amount-mask-demo-label">
          总资产（元）
          <AmountMaskToggle />
        </p>
        <p className="amount-mask-demo-total">
          <MaskedAmount value="3261508.27" />
        </p>
        <dl className="amount-mask-demo-row">
          <div>
            <dt>昨日收益（元）</dt>
            <dd>
              <MaskedAmount value="452.61" />
            </dd>
          </div>
          <div>
            <dt>累计收益（元）</dt>
            <dd>
              <MaskedAmount value="186320.5" />
            </dd>
          </div>
          <div>
            <dt>最新净值</dt>
            <dd>
              <MaskedAmount value="1.0523" decimals={4} />
            </dd>
          </div>
        </dl>
      </section>
    </DemoCase>
  );
}
