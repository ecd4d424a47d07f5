import { SearchBar, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryCustomerManagerListInfinite, useSelectUserManager } from '@gen/hooks/customer/customer';
import type { Manager } from '@gen/model/manager';
import { PageFrame } from '@/page-kit/page-frame';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/page-kit/debounced-value';
import { MyManager } from '../components/my-manager';
import '../components/manager-card.css';

const PAGE_SIZE = 10;

function ManagerRow({ manager, current }: { manager: Manager; current: boolean }) {
  return (
    <Link className="manager-row" to={hrefTo('financeManagerMy', { managerCode: manager.managerCode })}>
      <span className="manager-card-avatar" aria-hidden="true">
        {manager.managerName.slice(0, 1)}
      </span>
      <span className="manager-row-main">
        <span className="manager-row-name">
          {manager.managerName}
          {current ? '（当前）' : ''}
        </span>
        <span className="manager-row-sub">
          {manager.title} · {manager.branchName} · 从业{manager.serviceYears}年
        </span>
      </span>
      <span className="manager-row-arrow" aria-hidden="true">
        ›
      </span>
    </Link>
  );
}

/** The managers to choose from (queryCustomerManagerList), searched by name or staff code. */
function ChooseManager() {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useQueryCustomerManagerListInfinite(
    { pageNum: 1, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
    undefined,
    { query: pagedQueryOptions },
  );
  const mine = useSelectUserManager({});
  const currentCode = mine.data?.manager?.managerCode;
  return (
    <>
      <div className="manager-search">
        <SearchBar placeholder="搜索理财经理姓名或工号" value={text} onChange={setText} maxLength={20} />
      </div>
      <PagedList
        query={list}
        label="理财经理列表"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        pendingLabel="理财经理加载中"
        empty={{
          title: keyword ? '未找到相关理财经理' : '暂无可选的理财经理',
          description: keyword ? '请核对姓名或工号后重新搜索' : '请致电 400-820-8888 咨询',
        }}
        itemKey={(m) => m.managerCode}
        renderItem={(m) => <ManagerRow manager={m} current={m.managerCode === currentCode} />}
      />
    </>
  );
}

/**
 * financeManager: my relationship manager (card, call, WeCom code, a change under review) and,
 * with `?mode=choose`, the list to choose or change from; a row opens financeManagerMy.
 */
export default function FinanceManagerPage() {
  const { mode } = usePageQuery('financeManager');
  const choose = mode === 'choose';
  return (
    <PageFrame title={choose ? '选择理财经理' : undefined}>
      {choose ? <ChooseManager /> : <MyManager />}
    </PageFrame>
  );
}
