import { clientStore, type ClientStore } from './client-store';
import { addressWithoutToken, detectEnvironment, type Detection } from './detect-environment';
import { readEnvConfig, type EnvConfig } from './env-config';

export interface Environment extends Detection {
  config: EnvConfig;
  /** True when elderly mode is on (isNormal "old", stored now or on an earlier visit). */
  elderly: boolean;
}

let current: Environment | undefined;

/**
 * Runs once before the app renders: detects the container, stores the client values, strips a
 * token from the address, read or not (so it cannot leak through screenshots, shared links,
 * analytics or a login redirect's return path; index.html's referrer policy already keeps it out
 * of every Referer before this runs) and marks the document for elderly mode.
 */
export function startEnvironment(
  win: Window = window,
  store: ClientStore = clientStore,
  config: EnvConfig = readEnvConfig(),
): Environment {
  const detection = detectEnvironment(
    {
      userAgent: win.navigator.userAgent,
      href: win.location.href,
      wxjsEnvironment: (win as Window & { __wxjs_environment?: string }).__wxjs_environment,
    },
    config,
  );
  store.setAll(detection.store);
  if (detection.tokenInAddress) {
    win.history.replaceState(win.history.state, '', addressWithoutToken(win.location.href));
  }
  const elderly = store.get('isNormal') === 'old';
  win.document.documentElement.toggleAttribute('data-elderly', elderly);
  current = { ...detection, config, elderly };
  return current;
}

/** The environment detected at start-up (detected now if start-up has not run, e.g. in a unit test). */
export function getEnvironment(): Environment {
  return current ?? startEnvironment();
}
