import type { ContractDocument } from '@gen/model/contractDocument';
import type { ReadingProgress } from '@/page-kit/document-viewer';

/**
 * The forced-reading button (强制阅读): locked while time remains (请阅读(8s), counting down
 * from the document's minimum minus what earlier visits read), then while the end has not been on
 * screen in this visit (请阅读至末页), open once both hold. The server decides in the end
 * (setPdfViewTime); this only keeps the investor from asking too early.
 */
export type ReadingLock =
  | { kind: 'time'; secondsLeft: number; label: string; hint: string }
  | { kind: 'end'; label: string; hint: string }
  | { kind: 'open'; label: string };

export function readingLock(doc: ContractDocument, progress: ReadingProgress | undefined): ReadingLock {
  const seconds = doc.readSeconds + (progress?.secondsVisible ?? 0);
  const secondsLeft = Math.max(0, doc.minReadSeconds - seconds);
  if (secondsLeft > 0)
    return {
      kind: 'time',
      secondsLeft,
      label: `请阅读(${secondsLeft}s)`,
      hint: progress?.reachedEnd ? '已阅读至末页，请稍候' : '请阅读至末页',
    };
  if (!progress?.reachedEnd) return { kind: 'end', label: '请阅读至末页', hint: '请继续向下阅读至末页' };
  return { kind: 'open', label: '我已阅读并知晓' };
}
