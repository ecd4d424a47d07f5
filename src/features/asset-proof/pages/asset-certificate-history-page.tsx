import { Button, Skeleton, Tag } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { useProofOfAssetsCustomerHistoryInfinite } from '@gen/hooks/asset-proof/asset-proof';
import type { AssetCertificateSummary } from '@gen/model/assetCertificateSummary';
import { PageFrame } from '@/page-kit/page-frame';
import { PagedList, pagedQueryOptions } from '@/page-kit/paged-list';
import { hrefTo } from '@/routing/href';
import { dateText, LANGUAGE_LABEL, moneyText, wallTime } from '../model/certificate-text';
import '../styles/asset-proof.css';
import '../styles/certificate-history.css';

const PAGE_SIZE = 10;

/** assetCertificateHistory: the certificates issued, newest first, ten at a time. */
export default function AssetCertificateHistoryPage() {
  const navigate = useNavigate();
  const history = useProofOfAssetsCustomerHistoryInfinite({ pageNum: 1, pageSize: PAGE_SIZE }, undefined, {
    query: pagedQueryOptions,
  });
  return (
    <PageFrame
      flush
      footer={
        <Button block size="large" color="primary" onClick={() => navigate(hrefTo('assetCertificateIndex'))}>
          开具资产证明
        </Button>
      }
    >
      <PagedList
        query={history}
        label="资产证明开具记录"
        skeleton={<Skeleton.Paragraph lineCount={9} animated />}
        pendingLabel="开具记录加载中"
        empty={{ title: '暂无开具记录', description: '开具的资产证明将显示在这里' }}
        itemKey={(item) => item.certNo}
        renderItem={(item) => <HistoryCard item={item} />}
      />
    </PageFrame>
  );
}

function HistoryCard({ item }: { item: AssetCertificateSummary }) {
  const more = item.productCount - 2;
  return (
    <Link
      className="certificate-history-card"
      to={hrefTo('assetCertificateDetail', { certNo: item.certNo })}
      aria-label={`资产证明 ${item.certNo}，截至${dateText(item.asOfDate)}，合计${moneyText(item.totalAmount)}`}
    >
      <span className="certificate-history-head">
        <span className="certificate-history-date">截至 {dateText(item.asOfDate)}</span>
        <Tag color={item.language === 'EN' ? 'primary' : 'default'} fill="outline">
          {LANGUAGE_LABEL[item.language] ?? item.language}
        </Tag>
      </span>
      <span className="certificate-history-products">
        {item.productNames.slice(0, 2).join('、')}
        {more > 0 ? ` 等${item.productCount}只产品` : ''}
      </span>
      <span className="certificate-history-total">合计 {moneyText(item.totalAmount)}</span>
      <span className="certificate-history-meta">
        {item.certNo} · {wallTime(item.issuedAt)}
      </span>
    </Link>
  );
}
