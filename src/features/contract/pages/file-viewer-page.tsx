import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { fileDownload } from '@gen/hooks/contract/contract';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { downloadChannel, useFileDownload } from '../hooks/use-file-download';
import { quoted } from '../model/labels';
import '../styles/contract.css';

/**
 * comPdf / reportPdf / wechatPdf: one file by its id (a product document, a report, an
 * agreement), named by the page that links here, in the kit's viewer — pdf.js draws it page by
 * page, so it reads the same in Android WeChat, which cannot show a PDF inline. 下载 goes through
 * the native app, the browser, or (in WeChat) an explanation.
 */
export default function FileViewerPage() {
  const { fileId, title } = usePageQuery('comPdf');
  const route = useRouteDef()?.name;
  const navigate = useNavigate();
  if (!fileId) {
    return (
      <PageFrame
        footer={
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void navigate(hrefTo('investProductList'))}
          >
            查看在售产品
          </Button>
        }
      >
        <ResultView
          status="warning"
          title="未找到文件"
          description="链接缺少文件信息或已失效，请从产品或报告页面重新打开。"
        />
      </PageFrame>
    );
  }
  const name = title ?? (route === 'reportPdf' ? '报告' : '文件');
  return <FileViewer fileId={fileId} name={name} />;
}

function FileViewer({ fileId, name }: { fileId: string; name: string }) {
  const download = useFileDownload(
    () => fileDownload({ fileId }),
    () => ({ fileId }),
  );
  const inWeChat = downloadChannel() === 'WECHAT';
  return (
    <PageFrame
      title={name}
      footer={
        <Button
          block
          size="large"
          color="primary"
          fill="outline"
          loading={download.pending}
          loadingText="正在准备下载"
          onClick={() => void download.run()}
        >
          {inWeChat ? '下载（需在浏览器中打开）' : '下载文件'}
        </Button>
      }
    >
      <h2 className="contract-viewer-title">{quoted(name)}</h2>
      <DocumentViewer label={name} source={{ type: 'pdf', url: filePreviewUrl(fileId) }} />
    </PageFrame>
  );
}
