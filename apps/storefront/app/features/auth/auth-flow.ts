import type { User } from '@vitrine/contract/auth';
import type { AuthActionResult } from './auth-action-result';

/** The dialog's auth state (SPEC §4 "Authentication"); the step is derived from it, never stored. */
export interface AuthFlow {
  mobile: string;
  otpRequested: boolean;
  otpVerified: boolean;
  isNewUser: boolean;
  user: User | null;
  /** Demo shop only: the code the dev SMS provider "sent". */
  demoCode?: string;
}

export type AuthStep = 1 | 2 | 3 | 4;

export const INITIAL_FLOW: AuthFlow = {
  mobile: '',
  otpRequested: false,
  otpVerified: false,
  isNewUser: false,
  user: null,
};

/** SPEC §4's table: no OTP requested → 1; requested, not verified → 2; verified and new → 3; else 4. */
export function stepOf(flow: AuthFlow): AuthStep {
  if (!flow.otpRequested) return 1;
  if (!flow.otpVerified) return 2;
  return flow.isNewUser ? 3 : 4;
}

/** The state after a successful answer of the auth route. */
export function afterSuccess(flow: AuthFlow, result: AuthActionResult): AuthFlow {
  switch (result.step) {
    case 2:
      return { ...flow, otpRequested: true, otpVerified: false, isNewUser: false, demoCode: result.demoCode };
    case 3:
      return { ...flow, otpRequested: true, otpVerified: true, isNewUser: true, user: null };
    case 4:
      return { ...flow, otpRequested: true, otpVerified: true, isNewUser: false, user: result.user ?? null };
    default:
      return INITIAL_FLOW;
  }
}

/** "Change Mobile": back to step 1 with the number kept for editing. */
export function changeMobile(flow: AuthFlow): AuthFlow {
  return { ...INITIAL_FLOW, mobile: flow.mobile };
}
