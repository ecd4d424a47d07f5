import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { useConfirmAction } from './use-confirm-action';
import './demo.css';

export const demoMeta = { title: '确认后操作（确认框、防重复提交、刷新）', order: 45 };

type Order = { id: string; product: string; amount: string };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A local fake backend: the demo never calls the server.
let orders: Order[] = [
  { id: 'T001', product: '恒信稳健1号', amount: '1,000,000.00' },
  { id: 'T002', product: '安盈增利2号', amount: '3,000,000.00' },
];

/** 撤单 asks first, then runs the (fake) write once however fast you tap, then refreshes the list. */
export default function ConfirmActionDemo(_props: DemoProps) {
  const [writes, setWrites] = useState(0);
  const list = useQuery({
    queryKey: ['page-kit-demo', 'orders'],
    queryFn: async () => {
      await wait(300);
      return orders;
    },
  });
  const cancel = useConfirmAction<Order, void>({
    confirm: (order) => ({
      title: '撤销申请',
      content: `确定撤销${order.product}的认购申请（${order.amount}元）吗？`,
      okBtnText: '撤单',
    }),
    act: async (order) => {
      setWrites((n) => n + 1);
      await wait(1200);
      orders = orders.filter((o) => o.id !== order.id);
    },
    invalidate: () => [['page-kit-demo', 'orders']],
  });
  return (
    <DemoCase title="在途申请">
      {(list.data ?? []).map((order) => (
        <div key={order.id} className="confirm-action-demo-row">
          <span>
            {order.product} · {order.amount}元
          </span>
          <Button
            size="small"
            color="danger"
            fill="outline"
            disabled={cancel.pending}
            loading={cancel.running?.id === order.id}
            onClick={() => void cancel.run(order)}
          >
            撤单
          </Button>
        </div>
      ))}
      {list.data?.length === 0 ? <p>暂无在途申请</p> : null}
      <DemoOutput value={{ writes }} />
    </DemoCase>
  );
}
