import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import {
  BUNDLED_FONTS,
  BUSINESS_MODE_LABELS,
  BUSINESS_MODES,
  contrastFailures,
  TEXT_ON_BACKGROUND,
  THEME_COLOUR_LABELS,
  THEME_COLOURS,
  type BrandSettingsView,
  type ThemeColour,
} from '@vitrine/contract/admin-settings';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@vitrine/contract/contrast';
import { SHOP_LANGUAGE_NAMES, SHOP_LANGUAGES, type ShopLanguage } from '@vitrine/contract/site';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { SaveMessage } from './settings-nav';

type Colours = Record<ThemeColour, string>;

/** The storefront's language until a shopper switches (decision 0095); the console stays English. */
const LANGUAGE_HINTS: Record<ShopLanguage, string> = {
  en: 'the storefront opens in English',
  hi: 'the storefront opens in Hindi',
};

const coloursOf = (values: Record<string, unknown>, fallback: Colours): Colours =>
  Object.fromEntries(
    THEME_COLOURS.map((key) => {
      const value = values[key];
      return [key, typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : fallback[key]];
    }),
  ) as Colours;

/**
 * Colours, font and business mode, with a preview of the storefront in them. Before hydration the
 * preview shows what was last posted (a refused change, with its failing pairs); after it, what is picked.
 */
export function BrandForm({
  brand,
  brandName,
  result,
}: {
  brand: BrandSettingsView;
  brandName: string;
  result: { ok: boolean; message: string; submission: SubmissionResult<string[]> } | undefined;
}) {
  const saving = useNavigation().state === 'submitting';
  const [form, fields] = useForm({ lastResult: result?.submission, defaultValue: brand });
  const posted = (result?.submission.initialValue ?? {}) as Record<string, unknown>;
  const [picked, setPicked] = useState<{ colours: Colours; font: string } | null>(null);
  const colours = picked?.colours ?? coloursOf(posted, brand);
  const font = picked?.font ?? (typeof posted.fontFamily === 'string' ? posted.fontFamily : brand.fontFamily);
  return (
    <Form
      method="post"
      id={form.id}
      noValidate
      className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start"
      onChange={(event) => {
        const values = Object.fromEntries(new FormData(event.currentTarget));
        setPicked({ colours: coloursOf(values, colours), font: String(values.fontFamily ?? font) });
      }}
    >
      <div className="grid grid-cols-1 gap-4">
        <fieldset className="grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5">
          <legend className="sr-only">Colours</legend>
          <h2 className="text-base font-semibold">Colours</h2>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {THEME_COLOURS.map((key) => (
              <div key={key}>
                <label htmlFor={`colour-${key}`} className="block text-sm font-medium">
                  {THEME_COLOUR_LABELS[key]}
                </label>
                <div className="mt-1.5 flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 px-2">
                  <input
                    id={`colour-${key}`}
                    type="color"
                    name={key}
                    defaultValue={String(fields[key].initialValue ?? brand[key])}
                    aria-invalid={fields[key].errors ? true : undefined}
                    aria-describedby={fields[key].errors ? `colour-${key}-error` : undefined}
                    className="focus-ring h-8 w-10 shrink-0 cursor-pointer rounded border-0 bg-transparent p-0"
                  />
                  <span className="font-mono text-xs text-neutral-700">{colours[key]}</span>
                </div>
                {fields[key].errors?.[0] && (
                  <p id={`colour-${key}-error`} className="mt-1 text-xs text-red-700">
                    {fields[key].errors[0]}
                  </p>
                )}
              </div>
            ))}
          </div>
        </fieldset>
        <Choices
          legend="Font"
          name="fontFamily"
          current={font}
          options={BUNDLED_FONTS.map((name) => ({
            value: name,
            label: name,
            style: { fontFamily: `"${name}"` },
          }))}
          error={fields.fontFamily.errors?.[0]}
        />
        <Choices
          legend="Business mode"
          name="businessMode"
          current={String(fields.businessMode.initialValue ?? brand.businessMode)}
          options={BUSINESS_MODES.map((mode) => ({ value: mode, label: BUSINESS_MODE_LABELS[mode] }))}
          error={fields.businessMode.errors?.[0]}
        />
        <Choices
          legend="Shop language"
          name="defaultLanguage"
          current={String(fields.defaultLanguage.initialValue ?? brand.defaultLanguage)}
          options={SHOP_LANGUAGES.map((language) => ({
            value: language,
            label: `${SHOP_LANGUAGE_NAMES[language]}: ${LANGUAGE_HINTS[language]}`,
          }))}
          error={fields.defaultLanguage.errors?.[0]}
        />
        {!saving && <SaveMessage result={result} />}
        <Button type="submit" disabled={saving} className="justify-self-start">
          {saving ? 'Saving…' : 'Save brand'}
        </Button>
      </div>
      <BrandPreview colours={colours} font={font} brandName={brandName} />
    </Form>
  );
}

function Choices({
  legend,
  name,
  current,
  options,
  error,
}: {
  legend: string;
  name: string;
  current: string;
  options: { value: string; label: string; style?: React.CSSProperties }[];
  error: string | undefined;
}) {
  return (
    <fieldset className="grid grid-cols-1 gap-2 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5">
      <legend className="sr-only">{legend}</legend>
      <h2 className="text-base font-semibold">{legend}</h2>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 ring-1 ring-neutral-200 has-checked:bg-primary/10 has-checked:ring-2 has-checked:ring-primary"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            defaultChecked={current === option.value}
            className="focus-ring size-4 accent-primary"
          />
          <span className="text-sm" style={option.style}>
            {option.label}
          </span>
        </label>
      ))}
      {error && <p className="text-xs text-red-700">{error}</p>}
    </fieldset>
  );
}

/** The storefront in the picked colours, as they are (not corrected), and each text pair's contrast. */
function BrandPreview({ colours, font, brandName }: { colours: Colours; font: string; brandName: string }) {
  const failing = new Set(
    contrastFailures(colours).map((failure) => `${failure.text}/${failure.background}`),
  );
  return (
    <section aria-labelledby="brand-preview" className="grid gap-3 lg:sticky lg:top-4">
      <h2 id="brand-preview" className="text-base font-semibold">
        Preview
      </h2>
      <div
        className="overflow-hidden rounded-2xl ring-1 ring-neutral-200"
        style={{
          backgroundColor: colours.backgroundColor,
          color: colours.fontColor,
          fontFamily: `"${font}", sans-serif`,
        }}
        data-testid="brand-preview"
      >
        <div
          className="px-4 py-3 text-base font-semibold"
          style={{ backgroundColor: colours.primaryColor, color: colours.buttonTextColor }}
        >
          {brandName}
        </div>
        <div className="grid gap-3 p-4">
          <div className="aspect-[3/1] rounded-lg" style={{ backgroundColor: colours.scaffoldColor }} />
          <p className="text-sm">Copper bottle, 1 litre · ₹1,199</p>
          <div className="flex flex-wrap gap-2">
            <span
              className="rounded-lg px-4 py-2 text-sm font-semibold"
              style={{ backgroundColor: colours.primaryColor, color: colours.buttonTextColor }}
            >
              Add to cart
            </span>
            <span
              className="rounded-lg px-4 py-2 text-sm font-semibold"
              style={{ backgroundColor: colours.secondaryColor, color: colours.buttonTextColor }}
            >
              Buy now
            </span>
          </div>
        </div>
      </div>
      <ul className="grid gap-1 text-sm" aria-label="Contrast of text on its background">
        {TEXT_ON_BACKGROUND.map(([text, background]) => {
          const ratio = contrastRatio(colours[text], colours[background]);
          const fails = failing.has(`${text}/${background}`);
          return (
            <li key={`${text}/${background}`} className="flex items-center justify-between gap-3">
              <span>
                {THEME_COLOUR_LABELS[text]} on {THEME_COLOUR_LABELS[background]}
              </span>
              <span
                className={cx(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  fails ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800',
                )}
              >
                {ratio.toFixed(2)}:1 {fails ? `· needs ${MIN_TEXT_CONTRAST}:1` : '· AA'}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
