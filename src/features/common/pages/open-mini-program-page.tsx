import { useNavigate } from 'react-router-dom';
import { useQueryAppletScheme } from '@gen/hooks/common/common';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryFailed } from '@/page-kit/query-states';
import { REFUSAL_MESSAGES } from '@/page-kit/allowed-targets';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { HandOffNotice } from '../components/handoff-notice';
import { APPLET_OPENLINK, schemeOpener } from '../model/app-scheme';
import { wxContainer } from '../model/container';

const SEARCH_HINT = '您也可以打开微信，搜索「华信信托」小程序。';

/**
 * appletPull: opens the company's mini-program from a phone browser with a URL scheme minted by
 * queryAppletScheme (only weixin://dl/business/ links are followed), on the investor's tap:
 * browsers launch another app only from a user gesture (Chromium refuses and logs an error
 * otherwise, iOS asks first anyway). Inside WeChat a
 * URL scheme does not work: the page says how to find the mini-program instead.
 */
export default function OpenMiniProgramPage() {
  const { path = 'pages/index/index', query } = usePageQuery('appletPull');
  const navigate = useNavigate();
  const inWeChat = wxContainer() !== 'none';
  const scheme = useQueryAppletScheme(query ? { path, query } : { path }, {
    query: { enabled: !inWeChat, staleTime: 0 },
    request: { ownCodes: true },
  });
  const openlink = scheme.data?.openlink;
  const valid = openlink !== undefined && APPLET_OPENLINK.test(openlink);

  const home = { text: '返回首页', onClick: () => navigate(hrefTo('about'), { replace: true }) };

  if (inWeChat) {
    return (
      <HandOffNotice
        title="请在微信中搜索小程序"
        description={`当前已在微信中，${SEARCH_HINT}`}
        actions={[home]}
      />
    );
  }
  if (scheme.error) {
    if (isBusinessError(scheme.error, '05170003')) {
      return (
        <HandOffNotice
          status="warning"
          title="小程序暂时无法打开"
          description={`请稍后再试。${SEARCH_HINT}`}
          actions={[home]}
        />
      );
    }
    return (
      <PageFrame>
        <QueryFailed
          error={scheme.error}
          title="暂时无法打开小程序"
          retrying={scheme.isFetching}
          onRetry={() => void scheme.refetch()}
        />
      </PageFrame>
    );
  }
  if (openlink === undefined) {
    return (
      <PageFrame busy>
        <p className="handoff-status" role="status">
          正在打开小程序…
        </p>
      </PageFrame>
    );
  }
  if (!valid) {
    return (
      <HandOffNotice
        status="warning"
        title="无法跳转"
        description={REFUSAL_MESSAGES.scheme}
        actions={[home]}
      />
    );
  }
  return (
    <HandOffNotice
      title="打开华信信托小程序"
      description="请点击下方按钮，并在弹出的提示中选择“打开”，即可进入小程序。"
      actions={[{ text: '打开小程序', primary: true, onClick: () => schemeOpener.open(openlink) }, home]}
    >
      <p>未安装微信？请先安装微信。{SEARCH_HINT}</p>
    </HandOffNotice>
  );
}
