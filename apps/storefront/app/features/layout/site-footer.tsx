import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appTypeOf } from '@vitrine/contract/constants';
import type { CustomerConfig } from '@vitrine/contract/customer';
import type { CreditedParty } from '@vitrine/contract/ssr';
import { usePlatformCredit } from '../../root';
import { Container } from '../../components/ui/container';
import { CertificatesGrid } from './certificates-grid';
import { FooterContact } from './footer-contact';
import { FooterHeading } from './footer-heading';
import { footerLinkGroups, shownLabel, type LinkGroup } from './link-groups';
import { SiteLogo } from './site-logo';
import { SocialLinks } from './social-links';
import { StoreBadges } from './store-badges';

/** SPEC §2 "Footer". */
export function SiteFooter({ config }: { config: CustomerConfig }) {
  const brand = config.brandDetails[0]!;
  const credit = usePlatformCredit();
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-scaffold [contain-intrinsic-size:auto_40rem] [content-visibility:auto] md:mt-24">
      <Container className="grid gap-10 py-12 md:grid-cols-2 md:py-14 lg:grid-cols-[1.5fr_1fr_1fr_1.4fr] lg:gap-12">
        <div className="space-y-5">
          <SiteLogo brand={brand} className="h-12 max-w-48" />
          <p className="max-w-sm text-sm leading-relaxed text-neutral-700">{brand.appDescription}</p>
          <StoreBadges appDetails={config.appDetails} />
          <SocialLinks links={config.socialLinks} />
        </div>
        <div className="grid grid-cols-2 gap-8 lg:contents">
          {footerLinkGroups(config.uiFeatures).map((group) => (
            <FooterLinks key={group.title} group={group} />
          ))}
        </div>
        <FooterContact contacts={config.contacts} />
      </Container>
      {config.certificates.length > 0 && (
        <Container className="border-t border-neutral-200 py-10">
          <CertificatesGrid certificates={config.certificates} />
        </Container>
      )}
      <div className="bg-primary text-on-primary">
        {/* Phones: the text keeps clear of the floating chat button on the right. */}
        <Container className="py-4 pr-20 text-sm md:pr-6 md:text-center">
          {/* SPEC §1 "Business modes": the app type names what this site is. */}
          {`© ${new Date().getFullYear()} ${config.businessName.replace(/\.$/, '')}. `}
          <Trans
            i18nKey="footer.credit"
            values={{ appType: t(`footer.appType.${appTypeOf(config)}`) }}
            components={{
              appType: <span data-testid="app-type" />,
              provider: <CreditedName party={credit.provider} />,
              tech: <CreditedName party={credit.technologyCompany} />,
            }}
          />
        </Container>
      </div>
    </footer>
  );
}

/** SPEC §1's credit: the name, linked to its site when the deployment gives one. */
function CreditedName({ party }: { party: CreditedParty }) {
  if (!party.url) return party.name;
  return (
    <a href={party.url} className="focus-ring rounded-sm underline underline-offset-2" rel="noopener">
      {party.name}
    </a>
  );
}

function FooterLinks({ group }: { group: LinkGroup }) {
  const headingId = `footer-${group.title.toLowerCase().replace(/\s+/g, '-')}`;
  const { t } = useTranslation();
  return (
    <nav aria-labelledby={headingId}>
      <FooterHeading id={headingId}>{shownLabel(t, group.title, group.titleKey)}</FooterHeading>
      <ul className="text-sm">
        {group.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="focus-ring inline-flex min-h-10 items-center rounded-sm py-2 text-neutral-700 hover:text-ink hover:underline"
            >
              {shownLabel(t, link.label, link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
