import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { ChoiceRow } from './choice-row';
import './demo.css';

export const demoMeta = { title: '整行单选（点整行选中，保留原生单选的键盘操作）', order: 111 };

const CONTRACTS = [
  { no: 'HT202611200001', name: '《鑫享稳健1号集合资金信托计划信托合同》', sub: '电子签名', state: '待签署' },
  { no: 'FX202611200001', name: '《风险申明书》', sub: '手写签名', state: '待签署' },
  { no: 'BC202611150001', name: '《补充协议》', sub: '签署于 2026-11-15 10:32', state: '已签署', done: true },
];

/** Which contract to sign now: tap a row, or Tab into the group and move with the arrow keys. */
export default function ChoiceRowDemo({ open }: DemoProps) {
  const [chosen, setChosen] = useState<string | undefined>(open ? 'FX202611200001' : undefined);
  return (
    <DemoCase title="选择要签署的合同（已签署的不可选）">
      <ul className="choice-row-demo-list" role="radiogroup" aria-label="待签署的合同">
        {CONTRACTS.map((contract) => (
          <li key={contract.no}>
            <ChoiceRow
              name="demo-contract"
              value={contract.no}
              checked={chosen === contract.no}
              disabled={contract.done}
              onChoose={setChosen}
              side={<span className="choice-row-demo-state">{contract.state}</span>}
            >
              <span className="choice-row-demo-title">{contract.name}</span>
              <span className="choice-row-demo-sub">{contract.sub}</span>
            </ChoiceRow>
          </li>
        ))}
      </ul>
      <DemoOutput value={chosen} />
    </DemoCase>
  );
}
