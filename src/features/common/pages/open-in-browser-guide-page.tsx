import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useHasInAppHistory, usePageTitle } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { wxContainer } from '../model/container';
import { useWxShare } from '../hooks/use-wx-share';
import './open-in-browser-guide-page.css';

const SHARE = {
  title: '华信信托 · 专业受托 值得信赖',
  desc: '华信信托股份有限公司成立于1987年，注册资本人民币80亿元，为您提供专业的信托与财富管理服务。',
};

/** The address a share opens: the company page (never this guide, never the current query). */
function shareLink(): string {
  return `${globalThis.location.origin}${import.meta.env.BASE_URL.replace(/\/?$/, '/')}phone/about`;
}

/**
 * sharingLayer: the guide over the page in WeChat. `mode=open` (default): open this page in the
 * phone's browser (downloads and the app's URL scheme do not work inside WeChat); `mode=share`:
 * send it to a friend or to Moments. Inside WeChat the JS-SDK sets what the share shows.
 */
export default function OpenInBrowserGuidePage() {
  const { mode = 'open' } = usePageQuery('sharingLayer');
  const navigate = useNavigate();
  const hasHistory = useHasInAppHistory();
  const inWeChat = wxContainer() !== 'none';
  usePageTitle(mode === 'share' ? '分享给好友' : undefined);
  useWxShare({ ...SHARE, link: shareLink(), imgUrl: '' });

  const close = () => void (hasHistory ? navigate(-1) : navigate(hrefTo('about'), { replace: true }));

  return (
    <div className="sharing-layer" role="dialog" aria-modal="true" aria-labelledby="sharing-layer-title">
      <svg className="sharing-layer-arrow" viewBox="0 0 84 68" aria-hidden="true" focusable="false">
        <path
          d="M8 64 C 20 30, 44 16, 70 12"
          fill="none"
          stroke="#ffffff"
          strokeWidth="3"
          strokeDasharray="6 5"
          strokeLinecap="round"
        />
        <path d="M62 4 L 76 11 L 64 22" fill="none" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 id="sharing-layer-title" className="sharing-layer-title">
        {mode === 'share' ? '分享给微信好友' : '请在浏览器中打开'}
      </h1>
      <ol className="sharing-layer-steps">
        <li>
          点击右上角 <span className="sharing-layer-menu-dots">···</span>
        </li>
        {mode === 'share' ? (
          <li>选择「发送给朋友」或「分享到朋友圈」</li>
        ) : (
          <li>选择「在浏览器打开」（iPhone 为「在 Safari 中打开」）</li>
        )}
        {mode === 'share' ? <li>选择好友，确认发送</li> : <li>在浏览器中继续下载App或打开小程序</li>}
      </ol>
      {inWeChat ? null : (
        <p className="sharing-layer-note">当前不在微信中，您可直接复制链接或使用浏览器的分享功能。</p>
      )}
      <div className="sharing-layer-action">
        <Button block size="large" shape="rounded" onClick={close}>
          我知道了
        </Button>
      </div>
    </div>
  );
}
