import type { ContractDocument } from '@gen/model/contractDocument';
import { quoted, READ_STATE } from '../model/labels';
import { StateTag } from './state-tag';
import '../styles/contract.css';

/** What the row says under the title: pages, where the reading stopped, the minimum time. */
function subline(doc: ContractDocument): string {
  const parts = [`共${doc.pageCount}页`];
  if (doc.readState === 'READING' && doc.lastPage > 0) parts.push(`已读至第${doc.lastPage}页`);
  else if (doc.readState !== 'READ' && doc.minReadSeconds > 0)
    parts.push(`需阅读至末页且不少于${doc.minReadSeconds}秒`);
  if (!doc.required) parts.push('选读');
  return parts.join(' · ');
}

/** One document of an order: its title, its read state, and a tap to read it. */
export function DocumentRow({
  doc,
  onOpen,
}: {
  doc: ContractDocument;
  onOpen: (doc: ContractDocument) => void;
}) {
  const state = READ_STATE[doc.readState];
  return (
    <li>
      <button type="button" className="contract-row" onClick={() => onOpen(doc)}>
        <span className="contract-row-main">
          <span className="contract-row-title">
            {doc.required ? (
              <span className="contract-required" aria-label="必读">
                *
              </span>
            ) : null}
            {quoted(doc.docName)}
          </span>
          <span className="contract-row-sub">{subline(doc)}</span>
        </span>
        <span className="contract-row-side">
          <StateTag tone={doc.required || doc.readState === 'READ' ? state.tone : 'muted'}>
            {state.text}
          </StateTag>
          <span className="contract-row-arrow" aria-hidden="true">
            ›
          </span>
        </span>
      </button>
    </li>
  );
}
