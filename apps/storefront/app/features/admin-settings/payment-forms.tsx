import { Form, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import {
  GATEWAY_PROTOCOLS,
  GATEWAY_TYPES,
  type GatewayKeys,
  type PaymentSettingsView,
} from '@vitrine/contract/admin-settings';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { SaveMessage } from './settings-nav';

export type PaymentFormName = 'payments' | 'gateway';
export const PAYMENT_FORM_FIELD = 'form';

type Result = { ok: boolean; message: string; submission: SubmissionResult<string[]>; form: PaymentFormName };

const GATEWAY_LABELS: Record<(typeof GATEWAY_TYPES)[number], string> = {
  PHONEPE: 'PhonePe',
  RAZORPAY: 'Razorpay',
};

const PROTOCOL_LABELS: Record<(typeof GATEWAY_PROTOCOLS)[number], string> = {
  v2: 'Standard Checkout v2 (client id)',
  v1: 'PG v1 (salt key)',
};
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm ring-1 ring-neutral-300 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary';

const cardClass = 'grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5';

/** Cash on delivery and the minimum order. */
export function PaymentTermsForm({ settings, result }: { settings: PaymentSettingsView; result?: Result }) {
  const saving = useNavigation().formData?.get(PAYMENT_FORM_FIELD) === 'payments';
  const mine = result?.form === 'payments' ? result : undefined;
  const [form, fields] = useForm({
    lastResult: mine?.submission,
    defaultValue: { codEnabled: settings.codEnabled, minimumOrder: settings.minimumOrder ?? '' },
  });
  return (
    <Form method="post" id={form.id} noValidate className={cardClass}>
      <h2 className="text-base font-semibold">How shoppers pay</h2>
      <input type="hidden" name={PAYMENT_FORM_FIELD} value="payments" />
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          name={fields.codEnabled.name}
          defaultChecked={fields.codEnabled.initialValue === 'on'}
          className="focus-ring size-5 accent-primary"
        />
        <span className="text-sm font-medium">Take cash on delivery</span>
      </label>
      <TextField
        label="Minimum order (₹)"
        hint="Optional"
        name={fields.minimumOrder.name}
        defaultValue={String(fields.minimumOrder.initialValue ?? '')}
        error={fields.minimumOrder.errors?.[0]}
        inputMode="decimal"
        className="max-w-xs"
      />
      {!saving && <SaveMessage result={mine} />}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Saving…' : 'Save payment options'}
      </Button>
    </Form>
  );
}

/** The online gateway's keys: what is stored shows as its last 4 characters; secrets are typed anew. */
export function GatewayKeysForm({ settings, result }: { settings: PaymentSettingsView; result?: Result }) {
  const saving = useNavigation().formData?.get(PAYMENT_FORM_FIELD) === 'gateway';
  const mine = result?.form === 'gateway' ? result : undefined;
  const stored = settings.gateway;
  const [form, fields] = useForm<Record<keyof GatewayKeys, string>>({
    lastResult: mine?.submission,
    defaultValue: {
      gatewayType: stored?.gatewayType ?? 'RAZORPAY',
      protocol: stored?.protocol ?? 'v2',
      merchantId: stored?.merchantId ?? '',
      keyId: stored?.keyId ?? '',
      webhookUsername: stored?.webhookUsername ?? '',
      keyIndex: String(stored?.keyIndex ?? 1),
    },
  });
  const text = (name: 'merchantId' | 'keyId' | 'keyIndex' | 'webhookUsername') => ({
    name: fields[name].name,
    defaultValue: String(fields[name].initialValue ?? ''),
    error: fields[name].errors?.[0],
    autoComplete: 'off',
  });
  const secret = (name: 'secret' | 'webhookSecret') => ({
    name: fields[name].name,
    error: fields[name].errors?.[0],
    type: 'password',
    autoComplete: 'new-password',
    spellCheck: false,
  });
  return (
    <Form method="post" id={form.id} noValidate className={cardClass}>
      <div>
        <h2 className="text-base font-semibold">Online payment gateway</h2>
        <p className="text-xs text-neutral-600">
          {stored
            ? `Keys saved: secret ending ${stored.secretLast4}${stored.webhookSecretLast4 ? `, webhook ${stored.protocol === 'v2' ? 'password' : 'secret'} ending ${stored.webhookSecretLast4}` : ''}. Secrets are stored encrypted and never shown again; enter them again to change the keys.`
            : 'No gateway yet: shoppers pay on delivery. Secrets are stored encrypted and never shown again.'}
        </p>
      </div>
      <input type="hidden" name={PAYMENT_FORM_FIELD} value="gateway" />
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium">Gateway</legend>
        {GATEWAY_TYPES.map((type) => (
          <label key={type} className={choiceClass}>
            <input
              type="radio"
              name={fields.gatewayType.name}
              value={type}
              defaultChecked={fields.gatewayType.initialValue === type}
              className="focus-ring size-4 accent-primary"
            />
            {GATEWAY_LABELS[type]}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="mb-1.5 text-sm font-medium">PhonePe keys</legend>
        {GATEWAY_PROTOCOLS.toReversed().map((protocol) => (
          <label key={protocol} className={choiceClass}>
            <input
              type="radio"
              name={fields.protocol.name}
              value={protocol}
              defaultChecked={fields.protocol.initialValue === protocol}
              className="focus-ring size-4 accent-primary"
            />
            {PROTOCOL_LABELS[protocol]}
          </label>
        ))}
        {fields.protocol.errors?.[0] && (
          <p className="basis-full text-sm text-red-700">{fields.protocol.errors[0]}</p>
        )}
      </fieldset>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField label="Merchant id" {...text('merchantId')} />
        <TextField
          label="Client id or key id"
          hint="PhonePe v2’s client id; Razorpay’s key id"
          {...text('keyId')}
        />
        <TextField label="Secret" hint="Client secret, salt key or key secret" {...secret('secret')} />
        <TextField
          label="Client version or key index"
          hint="PhonePe v2’s client version; v1’s salt index"
          inputMode="numeric"
          {...text('keyIndex')}
        />
        <TextField label="Webhook username" hint="PhonePe v2" {...text('webhookUsername')} />
        <TextField
          label="Webhook password or secret"
          hint="PhonePe v2’s password; Razorpay’s secret"
          {...secret('webhookSecret')}
        />
      </div>
      {!saving && <SaveMessage result={mine} />}
      <Button type="submit" disabled={saving} className="justify-self-start">
        {saving ? 'Saving…' : 'Save gateway keys'}
      </Button>
    </Form>
  );
}
