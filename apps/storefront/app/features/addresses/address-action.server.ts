import { data, redirect } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { addressFieldsSchema } from '@vitrine/contract/addresses';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { actAsShopper, fieldOf } from '../../lib/shopper-action.server';
import { ADDRESS_FALLBACK_MESSAGES, isAddressIntent, type AddressResult } from './address-result';
import { safeReturnPath } from '../../lib/safe-return-path';
import { formOf } from '../../lib/action-form.server';

interface ActionArgs {
  request: Request;
  context: StorefrontLoadContext;
}

/**
 * The address form's and the delete button's submissions (intents add, update, delete) as the
 * signed-in shopper. The fields are checked with the contract's rules first (the form library's
 * submission carries each refused field's message); the API's answer is the shopper's whole address list, or its message (SPEC §8's
 * fallback when it has none).
 */
export async function submitAddress(args: ActionArgs, form: FormData) {
  const intent = form.get('intent');
  if (!isAddressIntent(intent)) return data({ ok: false as const, error: 'Unknown request' }, 400);
  const addressIndex = Number(fieldOf(form, 'addressIndex'));
  const refuse = (error: string, more: Partial<Extract<AddressResult, { ok: false }>> = {}) =>
    data<AddressResult>({ intent, ok: false, error, ...more }, 400);

  if (intent !== 'add' && !(Number.isInteger(addressIndex) && addressIndex > 0))
    return refuse('This address is not among your saved addresses.');
  if (intent === 'delete')
    return actAsShopper(args, form, ADDRESS_FALLBACK_MESSAGES, (api) => api.deleteAddress(addressIndex));

  const submission = parseWithZod(form, { schema: addressFieldsSchema });
  if (submission.status !== 'success')
    return refuse('Please correct the highlighted fields.', { submission: submission.reply() });
  const { gps: _gps, ...fields } = submission.value;
  const input = { ...fields, email: fields.email ?? '' };
  const reply = await actAsShopper(args, form, ADDRESS_FALLBACK_MESSAGES, (api) =>
    intent === 'add' ? api.addAddress(input) : api.updateAddress(addressIndex, input),
  );
  // A refusal (too many addresses, a lost session) keeps what the shopper typed.
  return reply.data.ok
    ? reply
    : data({ ...reply.data, submission: submission.reply() }, reply.init ?? undefined);
}

/**
 * A submission made without JavaScript, to a page rather than the resource route: a saved change goes
 * on to the form's `returnTo` page (POST, redirect, GET); a refusal renders the page again with it.
 */
export async function submitAddressFromPage(args: ActionArgs, fallbackReturnTo: string) {
  const form = await formOf(args.request);
  const reply = await submitAddress(args, form);
  if (!reply.data.ok) return reply;
  const returnTo = safeReturnPath(form.get('returnTo'), fallbackReturnTo);
  return redirect(returnTo, { headers: reply.init?.headers });
}
