import { Steps } from 'antd-mobile';
import { currentStepIndex, progressOf, type ProgressOrder } from '../model/progress';
import '../styles/order-detail.css';

/** The order's progress steps (vertical), the live one current; see model/progress.ts. */
export function OrderProgress({ order }: { order: ProgressOrder }) {
  const steps = progressOf(order);
  return (
    <Steps className="order-steps" direction="vertical" current={currentStepIndex(steps)}>
      {steps.map((step) => (
        <Steps.Step key={step.key} title={step.title} status={step.state} description={step.description} />
      ))}
    </Steps>
  );
}
