import { OTP_RESEND_COUNTDOWN_S } from '@vitrine/contract/constants';

/**
 * ARCHITECTURE §6. A 4-digit code is weak, so these limits carry the security; the worst case they
 * allow is worked out in docs/decisions/0003-one-time-code-limits.md.
 */
export const OTP_LIMITS = {
  codeLifetimeSeconds: 5 * 60,
  resendCooldownSeconds: OTP_RESEND_COUNTDOWN_S,
  wrongTriesPerCode: 5,
  codesPerNumberPerHour: 5,
  codesPerNumberPerDay: 10,
  wrongGuessesPerNumberPerDay: 10,
  sendsPerIpPerHour: 30,
  signupWindowSeconds: 10 * 60,
} as const;

export const HOUR = 60 * 60;
export const DAY = 24 * HOUR;
