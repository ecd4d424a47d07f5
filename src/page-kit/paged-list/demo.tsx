import { useInfiniteQuery } from '@tanstack/react-query';
import { Skeleton, Switch } from 'antd-mobile';
import { useRef, useState } from 'react';
import { DemoCase, type DemoProps } from '@/dev/gallery/demo-frame';
import { PagedList } from './paged-list';
import { pagedQueryOptions, type Page } from './paging';
import './demo.css';

export const demoMeta = { title: '分页列表（下拉刷新、上拉加载）', order: 30 };

type Product = { id: string; name: string; rate: string };

const PRODUCTS: Product[] = Array.from({ length: 26 }, (_, i) => ({
  id: `XT${String(i + 1).padStart(3, '0')}`,
  name: `恒信稳健${i + 1}号集合资金信托计划`,
  rate: (4.2 + (i % 5) * 0.15).toFixed(2),
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local fake paged read (no server): 26 products, 10 a page, 600 ms a page. Scroll the box to
 * the end to load more; pull it down to refresh; the switches make the next page fail or the
 * list empty.
 */
export default function PagedListDemo(_props: DemoProps) {
  const [failNext, setFailNext] = useState(false);
  const [empty, setEmpty] = useState(false);
  // Read by the query function when it runs, which may be after the switch flipped.
  const failNextRef = useRef(failNext);
  const toggleFailNext = (value: boolean) => {
    failNextRef.current = value;
    setFailNext(value);
  };
  const query = useInfiniteQuery({
    queryKey: ['page-kit-demo', 'products', empty],
    queryFn: async ({ pageParam }): Promise<Page<Product>> => {
      await wait(600);
      if (pageParam > 1 && failNextRef.current) throw new Error('网络异常，请检查网络后重试');
      const all = empty ? [] : PRODUCTS;
      const list = all.slice((pageParam - 1) * 10, pageParam * 10);
      return { list, total: all.length, pageNum: pageParam, pageSize: 10 };
    },
    ...pagedQueryOptions,
  });
  return (
    <DemoCase title="产品列表（本地模拟分页数据）">
      <label className="paged-list-demo-switch">
        <Switch checked={failNext} onChange={toggleFailNext} /> 下一页加载失败
      </label>
      <label className="paged-list-demo-switch">
        <Switch checked={empty} onChange={setEmpty} /> 空列表
      </label>
      <div className="paged-list-demo-viewport">
        <PagedList
          query={query}
          label="产品列表"
          pendingLabel="产品加载中"
          skeleton={[0, 1, 2].map((i) => (
            <div key={i} className="paged-list-demo-item">
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={1} animated />
            </div>
          ))}
          empty={{ title: '暂无在售产品', description: '新产品发行后将第一时间展示' }}
          itemKey={(item) => item.id}
          renderItem={(item) => (
            <article className="paged-list-demo-item" aria-label={item.name}>
              <h4 className="paged-list-demo-name">{item.name}</h4>
              <p className="paged-list-demo-rate">
                业绩比较基准 <strong>{item.rate}%</strong>
              </p>
            </article>
          )}
        />
      </div>
    </DemoCase>
  );
}
