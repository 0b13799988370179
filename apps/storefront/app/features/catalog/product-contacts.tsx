import { useTranslation } from 'react-i18next';
import { Mail, Phone } from '../../components/icons/icons';
import type { Contacts } from '@vitrine/contract/customer';
import { telHref, whatsAppHref } from '../../lib/contact-links';
import { WhatsAppIcon } from '../layout/brand-icons';

const LINK_CLASS =
  'focus-ring inline-flex min-h-11 items-center gap-2 rounded-lg border border-neutral-300 bg-canvas px-3 text-sm font-medium hover:border-neutral-400 hover:bg-scaffold';

/** SPEC §3 showContacts: the shop's phone, WhatsApp and email beside a product, the chat naming it. */
export function ProductContacts({ contacts, about }: { contacts: Contacts; about: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-contacts-heading" className="rounded-2xl border border-neutral-200 p-4">
      <h2 id="product-contacts-heading" className="text-base font-semibold">
        {t('product.questions')}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={telHref(contacts.phone)} className={LINK_CLASS}>
          <Phone aria-hidden className="size-4 text-primary" />
          {t('product.call', { phone: contacts.phone })}
        </a>
        <a
          href={whatsAppHref(contacts.whatsApp, `Hello, I have a question about ${about}.`)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASS}
        >
          <WhatsAppIcon className="size-4 text-[#1DA851]" />
          {t('product.whatsApp')}
        </a>
        {contacts.email && (
          <a href={`mailto:${contacts.email}?subject=${encodeURIComponent(about)}`} className={LINK_CLASS}>
            <Mail aria-hidden className="size-4 text-primary" />
            {t('product.email')}
          </a>
        )}
      </div>
    </section>
  );
}
