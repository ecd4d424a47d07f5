import { useSyncExternalStore } from 'react';
import type { QualifyWay } from '@gen/model/qualifyWay';
import { isQualifyWay } from './qualify-text';

/**
 * The certification request being put together across upload → uploadOne → uploadTow: the way
 * and the fileIds of the images uploaded so far. Kept for the tab (sessionStorage, ids only, no
 * images), so a refresh or a look at an example page loses nothing; cleared once submitted.
 */
export interface PendingQualification {
  way: QualifyWay;
  proofFileIds: string[];
  experienceFileIds: string[];
}

const STORAGE_KEY = 'trust-h5:pending-qualification';
type Listener = () => void;
const listeners = new Set<Listener>();

const storage = (): Storage | undefined => (globalThis as { sessionStorage?: Storage }).sessionStorage;

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string').slice(0, 9) : [];

function read(): PendingQualification | null {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (!raw || typeof raw !== 'object') return null;
    const value = raw as Record<string, unknown>;
    if (!isQualifyWay(value.way)) return null;
    return {
      way: value.way,
      proofFileIds: ids(value.proofFileIds),
      experienceFileIds: ids(value.experienceFileIds),
    };
  } catch {
    return null;
  }
}

let current: PendingQualification | null | undefined;

function publish(next: PendingQualification | null) {
  current = next;
  if (next) storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  else storage()?.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener());
}

export const pendingQualification = {
  get(): PendingQualification | null {
    if (current === undefined) current = read();
    return current;
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The way chosen on upload: another way starts over, the same one keeps the images. */
  choose(way: QualifyWay) {
    const now = pendingQualification.get();
    if (now?.way === way) return;
    publish({ way, proofFileIds: [], experienceFileIds: [] });
  },
  update(changes: Partial<Omit<PendingQualification, 'way'>>) {
    const now = pendingQualification.get();
    if (now) publish({ ...now, ...changes });
  },
  clear() {
    publish(null);
  },
};

export function usePendingQualification(): PendingQualification | null {
  return useSyncExternalStore(
    pendingQualification.subscribe,
    pendingQualification.get,
    pendingQualification.get,
  );
}
