import { Form, Link } from 'react-router';
import { ORDER_STATUSES } from '@vitrine/contract/orders';
import { Search, SlidersHorizontal } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import { CONSOLE_PATH } from './staff-roles';

export interface OrderFilterValues {
  q: string;
  status: string;
  paymentMethod: string;
  from: string;
  to: string;
}

export const FIELD_CLASS =
  'mt-1.5 block min-h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-canvas px-3 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/25';

/**
 * The order list's search and filters: one GET form, so the address holds them and they work before
 * the page's scripts. On phones the filters fold away (open when any is set).
 */
export function OrderFilters({ values }: { values: OrderFilterValues }) {
  const filtered = Boolean(values.status || values.paymentMethod || values.from || values.to);
  return (
    <Form method="get" action={`${CONSOLE_PATH}/orders`} className="grid grid-cols-1 gap-3" role="search">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="order-search">
          Search by order number or mobile
        </label>
        <div className="flex min-h-11 min-w-0 flex-1 items-center rounded-lg border border-neutral-300 bg-canvas focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
          <Search aria-hidden className="ml-3 size-4.5 shrink-0 text-neutral-500" />
          <input
            id="order-search"
            name="q"
            type="search"
            defaultValue={values.q}
            placeholder="Order number or mobile"
            className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base outline-none placeholder:text-neutral-500"
          />
        </div>
        <Button type="submit">Search</Button>
      </div>
      <details open={filtered} className="group rounded-2xl bg-canvas ring-1 ring-neutral-200">
        <summary className="focus-ring flex min-h-11 cursor-pointer items-center gap-2 rounded-2xl px-4 text-sm font-medium">
          <SlidersHorizontal aria-hidden className="size-4.5" />
          Filters
          {filtered && <span className="rounded-full bg-primary px-2 text-xs text-on-primary">on</span>}
        </summary>
        <div className="grid grid-cols-1 gap-3 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className="min-w-0 text-sm font-medium">
            Status
            <select name="status" defaultValue={values.status} className={FIELD_CLASS}>
              <option value="">Any status</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-0 text-sm font-medium">
            Payment
            <select name="paymentMethod" defaultValue={values.paymentMethod} className={FIELD_CLASS}>
              <option value="">Any payment</option>
              <option value="COD">Cash on delivery</option>
              <option value="ONLINE">Online</option>
            </select>
          </label>
          <label className="min-w-0 text-sm font-medium">
            From
            <input type="date" name="from" defaultValue={values.from} className={FIELD_CLASS} />
          </label>
          <label className="min-w-0 text-sm font-medium">
            To
            <input type="date" name="to" defaultValue={values.to} className={FIELD_CLASS} />
          </label>
          <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
            <Button type="submit">Apply filters</Button>
            <Button asChild variant="outline">
              <Link to={`${CONSOLE_PATH}/orders`}>Clear</Link>
            </Button>
          </div>
        </div>
      </details>
    </Form>
  );
}
