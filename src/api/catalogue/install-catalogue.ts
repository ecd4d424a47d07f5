import { defaultOutcomeHandler, outcomeError } from '../default-outcome-handler';
import { isSuccessEnvelope } from '../envelope';
import type { CallContext, OutcomeHandler, TransportOutcome } from '../outcome';
import type { AppPorts } from '../ports';
import { setOutcomeHandler } from '../trust-app-api';
import type { CatalogueOptions } from './catalogue-handler';
import { ERROR_TOAST_MS } from './catalogue-texts';
import { parkEffect } from './pending-effects';

export type { CatalogueOptions } from './catalogue-handler';

/**
 * Installs the catalogue in the transport; every generated hook and function goes through it
 * from then on. Returns an uninstall function (tests; the app never uninstalls).
 *
 * The table (catalogue-handler.ts, with its rows, texts and behaviours: 1.5 KB gzip) loads with
 * the first outcome that needs it, not with the first page: a success without a label, which is
 * what a page's reads get, shows nothing and needs no row (the table's success row says so, and
 * the property test holds both to it). A failure's answer has just come over the network, so the
 * chunk can load too; when it cannot (the connection dropped that moment, or a redeploy removed
 * it), the call still fails with the transport's own Chinese message and its toast.
 */
export function installCatalogue(ports: AppPorts, options: CatalogueOptions = {}): () => void {
  const handler = lazyCatalogueHandler(ports, () =>
    import('./catalogue-handler').then((module) => module.createCatalogueHandler(ports, options)),
  );
  setOutcomeHandler(handler, () => ports.navigation.currentPath());
  return () => setOutcomeHandler(defaultOutcomeHandler);
}

/** The handler that answers plain successes itself and hands everything else to the loaded table. */
export function lazyCatalogueHandler(ports: AppPorts, load: () => Promise<OutcomeHandler>): OutcomeHandler {
  let table: OutcomeHandler | undefined;
  let loading: Promise<OutcomeHandler> | undefined;
  return (outcome, context) => {
    if (table) return table(outcome, context);
    if (isPlainSuccess(outcome, context)) return outcome.envelope.result?.data;
    loading ??= load().then((loaded) => (table = loaded));
    return loading.then(
      (handle) => handle(outcome, context),
      () => {
        loading = undefined; // the next outcome tries again
        return withoutTable(outcome, context, ports);
      },
    );
  };
}

const isPlainSuccess = (
  outcome: TransportOutcome,
  context: CallContext,
): outcome is Extract<TransportOutcome, { kind: 'envelope' }> =>
  outcome.kind === 'envelope' && isSuccessEnvelope(outcome.envelope) && !context.options.label;

/**
 * The table could not load: the transport's own reading, its message as an error toast (parked
 * like the table's, so a retried read shows it once), no login or redirect. A labelled success
 * resolves without its toast.
 */
function withoutTable(outcome: TransportOutcome, context: CallContext, ports: AppPorts): unknown {
  const error = outcomeError(outcome, context.options);
  if (!error) return outcome.kind === 'envelope' ? outcome.envelope.result?.data : undefined;
  const ownCode = error.statusCode !== undefined && context.ownCodes?.includes(error.statusCode) === true;
  parkEffect(error, (overrides) => {
    if (ownCode || (context.options.silent ?? overrides.silent)) return;
    void ports.toast
      .show(error.message, { kind: 'error', durationMs: ERROR_TOAST_MS })
      .catch(() => undefined);
  });
  throw error;
}
