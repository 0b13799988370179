import { describe, expect, it } from 'vitest';
import { parseProductForm } from './product-form.server';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};
const product = {
  name: 'Copper kettle',
  categoryId: 'c-1',
  sku: 'KETTLE',
  gstRate: '18',
  lowStock: '5',
  maxQuantity: '10',
};

describe('the product form’s weight', () => {
  it('reads grams for the product and each variant, blank as none', () => {
    const parsed = parseProductForm(
      formOf({
        ...product,
        weightGrams: '1,200',
        'options[0]': 'Size',
        'variants[0].sku': 'KETTLE-1L',
        'variants[0].values[0]': '1 L',
        'variants[0].sellPrice': '900',
        'variants[0].stock': '3',
        'variants[0].weightGrams': '850',
        'variants[1].sku': 'KETTLE-2L',
        'variants[1].values[0]': '2 L',
        'variants[1].sellPrice': '1400',
        'variants[1].stock': '3',
        'variants[1].weightGrams': '',
      }),
    );
    expect(parsed).toMatchObject({
      status: 'success',
      value: { weightGrams: 1200, variants: [{ weightGrams: 850 }, { weightGrams: null }] },
    });
    expect(
      parseProductForm(formOf({ ...product, sellPrice: '900', stock: '1', weightGrams: '' })),
    ).toMatchObject({ status: 'success', value: { weightGrams: null } });
  });

  it('refuses a weight that is not whole grams on its field', () => {
    const parsed = parseProductForm(
      formOf({ ...product, sellPrice: '900', stock: '1', weightGrams: '1.5kg' }),
    );
    expect(parsed).toMatchObject({ status: 'error', error: { weightGrams: ['Enter the weight in grams'] } });
    const fraction = parseProductForm(
      formOf({ ...product, sellPrice: '900', stock: '1', weightGrams: '2.5' }),
    );
    expect(fraction).toMatchObject({ error: { weightGrams: ['Weight is a whole number of grams'] } });
  });
});
