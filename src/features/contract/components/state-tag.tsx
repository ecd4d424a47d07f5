import type { Tone } from '../model/labels';
import '../styles/contract.css';

/** A small status tag (已阅读 / 待签署 …): colour and text both say it, never colour alone. */
export function StateTag({ tone, children }: { tone: Tone; children: string }) {
  return <span className={`contract-tag contract-tag-${tone}`}>{children}</span>;
}
