import { ApiError } from '@vitrine/contract/browser-api';
import type { PageLog } from '@vitrine/contract/ssr';

/** SPEC §8: a failed load falls back to the error's own message, or the given one. */
export function loadFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** Logs a failed load under its SPEC §8 text, with what went wrong. */
export function logLoadFailure(log: PageLog, text: string, error: unknown) {
  // A thrown Response (the API's 404) is no Error: the log takes its status, not the object.
  log.warn(error instanceof Response ? { status: error.status } : { err: error }, text);
}

/** SPEC §8: a part of a page whose load fails is left empty (its text logged); the rest still shows. */
export function emptyOnFailure<T>(log: PageLog, load: Promise<T>, empty: T, text: string): Promise<T> {
  return load.catch((error: unknown) => {
    logLoadFailure(log, text, error);
    return empty;
  });
}

/**
 * A page's content failed to load: logs it and answers what the shopper reads (SPEC §8). A page the
 * API does not know (a thrown 404 Response) stays a not-found page.
 */
export function shownLoadFailure(log: PageLog, error: unknown, text: string): string {
  if (error instanceof Response) throw error;
  logLoadFailure(log, text, error);
  return loadFailureMessage(error, text);
}
