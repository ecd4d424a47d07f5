import { usePageJumpRoute } from '@gen/hooks/common/common';
import type { PageJumpRouteRequestJumpType } from '@gen/model/pageJumpRouteRequestJumpType';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryFailed } from '@/page-kit/query-states';
import { GoAbnormal, HandOff, IncompleteLink } from './handoff';

export interface ServerHandOffProps {
  jumpType: PageJumpRouteRequestJumpType;
  /** From the address; undefined when absent or malformed (the route's parser refused it). */
  jumpCode: string | undefined;
}

/**
 * A hand-off whose target the server names (pageJumpRoute): the code's page; a missing code is
 * explained in place; an ended link (05170001) or campaign (05170002) on abnormalReturn; any
 * other failure keeps the page with 重试.
 */
export function ServerHandOff({ jumpType, jumpCode }: ServerHandOffProps) {
  const route = usePageJumpRoute(
    { jumpType, jumpCode: jumpCode ?? '' },
    { query: { enabled: jumpCode !== undefined, staleTime: 0, gcTime: 0 }, request: { ownCodes: true } },
  );
  if (jumpCode === undefined) return <IncompleteLink />;
  if (route.error) {
    if (isBusinessError(route.error, '05170002')) return <GoAbnormal reason="ended" />;
    if (isBusinessError(route.error, '05170001')) return <GoAbnormal reason="expired" />;
    return (
      <PageFrame>
        <QueryFailed
          error={route.error}
          retrying={route.isFetching}
          title="暂时无法跳转"
          onRetry={() => void route.refetch()}
        />
      </PageFrame>
    );
  }
  return (
    <HandOff
      target={route.data?.target}
      pending={route.data === undefined}
      needLogin={route.data?.needLogin}
      title={route.data?.title}
    />
  );
}
