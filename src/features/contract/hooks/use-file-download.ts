import { Dialog } from 'antd-mobile';
import { recordDownloadPdf } from '@gen/hooks/contract/contract';
import type { DownloadChannel } from '@gen/model/downloadChannel';
import type { TempDownloadData } from '@gen/model/tempDownloadData';
import { appBridge } from '@/bridge/app-bridge';
import { getEnvironment } from '@/env/startup';
import { useSubmit } from '@/page-kit/submit';

/** How a file reaches the investor here: the own app's native download, WeChat, or the browser. */
export function downloadChannel(): DownloadChannel {
  const { flags } = getEnvironment();
  if (flags.ownApp) return 'APP';
  if (flags.weChat) return 'WECHAT';
  return 'BROWSER';
}

/** Inside WeChat a file cannot be saved from the page: say how to open it in the browser. */
function explainWeChat() {
  void Dialog.alert({
    title: '请在浏览器中下载',
    content:
      '微信内暂不支持直接下载文件。请点击右上角“···”，选择“在浏览器中打开”后再下载；也可在本页直接阅读全文。',
    confirmText: '我知道了',
  });
}

function saveInBrowser(ticket: TempDownloadData) {
  const link = document.createElement('a');
  link.href = ticket.url;
  link.download = ticket.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** The file id in a temporary address (…/preview?fileId=…&ticket=…). */
export function fileIdOf(ticket: TempDownloadData): string {
  return new URL(ticket.url, 'https://h5.invalid').searchParams.get('fileId') ?? '';
}

export interface DownloadTarget {
  fileId: string;
  orderNo?: string;
  docId?: string;
}

/**
 * 下载: a temporary same-origin address from the server (tempDownloadPdf for an order's document,
 * fileDownload for other files, download for a signed contract), then the native bridge in the own
 * app, the browser elsewhere; in WeChat an explanation instead (it cannot save files). Each
 * download is recorded for the audit trail (recordDownloadPdf, silently). One at a time.
 */
export function useFileDownload(
  mint: () => Promise<TempDownloadData>,
  target: (ticket: TempDownloadData) => DownloadTarget,
) {
  return useSubmit(async () => {
    const channel = downloadChannel();
    if (channel === 'WECHAT') {
      explainWeChat();
      return;
    }
    const ticket = await mint();
    if (channel === 'APP') {
      const url = new URL(ticket.url, window.location.href).href;
      appBridge().callAppMethod('download', { url, fileName: ticket.fileName });
    } else {
      saveInBrowser(ticket);
    }
    const { fileId, orderNo, docId } = target(ticket);
    void recordDownloadPdf(
      { fileId, channel, ...(orderNo ? { orderNo } : {}), ...(docId ? { docId } : {}) },
      { silent: true, hideLoading: true },
    ).catch(() => undefined);
  });
}
