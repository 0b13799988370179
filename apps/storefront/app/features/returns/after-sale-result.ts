import type { SubmissionResult } from '@conform-to/react';

/** What the order page's cancel or return form answers: done, or refused with the words and the fields sent. */
export type AfterSaleResult =
  | { intent: 'cancel' | 'return'; ok: true; done: string }
  | {
      intent: 'cancel' | 'return';
      ok: false;
      error: string | null;
      submission: SubmissionResult<string[]>;
    };
