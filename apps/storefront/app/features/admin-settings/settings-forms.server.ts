import { parseWithZod } from '@conform-to/zod/v4';
import type { Submission, SubmissionResult } from '@conform-to/react';
import { data } from 'react-router';
import { z } from 'zod';
import { ApiError } from '@vitrine/contract/client';
import {
  brandSettingsSchema,
  businessSettingsSchema,
  deliverySettingsSchema,
  checkV2Keys,
  gatewayKeysFields,
  paymentSettingsSchema,
  staffInviteSchema,
} from '@vitrine/contract/admin-settings';

/** A blank field is "none" (a form library reads a blank field as missing). */
const blankIsNull = <T extends z.ZodType>(schema: z.ZodNullable<T>) =>
  schema
    .unwrap()
    .optional()
    .transform((value) => value ?? null);
/** An unticked box is not posted: off. */
const ticked = z.boolean().default(false);

const paymentForm = paymentSettingsSchema.extend({
  codEnabled: ticked,
  minimumOrder: blankIsNull(paymentSettingsSchema.shape.minimumOrder),
});
const gatewayForm = gatewayKeysFields
  .extend({
    keyId: blankIsNull(gatewayKeysFields.shape.keyId),
    webhookSecret: blankIsNull(gatewayKeysFields.shape.webhookSecret),
    webhookUsername: blankIsNull(gatewayKeysFields.shape.webhookUsername.unwrap()),
    keyIndex: gatewayKeysFields.shape.keyIndex.default(1),
  })
  .superRefine(checkV2Keys);
const deliveryForm = deliverySettingsSchema.extend({
  freeDeliveryAbove: blankIsNull(deliverySettingsSchema.shape.freeDeliveryAbove),
  storePickup: ticked,
});

/** Each settings form checked on the server with the contract's rules (decision 0040). */
export const SETTINGS_FORMS = {
  brand: brandSettingsSchema,
  business: businessSettingsSchema,
  payments: paymentForm,
  gateway: gatewayForm,
  delivery: deliveryForm,
  invite: staffInviteSchema,
};

export type SettingsResult =
  | { ok: true; message: string; submission: SubmissionResult<string[]> }
  | { ok: false; message: string; submission: SubmissionResult<string[]> };

/**
 * Checks a posted settings form and saves it through `save`; the reply carries each refused field's
 * message. Fields named in `hideFields` (secrets) never travel back to the page.
 */
export async function saveSettings<T>(
  form: FormData,
  schema: z.ZodType<T>,
  save: (value: T) => Promise<unknown>,
  { headers, saved, hideFields }: { headers: Headers; saved: string; hideFields?: string[] },
) {
  const submission: Submission<T> = parseWithZod(form, { schema });
  const reply = (result: SettingsResult, status = 200) => data(result, { status, headers });
  const options = { hideFields };
  if (submission.status !== 'success') {
    const firstError = Object.values(submission.error ?? {})
      .flat()
      .find((text) => Boolean(text));
    const message = firstError ?? 'Please correct the highlighted fields.';
    return reply({ ok: false, message, submission: submission.reply(options) }, 400);
  }
  try {
    await save(submission.value);
    return reply({
      ok: true,
      message: saved,
      submission: submission.reply({ ...options, resetForm: hideFields !== undefined }),
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return reply({ ok: false, message: error.message, submission: submission.reply(options) }, error.status);
  }
}
