import { Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { DemoCase, DemoOutput, type DemoProps } from '@/dev/gallery/demo-frame';
import { QueryView, type QueryLike } from './query-view';

export const demoMeta = { title: '数据加载状态（骨架、失败重试、空状态）', order: 20 };

type Data = { items: string[] };

const base: QueryLike<Data> = {
  data: undefined,
  error: null,
  isPending: false,
  isFetching: false,
  refetch: () => {},
};
const CONTENT: Data = { items: ['恒信稳健1号集合资金信托计划', '安盈增利2号集合资金信托计划'] };

function Case({ q, onRetry }: { q: Partial<QueryLike<Data>>; onRetry?: () => void }) {
  return (
    <QueryView
      query={{ ...base, ...q, refetch: onRetry ?? base.refetch }}
      pendingLabel="产品加载中"
      skeleton={
        <>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </>
      }
      isEmpty={(d) => d.items.length === 0}
      empty={{ title: '暂无持有产品', description: '认购成功后，产品将显示在这里' }}
    >
      {(d) => (
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {d.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/** Each state of one read, side by side. */
export default function QueryStatesDemo(_props: DemoProps) {
  const [retries, setRetries] = useState(0);
  const retry = () => setRetries((n) => n + 1);
  return (
    <>
      <DemoCase title="加载中：调用方提供的骨架">
        <Case q={{ isPending: true, isFetching: true }} />
      </DemoCase>
      <DemoCase title="加载失败：错误信息 + 重试">
        <Case
          q={{ isPending: false, error: new Error('服务暂时不可用（502），请稍后重试') }}
          onRetry={retry}
        />
        <DemoOutput value={{ retries }} />
      </DemoCase>
      <DemoCase title="登录已过期：重新登录代替重试（App内为原生登录）">
        <Case
          q={{
            isPending: false,
            error: new ApiError({ kind: 'gateway', message: '登录已过期，请重新登录', remedy: 'login' }),
          }}
        />
      </DemoCase>
      <DemoCase title="空状态：调用方的文案">
        <Case q={{ data: { items: [] } }} />
      </DemoCase>
      <DemoCase title="刷新失败：保留已有数据并提示">
        <Case q={{ data: CONTENT, error: new Error('网络异常') }} onRetry={retry} />
      </DemoCase>
      <DemoCase title="内容">
        <Case q={{ data: CONTENT }} />
      </DemoCase>
    </>
  );
}
