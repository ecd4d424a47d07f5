import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useSelectAreaCity } from '../../generated/hooks/common/common';
import { createQueryClient } from '../api/query-client';

/** Temporary start page until the app shell lands: proves one generated hook end to end. */
function ProvinceList() {
  const { data, error, isPending } = useSelectAreaCity({ provinceCode: '', cityCode: '' });
  if (isPending) return <p>加载中…</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <ul>
      {data?.map((item) => (
        <li key={'provinceCode' in item ? item.provinceCode : JSON.stringify(item)}>
          {'provinceName' in item ? item.provinceName : ''}
        </li>
      ))}
    </ul>
  );
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <h1>关于我们</h1>
      <ProvinceList />
    </QueryClientProvider>
  );
}
