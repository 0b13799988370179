import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import { MAX_COUPON_PERCENT, type Coupon } from '@vitrine/contract/coupons';
import type { Route } from './+types/admin-coupon';
import { useCustomerConfig } from '../root';
import { WhatsAppShare } from '../features/admin/whatsapp-share';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { ChevronLeft } from '../components/icons/icons';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings } from '../features/admin-settings/settings-forms.server';
import { SaveMessage } from '../features/admin-settings/settings-nav';
import { couponFormSchema } from '../features/admin-coupons/coupon-form.server';
import { COUPONS_PATH } from '../features/admin-coupons/paths';

/** A new coupon (/admin/coupons/new) or one of the shop's (/admin/coupons/:couponId). */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const { couponId } = args.params;
  const { origin } = new URL(args.request.url);
  if (!couponId) return data({ coupon: null, origin }, { headers });
  const coupon = (await api.getCoupons()).find((each) => each.couponId === couponId);
  if (!coupon) throw new Response('Not found', { status: 404, headers });
  return data({ coupon, origin }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const { couponId } = args.params;
  const reply = await saveSettings(
    await formOf(args.request),
    couponFormSchema,
    (coupon) => (couponId ? api.updateCoupon(couponId, coupon) : api.createCoupon(coupon)),
    { headers, saved: '' },
  );
  if (reply.data.ok) return redirect(`${COUPONS_PATH}?done=${couponId ? 'saved' : 'added'}`, { headers });
  return reply;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.coupon ? `Coupon ${loaderData.coupon.code}` : 'New coupon', matches) },
  ];
}

const formValuesOf = (coupon: Coupon | null) => ({
  code: coupon?.code ?? '',
  kind: coupon?.kind ?? 'PERCENT',
  value: coupon ? String(coupon.value) : '',
  minimumOrder: coupon?.minimumOrder == null ? '' : String(coupon.minimumOrder),
  perShopperLimit: coupon?.perShopperLimit == null ? '' : String(coupon.perShopperLimit),
  validFrom: coupon?.validFrom ?? '',
  validUntil: coupon?.validUntil ?? '',
  firstOrderOnly: coupon?.firstOrderOnly ? 'on' : '',
});

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { coupon, origin } = loaderData;
  const shopName = useCustomerConfig().brandDetails[0]!.appName;
  const saving = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.submission,
    defaultValue: formValuesOf(coupon),
  });
  const field = (
    name: 'code' | 'value' | 'minimumOrder' | 'perShopperLimit' | 'validFrom' | 'validUntil',
  ) => ({
    name: fields[name].name,
    defaultValue: String(fields[name].initialValue ?? ''),
    error: fields[name].errors?.[0],
    autoComplete: 'off',
  });
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <Link
        to={COUPONS_PATH}
        className="focus-ring inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-neutral-700"
      >
        <ChevronLeft aria-hidden className="size-4" /> Coupons
      </Link>
      <h1 className="text-2xl font-semibold">{coupon ? `Coupon ${coupon.code}` : 'New coupon'}</h1>
      {coupon && (
        <div className="justify-self-start">
          <WhatsAppShare label="Share the code" text={`Use code ${coupon.code} at ${shopName}: ${origin}/`} />
        </div>
      )}
      <Form
        method="post"
        id={form.id}
        noValidate
        className="grid grid-cols-1 gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        <TextField
          label="Code"
          hint="Letters, digits and dashes; shoppers may type it in any case"
          {...field('code')}
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Discount</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['PERCENT', 'Percentage'],
                ['FLAT', 'Flat amount'],
              ] as const
            ).map(([kind, label]) => (
              <label
                key={kind}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 ring-1 ring-neutral-300 has-[:checked]:ring-2 has-[:checked]:ring-primary"
              >
                <input
                  type="radio"
                  name={fields.kind.name}
                  value={kind}
                  defaultChecked={(fields.kind.initialValue ?? 'PERCENT') === kind}
                  className="size-4 accent-primary"
                />
                <span className="text-sm font-medium">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            label="Amount off"
            hint={`Percent (1 to ${MAX_COUPON_PERCENT}) or rupees`}
            inputMode="decimal"
            {...field('value')}
          />
          <TextField
            label="Minimum order (₹ of goods)"
            hint="Blank: any order"
            inputMode="decimal"
            {...field('minimumOrder')}
          />
          <TextField
            label="Uses per shopper"
            hint="Blank: no limit"
            inputMode="numeric"
            {...field('perShopperLimit')}
          />
          <div className="hidden sm:block" />
          <TextField label="First day" hint="Optional; India time" type="date" {...field('validFrom')} />
          <TextField
            label="Last day"
            hint="Optional; it ends at midnight"
            type="date"
            {...field('validUntil')}
          />
        </div>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            name={fields.firstOrderOnly.name}
            defaultChecked={fields.firstOrderOnly.initialValue === 'on'}
            className="focus-ring size-5 accent-primary"
          />
          <span className="text-sm font-medium">
            First order only (a shopper who has ordered before cannot use it)
          </span>
        </label>
        {!saving && actionData && <SaveMessage result={actionData} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : coupon ? 'Save coupon' : 'Add coupon'}
        </Button>
      </Form>
    </div>
  );
}
