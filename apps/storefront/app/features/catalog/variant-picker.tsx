import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product, Variant, VariationGroup } from '@vitrine/contract/catalog';
import { cx } from '../../lib/class-names';
import { productPath } from './catalog-paths';
import { optionValue, variantWith } from './variant-selection';

/**
 * One row of option values per variation group. Each value is a link to the variant it selects, so
 * the address always names the chosen variant and the picker works without JavaScript.
 */
export function VariantPicker({
  product,
  groups,
  selected,
}: {
  product: Product;
  groups: VariationGroup[];
  selected: Variant;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <fieldset key={group.key}>
          <legend className="mb-2 text-sm text-neutral-700">
            {group.key}: <span className="font-semibold text-ink">{optionValue(selected, group.key)}</span>
          </legend>
          <ul className="flex flex-wrap gap-2">
            {group.values.map((value) => {
              const target = variantWith(product.variants, selected, group.key, value);
              const isSelected = optionValue(selected, group.key) === value;
              const soldOut = !target || target.availableStock <= 0;
              const className = cx(
                'focus-ring flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-4 text-sm font-medium transition',
                isSelected
                  ? 'border-primary bg-primary/10 text-ink ring-1 ring-primary'
                  : 'border-neutral-300 hover:border-neutral-500',
                soldOut && 'text-neutral-500 line-through decoration-neutral-400',
              );
              return (
                <li key={value}>
                  {target ? (
                    <Link
                      to={productPath(product, target.variantSKU)}
                      replace
                      preventScrollReset
                      aria-current={isSelected ? 'true' : undefined}
                      aria-label={soldOut ? t('product.optionSoldOut', { value }) : value}
                      className={className}
                    >
                      {value}
                    </Link>
                  ) : (
                    <span aria-disabled className={cx(className, 'cursor-not-allowed opacity-50')}>
                      {value}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
