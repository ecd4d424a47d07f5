import { useQueryProductStatus } from '@gen/hooks/product/product';
import type { ProductStatus } from '@gen/model/productStatus';
import { formatWanYuan } from '../../model/product-format';

const LIVE: readonly ProductStatus[] = ['RAISING', 'OPEN', 'RESERVING'];
const REFRESH_MS = 30_000;

/**
 * The raise as it stands (queryProductStatus): status and quota left, asked again every 30 s
 * while the product is on sale, so 剩余额度 and 已售罄 show without reloading the detail. Quiet on
 * failure: the key facts above still hold the last full reading.
 */
export function LiveStatus({ productCode, status }: { productCode: string; status: ProductStatus }) {
  const live = LIVE.includes(status);
  const query = useQueryProductStatus(
    { productCode },
    {
      query: { enabled: live, refetchInterval: REFRESH_MS, refetchIntervalInBackground: false },
      request: { silent: true, hideLoading: true },
    },
  );
  if (!live || !query.data) return null;
  const { statusText, remainingQuota, raiseEnd, asOf } = query.data;
  return (
    <p className="more-live" role="status" aria-label="实时额度">
      <span className="more-live-dot" aria-hidden="true" />
      {`${statusText} · 剩余额度 ${formatWanYuan(remainingQuota)}${raiseEnd ? ` · 截止 ${raiseEnd}` : ''}`}
      <span className="more-live-time">{`更新于 ${asOf.slice(11, 16)}`}</span>
    </p>
  );
}
