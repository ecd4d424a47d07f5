import { SubscribeFlow } from '../subscribe/components/subscribe-flow';

/** capitainAdd (追加认购): the same flow for a product the investor already holds. */
export default function CapitainAddPage() {
  return <SubscribeFlow orderType="ADDITIONAL" />;
}
