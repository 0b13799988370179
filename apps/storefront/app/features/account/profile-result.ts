import type { SubmissionResult } from '@conform-to/react';
import type { ParseKeys } from 'i18next';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPES,
} from '@vitrine/contract/profile';
import { isReplyOf } from '../../lib/server-reply';

/** SPEC §8 names no messages for the profile; these read like its neighbours ("Failed to add address"). */
export const PROFILE_FALLBACK_MESSAGES = {
  save: 'Failed to update profile',
  'remove-picture': 'Failed to remove picture',
} as const;
export type ProfileIntent = keyof typeof PROFILE_FALLBACK_MESSAGES;

/** What the shopper reads once each intent is done (catalogue keys). */
export const PROFILE_SUCCESS_MESSAGES: Record<ProfileIntent, ParseKeys> = {
  save: 'profile.saved',
  'remove-picture': 'profile.pictureRemoved',
};

/**
 * What the profile page's action answers: done, or why not; for the saved form, the form library's
 * submission too (each refused field's message and the values sent, so a page rendered without
 * JavaScript shows the form as the shopper left it).
 */
export type ProfileResult = { intent: ProfileIntent; submission?: SubmissionResult<string[]> } & (
  { ok: true } | { ok: false; error: string }
);

export const isProfileIntent = (value: unknown): value is ProfileIntent =>
  typeof value === 'string' && Object.hasOwn(PROFILE_FALLBACK_MESSAGES, value);

export const isProfileResult = (value: unknown): value is ProfileResult => isReplyOf(value, isProfileIntent);

/** A chosen picture's message, or null when the API will take it (its bytes are checked there too). */
export function checkPicture(picture: { size: number; type: string }): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(picture.type))
    return PROFILE_PICTURE_MESSAGES.unsupportedType;
  if (picture.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_MESSAGES.tooLarge;
  return null;
}

/** What the file input accepts: the types the API takes. */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');
