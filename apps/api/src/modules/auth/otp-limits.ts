import { OTP_RESEND_COUNTDOWN_S } from '@vitrine/contract/constants';

/**
 * ARCHITECTURE §6. A 4-digit code is weak, so these limits carry the security. A client is a device
 * that has signed in to the number before, else one address (counted per number, so a stranger's
 * address cannot use up the owner's); the worst cases they allow are worked out in decisions 0014
 * and 0017.
 */
export const OTP_LIMITS = {
  codeLifetimeSeconds: 5 * 60,
  /** Per number and client. */
  resendCooldownSeconds: OTP_RESEND_COUNTDOWN_S,
  wrongTriesPerCode: 5,
  codesPerClientPerNumberPerHour: 5,
  codesPerClientPerNumberPerDay: 10,
  /** From all clients but known devices: no more text messages than this to one phone. */
  codesPerNumberPerDay: 40,
  /** From the number's known devices together, which strangers cannot spend: the same bound on texts. */
  codesToKnownDevicesPerNumberPerDay: 40,
  /** Device tokens a number keeps; a sign-in past them ends the one used least recently. */
  devicesPerNumber: 5,
  wrongGuessesPerClientPerNumberPerDay: 3,
  /** From all clients but known devices: the bound on guessing, 10 / 10,000 = 0.1 % a day. */
  wrongGuessesPerNumberPerDay: 10,
  sendsPerIpPerHour: 30,
  signupWindowSeconds: 10 * 60,
} as const;

export const HOUR = 60 * 60;
export const DAY = 24 * HOUR;
