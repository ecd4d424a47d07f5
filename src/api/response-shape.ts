import { answerIssues, type AnswerShape, type ShapeIssue } from './answer-shape';
import type { ParsedEnvelope } from './envelope';

/**
 * The ways a successful envelope misses its call's answer shape (answer-shape.ts, the shape
 * itself, its module loaded), or [] when it fits, when the call is not in the contract, or when
 * the contract gives its data no shape.
 *
 * `requireData` (reads): the envelope lets every `data` be absent, but a read whose contract
 * gives its data a shape cannot be shown without it (react-query also refuses an undefined
 * result). A write may succeed with no data: the server did act, and calling that a wrong shape
 * would invite the investor to repeat it.
 */
export function shapeIssues(
  facts: { readonly data: AnswerShape } | undefined,
  envelope: ParsedEnvelope,
  { requireData = false }: { requireData?: boolean } = {},
): ShapeIssue[] {
  if (!facts || facts.data === 'u') return [];
  const data = envelope.result?.data;
  if (requireData && data == null) return [{ path: 'result.data', problem: 'missing' }];
  if (data === undefined) return [];
  return answerIssues(facts.data, data);
}
