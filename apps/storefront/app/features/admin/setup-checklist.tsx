import { Link } from 'react-router';
import {
  SETUP_STEPS,
  type SetupChecklist as Checklist,
  type SetupStep,
} from '@vitrine/contract/admin-orders';
import { BRAND_SETTINGS_PAGE_PATH } from '@vitrine/contract/site';
import { ChevronRight, CircleCheck } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { QUICK_ADD_PATH } from '../admin-catalogue/paths';
import { CONTENT_PATH } from '../admin-content/content-kinds';
import { BUSINESS_SETTINGS_PATH, SETTINGS_PATH } from '../admin-settings/settings-nav';
import { SHARE_PATH } from './share-paths';

const STEPS: Record<SetupStep, { title: string; text: string; to: string }> = {
  brand: {
    title: 'Add your logo and colours',
    text: 'Your shop shows them on every page.',
    to: BRAND_SETTINGS_PAGE_PATH,
  },
  address: {
    title: 'Give the shop’s address and GST registration',
    text: 'Every invoice prints them, and shoppers collect from the address.',
    to: BUSINESS_SETTINGS_PATH,
  },
  policies: {
    title: 'Publish your policies',
    text: 'Shipping, returns, refunds, privacy and terms: shoppers read them before they buy.',
    to: CONTENT_PATH,
  },
  payments: {
    title: 'Choose how you get paid',
    text: 'Cash on delivery, online payments, or both.',
    to: `${SETTINGS_PATH}/payments`,
  },
  product: { title: 'Add your first product', text: 'A name, a price and a photo.', to: QUICK_ADD_PATH },
  shared: {
    title: 'Share your shop',
    text: 'Its link on WhatsApp, and a QR code to print for the counter.',
    to: SHARE_PATH,
  },
};

/** A new shop's first hour (issue 39): what is left to do, each step a tap away; gone once all are done. */
export function SetupChecklist({ setup }: { setup: Checklist }) {
  const done = SETUP_STEPS.filter((step) => setup[step]).length;
  if (done === SETUP_STEPS.length) return null;
  return (
    <section
      aria-labelledby="setup-heading"
      className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="setup-heading" className="text-base font-semibold">
          Set up your shop
        </h2>
        <p className="text-sm text-neutral-600" data-testid="setup-progress">
          {done} of {SETUP_STEPS.length} done
        </p>
      </div>
      <ol className="grid grid-cols-1 divide-y divide-neutral-200">
        {SETUP_STEPS.map((step) => (
          <li key={step}>
            <Link
              to={STEPS[step].to}
              data-testid={`setup-${step}`}
              data-done={setup[step]}
              className="focus-ring flex min-h-14 items-center gap-3 rounded-lg py-2"
            >
              {setup[step] ? (
                <CircleCheck className="size-6 shrink-0 text-emerald-700" />
              ) : (
                <span aria-hidden className="size-6 shrink-0 rounded-full border-2 border-neutral-300" />
              )}
              <span className="grid min-w-0 flex-1">
                <span className={cx('text-sm font-medium', setup[step] && 'text-neutral-500 line-through')}>
                  {STEPS[step].title}
                  <span className="sr-only">{setup[step] ? ': done' : ': to do'}</span>
                </span>
                {!setup[step] && <span className="text-xs text-neutral-600">{STEPS[step].text}</span>}
              </span>
              <ChevronRight className="size-5 shrink-0 text-neutral-400" />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
