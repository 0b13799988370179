import { z } from 'zod';
import { nameSchema, optionalEmailSchema, userSchema } from './auth.ts';

export { PROFILE_PAGE_PATH } from './site.ts';

/**
 * PUT /api/user/me: the signed-in shopper's own name and email, with SPEC §5's rules and messages. The
 * mobile number is the account itself and does not change; an empty email removes it.
 */
export const profileDetailsBodySchema = z.strictObject({ name: nameSchema, email: optionalEmailSchema });
export type ProfileDetailsBody = z.input<typeof profileDetailsBodySchema>;

/** What each change to the profile (details, picture) answers: the user as it now is. */
export const profileChangeReplySchema = z.object({
  data: z.object({ user: userSchema }),
  message: z.string(),
});

/** Where the signed-in shopper's own picture is served (only to them); `user.image` points here. */
export const PROFILE_PICTURE_PATH = '/api/user/me/picture';
/** The largest picture the API takes, in bytes (1 MiB). */
export const PROFILE_PICTURE_MAX_BYTES = 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];
export const PROFILE_PICTURE_TYPE_NAMES: Record<ProfilePictureType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
};

export const PROFILE_PICTURE_MESSAGES = {
  unsupportedType: 'Choose a PNG, JPEG or WebP picture.',
  tooLarge: 'The picture must be 1 MB or smaller.',
  empty: 'The picture is empty.',
} as const;

/** The picture's query: `v` is the version `user.image` names so browsers fetch a changed picture. */
export const profilePictureQuerySchema = z.object({ v: z.string().max(20).optional() });

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the bytes really are, from their first bytes (their "magic number"); null for others. */
export function profilePictureTypeOf(bytes: Uint8Array): ProfilePictureType | null {
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
