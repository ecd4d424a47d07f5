import { Button, Steps } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useGetProductContracts, useProductContractDocuments } from '@gen/hooks/contract/contract';
import type { ContractDocument } from '@gen/model/contractDocument';
import type { ProductContractsData } from '@gen/model/productContractsData';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { ContractRow } from '../components/contract-row';
import { ListSkeleton } from '../components/list-skeleton';
import { MissingOrder } from '../components/missing-order';
import { OrderHeader } from '../components/order-header';
import { flavourOf } from '../model/flavour';
import { quoted } from '../model/labels';
import { nextSigningStep, type SigningStep } from '../model/next-step';
import '../styles/contract.css';

/**
 * The signing entry of an order (signTheContract; signContract for a redemption,
 * additionalAgreementSigning for a supplementary agreement): where the order stands — documents
 * read, each contract signed — and the one next step. Orders link here with their orderNo.
 */
export default function SignTheContractPage() {
  const { orderNo } = usePageQuery('signTheContract');
  if (!orderNo) return <MissingOrder />;
  return <SigningHub orderNo={orderNo} />;
}

function SigningHub({ orderNo }: { orderNo: string }) {
  const route = useRouteDef()?.name;
  const contracts = useGetProductContracts({ orderNo });
  const docs = useProductContractDocuments({ orderNo });
  const documents = docs.data?.documents;
  // The hub waits for both reads; a failure of either shows its message and 重试.
  const both = {
    data: contracts.data && documents ? { contracts: contracts.data, documents } : undefined,
    error: contracts.error ?? docs.error,
    isPending: contracts.isPending || docs.isPending,
    isFetching: contracts.isFetching || docs.isFetching,
    refetch: () => Promise.all([contracts.refetch(), docs.refetch()]),
  };
  const step = both.data ? nextSigningStep(both.data.contracts, both.data.documents) : undefined;

  return (
    <PageFrame
      busy={both.isPending}
      title={route === 'signTheContract' && both.data ? titleOf(both.data.contracts) : undefined}
      footer={
        both.data && step ? <HubFooter orderNo={orderNo} data={both.data.contracts} step={step} /> : null
      }
    >
      <QueryView query={both} skeleton={<ListSkeleton rows={3} />} pendingLabel="签署信息加载中">
        {({ contracts: data, documents: docList }) => (
          <HubBody orderNo={orderNo} data={data} documents={docList} step={step} />
        )}
      </QueryView>
    </PageFrame>
  );
}

/** A redemption or a supplementary agreement opened through signTheContract keeps its own name. */
function titleOf(data: ProductContractsData): string | undefined {
  if (data.orderType === 'REDEEM') return '赎回签约';
  if (data.orderType === 'SUPPLEMENT') return '补充协议签署';
  return undefined;
}

function HubBody({
  orderNo,
  data,
  documents,
  step,
}: {
  orderNo: string;
  data: ProductContractsData;
  documents: readonly ContractDocument[];
  step: SigningStep | undefined;
}) {
  const navigate = useNavigate();
  const flavour = flavourOf(data.orderType);
  const required = documents.filter((d) => d.required);
  const read = required.filter((d) => d.readState === 'READ').length;
  const signed = data.contracts.filter((c) => c.signState === 'SIGNED').length;
  const current = step?.kind === 'read' ? 0 : step?.kind === 'sign' ? 1 : 2;
  const openContract = useReclickGuard((contractNo: string, done: boolean) =>
    navigate(hrefTo(done ? 'contractInfo' : flavour.confirm, { orderNo, contractNo })),
  );

  return (
    <>
      <OrderHeader
        productName={data.productName}
        orderType={data.orderType}
        orderNo={data.orderNo}
        amount={data.amount}
        shares={data.shares}
      />
      <section className="contract-card" aria-label="签署进度">
        <Steps direction="vertical" current={current}>
          <Steps.Step
            title="阅读文件"
            status={read === required.length ? 'finish' : 'process'}
            description={`必读文件已读 ${read}/${required.length}`}
          />
          <Steps.Step
            title={`签署${flavour.noun}`}
            status={signed === data.contracts.length ? 'finish' : current >= 1 ? 'process' : 'wait'}
            description={`已签署 ${signed}/${data.contracts.length}`}
          />
          <Steps.Step
            title={afterTitle(data)}
            status={current === 2 ? 'process' : 'wait'}
            description={afterText(data)}
          />
        </Steps>
      </section>
      <h3 className="contract-section-title">合同（{data.contracts.length}份）</h3>
      <ul className="contract-list">
        {data.contracts.map((contract) => (
          <ContractRow
            key={contract.contractNo}
            contract={contract}
            onOpen={(c) => openContract(c.contractNo, c.signState === 'SIGNED')}
          />
        ))}
      </ul>
      {/* Two links, two list items: a screen reader reads them apart, not as one string. */}
      <nav aria-label="文件与合同">
        <ul className="contract-note contract-link-list">
          <li>
            <button
              type="button"
              className="contract-link"
              onClick={() => void navigate(hrefTo('pdfList', { orderNo }))}
            >
              查看全部文件
            </button>
          </li>
          <li>
            <button
              type="button"
              className="contract-link"
              onClick={() => void navigate(hrefTo('multipleContracts', { orderNo }))}
            >
              查看合同列表
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}

function afterTitle(data: ProductContractsData): string {
  if (data.orderType === 'REDEEM') return '提交赎回';
  if (data.orderType === 'SUPPLEMENT') return '协议生效';
  return data.doubleRecordRequired ? '录音录像（双录）' : '支付认购款';
}

function afterText(data: ProductContractsData): string {
  if (data.orderType === 'REDEEM') return '签署后赎回申请提交，于开放日确认';
  if (data.orderType === 'SUPPLEMENT') return '签署后补充协议即生效';
  return data.doubleRecordRequired ? '签署完成后进行远程双录，再支付认购款' : '签署完成后按指引转账';
}

function HubFooter({
  orderNo,
  data,
  step,
}: {
  orderNo: string;
  data: ProductContractsData;
  step: SigningStep;
}) {
  const navigate = useNavigate();
  const flavour = flavourOf(data.orderType);
  const go = useReclickGuard((path: string) => navigate(path));
  switch (step.kind) {
    case 'read':
      return (
        <>
          <PageFooterHint>请先阅读{quoted(step.doc.docName)}等必读文件</PageFooterHint>
          <Button block color="primary" size="large" onClick={() => go(hrefTo('pdfList', { orderNo }))}>
            阅读文件
          </Button>
        </>
      );
    case 'sign': {
      const [first] = step.unsigned;
      const several = step.unsigned.length > 1;
      return (
        <>
          <PageFooterHint>
            {several
              ? `还有${step.unsigned.length}份合同待签署`
              : `待签署：${quoted(first?.contractName ?? '')}`}
          </PageFooterHint>
          <Button
            block
            color="primary"
            size="large"
            onClick={() =>
              go(
                several || !first
                  ? hrefTo('selectContract', { orderNo })
                  : hrefTo(flavour.confirm, { orderNo, contractNo: first.contractNo }),
              )
            }
          >
            去签署
          </Button>
        </>
      );
    }
    case 'record':
      return (
        <>
          <PageFooterHint>合同已全部签署，请完成录音录像</PageFooterHint>
          <Button block color="primary" size="large" onClick={() => go(hrefTo('doubleLinkH5', { orderNo }))}>
            进行双录
          </Button>
        </>
      );
    case 'pay':
      return (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => go(hrefTo('productOrderDetails', { orderNo }))}
        >
          合同已签署，去打款
        </Button>
      );
    case 'done':
      return (
        <Button
          block
          color="primary"
          size="large"
          onClick={() =>
            go(
              data.orderType === 'SUPPLEMENT'
                ? hrefTo('myOrder')
                : hrefTo('productOrderDetails', { orderNo }),
            )
          }
        >
          {data.orderType === 'REDEEM' ? '签署完成，查看赎回订单' : '签署完成'}
        </Button>
      );
  }
}
