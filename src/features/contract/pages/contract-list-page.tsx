import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetProductContracts } from '@gen/hooks/contract/contract';
import type { ProductContract } from '@gen/model/productContract';
import type { ProductContractsData } from '@gen/model/productContractsData';
import { PageFooterHint, PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { hrefTo } from '@/routing/href';
import { useRouteDef } from '@/routing/route-context';
import { usePageQuery } from '@/routing/use-page-query';
import { useReclickGuard } from '@/page-kit/reclick-guard';
import { ContractChoice, ContractRow } from '../components/contract-row';
import { ListSkeleton } from '../components/list-skeleton';
import { MissingOrder } from '../components/missing-order';
import { OrderHeader } from '../components/order-header';
import { flavourOf } from '../model/flavour';
import '../styles/contract.css';

/**
 * multipleContracts: every contract of an order with its state (signed ones open their details
 * and signed copy, unsigned ones their confirmation). selectContract: the investor picks which
 * unsigned contract to sign now, when an order carries several.
 */
export default function ContractListPage() {
  const { orderNo } = usePageQuery('multipleContracts');
  const select = useRouteDef()?.name === 'selectContract';
  if (!orderNo) return <MissingOrder />;
  return <ContractList orderNo={orderNo} select={select} />;
}

function ContractList({ orderNo, select }: { orderNo: string; select: boolean }) {
  const navigate = useNavigate();
  const contracts = useGetProductContracts({ orderNo });
  const [picked, setPicked] = useState<string>();
  const go = useReclickGuard((path: string) => navigate(path));

  const data = contracts.data;
  const unsigned = data?.contracts.filter((c) => c.signState !== 'SIGNED') ?? [];
  const chosen = picked ?? (unsigned.length === 1 ? unsigned[0]?.contractNo : undefined);
  const open = (data: ProductContractsData, contract: ProductContract) =>
    go(
      hrefTo(contract.signState === 'SIGNED' ? 'contractInfo' : flavourOf(data.orderType).confirm, {
        orderNo,
        contractNo: contract.contractNo,
      }),
    );

  const footer =
    data && select ? (
      unsigned.length > 0 ? (
        <>
          <PageFooterHint>{chosen ? '请确认合同信息后签署' : '请选择要签署的合同'}</PageFooterHint>
          <Button
            block
            color="primary"
            size="large"
            disabled={!chosen}
            onClick={() => {
              if (chosen) go(hrefTo(flavourOf(data.orderType).confirm, { orderNo, contractNo: chosen }));
            }}
          >
            下一步
          </Button>
        </>
      ) : (
        <Button
          block
          color="primary"
          size="large"
          onClick={() => go(hrefTo(flavourOf(data.orderType).hub, { orderNo }))}
        >
          合同已全部签署，返回
        </Button>
      )
    ) : null;

  return (
    <PageFrame busy={contracts.isPending} footer={footer}>
      <QueryView
        query={contracts}
        skeleton={<ListSkeleton rows={2} />}
        pendingLabel="合同加载中"
        isEmpty={(d) => d.contracts.length === 0}
        empty={{ title: '该订单暂无合同' }}
      >
        {(d) => (
          <>
            <OrderHeader
              productName={d.productName}
              orderType={d.orderType}
              orderNo={d.orderNo}
              amount={d.amount}
              shares={d.shares}
            />
            <h3 className="contract-section-title">
              {select ? '选择要签署的合同' : `本订单共${d.contracts.length}份合同`}
            </h3>
            {select ? (
              <ul className="contract-list" role="radiogroup" aria-label="待签署的合同">
                {d.contracts.map((contract) => (
                  <ContractChoice
                    key={contract.contractNo}
                    contract={contract}
                    name="contract-to-sign"
                    checked={chosen === contract.contractNo}
                    onChoose={setPicked}
                  />
                ))}
              </ul>
            ) : (
              <ul className="contract-list">
                {d.contracts.map((contract) => (
                  <ContractRow key={contract.contractNo} contract={contract} onOpen={(c) => open(d, c)} />
                ))}
              </ul>
            )}
            <p className="contract-note">
              已签署的合同可在“合同详情”中查看并下载签署版本；电子签名与手写签名具有同等法律效力。
            </p>
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
