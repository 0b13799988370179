import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Trash2 } from '../../components/icons/icons';
import type { CartItem } from '@vitrine/contract/cart';
import { productPath } from '../catalog/catalog-paths';
import { LinePrice, useShowsPrices } from '../catalog/price-block';
import { ProductThumbnail } from '../catalog/product-thumbnail';
import { QuantityStepper, StepButton } from './quantity-stepper';

/** One cart line: picture, name clamped to 2 lines (SPEC §2), option values, price, stepper, delete. */
export function CartLineCard({ item, onNavigate }: { item: CartItem; onNavigate?: () => void }) {
  const showsPrices = useShowsPrices();
  const href = productPath(item, item.variantSKU ?? undefined);
  const { t } = useTranslation();
  return (
    <article className="flex gap-3 py-4">
      <ProductThumbnail src={item.baseImageUrl} size={80} href={href} onNavigate={onNavigate} />
      <div className="min-w-0 flex-1">
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link to={href} onClick={onNavigate} className="focus-ring rounded-sm hover:underline">
            {item.productName}
          </Link>
        </h3>
        {item.variations.length > 0 && (
          <p className="mt-0.5 text-xs text-neutral-600">
            {item.variations.map((option) => `${option.key}: ${option.value}`).join(' · ')}
          </p>
        )}
        {showsPrices && <LinePrice price={item.price} sellPrice={item.sellPrice} />}
        {!item.availability.isAvailable && (
          <p className="mt-1 text-xs font-medium text-red-700">
            {item.availability.availableStock === 0
              ? t('cart.outOfStock')
              : t('cart.onlyLeft', { count: item.availability.availableStock })}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <QuantityStepper
            item={item}
            max={Math.max(item.quantity, item.maxQuantity)}
            label={item.productName}
          />
          <StepButton item={item} to={0} label={t('cart.remove', { name: item.productName })} className="">
            <Trash2 aria-hidden className="size-4.5 text-neutral-600" />
          </StepButton>
        </div>
      </div>
    </article>
  );
}
