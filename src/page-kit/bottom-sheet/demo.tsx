import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { BottomSheet } from './bottom-sheet';
import type { CardOption } from './card-options';
import { CardSheetPicker } from './card-sheet-picker';

export const demoMeta = { title: '底部弹层（标题、关闭、滚动正文、底部按钮）', order: 16 };

const CARDS: CardOption[] = [
  {
    cardId: 'C001',
    bnkName: '招商银行',
    cardNoLast4: '5678',
    cardNoMasked: '6225 **** **** 5678',
    isDefault: true,
    selectable: true,
  },
  {
    cardId: 'C002',
    bnkName: '中国建设银行',
    cardNoLast4: '4321',
    cardNoMasked: '6217 **** **** 4321',
    isDefault: false,
    selectable: true,
  },
  {
    cardId: 'C003',
    bnkName: '中国工商银行',
    cardNoLast4: '0123',
    cardNoMasked: '6222 **** **** 0123',
    isDefault: false,
    selectable: false,
    unselectableReason: '该产品暂不支持此银行',
  },
];

const NOTES = [
  '转让方保证其转让的信托受益权合法、有效，不存在质押、冻结等权利限制。',
  '受让方确认其为合格投资者，已阅读信托合同并自愿承担信托受益权的相关风险。',
  '转让价款由双方协商确定，转让手续费按信托合同约定收取。',
];

/** `open`: the card sheet is up, the default card chosen. */
export default function BottomSheetDemo({ open }: DemoProps) {
  const [cardId, setCardId] = useState('C001');
  const [reading, setReading] = useState(false);
  return (
    <>
      <DemoCase title="银行卡选择：不支持的卡置灰并说明原因，底部添加银行卡">
        <CardSheetPicker
          aria-label="付款银行卡"
          cards={CARDS}
          value={cardId}
          onPick={setCardId}
          title="选择付款银行卡"
          defaultOpen={open}
          footer={(close) => (
            <Button block fill="outline" color="primary" onClick={close}>
              添加银行卡
            </Button>
          )}
        />
        <DemoOutput value={cardId} />
      </DemoCase>
      <DemoCase title="说明文字：正文留白、可滚动，底部按钮固定">
        <Button fill="outline" color="primary" onClick={() => setReading(true)}>
          转让须知
        </Button>
        <BottomSheet
          visible={reading}
          onClose={() => setReading(false)}
          title="受益权转让须知"
          padded
          footer={
            <Button block color="primary" size="large" onClick={() => setReading(false)}>
              我知道了
            </Button>
          }
        >
          {NOTES.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </BottomSheet>
      </DemoCase>
    </>
  );
}
