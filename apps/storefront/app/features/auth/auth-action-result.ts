import type { SubmissionResult } from '@conform-to/react';
import type { User } from '@vitrine/contract/auth';

/** What the auth route (routes/auth.ts) answers the dialog: never a token. */
export interface AuthActionResult {
  ok: boolean;
  /** The dialog step the answer leads to (SPEC §4). */
  step?: 1 | 2 | 3 | 4;
  user?: User;
  resendInSeconds?: number;
  /** Who is signed in changed: the root loader loads the user again. */
  sessionChanged?: boolean;
  error?: { message: string; retryAfter?: number };
  /** The sign-up form as the route checked it: each refused field's message. */
  submission?: SubmissionResult<string[]>;
  /** Demo shop (dev SMS provider) only: the code that was "sent". */
  demoCode?: string;
}
