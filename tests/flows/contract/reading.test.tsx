import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callData } from '@mocks/testing/post-call';
import { setupMockApi } from '@mocks/testing/setup-mock-api';
import type { DocumentViewerProps, ReadingProgress } from '@/page-kit/document-viewer';
import { renderRoute } from '@tests/support/render-route';
import { expectLocation, footer } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

/**
 * The kit's viewer draws with pdf.js in Chromium (its own tests and the sign journey); here a
 * stand-in reports the same progress on request, so the page's forced-reading rules are tested:
 * what it shows, when 我已阅读 unlocks, what it reports.
 */
vi.mock('@/page-kit/document-viewer/document-viewer', () => ({
  DocumentViewer: function FakeViewer({ source, initialPage, onProgress, label }: DocumentViewerProps) {
    const [progress, setProgress] = useState<ReadingProgress>({
      lastPage: initialPage ?? 1,
      pageCount: 99,
      reachedEnd: false,
      secondsVisible: 0,
    });
    const advance = (next: ReadingProgress) => {
      setProgress(next);
      onProgress?.(next);
    };
    return (
      <section aria-label={label ?? '文件'}>
        <p>
          viewer {'url' in source ? source.url : ''} from page {initialPage ?? 1}
        </p>
        <button
          type="button"
          onClick={() => advance({ ...progress, secondsVisible: progress.secondsVisible + 4 })}
        >
          读4秒
        </button>
        <button type="button" onClick={() => advance({ ...progress, lastPage: 99, reachedEnd: true })}>
          读到末页
        </button>
      </section>
    );
  },
}));

setupMockApi();

// Leaving the page reports the reading (that is the rule under test): let that report land
// before the next test's fresh mock database, not after it.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 100));
});

const ORDER = 'OD202611200001';
const CONTRACT_DOC = 'DOC2026112000011';
const reading = (docId = CONTRACT_DOC) => `/phone/checkUserViewPdfBehavior?orderNo=${ORDER}&docId=${docId}`;
const mainButton = () => within(footer()).getAllByRole('button').at(-1) as HTMLElement;

describe('checkUserViewPdfBehavior (forced reading)', () => {
  it('opens the document from its first page with the rule, locked: 请阅读(10s)', async () => {
    renderRoute(reading());
    expect(await screen.findByText('《鑫享稳健1号集合资金信托计划信托合同》')).toBeInTheDocument();
    expect(screen.getByText(/请完整阅读至末页，阅读时间不少于10秒/)).toBeInTheDocument();
    expect(
      screen.getByText('viewer /xtmk/apph5/appgw/crm/file/preview?fileId=FORD-OD202611200001-HT from page 1'),
    ).toBeInTheDocument();
    expect(mainButton()).toHaveTextContent('请阅读(10s)');
    expect(mainButton()).toBeDisabled();
  });

  it('counts down while reading, stays locked at the end before the time, unlocks when both hold', async () => {
    const view = renderRoute(reading());
    await userEvent.click(await screen.findByRole('button', { name: '读4秒' }));
    expect(mainButton()).toHaveTextContent('请阅读(6s)');
    await userEvent.click(screen.getByRole('button', { name: '读到末页' }));
    expect(mainButton()).toHaveTextContent('请阅读(6s)');
    expect(mainButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '读4秒' }));
    await userEvent.click(screen.getByRole('button', { name: '读4秒' }));
    expect(mainButton()).toHaveTextContent('我已阅读并知晓');
    expect(mainButton()).toBeEnabled();
    // Leaving without tapping still reports it: the server decides, and it is read.
    view.unmount();
    await vi.waitFor(async () =>
      expect(await callData('checkContractIsRead', { orderNo: ORDER, docId: CONTRACT_DOC })).toMatchObject({
        readState: 'READ',
        readSeconds: 12,
      }),
    );
  });

  it('enough time without the end stays locked: 请阅读至末页', async () => {
    renderRoute(reading());
    for (let i = 0; i < 3; i += 1)
      await userEvent.click(await screen.findByRole('button', { name: '读4秒' }));
    expect(mainButton()).toHaveTextContent('请阅读至末页');
    expect(mainButton()).toBeDisabled();
  });

  it('confirming records the reading; the server marks it read and the list shows 已读 1/3', async () => {
    const { location } = renderRoute(reading());
    await userEvent.click(await screen.findByRole('button', { name: '读到末页' }));
    for (let i = 0; i < 3; i += 1) await userEvent.click(screen.getByRole('button', { name: '读4秒' }));
    await userEvent.click(mainButton());
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
    expect(await screen.findByText('必读文件（已读 1/3）')).toBeInTheDocument();
    const doc = await callData<{ readState: string; readSeconds: number }>('checkContractIsRead', {
      orderNo: ORDER,
      docId: CONTRACT_DOC,
    });
    expect(doc).toMatchObject({ readState: 'READ', readSeconds: 12 });
  });

  it('leaving mid-way reports the reading, and coming back resumes there with the time left', async () => {
    const first = renderRoute(reading());
    await userEvent.click(await screen.findByRole('button', { name: '读4秒' }));
    first.unmount();
    await vi.waitFor(async () => {
      const doc = await callData<{ readState: string; readSeconds: number }>('checkContractIsRead', {
        orderNo: ORDER,
        docId: CONTRACT_DOC,
      });
      expect(doc).toMatchObject({ readState: 'READING', readSeconds: 4 });
    });
    await callData('setPdfViewTime', {
      orderNo: ORDER,
      docId: CONTRACT_DOC,
      lastPage: 3,
      pageCount: 6,
      reachedEnd: false,
      readSeconds: 0,
    });
    renderRoute(reading());
    expect(await screen.findByText(/已为您定位到上次阅读的第3页/)).toBeInTheDocument();
    expect(screen.getByText(/from page 3$/)).toBeInTheDocument();
    expect(mainButton()).toHaveTextContent('请阅读(6s)');
  });

  it('an optional document (the prospectus) has no lock: 返回文件列表', async () => {
    const { location } = renderRoute(reading('DOC2026112000014'));
    expect(await screen.findByText(/本文件为选读文件/)).toBeInTheDocument();
    await userEvent.click(within(footer()).getByRole('button', { name: '返回文件列表' }));
    await expectLocation(location, `/phone/pdfList?orderNo=${ORDER}`);
  });

  it('a document that is already read says so and is not locked', async () => {
    await callData('setPdfViewTime', {
      orderNo: ORDER,
      docId: CONTRACT_DOC,
      lastPage: 6,
      pageCount: 6,
      reachedEnd: true,
      readSeconds: 10,
    });
    renderRoute(reading());
    expect(await screen.findByText(/您已阅读本文件/)).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '返回文件列表' })).toBeEnabled();
  });

  it('an unknown document shows the server’s message with 重试', async () => {
    renderRoute(reading('DOC2026112000099'));
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByText('文件不存在或已下架')).toBeInTheDocument();
  });

  it('without its order or document it says so and offers the order list', async () => {
    renderRoute('/phone/checkUserViewPdfBehavior?orderNo=OD202611200001');
    expect(await screen.findByText('未找到文件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看我的订单' })).toBeInTheDocument();
  });
});

describe('the viewer routes', () => {
  it('comPdf shows the named file in the viewer with 下载文件', async () => {
    renderRoute('/phone/comPdf?fileId=FQB0001&title=钱包支付服务协议');
    expect(await screen.findByRole('heading', { name: '《钱包支付服务协议》' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '钱包支付服务协议' })).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '下载文件' })).toBeInTheDocument();
  });

  it('reportPdf and wechatPdf are the same viewer; without a file id it says so', async () => {
    renderRoute('/phone/reportPdf?fileId=FXT2024001SMS&title=信托计划说明书');
    expect(await screen.findByRole('heading', { name: '《信托计划说明书》' })).toBeInTheDocument();
    renderRoute('/phone/wechatPdf');
    expect(await screen.findByText('未找到文件')).toBeInTheDocument();
  });

  it('onePagePassPdf shows the product’s one-page summary and its other public documents', async () => {
    const { location } = renderRoute('/phone/onePagePassPdf?productCode=XT2024001');
    expect(await screen.findByRole('heading', { name: '鑫享稳健1号集合资金信托计划' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '鑫享稳健1号集合资金信托计划产品一页通' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /说明书/ }));
    await waitFor(() => expect(location()).toMatch(/^\/phone\/comPdf\?fileId=FXT2024001SMS&title=/));
  });

  it('onePagePassPdf of an unknown product says there is none', async () => {
    renderRoute('/phone/onePagePassPdf?productCode=XT2099001');
    expect(await screen.findByText('暂无产品一页通')).toBeInTheDocument();
  });
});
