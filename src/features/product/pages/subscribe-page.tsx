import { SubscribeFlow } from '../components/subscribe/subscribe-flow';

/** capitain (认购): the suitability gate, then the amount, the card, the agreements and the order. */
export default function SubscribePage() {
  return <SubscribeFlow orderType="SUBSCRIBE" />;
}
