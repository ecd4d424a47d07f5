import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useProductContractDocuments } from '@gen/hooks/contract/contract';
import type { ContractDocument } from '@gen/model/contractDocument';
import type { ContractDocumentsData } from '@gen/model/contractDocumentsData';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { DocumentRow } from '../components/document-row';
import { ListSkeleton } from '../components/list-skeleton';
import { MissingOrder } from '../components/missing-order';
import { OrderHeader } from '../components/order-header';
import { flavourOf } from '../model/flavour';
import { quoted } from '../model/labels';
import '../styles/contract.css';

/**
 * pdfList / pdfListNew: every document of an order with its read state. The required ones must
 * be read (to the end, for their minimum time: checkUserViewPdfBehavior) before the contract
 * can be confirmed and signed; the footer offers the one next step. pdfListNew groups the
 * documents by the contract they make up (our reading of the "new" list).
 */
export default function PdfListPage() {
  const { orderNo } = usePageQuery('pdfList');
  const grouped = useRouteDef()?.name === 'pdfListNew';
  if (!orderNo) return <MissingOrder />;
  return <DocumentList orderNo={orderNo} grouped={grouped} />;
}

function DocumentList({ orderNo, grouped }: { orderNo: string; grouped: boolean }) {
  const navigate = useNavigate();
  const docs = useProductContractDocuments({ orderNo });
  const open = useReclickGuard((doc: ContractDocument) =>
    navigate(hrefTo('checkUserViewPdfBehavior', { orderNo, docId: doc.docId })),
  );
  const next = useReclickGuard((data: ContractDocumentsData) =>
    navigate(hrefTo(flavourOf(data.orderType).hub, { orderNo })),
  );

  const footer = docs.data ? <ListFooter data={docs.data} onRead={open} onNext={next} /> : null;

  return (
    <PageFrame busy={docs.isPending} footer={footer}>
      <QueryView
        query={docs}
        skeleton={<ListSkeleton rows={4} />}
        pendingLabel="文件加载中"
        isEmpty={(data) => data.documents.length === 0}
        empty={{ title: '该订单暂无需要阅读的文件' }}
      >
        {(data) => (
          <>
            <OrderHeader productName={data.productName} orderType={data.orderType} orderNo={data.orderNo} />
            {grouped ? <Grouped data={data} onOpen={open} /> : <Flat data={data} onOpen={open} />}
            <p className="contract-note">
              标 *
              的为必读文件，请逐份阅读至末页。签署前请仔细阅读全部条款，特别是风险揭示内容；如有疑问请联系您的理财经理或致电
              400-820-8888。
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function Flat({ data, onOpen }: { data: ContractDocumentsData; onOpen: (doc: ContractDocument) => void }) {
  const required = data.documents.filter((d) => d.required);
  const optional = data.documents.filter((d) => !d.required);
  const readCount = required.filter((d) => d.readState === 'READ').length;
  return (
    <>
      <h3 className="contract-section-title">
        必读文件（已读 {readCount}/{required.length}）
      </h3>
      <ul className="contract-list">
        {required.map((doc) => (
          <DocumentRow key={doc.docId} doc={doc} onOpen={onOpen} />
        ))}
      </ul>
      {optional.length > 0 ? (
        <>
          <h3 className="contract-section-title">其他文件</h3>
          <ul className="contract-list">
            {optional.map((doc) => (
              <DocumentRow key={doc.docId} doc={doc} onOpen={onOpen} />
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

function Grouped({ data, onOpen }: { data: ContractDocumentsData; onOpen: (doc: ContractDocument) => void }) {
  const groups = new Map<string, ContractDocument[]>();
  for (const doc of data.documents) {
    const key = doc.contractNo ?? '';
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  return (
    <>
      {[...groups].map(([contractNo, docs]) => (
        <section key={contractNo || 'other'}>
          <h3 className="contract-section-title">{contractNo ? `合同编号 ${contractNo}` : '其他文件'}</h3>
          <ul className="contract-list">
            {docs.map((doc) => (
              <DocumentRow key={doc.docId} doc={doc} onOpen={onOpen} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function ListFooter({
  data,
  onRead,
  onNext,
}: {
  data: ContractDocumentsData;
  onRead: (doc: ContractDocument) => void;
  onNext: (data: ContractDocumentsData) => void;
}) {
  const nextUnread = data.documents.find((d) => d.required && d.readState !== 'READ');
  if (nextUnread) {
    return (
      <>
        <PageFooterHint>下一份：{quoted(nextUnread.docName)}</PageFooterHint>
        <Button block color="primary" size="large" onClick={() => onRead(nextUnread)}>
          继续阅读
        </Button>
      </>
    );
  }
  return (
    <Button block color="primary" size="large" onClick={() => onNext(data)}>
      已阅读全部文件，下一步
    </Button>
  );
}
