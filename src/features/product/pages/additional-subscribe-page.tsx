import { SubscribeFlow } from '../components/subscribe/subscribe-flow';

/** capitainAdd (追加认购): the same flow for a product the investor already holds. */
export default function AdditionalSubscribePage() {
  return <SubscribeFlow orderType="ADDITIONAL" />;
}
