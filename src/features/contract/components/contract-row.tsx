import type { ProductContract } from '@gen/model/productContract';
import { ChoiceRow } from '@/page-kit/choice-row';
import { quoted, SIGN_METHOD_NAMES, SIGN_STATE } from '../model/labels';
import { StateTag } from './state-tag';
import '../styles/contract.css';

/** "2026-11-20T10:32:15+08:00" → "2026-11-20 10:32" (the server's China time as written). */
export const minuteOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function subline(contract: ProductContract): string {
  if (contract.signState === 'SIGNED' && contract.signedAt) return `签署于 ${minuteOf(contract.signedAt)}`;
  if (contract.signState === 'FAILED' && contract.failReason) return contract.failReason;
  return `${SIGN_METHOD_NAMES[contract.signMethod]} · 合同编号 ${contract.contractNo}`;
}

function RowMain({ contract }: { contract: ProductContract }) {
  return (
    <span className="contract-row-main">
      <span className="contract-row-title">{quoted(contract.contractName)}</span>
      <span className="contract-row-sub">{subline(contract)}</span>
    </span>
  );
}

function StateOf({ contract }: { contract: ProductContract }) {
  const state = SIGN_STATE[contract.signState];
  return <StateTag tone={state.tone}>{state.text}</StateTag>;
}

export interface ContractRowProps {
  contract: ProductContract;
  onOpen?: (contract: ProductContract) => void;
}

/** One contract of an order: title, how it is signed, its state; a button when it opens. */
export function ContractRow({ contract, onOpen }: ContractRowProps) {
  const body = (
    <>
      <RowMain contract={contract} />
      <span className="contract-row-side">
        <StateOf contract={contract} />
        {onOpen ? (
          <span className="contract-row-arrow" aria-hidden="true">
            ›
          </span>
        ) : null}
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
      <button type="button" className="contract-row" onClick={() => onOpen(contract)}>
        {body}
      </button>
    </li>
  );
}

export interface ContractChoiceProps {
  contract: ProductContract;
  /** The radio group's name. */
  name: string;
  checked: boolean;
  onChoose: (contractNo: string) => void;
}

/**
 * One contract to pick (selectContract): the whole row is the kit's ChoiceRow, a real radio named
 * by the row's words. A signed contract cannot be picked.
 */
export function ContractChoice({ contract, name, checked, onChoose }: ContractChoiceProps) {
  return (
    <li>
      <ChoiceRow
        className="contract-row"
        name={name}
        value={contract.contractNo}
        checked={checked}
        disabled={contract.signState === 'SIGNED'}
        onChoose={onChoose}
        side={<StateOf contract={contract} />}
      >
        <RowMain contract={contract} />
      </ChoiceRow>
    </li>
  );
}
