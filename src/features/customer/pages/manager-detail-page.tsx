import { Button, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  getSelectUserManagerQueryKey,
  useApplyCustomerManager,
  useFindCustManager,
  useSelectUserManager,
} from '@gen/hooks/customer/customer';
import type { Manager } from '@gen/model/manager';
import type { UserManagerData } from '@gen/model/userManagerData';
import { isBusinessError } from '@/api/business-error';
import { useConfirmAction } from '@/page-kit/confirm-action';
import { RefusalNote } from '@/page-kit/refusal-note';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { ManagerCard } from '../components/manager-card';
import { ApplyingNotice, ManagerContact, ManagerSkeleton, MyManager } from '../components/my-manager';
import { StatusBlock } from '@/page-kit/status-block';

const REASON_MAX = 100;

/** Choose this manager (first binding, at once) or apply to change to them (reviewed). */
function Apply({ manager, mine }: { manager: Manager; mine: UserManagerData }) {
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const apply = useApplyCustomerManager({
    request: { label: '提交', ownCodes: ['05210020', '05210021', '05210022'] },
  });
  const changing = !!mine.manager;
  const action = useConfirmAction({
    confirm: () => ({
      title: changing ? '确认申请更换理财经理？' : '确认选择该理财经理？',
      content: changing
        ? `将申请由 ${mine.manager?.managerName ?? ''} 更换为 ${manager.managerName}，需1–3个工作日审核，审核期间仍由当前理财经理为您服务。`
        : `${manager.managerName}（${manager.branchName}）将成为您的专属理财经理，即时生效。`,
      okBtnText: changing ? '提交申请' : '确认选择',
    }),
    act: () =>
      apply.mutateAsync({
        data: {
          managerCode: manager.managerCode,
          ...(changing && reason.trim() ? { reason: reason.trim() } : {}),
        },
      }),
    invalidate: () => [getSelectUserManagerQueryKey({})],
    onError: (error) => {
      if (
        isBusinessError(error, '05210020') ||
        isBusinessError(error, '05210021') ||
        isBusinessError(error, '05210022')
      )
        setRefusal(error.message);
    },
  });

  if (mine.manager?.managerCode === manager.managerCode) return null;
  if (mine.applying) return <ApplyingNotice applying={mine.applying} />;

  return (
    <>
      {refusal ? <RefusalNote>{refusal}</RefusalNote> : null}
      {changing ? (
        <div className="manager-apply-reason">
          <label htmlFor="manager-reason">更换原因（选填）</label>
          <TextArea
            id="manager-reason"
            placeholder="如：希望由离家更近的网点经理服务"
            maxLength={REASON_MAX}
            showCount
            rows={2}
            value={reason}
            onChange={setReason}
          />
        </div>
      ) : null}
      <Button
        block
        size="large"
        color="primary"
        loading={action.pending}
        onClick={async () => {
          setRefusal(undefined);
          const outcome = await action.run(undefined);
          if (outcome.status === 'done') navigate(hrefTo('financeManager'), { replace: true });
        }}
      >
        {changing ? '申请更换为TA' : '选择TA为专属理财经理'}
      </Button>
    </>
  );
}

function ManagerDetail({ managerCode }: { managerCode: string }) {
  const manager = useFindCustManager({ managerCode }, { request: { ownCodes: ['05210020'] } });
  const mine = useSelectUserManager({});
  if (manager.error && isBusinessError(manager.error, '05210020')) {
    return (
      <StatusBlock status="empty" title="未找到该理财经理" description="请核对工号，或从理财经理列表中选择" />
    );
  }
  return (
    <QueryView query={manager} skeleton={<ManagerSkeleton />} pendingLabel="理财经理信息加载中">
      {(found) => {
        const isMine = mine.data?.manager?.managerCode === found.managerCode;
        return (
          <>
            <ManagerCard
              manager={found}
              badge={
                isMine ? (
                  <Tag color="success" fill="outline">
                    专属理财经理
                  </Tag>
                ) : undefined
              }
            >
              <ManagerContact manager={found} />
            </ManagerCard>
            <QueryView query={mine} skeleton={null}>
              {(data) => <Apply manager={found} mine={data} />}
            </QueryView>
          </>
        );
      }}
    </QueryView>
  );
}

/**
 * financeManagerMy: one manager's detail (findCustManager, `?managerCode=`) with how to reach
 * them and 选择 / 申请更换 (applyCustomerManager: a first manager is bound at once, a change is
 * reviewed); without a code, my own manager.
 */
export default function ManagerDetailPage() {
  const { managerCode } = usePageQuery('financeManagerMy');
  return <PageFrame>{managerCode ? <ManagerDetail managerCode={managerCode} /> : <MyManager />}</PageFrame>;
}
