import { Link } from 'react-router';
import type { AdminProductRow } from '@vitrine/contract/admin-catalog';
import { ChevronRight, Package } from '../../components/icons/icons';
import { cx } from '../../lib/class-names';
import { formatRupees } from '../../lib/format';
import { productEditPath } from './paths';

function stockLabel(row: AdminProductRow) {
  if (row.stock === 0) return { text: 'Out of stock', tone: 'bg-red-50 text-red-800' };
  if (row.stock <= row.lowStock)
    return { text: `Low: ${row.stock} left`, tone: 'bg-amber-50 text-amber-900' };
  return { text: `${row.stock} in stock`, tone: 'bg-neutral-100 text-neutral-700' };
}

/** The product list: each row opens the product's page. */
export function ProductRows({ products, empty }: { products: AdminProductRow[]; empty: string }) {
  if (products.length === 0)
    return (
      <p className="rounded-2xl bg-canvas p-6 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
        {empty}
      </p>
    );
  return (
    <ul className="divide-y divide-neutral-100 overflow-hidden rounded-2xl bg-canvas ring-1 ring-neutral-200">
      {products.map((row) => {
        const stock = stockLabel(row);
        const offer = row.specialPrice !== null && row.specialPrice < row.sellPrice;
        return (
          <li key={row.productId}>
            <Link
              to={productEditPath(row.productId)}
              className="focus-ring flex items-center gap-3 px-4 py-3 hover:bg-scaffold"
            >
              {row.image ? (
                <img
                  src={row.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  className="size-12 shrink-0 rounded-lg bg-scaffold object-contain"
                />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-scaffold text-neutral-400">
                  <Package aria-hidden className="size-5" />
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-medium">{row.name}</span>
                <span className="block truncate text-xs text-neutral-600">
                  {row.sku} · {row.categoryName}
                  {row.variantCount > 0 && ` · ${row.variantCount} variants`}
                </span>
                <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                  <span className="font-semibold text-ink">
                    {formatRupees(offer ? row.specialPrice! : row.sellPrice)}
                  </span>
                  {offer && <s className="text-neutral-500">{formatRupees(row.sellPrice)}</s>}
                  <span className={cx('rounded-full px-2 py-0.5 font-medium', stock.tone)}>{stock.text}</span>
                  {!row.isVisible && (
                    <span className="rounded-full bg-neutral-800 px-2 py-0.5 font-medium text-white">
                      Hidden
                    </span>
                  )}
                </span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-neutral-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
