import { useTranslation } from 'react-i18next';
import { Mail, MapPin, Phone } from '../../components/icons/icons';
import type { Contacts } from '@vitrine/contract/customer';
import { telHref, whatsAppHref } from '../../lib/contact-links';
import { WhatsAppIcon } from './brand-icons';
import { FooterHeading } from './footer-heading';

/** SPEC §2 "Footer": the Contact Us block. */
export function FooterContact({ contacts }: { contacts: Contacts }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="footer-contact">
      <FooterHeading id="footer-contact">{t('footer.contactUs')}</FooterHeading>
      <address className="space-y-1 text-sm not-italic">
        {/* A new shop has no address or email until its owner gives them. */}
        {contacts.address && (
          <p className="flex gap-3 py-2 leading-relaxed">
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="whitespace-pre-line">{contacts.address}</span>
          </p>
        )}
        {contacts.email && (
          <ContactLink
            href={`mailto:${contacts.email}`}
            icon={<Mail aria-hidden className="size-5 text-primary" />}
          >
            {contacts.email}
          </ContactLink>
        )}
        <ContactLink
          href={telHref(contacts.phone)}
          icon={<Phone aria-hidden className="size-5 text-primary" />}
        >
          {contacts.phone}
        </ContactLink>
        <ContactLink
          href={whatsAppHref(contacts.whatsApp)}
          icon={<WhatsAppIcon className="size-5 text-primary" />}
          external
        >
          WhatsApp {contacts.whatsApp}
        </ContactLink>
      </address>
    </section>
  );
}

interface ContactLinkProps {
  href: string;
  icon: React.ReactNode;
  external?: boolean;
  children: React.ReactNode;
}

function ContactLink({ href, icon, external = false, children }: ContactLinkProps) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="focus-ring flex min-h-11 items-center gap-3 rounded-md break-all hover:underline"
    >
      <span className="shrink-0">{icon}</span>
      {children}
    </a>
  );
}
