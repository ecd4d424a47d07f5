import { useQueryClient } from '@tanstack/react-query';
import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  download as downloadSigned,
  getCheckViewAllPdfQueryKey,
  getGetContractElementsQueryKey,
  getGetProductContractsQueryKey,
  getProductContractDocumentsQueryKey,
  useCheckViewAllPdf,
  useGetContractCustomerInfo,
  useGetContractElements,
  useGetProductContracts,
  useSubmitContractSign,
} from '@gen/hooks/contract/contract';
import type { ContractElements } from '@gen/model/contractElements';
import type { ProductContract } from '@gen/model/productContract';
import type { ProductContractsData } from '@gen/model/productContractsData';
import type { ViewAllPdfData } from '@gen/model/viewAllPdfData';
import { isBusinessError } from '@/api/business-error';
import { CheckBox } from '@/page-kit/check-box';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { SignatureSheet } from '@/page-kit/signature-pad';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { minuteOf } from '../components/contract-row';
import { ContractFacts } from '../components/contract-facts';
import { ListSkeleton } from '../components/list-skeleton';
import { MissingOrder } from '../components/missing-order';
import { StateTag } from '../components/state-tag';
import { flavourOf } from '../model/flavour';
import { quoted, SIGN_METHOD_NAMES, SIGN_STATE } from '../model/labels';
import { pngToBase64 } from '../model/png-base64';
import { fileIdOf, useFileDownload } from '../hooks/use-file-download';
import '../styles/contract.css';

/**
 * confirmContract (认购/追加), redeemConfirmContract (赎回确认书), additionalAgreementSubmit
 * (补充协议): the contract's elements to confirm before signing (getContractElements,
 * getContractCustomerInfo), then the way this contract is signed: the e-signature vendor
 * (signatureMiddlePage) or a handwritten signature in the kit's sheet (submitContractSign).
 * Unread required documents come first. contractInfo: the same facts of a signed contract, its
 * text and the signed copy to download.
 */
export default function ConfirmContractPage() {
  const { orderNo, contractNo } = usePageQuery('confirmContract');
  if (!orderNo || !contractNo) return <MissingOrder what="合同" />;
  return <ConfirmContract orderNo={orderNo} contractNo={contractNo} />;
}

function ConfirmContract({ orderNo, contractNo }: { orderNo: string; contractNo: string }) {
  const infoOnly = useRouteDef()?.name === 'contractInfo';
  const elements = useGetContractElements(
    { orderNo, contractNo },
    { request: { ownCodes: ['05050001', '05050004'] } },
  );
  const customer = useGetContractCustomerInfo({ orderNo });
  const contracts = useGetProductContracts({ orderNo });
  const viewAll = useCheckViewAllPdf({ orderNo });
  const contract = contracts.data?.contracts.find((c) => c.contractNo === contractNo);

  if (isBusinessError(elements.error, '05050001') || isBusinessError(elements.error, '05050004'))
    return <MissingOrder what="合同" />;

  const all = {
    data:
      elements.data && contracts.data && viewAll.data
        ? { elements: elements.data, contracts: contracts.data, viewAll: viewAll.data }
        : undefined,
    error: elements.error ?? contracts.error ?? viewAll.error,
    isPending: elements.isPending || contracts.isPending || viewAll.isPending,
    isFetching: elements.isFetching || contracts.isFetching || viewAll.isFetching,
    refetch: () => Promise.all([elements.refetch(), contracts.refetch(), viewAll.refetch()]),
  };
  const signed = contract?.signState === 'SIGNED';

  return (
    <PageFrame
      busy={all.isPending}
      title={!infoOnly && signed ? '合同详情' : undefined}
      footer={
        all.data && contract ? (
          infoOnly || signed ? (
            <InfoFooter orderNo={orderNo} contracts={all.data.contracts} />
          ) : (
            <SignFooter
              orderNo={orderNo}
              contract={contract}
              contracts={all.data.contracts}
              viewAll={all.data.viewAll}
            />
          )
        ) : null
      }
    >
      <QueryView query={all} skeleton={<ListSkeleton rows={8} />} pendingLabel="合同信息加载中">
        {(data) => (
          <>
            {contract ? <SignStateCard contract={contract} /> : null}
            {!infoOnly && !signed && !data.viewAll.allRead ? <UnreadNotice viewAll={data.viewAll} /> : null}
            <ContractFacts elements={data.elements} customer={customer.data} />
            <ContractLinks orderNo={orderNo} elements={data.elements} contract={contract} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}

function SignStateCard({ contract }: { contract: ProductContract }) {
  const state = SIGN_STATE[contract.signState];
  return (
    <section className="contract-card contract-sign-state" aria-label="签署状态">
      <StateTag tone={state.tone}>{state.text}</StateTag>
      <span>
        {contract.signState === 'SIGNED' && contract.signedAt
          ? `签署于 ${minuteOf(contract.signedAt)}（${SIGN_METHOD_NAMES[contract.signMethod]}）`
          : contract.signState === 'FAILED' && contract.failReason
            ? contract.failReason
            : `签署方式：${SIGN_METHOD_NAMES[contract.signMethod]}`}
      </span>
    </section>
  );
}

function UnreadNotice({ viewAll }: { viewAll: ViewAllPdfData }) {
  return (
    <section className="contract-card contract-unread" role="note" aria-label="尚未阅读的文件">
      <p>签署前请先完整阅读：{viewAll.unreadDocs.map((doc) => quoted(doc.docName)).join('')}</p>
    </section>
  );
}

/** The contract's text (forced-reading page, where it is read) and, once signed, the signed copy. */
function ContractLinks({
  orderNo,
  elements,
  contract,
}: {
  orderNo: string;
  elements: ContractElements;
  contract: ProductContract | undefined;
}) {
  const navigate = useNavigate();
  const docId = contract?.docIds[0];
  const download = useFileDownload(
    () => downloadSigned({ orderNo, contractNo: elements.contractNo }),
    (ticket) => ({ fileId: fileIdOf(ticket), orderNo, ...(docId ? { docId } : {}) }),
  );
  return (
    <p className="contract-note">
      {docId ? (
        <button
          type="button"
          className="contract-link"
          onClick={() => void navigate(hrefTo('checkUserViewPdfBehavior', { orderNo, docId }))}
        >
          查看合同全文
        </button>
      ) : null}
      {contract?.signState === 'SIGNED' ? (
        <button type="button" className="contract-link" onClick={() => void download.run()}>
          {download.pending ? '正在准备下载…' : '下载已签署合同'}
        </button>
      ) : null}
    </p>
  );
}

function InfoFooter({ orderNo, contracts }: { orderNo: string; contracts: ProductContractsData }) {
  const navigate = useNavigate();
  const go = useReclickGuard((path: string) => navigate(path));
  return (
    <Button
      block
      color="primary"
      fill="outline"
      size="large"
      onClick={() => go(hrefTo(flavourOf(contracts.orderType).hub, { orderNo }))}
    >
      返回签署进度
    </Button>
  );
}

function SignFooter({
  orderNo,
  contract,
  contracts,
  viewAll,
}: {
  orderNo: string;
  contract: ProductContract;
  contracts: ProductContractsData;
  viewAll: ViewAllPdfData;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [agreed, setAgreed] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const go = useReclickGuard((path: string) => navigate(path));
  const sign = useSubmitContractSign();
  const hub = hrefTo(flavourOf(contracts.orderType).hub, { orderNo });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetProductContractsQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({ queryKey: getProductContractDocumentsQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({ queryKey: getCheckViewAllPdfQueryKey({ orderNo }) }),
      queryClient.invalidateQueries({
        queryKey: getGetContractElementsQueryKey({ orderNo, contractNo: contract.contractNo }),
      }),
    ]);

  if (!viewAll.allRead) {
    return (
      <>
        <PageFooterHint>阅读完全部必读文件后方可签署</PageFooterHint>
        <Button block color="primary" size="large" onClick={() => go(hrefTo('pdfList', { orderNo }))}>
          去阅读
        </Button>
      </>
    );
  }

  const handwritten = contract.signMethod === 'HANDWRITTEN';
  return (
    <>
      <CheckBox className="contract-agree" checked={agreed} onChange={setAgreed}>
        本人已仔细阅读{quoted(contract.contractName)}全部条款，确认以上信息真实、准确，自愿签署
      </CheckBox>
      <Button
        block
        color="primary"
        size="large"
        disabled={!agreed}
        onClick={() => {
          if (handwritten) setSheetOpen(true);
          else go(hrefTo('signatureMiddlePage', { orderNo, contractNo: contract.contractNo }));
        }}
      >
        {handwritten ? '确认无误，手写签名' : '确认无误，去签署'}
      </Button>
      {handwritten ? (
        <SignatureSheet
          visible={sheetOpen}
          title={`请签署${quoted(contract.contractName)}`}
          onCancel={() => setSheetOpen(false)}
          onConfirm={async (png) => {
            try {
              await sign.mutateAsync({
                data: {
                  orderNo,
                  contractNo: contract.contractNo,
                  signMethod: 'HANDWRITTEN',
                  signatureImage: await pngToBase64(png),
                },
              });
            } catch (error) {
              await refresh();
              throw error;
            }
            await refresh();
            setSheetOpen(false);
            Toast.show({ icon: 'success', content: '签署成功', duration: 1500 });
            navigate(hub, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
