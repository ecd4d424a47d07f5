import { Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '../../widgets/shared/demo-frame';
import { CheckBox } from './check-box';
import { RadioBox } from './radio-box';

export const demoMeta = { title: '勾选承诺与单选（保留原生控件的角色与键盘操作）', order: 111 };

/** A promise the investor ticks and a choice of one: reachable by screen readers and the keyboard, unlike antd's hidden inputs. */
export default function CheckBoxDemo(_props: DemoProps) {
  const [checked, setChecked] = useState(false);
  const [language, setLanguage] = useState<string>('ZH');
  return (
    <>
      <DemoCase title="本人承诺">
        <CheckBox checked={checked} onChange={setChecked}>
          本人承诺所提供的材料真实、准确、完整
        </CheckBox>
        <DemoOutput value={checked ? '已勾选' : '未勾选'} />
      </DemoCase>
      <DemoCase title="证明语言">
        <Radio.Group value={language} onChange={(value) => setLanguage(String(value))}>
          <div role="radiogroup" aria-label="证明语言">
            <Space wrap>
              <RadioBox value="ZH">中文版</RadioBox>
              <RadioBox value="EN">英文版</RadioBox>
            </Space>
          </div>
        </Radio.Group>
        <DemoOutput value={language} />
      </DemoCase>
    </>
  );
}
