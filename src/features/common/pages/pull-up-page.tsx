import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { resolveAllowedTarget } from '../../../page-kit/redirecting-page/allowed-targets';
import { hrefTo } from '../../../routing/href';
import { usePageQuery } from '../../../routing/use-page-query';
import { HandOff } from '../components/handoff';
import { HandOffNotice } from '../components/handoff-notice';
import { appLink, schemeOpener } from '../model/app-scheme';
import { inOwnApp, wxContainer } from '../model/container';

/** How long the browser may take to leave for the app before we assume it is not installed. */
export const APP_WAKE_TIMEOUT_MS = 2500;

/**
 * pullUp: opens an app page (`target`, default the company page) in the own app by its URL scheme.
 * Already in the own app: a plain hand-off. In WeChat schemes are blocked: the browser guide
 * (sharingLayer). Elsewhere: try the scheme; when the page is still visible after 2.5 s, offer the
 * download page or the same page on the web. Only app paths are carried into the app.
 */
export default function PullUpPage() {
  const { target = '/phone/about' } = usePageQuery('pullUp');
  const resolved = resolveAllowedTarget(target);
  if (inOwnApp() || resolved.kind !== 'app') return <HandOff target={target} />;
  if (wxContainer() !== 'none') return <Navigate replace to={hrefTo('sharingLayer', { mode: 'open' })} />;
  return <WakeApp path={resolved.path} />;
}

function WakeApp({ path }: { path: string }) {
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  const started = useRef(false);
  const link = appLink(path);
  useEffect(() => {
    // Once per page, even when React runs the effect twice; the timer is set on every run.
    if (!started.current) {
      started.current = true;
      schemeOpener.open(link);
    }
    const timer = setTimeout(() => {
      if (document.visibilityState === 'visible') setMissing(true);
    }, APP_WAKE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [link]);

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
      status="review"
      title="正在打开华信信托App"
      description="如未自动打开，请点击下方按钮。"
      actions={[{ text: '打开App', primary: true, onClick: () => schemeOpener.open(link) }, web]}
    />
  );
}
