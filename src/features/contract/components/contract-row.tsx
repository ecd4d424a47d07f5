import type { ProductContract } from '../../../../generated/model/productContract';
import { quoted, SIGN_METHOD_NAMES, SIGN_STATE } from '../model/labels';
import { StateTag } from './state-tag';
import './contract.css';

/** "2026-11-20T10:32:15+08:00" → "2026-11-20 10:32" (the server's China time as written). */
export const minuteOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function subline(contract: ProductContract): string {
  if (contract.signState === 'SIGNED' && contract.signedAt) return `签署于 ${minuteOf(contract.signedAt)}`;
  if (contract.signState === 'FAILED' && contract.failReason) return contract.failReason;
  return `${SIGN_METHOD_NAMES[contract.signMethod]} · 合同编号 ${contract.contractNo}`;
}

export interface ContractRowProps {
  contract: ProductContract;
  onOpen?: (contract: ProductContract) => void;
  /** Shown on the right instead of the arrow (a radio in selectContract). */
  side?: React.ReactNode;
  disabled?: boolean;
  selected?: boolean;
}

/** One contract of an order: title, how it is signed, its state. */
export function ContractRow({ contract, onOpen, side, disabled, selected }: ContractRowProps) {
  const state = SIGN_STATE[contract.signState];
  const body = (
    <>
      <span className="contract-row-main">
        <span className="contract-row-title">{quoted(contract.contractName)}</span>
        <span className="contract-row-sub">{subline(contract)}</span>
      </span>
      <span className="contract-row-side">
        <StateTag tone={state.tone}>{state.text}</StateTag>
        {side ??
          (onOpen ? (
            <span className="contract-row-arrow" aria-hidden="true">
              ›
            </span>
          ) : null)}
      </span>
    </>
  );
  if (!onOpen)
    return (
      <li>
        <div className="contract-row">{body}</div>
      </li>
    );
  return (
    <li>
      <button
        type="button"
        className="contract-row"
        disabled={disabled}
        aria-pressed={selected}
        onClick={() => onOpen(contract)}
      >
        {body}
      </button>
    </li>
  );
}
