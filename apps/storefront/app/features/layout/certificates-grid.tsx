import { useTranslation } from 'react-i18next';
import type { Certificate } from '@vitrine/contract/customer';
import { FooterHeading } from './footer-heading';

const CERTIFICATE_SIZE_PX = 96;

/** SPEC §2 "Footer": certificate images are paths on the shop's own site (/media/...). */
export function CertificatesGrid({ certificates }: { certificates: Certificate[] }) {
  const { t } = useTranslation();
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="footer-certificates">
      <FooterHeading id="footer-certificates">{t('footer.certificates')}</FooterHeading>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-3">
        {certificates.map((certificate) => (
          <li key={certificate.certificateImage}>
            <figure className="flex h-full flex-col items-center gap-2 rounded-xl border border-neutral-200 bg-canvas p-3 text-center">
              <img
                src={certificate.certificateImage}
                alt={certificate.label}
                width={CERTIFICATE_SIZE_PX}
                height={CERTIFICATE_SIZE_PX}
                loading="lazy"
                className="size-20 object-contain"
              />
              <figcaption aria-hidden className="text-xs leading-snug font-medium text-neutral-700">
                {certificate.label}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
