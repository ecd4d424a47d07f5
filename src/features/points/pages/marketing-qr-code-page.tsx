import { Button, Skeleton, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useMgmMarketTool } from '@gen/hooks/points/points';
import type { MarketTool } from '@gen/model/marketTool';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { currentQrSaveHint, QrCode } from '@/page-kit/qr-code';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { RISK_LEVEL_TEXT } from '../model/invitation-text';
import { shareUrlOf } from '../model/share-url';
import '../styles/points.css';
import '../styles/invite.css';

function ToolSkeleton() {
  return (
    <div className="points-card">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={2} animated />
      <Skeleton className="invite-skeleton-qr" animated />
    </div>
  );
}

/** The adviser's card: who shares this, with the qualification number the rules ask to show. */
function AdviserCard({ adviser }: { adviser: MarketTool['adviser'] }) {
  return (
    <section className="points-card tool-adviser" aria-label="推荐人">
      <div className="tool-adviser-main">
        <p className="tool-adviser-name">
          {adviser.managerName}
          <span className="tool-adviser-title">{adviser.title}</span>
        </p>
        <p className="tool-adviser-meta">{adviser.branchName}</p>
        {adviser.certificateNo ? (
          <p className="tool-adviser-meta">从业资格证书 {adviser.certificateNo}</p>
        ) : null}
      </div>
      <a
        className="tool-adviser-call"
        href={`tel:${adviser.phone}`}
        aria-label={`致电${adviser.managerName}`}
      >
        致电
      </a>
    </section>
  );
}

function Tool({ tool }: { tool: MarketTool }) {
  const navigate = useNavigate();
  const url = shareUrlOf(tool.sharePath);
  const hint = currentQrSaveHint();
  const product = tool.kind === 'PRODUCT';
  return (
    <>
      <section className="points-card tool-card" aria-label={product ? '推荐产品' : '推荐文章'}>
        <div className="tool-card-tags">
          <Tag color="primary" fill="outline">
            {product ? '产品推荐' : '精选文章'}
          </Tag>
          {tool.riskLevel ? (
            <Tag color="warning" fill="outline">
              {RISK_LEVEL_TEXT[tool.riskLevel]}
            </Tag>
          ) : null}
        </div>
        <h2 className="tool-card-title">{tool.title}</h2>
        <p className="tool-card-summary">{tool.summary}</p>
        <QrCode
          value={url ?? ''}
          label={`${tool.title}的推广二维码`}
          level="Q"
          failedText="二维码暂时无法生成，请点击下方按钮查看"
          download={
            hint.download ? { fileName: `${tool.adviser.managerName}推荐-${tool.toolCode}` } : undefined
          }
        >
          {product ? '扫码查看产品详情' : '扫码阅读全文'}
        </QrCode>
        <p className="invite-card-hint">{hint.text}</p>
        <p className="tool-card-valid">本推广素材有效期至 {tool.validUntil}</p>
        {url ? (
          <Button block color="primary" size="large" onClick={() => void navigate(tool.sharePath)}>
            {product ? '查看产品详情' : '阅读全文'}
          </Button>
        ) : null}
      </section>
      <AdviserCard adviser={tool.adviser} />
      <p className="invite-footnote">
        {product
          ? '本材料仅供参考，不构成投资建议或收益承诺。信托产品仅面向合格投资者，过往业绩不代表未来表现，投资有风险，认购请以合同文件为准。'
          : '本文仅供参考，不构成投资建议。'}
      </p>
    </>
  );
}

/**
 * marketToolQrcode (推广二维码): an adviser's marketing tool, a product or an article (mgmMarketTool):
 * what it promotes with the approved pitch, a QR code of its link (through the activity hand-off,
 * which records the referral) to scan or save, the way to open it here, and the adviser's card.
 * Public: advisers share it with prospects. An expired tool (05220201) or a withdrawn product or
 * article (05220202) is explained in place; a link without a valid code too.
 */
export default function MarketingQrCodePage() {
  const { toolCode } = usePageQuery('marketToolQrcode');
  const navigate = useNavigate();
  const tool = useMgmMarketTool(
    { toolCode: toolCode ?? '' },
    { query: { enabled: toolCode !== undefined }, request: { ownCodes: ['05220201', '05220202'] } },
  );
  const home = (
    <Button block size="large" onClick={() => void navigate(hrefTo('about'), { replace: true })}>
      返回首页
    </Button>
  );
  if (
    toolCode === undefined ||
    (tool.data === undefined &&
      tool.error &&
      (isBusinessError(tool.error, '05220201') || isBusinessError(tool.error, '05220202')))
  ) {
    const withdrawn = isBusinessError(tool.error, '05220202');
    return (
      <PageFrame>
        <ResultView
          status="warning"
          title={toolCode === undefined ? '链接不完整' : withdrawn ? '内容已下架' : '推广素材已失效'}
          description={toolCode === undefined ? '请向您的理财经理重新获取推广链接' : tool.error?.message}
        />
        <div className="invite-result-actions">{home}</div>
      </PageFrame>
    );
  }
  return (
    <PageFrame busy={tool.isPending}>
      <QueryView query={tool} skeleton={<ToolSkeleton />} pendingLabel="推广内容加载中">
        {(data) => <Tool tool={data} />}
      </QueryView>
    </PageFrame>
  );
}
