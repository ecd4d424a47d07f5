import { Button, Skeleton } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useQueryTaxIssueNoticeStatus } from '@gen/hooks/tax/tax';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { DeclarationCard } from '../components/declaration-card';
import '../styles/tax.css';

/** fiscal/trace: every declaration signed, newest (the one in force) first. */
export default function DeclarationHistoryPage() {
  const navigate = useNavigate();
  const status = useQueryTaxIssueNoticeStatus({});
  return (
    <PageFrame busy={status.isPending}>
      <QueryView
        query={status}
        pendingLabel="声明记录加载中"
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        isEmpty={(data) => data.declarations.length === 0}
        empty={{ title: '暂无声明记录', description: '您尚未提交税收居民身份声明' }}
      >
        {(data) => (
          <>
            <p className="tax-intro">共{data.declarations.length}份声明，以最新一份为准。</p>
            {data.declarations.map((declaration) => (
              <DeclarationCard key={declaration.declarationNo} declaration={declaration} />
            ))}
          </>
        )}
      </QueryView>
      <div className="tax-actions">
        <Button block color="primary" fill="outline" onClick={() => navigate(hrefTo('fiscal/identity'))}>
          填写新的声明
        </Button>
      </div>
    </PageFrame>
  );
}
