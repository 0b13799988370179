import type { SubmissionResult } from '@conform-to/react';

/** What the order page's action answers: done, or refused with the words and the fields sent. */
export type OrderActionResult =
  | { action: string; ok: true; done: string }
  | { action: string; ok: false; error: string; submission: SubmissionResult<string[]> };
