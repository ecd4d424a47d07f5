import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { ConfirmDialog, type DialogData } from './confirm-dialog';
import { confirmDialog } from './confirm-dialog-store';

const VARIANTS: Record<string, DialogData> = {
  title: {
    title: '温馨提示',
    content: '解绑后该银行卡将不能用于认购与赎回，确定解绑吗？',
  },
  plain: { content: '您的风险评估已过期，请重新评估。', mainCenter: true },
  custom: {
    title: '风险提示',
    // Server HTML (a risk notice) goes through the sanitiser via contentHtml, never via content.
    contentHtml: '<p>本产品风险等级为 <span style="color:#e33">R4</span>，高于您的风险承受能力 C3。</p>',
    okBtnText: '继续购买',
    noBtnText: '放弃',
  },
};

/** Confirm dialog: with title, without title (centred), custom buttons, and from code. */

/** Spec section 2, widget 6: its gallery id is the bare folder name (`?w=confirm-dialog`). */
export const demoMeta = { title: '6. 确认对话框', order: 6, spec: '2.6' };

export default function ConfirmDialogDemo({ open = false }: DemoProps) {
  const [variant, setVariant] = useState<string | null>(open ? 'title' : null);
  const [last, setLast] = useState<unknown>();
  const data = variant ? VARIANTS[variant] : undefined;
  return (
    <>
      <DemoCase title="声明式（ok / no 携带对话框数据）">
        {Object.keys(VARIANTS).map((key) => (
          <Button key={key} size="small" onClick={() => setVariant(key)}>
            {{ title: '带标题', plain: '无标题居中', custom: '自定义按钮' }[key]}
          </Button>
        ))}
      </DemoCase>
      <DemoCase title="命令式 confirmDialog() → Promise<boolean>">
        <Button
          size="small"
          color="primary"
          onClick={async () =>
            setLast(await confirmDialog({ title: '撤单确认', content: '确定撤销该笔订单吗？' }))
          }
        >
          confirmDialog()
        </Button>
        <DemoOutput value={last} />
      </DemoCase>
      <ConfirmDialog
        visible={!!data}
        data={data ?? {}}
        onOk={(d) => {
          setLast({ event: 'ok', title: d.title ?? null });
          setVariant(null);
        }}
        onNo={(d) => {
          setLast({ event: 'no', title: d.title ?? null });
          setVariant(null);
        }}
      />
    </>
  );
}
