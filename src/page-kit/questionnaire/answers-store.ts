import type { Answers } from './questionnaire-types';

const PREFIX = 'questionnaire:';

/**
 * Answers survive leaving the page and coming back (browser back from a notice, an iOS WeChat
 * webview re-running the page) for the rest of the browser session, and nowhere else:
 * sessionStorage, so a shared device does not keep them. Storage may be missing or full
 * (private mode, some webviews): then answers live only as long as the page.
 */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function loadAnswers(key: string): Answers {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return isAnswers(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function saveAnswers(key: string, answers: Answers): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(answers));
  } catch {
    // Quota or disabled storage: the answers stay in memory for this visit.
  }
}

export function clearAnswers(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

function isAnswers(value: unknown): value is Answers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every(
    (chosen) => Array.isArray(chosen) && chosen.every((id) => typeof id === 'string'),
  );
}
