import { useNavigate } from 'react-router-dom';
import type { PurchaseType } from '@gen/model/purchaseType';
import { PageFrame } from '@/page-kit/page-frame';
import { hrefTo } from '@/routing/href';
import { usePageQuery } from '@/routing/use-page-query';
import { AmountStep } from './amount-step';
import { GateStep, UnknownProduct } from './gate-step';

/**
 * A subscription (capitain) or an additional subscription (capitainAdd) of one product: the
 * suitability gate, then the amount form (?step=amount, so the system back button returns to the
 * gate). The amount step asks the gate again and sends the investor back when it no longer
 * passes, so an address typed or kept in history cannot skip it.
 */
export function SubscribeFlow({ orderType }: { orderType: PurchaseType }) {
  const route = orderType === 'SUBSCRIBE' ? 'capitain' : 'capitainAdd';
  const { productCode, step } = usePageQuery(route);
  const navigate = useNavigate();
  if (!productCode) {
    return (
      <PageFrame>
        <UnknownProduct />
      </PageFrame>
    );
  }
  const toGate = () => navigate(hrefTo(route, { productCode }), { replace: true });
  if (step === 'amount') {
    return (
      <AmountStep key={productCode} productCode={productCode} orderType={orderType} onGateFailed={toGate} />
    );
  }
  return (
    <GateStep
      key={productCode}
      productCode={productCode}
      orderType={orderType}
      onPass={() => navigate(hrefTo(route, { productCode, step: 'amount' }))}
    />
  );
}
