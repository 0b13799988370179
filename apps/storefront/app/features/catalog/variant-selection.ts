import type { Variant } from '@vitrine/contract/catalog';

/**
 * SPEC §2: the default variant is the one with the lowest sell price (the first of equals). Where the
 * shop hides prices the API sends none and lists the variants cheapest first, so the first is it.
 */
export function defaultVariant(variants: Variant[]): Variant | undefined {
  return variants.reduce<Variant | undefined>(
    (lowest, variant) =>
      !lowest || (variant.price.sellPrice ?? Infinity) < (lowest.price.sellPrice ?? Infinity)
        ? variant
        : lowest,
    undefined,
  );
}

export const optionValue = (variant: Variant, key: string) =>
  variant.variations.find((variation) => variation.key === key)?.value;

/**
 * The variant a shopper gets by choosing `value` for `key` while keeping the other choices: an exact
 * match if one exists, else the closest (most other options kept), else none.
 */
export function variantWith(
  variants: Variant[],
  selected: Variant,
  key: string,
  value: string,
): Variant | undefined {
  const candidates = variants.filter((variant) => optionValue(variant, key) === value);
  const kept = (variant: Variant) =>
    selected.variations.filter(
      (variation) => variation.key !== key && optionValue(variant, variation.key) === variation.value,
    ).length;
  return candidates.reduce<Variant | undefined>(
    (best, variant) => (!best || kept(variant) > kept(best) ? variant : best),
    undefined,
  );
}
