import { Form, Link, useNavigation } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { CATALOG_LIMITS, GST_RATES } from '@vitrine/contract/site';
import { ImageUp, Plus, Trash2 } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ErrorSummary } from '../../components/ui/error-summary';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import type { ProductFormValues } from './product-form.server';
import { productPhotosPath } from './paths';
import { SelectField } from './select-field';

const OPTION_SLOTS = CATALOG_LIMITS.options;

const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  header: 'Short description',
  description: 'Description',
  brandName: 'Brand',
  categoryId: 'Category',
  sku: 'SKU',
  metrics: 'Unit',
  sellPrice: 'MRP',
  specialPrice: 'Offer price',
  stock: 'Stock',
  lowStock: 'Low-stock alert at',
  maxQuantity: 'Most per order',
  weightGrams: 'Weight',
  gstRate: 'GST rate',
  hsnCode: 'HSN code',
  values: 'option value',
};

/** "variants[1].sku" reads "Variant 2, SKU"; "options[0]" reads "Option 1". */
function fieldLabel(name: string): string {
  const variant = /^variants\[(\d+)\]\.(\w+)/.exec(name);
  if (variant) return `Variant ${Number(variant[1]) + 1}, ${FIELD_LABELS[variant[2]!] ?? variant[2]}`;
  const option = /^options\[(\d+)\]$/.exec(name);
  if (option) return `Option ${Number(option[1]) + 1}`;
  return FIELD_LABELS[name] ?? name;
}

/** The fields' own errors (the form's, with the empty name, show in their own notice). */
const fieldErrorsOf = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => name !== ''));
const SECTION = 'grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5';
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The product editor: one form for every field, variants as rows. "Add a variant" and "Remove" are
 * submit buttons that post the whole form (Conform's insert and remove), so they work before scripts.
 */
export function ProductForm({
  defaultValue,
  lastResult,
  categories,
  productId,
  saved,
}: {
  defaultValue: Partial<ProductFormValues>;
  lastResult: SubmissionResult<string[]> | undefined;
  categories: Array<{ value: string; label: string }>;
  productId: string | null;
  saved: string | null;
}) {
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({ id: 'product', lastResult, defaultValue });
  const error = (name: string) => form.allErrors[name]?.[0];
  const text = (name: keyof ProductFormValues) => ({
    name: fields[name].name,
    defaultValue: str(fields[name].initialValue),
    error: fields[name].errors?.[0],
  });
  const options = Array.isArray(fields.options.initialValue) ? fields.options.initialValue.map(str) : [];
  // The names as they stand (typed since, when scripts run): each variant asks for a value of each.
  const named = (Array.isArray(fields.options.value) ? fields.options.value.map(str) : options).filter(
    Boolean,
  );
  const variants = fields.variants.getFieldList();
  return (
    <Form
      method="post"
      id={form.id}
      // Posted as a page, with or without scripts: the server answers the whole form with its rows.
      reloadDocument
      noValidate
      className="grid grid-cols-1 gap-4"
    >
      {/* The product as it was read: a save made after someone else's is refused, not laid over it. */}
      {productId && <input type="hidden" name="editVersion" value={str(fields.editVersion.initialValue)} />}
      {/* Enter in a field saves: the first submit button is the default one, not a variant's Remove. */}
      <button type="submit" tabIndex={-1} aria-hidden className="sr-only" />
      {saved && !busy && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {saved}
        </p>
      )}
      {form.errors?.[0] && !busy && <ErrorNotice message={form.errors[0]} />}
      {!busy && <ErrorSummary formId={form.id} errors={fieldErrorsOf(form.allErrors)} labelOf={fieldLabel} />}

      <fieldset className={SECTION}>
        <legend className="sr-only">About the product</legend>
        <h2 className="text-base font-semibold">About the product</h2>
        <TextField label="Name" maxLength={CATALOG_LIMITS.name} {...text('name')} />
        <TextField
          label="Short description"
          hint="Optional"
          maxLength={CATALOG_LIMITS.header}
          {...text('header')}
        />
        <TextAreaField label="Description" hint="Optional" rows={4} {...text('description')} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <TextField
            label="Brand"
            hint="Optional"
            maxLength={CATALOG_LIMITS.brandName}
            {...text('brandName')}
          />
          <SelectField
            label="Category"
            {...text('categoryId')}
            options={[{ value: '', label: 'Pick a category' }, ...categories]}
          />
          <TextField label="SKU" autoCapitalize="characters" autoComplete="off" {...text('sku')} />
          <TextField label="Unit" hint="e.g. piece, 1 kg, pair" {...text('metrics')} />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Price and stock</legend>
        <h2 className="text-base font-semibold">Price and stock</h2>
        {variants.length > 0 ? (
          <p className="text-sm text-neutral-700">
            This product has variants: each has its own price and stock below, and shoppers see the lowest
            price.
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <TextField label="MRP (₹)" inputMode="decimal" {...text('sellPrice')} />
            <TextField label="Offer price (₹)" inputMode="decimal" {...text('specialPrice')} />
            <TextField label="Stock" inputMode="numeric" {...text('stock')} />
          </div>
        )}
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <TextField label="Low-stock alert at" inputMode="numeric" {...text('lowStock')} />
          <TextField label="Most per order" inputMode="numeric" {...text('maxQuantity')} />
          <TextField label="Weight (g)" hint="Optional" inputMode="numeric" {...text('weightGrams')} />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Tax</legend>
        <h2 className="text-base font-semibold">GST</h2>
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label="GST rate"
            {...text('gstRate')}
            options={[
              { value: '', label: 'Pick a rate' },
              ...GST_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` })),
            ]}
          />
          <TextField
            label="HSN code"
            placeholder="4, 6 or 8 digits"
            inputMode="numeric"
            maxLength={8}
            {...text('hsnCode')}
          />
        </div>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Options and variants</legend>
        <div>
          <h2 className="text-base font-semibold">Options and variants</h2>
          <p className="text-sm text-neutral-600">
            For a product sold in sizes or colours: name the options, then add a variant for each choice.
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2">
          {Array.from({ length: OPTION_SLOTS }, (_, index) => (
            <TextField
              key={index}
              label={`Option ${index + 1}`}
              placeholder={['Size', 'Colour', 'Material'][index]}
              name={`${fields.options.name}[${index}]`}
              defaultValue={options[index] ?? ''}
              error={error(`${fields.options.name}[${index}]`)}
            />
          ))}
        </div>
        {fields.options.errors?.[0] && <ErrorNotice message={fields.options.errors[0]} />}
        {fields.variants.errors?.[0] && <ErrorNotice message={fields.variants.errors[0]} />}
        <ol className="grid grid-cols-1 gap-3">
          {variants.map((variant, index) => {
            const row = variant.getFieldset();
            const values = Array.isArray(row.values.initialValue) ? row.values.initialValue.map(str) : [];
            return (
              <li key={variant.key} className="grid grid-cols-1 gap-3 rounded-xl bg-scaffold p-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">Variant {index + 1}</h3>
                  <Button
                    variant="outline"
                    {...form.remove.getButtonProps({ name: fields.variants.name, index })}
                    type="submit"
                    aria-label={`Remove variant ${index + 1}`}
                    className="min-h-10 px-3"
                  >
                    <Trash2 aria-hidden className="size-4" /> Remove
                  </Button>
                </div>
                <input type="hidden" name={row.variantId.name} value={str(row.variantId.initialValue)} />
                {named.length > 0 && (
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {named.map((option, valueIndex) => (
                      <TextField
                        key={valueIndex}
                        label={option}
                        name={`${row.values.name}[${valueIndex}]`}
                        defaultValue={values[valueIndex] ?? ''}
                        error={error(`${row.values.name}[${valueIndex}]`)}
                      />
                    ))}
                  </div>
                )}
                {row.values.errors?.[0] && <ErrorNotice message={row.values.errors[0]} />}
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
                  <TextField
                    label="SKU"
                    name={row.sku.name}
                    defaultValue={str(row.sku.initialValue)}
                    error={row.sku.errors?.[0]}
                    autoComplete="off"
                    className="col-span-2 sm:col-span-1"
                  />
                  <TextField
                    label="MRP (₹)"
                    inputMode="decimal"
                    name={row.sellPrice.name}
                    defaultValue={str(row.sellPrice.initialValue)}
                    error={row.sellPrice.errors?.[0]}
                  />
                  <TextField
                    label="Offer (₹)"
                    inputMode="decimal"
                    name={row.specialPrice.name}
                    defaultValue={str(row.specialPrice.initialValue)}
                    error={row.specialPrice.errors?.[0]}
                  />
                  <TextField
                    label="Stock"
                    inputMode="numeric"
                    name={row.stock.name}
                    defaultValue={str(row.stock.initialValue)}
                    error={row.stock.errors?.[0]}
                  />
                  <TextField
                    label="Weight (g)"
                    inputMode="numeric"
                    name={row.weightGrams.name}
                    defaultValue={str(row.weightGrams.initialValue)}
                    error={row.weightGrams.errors?.[0]}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          variant="outline"
          {...form.insert.getButtonProps({ name: fields.variants.name })}
          type="submit"
          className="justify-self-start"
        >
          <Plus aria-hidden className="size-4" /> Add a variant
        </Button>
      </fieldset>

      <fieldset className={SECTION}>
        <legend className="sr-only">Selling</legend>
        <h2 className="text-base font-semibold">Selling</h2>
        <Tick
          name={fields.isVisible.name}
          checked={Boolean(fields.isVisible.initialValue)}
          label="Shown in the shop"
        />
        <Tick
          name={fields.availableOnCod.name}
          checked={Boolean(fields.availableOnCod.initialValue)}
          label="Cash on delivery allowed"
        />
      </fieldset>

      {/* Photos: their own page (issue 24, images part), built separately. */}
      <section aria-labelledby="photos-heading" className={SECTION}>
        <h2 id="photos-heading" className="text-base font-semibold">
          Photos
        </h2>
        {productId ? (
          <Button asChild variant="outline" className="justify-self-start">
            <Link to={productPhotosPath(productId)}>
              <ImageUp aria-hidden className="size-4" /> Photos
            </Link>
          </Button>
        ) : (
          <p className="text-sm text-neutral-600">Save the product first, then add its photos.</p>
        )}
      </section>

      <div className="md:sticky justify-self-start md:bottom-4">
        <Button type="submit" disabled={busy} className="shadow-md">
          {busy ? 'Saving…' : productId ? 'Save product' : 'Add product'}
        </Button>
      </div>
    </Form>
  );
}

function Tick({ name, checked, label }: { name: string; checked: boolean; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="focus-ring size-5 accent-primary"
      />
      {label}
    </label>
  );
}
