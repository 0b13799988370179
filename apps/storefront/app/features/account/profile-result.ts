import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPES,
  profileDetailsBodySchema,
  type ProfileDetailsBody,
} from '@vitrine/contract/profile';
import { firstErrorPerField } from '../../lib/field-errors';
import { isReplyOf } from '../../lib/server-reply';

/** SPEC §8 names no messages for the profile; these read like its neighbours ("Failed to add address"). */
export const PROFILE_FALLBACK_MESSAGES = {
  save: 'Failed to update profile',
  'remove-picture': 'Failed to remove picture',
} as const;
export type ProfileIntent = keyof typeof PROFILE_FALLBACK_MESSAGES;

export const PROFILE_SUCCESS_MESSAGES: Record<ProfileIntent, string> = {
  save: 'Profile saved',
  'remove-picture': 'Picture removed',
};

export type ProfileFieldName = 'name' | 'email' | 'picture';
export type ProfileFieldErrors = Partial<Record<ProfileFieldName, string>>;
export interface ProfileFormValues {
  name: string;
  email: string;
}

/**
 * What the profile page's action answers: done, or why not (a message, each refused field's message
 * and the values sent, so a page rendered without JavaScript shows the form as the shopper left it).
 */
export type ProfileResult = { intent: ProfileIntent } & (
  | { ok: true; message: string }
  | { ok: false; error: string; fields?: ProfileFieldErrors; values?: ProfileFormValues }
);

export const isProfileIntent = (value: unknown): value is ProfileIntent =>
  typeof value === 'string' && Object.hasOwn(PROFILE_FALLBACK_MESSAGES, value);

export const isProfileResult = (value: unknown): value is ProfileResult => isReplyOf(value, isProfileIntent);

/** The contract's rules (SPEC §5), the same in the browser and in the action: what to send, or each field's message. */
export function checkProfileDetails(
  values: ProfileFormValues,
): { ok: true; body: ProfileDetailsBody } | { ok: false; errors: ProfileFieldErrors } {
  const parsed = profileDetailsBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: { name: parsed.data.name, email: parsed.data.email ?? '' } };
  return { ok: false, errors: firstErrorPerField(parsed.error.issues) as ProfileFieldErrors };
}

/** A chosen picture's message, or null when the API will take it (its bytes are checked there too). */
export function checkPicture(picture: { size: number; type: string }): string | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(picture.type))
    return PROFILE_PICTURE_MESSAGES.unsupportedType;
  if (picture.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_MESSAGES.tooLarge;
  return null;
}

/** What the file input accepts: the types the API takes. */
export const PICTURE_ACCEPT = PROFILE_PICTURE_TYPES.join(',');
