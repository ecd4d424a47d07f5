import { useQueryClient } from '@tanstack/react-query';
import {
  getQueryAttentionStatusByProductQueryKey,
  useFollowProduct,
  useQueryAttentionStatusByProduct,
} from '@gen/hooks/product/product';
import { useSubmit } from '@/page-kit/submit';

/**
 * 关注 / 已关注: the investor's follow state, toggled through followProduct (one request per tap
 * burst; the catalogue toasts 关注成功 / 取消关注成功). Hidden until the state is known.
 */
export function FollowButton({ productCode }: { productCode: string }) {
  const queryClient = useQueryClient();
  const status = useQueryAttentionStatusByProduct({ productCode }, { request: { silent: true } });
  const follow = useFollowProduct({ request: { label: '关注' } });
  const unfollow = useFollowProduct({ request: { label: '取消关注' } });
  const toggle = useSubmit(async () => {
    const next = !status.data?.following;
    const data = await (next ? follow : unfollow).mutateAsync({ data: { productCode, follow: next } });
    queryClient.setQueryData(getQueryAttentionStatusByProductQueryKey({ productCode }), data);
  });
  if (!status.data) return null;
  const following = status.data.following;
  return (
    <button
      type="button"
      className={following ? 'product-follow product-follow-on' : 'product-follow'}
      aria-pressed={following}
      disabled={toggle.pending}
      onClick={() => void toggle.run()}
    >
      <span aria-hidden="true">{following ? '★' : '☆'}</span>
      {following ? '已关注' : '关注'}
    </button>
  );
}
