import { useQueryClient } from '@tanstack/react-query';
import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getQueryOpinionListInfiniteQueryKey } from '@gen/hooks/content/content';
import { useQueryOpinionList } from '@gen/hooks/content/content';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { AdviceForm } from '../components/advice-form';
import { OpinionHistory } from '../components/opinion-history';

/**
 * advice (投诉建议): 我要反馈 (the form) and 反馈记录 (the history with 待处理 / 处理中 / 已回复 and
 * the reply). The tab lives in the address, so back from elsewhere returns to it. After a
 * submission the history is refetched and shown, the new one first.
 */
export default function AdvicePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { tab } = usePageQuery('advice');
  const current = tab ?? 'new';
  const [submittedId, setSubmittedId] = useState<string>();
  // The latest submission's contact phone (masked) is the best guess for the next one.
  const latest = useQueryOpinionList({ pageNum: 1, pageSize: 1 }, undefined, {
    query: { enabled: current === 'new' },
  });
  const knownPhoneMasked = latest.data?.list[0]?.contactPhoneMasked;

  const show = (next: string) =>
    navigate(hrefTo('advice', next === 'history' ? { tab: 'history' } : {}), { replace: true });

  return (
    <PageFrame>
      <Tabs activeKey={current} onChange={show} className="advice-tabs">
        <Tabs.Tab key="new" title="我要反馈" />
        <Tabs.Tab key="history" title="反馈记录" />
      </Tabs>
      {current === 'history' ? (
        <>
          {submittedId ? (
            <p className="advice-notice" role="status">
              提交成功（受理编号 {submittedId}），我们将在3个工作日内处理并回复。
            </p>
          ) : null}
          <OpinionHistory />
        </>
      ) : (
        <AdviceForm
          knownPhoneMasked={knownPhoneMasked}
          onSubmitted={(record) => {
            setSubmittedId(record.opinionId);
            void queryClient.invalidateQueries({
              queryKey: getQueryOpinionListInfiniteQueryKey().slice(0, 3),
            });
            show('history');
          }}
        />
      )}
    </PageFrame>
  );
}
