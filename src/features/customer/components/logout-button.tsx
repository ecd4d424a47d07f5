import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { appBridge } from '@/bridge/app-bridge';
import { useConfirmAction } from '@/page-kit/confirm-action';
import { hrefTo } from '@/routing/href';
import { endSession } from '@/routing/session';

function inOwnApp(): boolean {
  try {
    return appBridge().isOwnApp();
  } catch {
    return false;
  }
}

/**
 * 退出登录 (our proposal: the spec names no logout call). Asks first, then forgets the session on
 * this device the way start-up and login keep it (the apptoken in cookie and local storage),
 * drops every cached answer so nothing of this investor shows to the next person, and opens
 * login without a return path. The backend's token stays valid until it expires; a revocation
 * call is for the backend to add (src/features/customer/README.md). Inside the own app the
 * session is the app's (its user agent carries the token), so the app's own logout is used and
 * this button is not shown.
 */
export function LogoutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useConfirmAction({
    confirm: () => ({
      title: '退出登录',
      content: '退出后需重新登录才能查看资产、订单等信息，确定退出吗？',
      okBtnText: '退出登录',
      noBtnText: '取消',
    }),
    act: async () => {
      endSession();
      queryClient.removeQueries();
      await navigate(hrefTo('login'), { replace: true });
    },
  });
  if (inOwnApp()) return null;
  return (
    <div className="person-info-logout">
      <Button block size="large" loading={logout.pending} onClick={() => void logout.run(undefined)}>
        退出登录
      </Button>
    </div>
  );
}
