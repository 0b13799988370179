import { useTranslation } from 'react-i18next';
import { Mail, Phone, ShoppingCart } from '../../components/icons/icons';
import { CartBadge } from '../cart/cart-badge';
import { useCart } from '../cart/cart-context';
import { CartDrawer } from '../cart/cart-drawer';
import type { CustomerConfig } from '@vitrine/contract/customer';
import { Container } from '../../components/ui/container';
import { DropdownMenu, DropdownMenuLink } from '../../components/ui/dropdown-menu';
import { IconButton } from '../../components/ui/icon-button';
import { telHref } from '../../lib/contact-links';
import { useSessionUser } from '../../root';
import { AccountButton } from '../auth/account-button';
import { useAuthDialog } from '../auth/auth-dialog-context';
import { CategoryMenu } from '../catalog/category-menu';
import { SearchDialog } from '../search/search-dialog';
import { SearchForm } from '../search/search-form';
import { HeaderDrawer } from './header-drawer';
import { headerLinkGroups, shownLabel } from './link-groups';
import { SiteLogo } from './site-logo';
import { LanguageSwitch } from './language-switch';

/**
 * The top strip (contacts and link groups, from md up) scrolls away; the bar below it stays: sticky at
 * minus the strip's height.
 */
export function SiteHeader({ config }: { config: CustomerConfig }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 md:-top-10">
      <TopStrip config={config} />
      <div className="border-b border-neutral-200 bg-canvas/95 shadow-[0_1px_3px_rgb(0_0_0/0.04)] backdrop-blur">
        <Container className="flex h-16 items-center gap-1 md:h-18 md:gap-8">
          <HeaderDrawer className="-ml-2 md:hidden" />
          <SiteLogo brand={config.brandDetails[0]!} className="h-9 max-w-36 md:h-12 md:max-w-48" />
          <div className="hidden md:block">
            <CategoryMenu />
          </div>
          <SearchForm placeholder={t('search.placeholder')} className="hidden max-w-2xl flex-1 md:flex" />
          {/* Phones: the avatar's 44 px target reaches into the side padding so its disc lines up with the page edge. */}
          <div className="-mr-1 ml-auto flex shrink-0 items-center gap-0.5 md:mr-0 md:gap-2">
            <SearchDialog className="md:hidden" />
            <LanguageSwitch />
            <CartButton />
            <AccountButton />
          </div>
        </Container>
      </div>
    </header>
  );
}

function TopStrip({ config }: { config: CustomerConfig }) {
  const { phone, email } = config.contacts;
  const signedIn = useSessionUser() !== null;
  const { t } = useTranslation();
  return (
    <div className="hidden h-10 bg-primary text-sm text-on-primary md:block">
      <Container className="flex h-full items-center gap-6">
        {/* SPEC §3 showContacts; the footer's Contact Us block stays either way (SPEC §2). */}
        {config.uiFeatures.showContacts && (
          <ul
            aria-label={t('header.contactUs')}
            className="flex items-center gap-6"
            data-testid="header-contacts"
          >
            <li>
              <a
                href={telHref(phone)}
                className="focus-ring inline-flex items-center gap-2 rounded-sm hover:underline"
              >
                <Phone aria-hidden className="size-4" />
                {phone}
              </a>
            </li>
            {/* A new shop has no email until its owner gives one. */}
            {email && (
              <li>
                <a
                  href={`mailto:${email}`}
                  className="focus-ring inline-flex items-center gap-2 rounded-sm hover:underline"
                >
                  <Mail aria-hidden className="size-4" />
                  {email}
                </a>
              </li>
            )}
          </ul>
        )}
        <nav aria-label={t('header.siteLinks')} className="ml-auto flex items-center">
          {headerLinkGroups(config.uiFeatures, signedIn).map((group) => (
            <DropdownMenu key={group.title} label={shownLabel(t, group.title, group.titleKey)}>
              {group.links.map((link) => (
                <DropdownMenuLink key={link.to} to={link.to}>
                  {shownLabel(t, link.label, link.labelKey)}
                </DropdownMenuLink>
              ))}
            </DropdownMenu>
          ))}
        </nav>
      </Container>
    </div>
  );
}

/** SPEC §2 "Cart drawer": a guest gets the sign-in dialog instead; the badge counts the cart's lines. */
function CartButton() {
  const signedIn = useSessionUser() !== null;
  const { openSignIn } = useAuthDialog();
  const { lineCount } = useCart();
  const { t } = useTranslation();
  const icon = <ShoppingCart aria-hidden className="size-5.5" />;
  if (!signedIn) {
    return (
      <IconButton label={t('header.cart')} onClick={openSignIn}>
        {icon}
      </IconButton>
    );
  }
  return (
    <CartDrawer
      trigger={
        <IconButton label={t('header.cartWithItems', { count: lineCount })}>
          {icon}
          <CartBadge count={lineCount} />
        </IconButton>
      }
    />
  );
}
