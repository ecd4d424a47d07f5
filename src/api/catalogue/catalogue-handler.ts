import { ApiError } from '../api-error';
import { outcomeError } from '../default-outcome-handler';
import type { CallOptions, OutcomeHandler, TransportOutcome } from '../outcome';
import type { AppPorts } from '../ports';
import { rowFor, type CatalogueRow, type Reading } from './catalogue-table';
import { parkEffect } from './pending-effects';
import { pageLeft, performFailure, realWait, toastShows, type Wait } from './perform-behaviour';

export interface CatalogueOptions {
  /** How delays (download redirect, login after the 1 s toast) are waited; tests pass a fake. */
  wait?: Wait;
}

/**
 * The outcome handler built from the catalogue table (installed by install-catalogue.ts, which
 * loads this module with the first outcome that needs the table): finds the one row for the outcome,
 * resolves with `result.data` (after the "<label>成功" toast has closed, when labelled) or
 * throws an ApiError carrying the row id. A failure's toast, login or redirect is parked (see
 * pending-effects.ts) so that a retried read shows it once, for its final failure.
 */
export function createCatalogueHandler(
  ports: AppPorts,
  { wait = realWait }: CatalogueOptions = {},
): OutcomeHandler {
  return (outcome, { operation, options, ownCodes, startPath }) => {
    const reading: Reading = { outcome, operation };
    const row = rowFor(reading);

    if (row.behaviour.settle === 'resolve-data') {
      const data = outcome.kind === 'envelope' ? outcome.envelope.result?.data : undefined;
      const toast = row.behaviour.toast;
      if (!toast || !toastShows(row, options) || pageLeft(ports, startPath)) return data;
      return ports.toast
        .show(row.behaviour.text(reading, options.label), { kind: toast.kind, durationMs: toast.durationMs })
        .then(
          () => data,
          () => data,
        );
    }

    const error = toApiError(reading, row, options);
    // A business code the caller handles itself (ownCodes) shows no toast; its login or
    // redirect, if its row has one, still happens.
    const ownCode = error.statusCode !== undefined && ownCodes?.includes(error.statusCode) === true;
    parkEffect(error, (overrides) => {
      // Options given to the call itself win over the hook's `meta`.
      const silent = ownCode || (options.silent ?? overrides.silent);
      const merged = { label: options.label ?? overrides.label, silent, read: overrides.read };
      void performFailure(row, reading, merged, ports, wait, startPath);
    });
    throw error;
  };
}

/** The transport's own error for the outcome (kind, codes, result), with the row's text and id. */
function toApiError(reading: Reading, row: CatalogueRow, options: CallOptions): ApiError {
  const base = transportError(reading.outcome, options);
  return new ApiError({
    kind: base.kind,
    code: base.code,
    statusCode: base.statusCode,
    httpStatus: base.httpStatus,
    httpStatusText: base.httpStatusText,
    result: base.result,
    cause: base.cause,
    operation: reading.operation,
    detail: base.detail,
    message: row.behaviour.text(reading, options.label),
    row: row.id,
    remedy: row.behaviour.remedy,
  });
}

function transportError(outcome: TransportOutcome, options: CallOptions): ApiError {
  // A success never reaches here except through the 'unmatched' row, i.e. a bug in the table.
  return outcomeError(outcome, options) ?? new ApiError({ kind: 'malformed', message: '' });
}
