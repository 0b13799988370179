import { data } from 'react-router';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  profilePictureTypeOf,
} from '@vitrine/contract/profile';
import type { User } from '@vitrine/contract/auth';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { replaceSessionUser } from '../../lib/session.server';
import { actAsShopper, fieldOf } from '../../lib/shopper-action.server';
import {
  checkProfileDetails,
  isProfileIntent,
  PROFILE_FALLBACK_MESSAGES,
  type ProfileResult,
} from './profile-result';

interface ActionArgs {
  request: Request;
  context: StorefrontLoadContext;
}

const refuse = (result: Extract<ProfileResult, { ok: false }>, status = 400) =>
  data<ProfileResult>(result, status);

/**
 * The profile form's submissions (a multipart post, with or without JavaScript) as the signed-in
 * shopper: `save` checks the name and email with the contract's rules and the picture's bytes, then
 * sends the picture (when one was chosen) and the details to the API; `remove-picture` removes it.
 */
export async function submitProfile(args: ActionArgs) {
  const form = await formOf(args.request);
  const intent = form.get('intent');
  if (!isProfileIntent(intent)) return refuse({ intent: 'save', ok: false, error: 'Unknown request' });
  if (intent === 'remove-picture') {
    return actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, async (api) =>
      shownAfter(args, await api.removeProfilePicture()),
    );
  }

  const values = { name: fieldOf(form, 'name'), email: fieldOf(form, 'email') };
  const checked = checkProfileDetails(values);
  const picture = await pictureOf(form.get('picture'));
  const fields = {
    ...(checked.ok ? {} : checked.errors),
    ...(picture.error ? { picture: picture.error } : {}),
  };
  if (!checked.ok || picture.error) {
    return refuse({ intent, ok: false, error: 'Please correct the highlighted fields.', fields, values });
  }

  const { blob } = picture;
  if (blob) {
    const uploaded = await actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, (api) =>
      api.uploadProfilePicture(blob),
    );
    if (!uploaded.data.ok) {
      const { error } = uploaded.data;
      return data({ ...uploaded.data, fields: { picture: error }, values }, uploaded.init ?? undefined);
    }
  }
  const reply = await actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, async (api) =>
    shownAfter(args, await api.updateProfile(checked.body)),
  );
  return reply.data.ok ? reply : data({ ...reply.data, values }, reply.init ?? undefined);
}

/** The changed user is who the page rendered after the action shows (the root's avatar, the form). */
function shownAfter(args: ActionArgs, user: User) {
  replaceSessionUser(args.context, user);
  return user;
}

/**
 * The chosen picture as a Blob of the type its bytes are (whatever name or type the browser gave
 * it), or why it cannot be used; neither when no file was chosen.
 */
async function pictureOf(value: FormDataEntryValue | null): Promise<{ blob?: Blob; error?: string }> {
  if (!(value instanceof Blob) || value.size === 0) return {};
  if (value.size > PROFILE_PICTURE_MAX_BYTES) return { error: PROFILE_PICTURE_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await value.arrayBuffer());
  const type = profilePictureTypeOf(bytes);
  if (!type) return { error: PROFILE_PICTURE_MESSAGES.unsupportedType };
  return { blob: new Blob([bytes], { type }) };
}
