import { DotLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { HandOffNotice } from '../components/handoff-notice';
import { inMiniProgram } from '../model/container';
import { loadWxSdk } from '../model/wx-sdk';

/** The mini-program's own home page (its app.json's first page). */
export const APPLET_HOME = '/pages/index/index';

/**
 * appletHome: back to the mini-program's home from its web-view (wx.miniProgram.reLaunch, with the
 * JS-SDK loaded only here). Outside a mini-program there is no such home: noAppletHome.
 */
export default function MiniProgramHomePage() {
  if (!inMiniProgram()) return <Navigate replace to={hrefTo('noAppletHome')} />;
  return <ReLaunch />;
}

function ReLaunch() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const fail = () => live && setFailed(true);
    loadWxSdk()
      .then((wx) => {
        if (!wx?.miniProgram) return fail();
        wx.miniProgram.reLaunch({ url: APPLET_HOME, fail });
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, []);
  if (failed) {
    return (
      <HandOffNotice
        status="warning"
        title="暂时无法返回小程序首页"
        description="请点击左上角返回，或继续浏览华信信托。"
        actions={[
          {
            text: '浏览华信信托',
            primary: true,
            onClick: () => navigate(hrefTo('about'), { replace: true }),
          },
        ]}
      />
    );
  }
  return (
    <PageFrame busy>
      {/* A div, not a p: DotLoading renders a div, which may not sit inside a paragraph. */}
      <div className="handoff-status" role="status">
        正在返回小程序首页
        <DotLoading color="currentColor" />
      </div>
    </PageFrame>
  );
}
