import { Skeleton } from 'antd-mobile';
import { Tabs } from '@/page-kit/tabs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProductDocuments } from '../hooks/use-product-documents';
import type { ProductFile } from '@gen/model/productFile';
import { DocumentViewer } from '@/page-kit/document-viewer';
import { filePreviewUrl } from '@/page-kit/file-preview';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { NoProduct } from '../components/disclosure/no-product';
import { fileTypeLabel } from '../model/file-type';
import '../styles/disclosure.css';

/** The contract texts an investor signs or confirms, in the order they are signed. */
const CONTRACT_TYPES = ['TRUST_CONTRACT', 'RISK_DECLARATION', 'RISK_DISCLOSURE'] as const;

function ContractTexts({ files, productCode }: { files: ProductFile[]; productCode: string }) {
  const texts = CONTRACT_TYPES.flatMap((type) => files.filter((file) => file.docType === type));
  const [chosen, setChosen] = useState(texts[0]?.fileId);
  const file = texts.find((t) => t.fileId === chosen) ?? texts[0];
  if (!file) return null;
  return (
    <>
      <header className="disclosure-product-head">
        <h2 className="disclosure-product-name">{file.productName}</h2>
        <p className="disclosure-product-note">
          以下为合同示范文本，签约时以电子签署的正式文本为准。版本日期 {file.publishDate}，共{file.pageCount}
          页。
        </p>
      </header>
      {texts.length > 1 ? (
        <Tabs className="contract-tabs" activeKey={file.fileId} onChange={setChosen}>
          {texts.map((t) => (
            <Tabs.Tab key={t.fileId} title={fileTypeLabel(t)} />
          ))}
        </Tabs>
      ) : null}
      <DocumentViewer
        key={file.fileId}
        source={{ type: 'pdf', url: filePreviewUrl(file.fileId) }}
        label={file.title}
      />
      <p className="disclosure-more">
        <Link to={hrefTo('trustDoc', { productCode })}>全部信托文件</Link>
      </p>
    </>
  );
}

/**
 * contract (合同文本): the product's contract texts — 信托合同, 风险申明书, 认购风险揭示书 — one at a
 * time in the kit's viewer (pdf.js loads here only), switched by tabs.
 */
export default function ContractPage() {
  const { productCode } = usePageQuery('contract');
  const query = useProductDocuments(productCode);
  if (productCode === undefined) return <NoProduct />;
  return (
    <PageFrame flush>
      <QueryView
        query={query}
        skeleton={<Skeleton.Paragraph lineCount={8} animated />}
        pendingLabel="合同文本加载中"
        failedTitle="合同文本加载失败"
        isEmpty={(page) => !page.list.some((f) => CONTRACT_TYPES.some((t) => t === f.docType))}
        empty={{ title: '暂无合同文本', description: '合同文本发布后将在此展示' }}
      >
        {(page) => <ContractTexts files={page.list} productCode={productCode} />}
      </QueryView>
    </PageFrame>
  );
}
