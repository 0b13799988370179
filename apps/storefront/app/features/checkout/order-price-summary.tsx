import type { OrderPreview } from '@vitrine/contract/orders';
import { formatRupees } from '../../lib/format';

/**
 * Every amount of an order preview, as the server worked it out: goods, saving, delivery, the GST
 * split (CGST + SGST within the shop's state, IGST across states) and the total to pay.
 */
export function OrderPriceSummary({ preview }: { preview: OrderPreview }) {
  const { tax } = preview;
  const taxWord = preview.pricesIncludeTax ? 'included' : 'added';
  type Row = readonly [label: string, value: string, tone?: 'saving'];
  const available = preview.items.filter((item) => item.availability.isAvailable).length;
  const taxRows: Row[] =
    tax.igst > 0
      ? [[`IGST ${taxWord}`, formatRupees(tax.igst)]]
      : [
          [`CGST ${taxWord}`, formatRupees(tax.cgst)],
          [`SGST ${taxWord}`, formatRupees(tax.sgst)],
        ];
  const rows: Row[] = [
    [`Items (${available})`, formatRupees(preview.orderAmount + preview.discount)],
    ...(preview.discount > 0 ? [['Discount', `− ${formatRupees(preview.discount)}`, 'saving'] as const] : []),
    ['Delivery', preview.delivery > 0 ? formatRupees(preview.delivery) : 'Free'],
    ...taxRows,
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-neutral-600">{label}</dt>
          <dd className={tone === 'saving' ? 'font-medium text-emerald-700' : 'font-medium'}>{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
        <dt className="font-semibold">Total to pay</dt>
        <dd className="font-semibold">{formatRupees(preview.totalAmount)}</dd>
      </div>
    </dl>
  );
}
