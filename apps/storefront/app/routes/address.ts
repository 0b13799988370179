import type { Route } from './+types/address';
import { submitAddress } from '../features/addresses/address-action.server';
import { formOf } from '../lib/action-form.server';

/**
 * The address form's and the delete button's submissions (intents add, update, delete), passed to the
 * API as the signed-in shopper; answers the whole address list or why not (features/addresses/address-result.ts).
 */
export async function action(args: Route.ActionArgs) {
  return submitAddress(args, await formOf(args.request));
}
