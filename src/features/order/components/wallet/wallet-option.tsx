import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { hrefTo } from '@/routing/href';
import '@/features/order/styles/trade.css';
import '@/features/order/styles/wallet-option.css';
import { useReclickGuard } from '@/page-kit/reclick-guard';

/**
 * On orderUpload, for a product that takes the wallet (walletPayable) while the order waits for
 * payment: paying through the wallet instead of a bank transfer with an uploaded proof.
 */
export function WalletOption({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate();
  const go = useReclickGuard(() => navigate(hrefTo('orderUpload', { orderNo, pay: 'wallet' })));
  return (
    <section className="trade-option" aria-label="钱包支付">
      <p className="trade-option-text">
        <span className="trade-option-title">钱包支付</span>
        本产品支持钱包快捷支付，无需转账和上传凭证，支付成功即进入资金确认。
      </p>
      <Button color="primary" fill="outline" onClick={go}>
        使用钱包支付
      </Button>
    </section>
  );
}
