import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useWalletPreCheck } from '@gen/hooks/wallet/wallet';
import { isBusinessError } from '@/api/business-error';
import { PageFrame } from '@/page-kit/page-frame';
import { QueryView } from '@/page-kit/query-states';
import { ResultView } from '@/page-kit/result-page';
import { hrefTo } from '@/routing/href';
import { OrderDetailSkeleton } from '../order-detail-skeleton';
import { OrderMissing } from '../order-missing';
import { OpenWalletStep } from './open-wallet-step';
import { WalletPayStep } from './wallet-pay-step';
import { WalletResult } from './wallet-result';

/**
 * orderUpload?pay=wallet: paying an order through the wallet. walletPreCheck says what comes
 * next: open the wallet first (identity, a supported card, the agreements, the institution's SMS
 * code), or pay (the cashier page, through the allow-list); coming back from the cashier
 * (walletPayNo in the address) the payment's state (queryWalletState) is shown instead.
 */
export function WalletPayScreen({ orderNo, walletPayNo }: { orderNo: string; walletPayNo?: string }) {
  if (walletPayNo) return <WalletResult orderNo={orderNo} />;
  return <PreChecked orderNo={orderNo} />;
}

function PreChecked({ orderNo }: { orderNo: string }) {
  const check = useWalletPreCheck(
    { orderNo },
    {
      query: { staleTime: 0, refetchOnMount: 'always' },
      request: { ownCodes: ['05040001', '05070001', '05070002'] },
    },
  );
  if (isBusinessError(check.error, '05040001')) return <OrderMissing notFound />;
  if (isBusinessError(check.error, '05070001') || isBusinessError(check.error, '05070002'))
    return <NotPayable orderNo={orderNo} productRefused={isBusinessError(check.error, '05070001')} />;
  const data = check.data;
  if (data?.nextStep === 'OPEN_ACCOUNT')
    return <OpenWalletStep orderNo={orderNo} onOpened={() => void check.refetch()} />;
  if (data?.nextStep === 'PAY')
    return <WalletPayStep check={data} onNeedsAccount={() => void check.refetch()} />;
  if (data?.nextStep === 'UNAVAILABLE')
    return <NotPayable orderNo={orderNo} reason={data.reason ?? '钱包支付暂不可用'} />;
  return (
    <PageFrame busy title="钱包支付">
      <QueryView query={check} skeleton={<OrderDetailSkeleton />} pendingLabel="钱包信息加载中">
        {() => null}
      </QueryView>
    </PageFrame>
  );
}

function NotPayable({
  orderNo,
  productRefused,
  reason,
}: {
  orderNo: string;
  productRefused?: boolean;
  reason?: string;
}) {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="钱包支付"
      footer={
        <div className="order-footer-actions">
          <Button
            size="large"
            fill="outline"
            onClick={() => void navigate(hrefTo('productOrderDetails', { orderNo }))}
          >
            查看订单
          </Button>
          <Button
            size="large"
            color="primary"
            onClick={() => void navigate(hrefTo('orderUpload', { orderNo }), { replace: true })}
          >
            改用银行转账
          </Button>
        </div>
      }
    >
      <ResultView
        status="warning"
        title={reason ? '钱包支付暂不可用' : productRefused ? '该产品不支持钱包支付' : '当前无需支付'}
        description={
          reason ??
          (productRefused
            ? '请通过银行转账付款并上传转账凭证。'
            : '订单当前不在打款环节，请返回订单查看最新状态。')
        }
      />
    </PageFrame>
  );
}
