import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@vitrine/contract/orders';
import { Button } from '../../components/ui/button';

/**
 * The GST invoice (or bill of supply) once the order is placed, and the credit note once a placed order is cancelled:
 * links to `{basePath}/invoice` and `{basePath}/credit-note`, the storefront's routes that fetch them.
 */
export function TaxDocumentLinks({
  order,
  basePath,
}: {
  order: Pick<OrderDetail, 'invoiceNumber' | 'creditNoteNumber' | 'gstRegistered'>;
  basePath: string;
}) {
  const { t } = useTranslation();
  const documents = [
    {
      number: order.invoiceNumber,
      // A shop not registered for GST when the order was placed issued a bill of supply instead.
      label: order.gstRegistered ? t('orders.documents.invoice') : t('orders.documents.billOfSupply'),
      path: 'invoice',
    },
    { number: order.creditNoteNumber, label: t('orders.documents.creditNote'), path: 'credit-note' },
  ].filter((document) => document.number);
  if (documents.length === 0) return null;
  return (
    <div className="grid gap-2">
      {documents.map(({ number, label, path }) => (
        <Button key={path} asChild variant="outline" className="flex-col gap-0 py-2">
          <a href={`${basePath}/${path}`} download>
            {label}
            <span className="text-xs font-normal text-neutral-600">{number}</span>
          </a>
        </Button>
      ))}
    </div>
  );
}
