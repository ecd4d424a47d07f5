import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { resolveAllowedTarget } from '@/page-kit/allowed-targets';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { HandOff } from '../components/handoff';
import { HandOffNotice } from '../components/handoff-notice';
import { appLink, schemeOpener } from '../model/app-scheme';
import { inOwnApp, wxContainer } from '../model/container';

/** How long the browser may take to leave for the app before we assume it is not installed. */
export const APP_WAKE_TIMEOUT_MS = 2500;

/**
 * pullUp: opens an app page (`target`, default the company page) in the own app by its URL scheme.
 * Already in the own app: a plain hand-off. In WeChat schemes are blocked: the browser guide
 * (sharingLayer). Elsewhere: the scheme on the investor's tap (browsers launch apps only from a
 * user gesture); when the page is still visible 2.5 s later, the download page or the same page
 * on the web. Only app paths are carried into the app.
 */
export default function OpenInAppPage() {
  const { target = '/phone/about' } = usePageQuery('pullUp');
  const resolved = resolveAllowedTarget(target);
  if (inOwnApp() || resolved.kind !== 'app') return <HandOff target={target} />;
  if (wxContainer() !== 'none') return <Navigate replace to={hrefTo('sharingLayer', { mode: 'open' })} />;
  return <WakeApp path={resolved.path} />;
}

function WakeApp({ path }: { path: string }) {
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const link = appLink(path);
  useEffect(() => () => clearTimeout(timer.current), []);
  // On the investor's tap: browsers launch another app only from a user gesture.
  const open = () => {
    schemeOpener.open(link);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (document.visibilityState === 'visible') setMissing(true);
    }, APP_WAKE_TIMEOUT_MS);
  };

  const web = { text: '继续在网页中浏览', onClick: () => navigate(path, { replace: true }) };
  if (missing) {
    return (
      <HandOffNotice
        status="warning"
        title="未能打开华信信托App"
        description="您可能尚未安装华信信托App，下载安装后即可使用完整服务。"
        actions={[
          { text: '下载华信信托App', primary: true, onClick: () => navigate(hrefTo('download')) },
          web,
        ]}
      />
    );
  }
  return (
    <HandOffNotice
      title="打开华信信托App"
      description="在App中查看，可使用认购、持仓查询与电子签约等完整服务。"
      actions={[{ text: '打开App', primary: true, onClick: open }, web]}
    />
  );
}
