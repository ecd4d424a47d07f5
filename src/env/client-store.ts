import { AGENTS, type Agent, type ClientValues, type IsNormal } from './client-values';

/**
 * One typed store for the client values, written to both a cookie (the server and older pages
 * read cookies) and local storage (survives WebViews that drop session cookies). Every access is
 * guarded: private mode, disabled cookies or a sandboxed frame make the storage APIs throw, and
 * the app must still start (values then live in memory for this page load).
 */
type Key = keyof ClientValues;

const parsers: { [K in Key]: (raw: string) => ClientValues[K] | undefined } = {
  apptoken: (raw) => raw || undefined,
  appletScene: (raw) => raw,
  userAgent: (raw) => raw || undefined,
  agent: (raw) => (AGENTS.includes(Number(raw) as Agent) ? (Number(raw) as Agent) : undefined),
  isNormal: (raw) => (raw === 'old' || raw === 'normal' ? (raw as IsNormal) : undefined),
};

export interface StorageBackends {
  localStorage: () => Storage;
  document: () => Pick<Document, 'cookie'>;
  secure: () => boolean;
}

const browserBackends: StorageBackends = {
  localStorage: () => window.localStorage,
  document: () => document,
  secure: () => window.location.protocol === 'https:',
};

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

function readCookie(cookie: string, key: string): string | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== key) continue;
    return attempt(() => decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return undefined;
}

export function createClientStore(backends: StorageBackends = browserBackends) {
  const memory = new Map<Key, string>();

  function raw(key: Key): string | undefined {
    return (
      attempt(() => backends.localStorage().getItem(key) ?? undefined) ??
      attempt(() => readCookie(backends.document().cookie, key)) ??
      memory.get(key)
    );
  }

  function get<K extends Key>(key: K): ClientValues[K] | undefined {
    const value = raw(key);
    return value === undefined ? undefined : parsers[key](value);
  }

  function set<K extends Key>(key: K, value: ClientValues[K]): void {
    const text = String(value);
    memory.set(key, text);
    attempt(() => backends.localStorage().setItem(key, text));
    const secure = attempt(backends.secure) ? '; Secure' : '';
    // Session cookie on the whole site: the API under /xtmk/apph5/services reads apptoken.
    attempt(() => {
      backends.document().cookie = `${key}=${encodeURIComponent(text)}; path=/; SameSite=Lax${secure}`;
    });
  }

  function remove(key: Key): void {
    memory.delete(key);
    attempt(() => backends.localStorage().removeItem(key));
    attempt(() => {
      backends.document().cookie = `${key}=; path=/; max-age=0`;
    });
  }

  function setAll(values: Partial<ClientValues>): void {
    for (const key of Object.keys(values) as Key[]) {
      const value = values[key];
      if (value !== undefined) set(key, value as never);
    }
  }

  return { get, set, remove, setAll };
}

export type ClientStore = ReturnType<typeof createClientStore>;

/** The app's store (browser cookie + local storage). */
export const clientStore = createClientStore();
