import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  profileDetailsBodySchema,
  profilePictureTypeOf,
} from '@vitrine/contract/profile';
import type { User } from '@vitrine/contract/auth';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { replaceSessionUser } from '../../lib/session.server';
import { actAsShopper } from '../../lib/shopper-action.server';
import { isProfileIntent, PROFILE_FALLBACK_MESSAGES, type ProfileResult } from './profile-result';

interface ActionArgs {
  request: Request;
  context: StorefrontLoadContext;
}

/** The contract's rules (SPEC §5) for the form, which also posts its intent and the picture. */
const profileFormSchema = profileDetailsBodySchema.strip();

/**
 * The profile form's submissions (a multipart post, with or without JavaScript) as the signed-in
 * shopper: `save` checks the name and email with the contract's rules and the picture's bytes, then
 * sends the picture (when one was chosen) and the details to the API; `remove-picture` removes it.
 */
export async function submitProfile(args: ActionArgs) {
  const form = await formOf(args.request);
  const intent = form.get('intent');
  if (!isProfileIntent(intent))
    return data<ProfileResult>({ intent: 'save', ok: false, error: 'Unknown request' }, 400);
  if (intent === 'remove-picture') {
    return actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, async (api) =>
      shownAfter(args, await api.removeProfilePicture()),
    );
  }

  const submission = parseWithZod(form, { schema: profileFormSchema });
  const picture = await pictureOf(form.get('picture'));
  // The reply keeps what the shopper typed (never the picture's bytes) and each refused field's message.
  const refuse = (error: string, init: ResponseInit | number = 400, pictureError = picture.error) =>
    data<ProfileResult>(
      {
        intent,
        ok: false,
        error,
        submission: submission.reply({
          hideFields: ['picture'],
          ...(pictureError ? { fieldErrors: { picture: [pictureError] } } : {}),
        }),
      },
      init,
    );
  if (submission.status !== 'success' || picture.error)
    return refuse('Please correct the highlighted fields.');

  const { blob } = picture;
  if (blob) {
    const uploaded = await actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, (api) =>
      api.uploadProfilePicture(blob),
    );
    if (!uploaded.data.ok) return refuse(uploaded.data.error, uploaded.init ?? 400, uploaded.data.error);
  }
  const { name, email } = submission.value;
  const reply = await actAsShopper(args, form, PROFILE_FALLBACK_MESSAGES, async (api) =>
    shownAfter(args, await api.updateProfile({ name, email: email ?? '' })),
  );
  if (!reply.data.ok) return refuse(reply.data.error, reply.init ?? 400);
  return data({ ...reply.data, submission: submission.reply() }, reply.init ?? undefined);
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
