import { useEffect } from 'react';
import { useGetWXConfigSignature } from '@gen/hooks/common/common';
import { wxContainer } from '../model/container';
import { configureWx, type WxShareData } from '../model/wx-sdk';

/**
 * Inside WeChat / WeCom: loads the JS-SDK, configures it with a fresh signature and sets what a
 * share of this page shows. Elsewhere it does nothing at all (no script, no call). A failure is
 * silent: the page's own guide works without the SDK.
 */
export function useWxShare(share: WxShareData): void {
  const sign = useGetWXConfigSignature({ request: { silent: true } });
  const { mutateAsync } = sign;
  const { title, desc, link, imgUrl } = share;
  useEffect(() => {
    if (wxContainer() === 'none') return;
    let live = true;
    configureWx(['updateAppMessageShareData', 'updateTimelineShareData'], (url) =>
      mutateAsync({ data: { url } }),
    )
      .then((wx) => {
        if (!live || !wx) return;
        wx.updateAppMessageShareData?.({ title, desc, link, imgUrl });
        wx.updateTimelineShareData?.({ title, link, imgUrl });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [mutateAsync, title, desc, link, imgUrl]);
}
