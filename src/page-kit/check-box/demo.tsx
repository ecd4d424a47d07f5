import { Button, Radio, Space } from 'antd-mobile';
import { useEffect, useState } from 'react';
import * as z from 'zod';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { CheckboxField, FormActions, SubmitForm, useContractForm } from '@/page-kit/form';
import { CheckBox } from './check-box';
import { InlineCheckBox } from './inline-check-box';
import { RadioBox } from './radio-box';
import './demo.css';

export const demoMeta = { title: '勾选承诺与单选（保留原生控件的角色与键盘操作）', order: 111 };

const agreementSchema = z.object({
  agreed: z.boolean().refine((v) => v, '请阅读并同意《信托合同》《风险申明书》'),
});

/** A promise the investor ticks and a choice of one: reachable by screen readers and the keyboard, unlike antd's hidden inputs. */
export default function CheckBoxDemo({ open }: DemoProps) {
  const [checked, setChecked] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [language, setLanguage] = useState<string>('ZH');
  return (
    <>
      <DemoCase title="本人承诺">
        <CheckBox checked={checked} onChange={setChecked}>
          本人承诺所提供的材料真实、准确、完整
        </CheckBox>
        <DemoOutput value={checked ? '已勾选' : '未勾选'} />
      </DemoCase>
      <DemoCase title="协议行（InlineCheckBox：与同行文字等大）">
        <div className="check-box-demo-line">
          <InlineCheckBox checked={agreed} onChange={setAgreed}>
            我已阅读并同意
          </InlineCheckBox>
          《用户服务协议》《隐私政策》
        </div>
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
      <AgreementFieldDemo open={open} />
    </>
  );
}

/** CheckboxField (page-kit/form): the agreement as a form field; `open` judges it unticked. */
function AgreementFieldDemo({ open }: DemoProps) {
  const [sent, setSent] = useState<unknown>();
  const form = useContractForm({
    schema: agreementSchema,
    texts: { agreed: { label: '协议', verb: '选择' } },
    defaultValues: { agreed: false },
  });
  const { trigger } = form;
  useEffect(() => {
    if (open) void trigger('agreed');
  }, [open, trigger]);
  return (
    <DemoCase title="表单中的协议勾选：未勾选点“提交”，提示并聚焦；勾选后提示消失">
      <SubmitForm onSubmit={() => void form.handleSubmit(setSent)()}>
        <CheckboxField control={form.control} name="agreed">
          我已阅读并同意《信托合同》《风险申明书》
        </CheckboxField>
        <FormActions tip="未勾选时提交，焦点移到勾选框">
          <Button block type="submit" color="primary" size="large">
            提交
          </Button>
        </FormActions>
      </SubmitForm>
      <DemoOutput value={sent} />
    </DemoCase>
  );
}
