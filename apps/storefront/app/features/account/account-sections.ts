import type { UiFeatures } from '@vitrine/contract/customer';
import {
  FileText,
  Heart,
  MapPin,
  Package,
  ShieldCheck,
  UserRound,
  type IconComponent,
} from '../../components/icons/icons';

export type AccountCountKey = 'orders' | 'wishlist' | 'addresses';

export interface AccountItem {
  /** Its texts' catalogue keys: account.items.{key} (decision 0095). */
  key: 'orders' | 'wishlist' | 'quotations' | 'profile' | 'addresses' | 'privacy';
  label: string;
  /** What the heading shows while the item is selected (SPEC §2 "Protected account area"). */
  subLabel: string;
  to: string;
  icon: IconComponent;
  /** Other pages that belong to the item (an order's details belong to Orders). */
  alsoSelectedUnder?: string;
  count?: AccountCountKey;
  /** Shown only in a shop with this switch on. */
  feature?: keyof UiFeatures;
}

export interface AccountSection {
  key: 'dashboard' | 'settings';
  title: string;
  items: AccountItem[];
}

/** SPEC §2 "Protected account area /account": the side menu's sections. */
export const ACCOUNT_SECTIONS: AccountSection[] = [
  {
    key: 'dashboard',
    title: 'DASHBOARD',
    items: [
      {
        key: 'orders',
        label: 'Orders',
        subLabel: 'My Orders',
        to: '/account/orders',
        icon: Package,
        alsoSelectedUnder: '/account/order-details/',
        count: 'orders',
      },
      {
        key: 'wishlist',
        label: 'Wishlist',
        subLabel: 'My Wishlist',
        to: '/account/wishlist',
        icon: Heart,
        count: 'wishlist',
      },
      {
        key: 'quotations',
        label: 'Quotations',
        subLabel: 'My Quotation Requests',
        to: '/account/quotations',
        icon: FileText,
        alsoSelectedUnder: '/account/quotations/',
        feature: 'showQuotationRequest',
      },
    ],
  },
  {
    key: 'settings',
    title: 'ACCOUNT SETTINGS',
    items: [
      {
        key: 'profile',
        label: 'Profile Info',
        subLabel: 'My Profile',
        to: '/account/profile',
        icon: UserRound,
      },
      {
        key: 'addresses',
        label: 'Addresses',
        subLabel: 'My Addresses',
        to: '/account/addresses',
        icon: MapPin,
        count: 'addresses',
      },
      // Decision 0093 (DPDP Act 2023): download, marketing consent, delete the account.
      { key: 'privacy', label: 'Privacy', subLabel: 'My Privacy', to: '/account/privacy', icon: ShieldCheck },
    ],
  },
];

export const ACCOUNT_HOME_PATH = '/account/orders';
export const ACCOUNT_NOT_FOUND_PATH = '/account/page-not-found';

/** The menu item the path belongs to; none for the account's not-found page. */
export function selectedAccountItem(pathname: string): AccountItem | undefined {
  const path = pathname.replace(/\/+$/, '');
  return ACCOUNT_SECTIONS.flatMap((section) => section.items).find(
    (item) => path === item.to || (item.alsoSelectedUnder && path.startsWith(item.alsoSelectedUnder)),
  );
}

/** Counts the menu shows; null where the server's could not be had (then none is shown). */
export type AccountCounts = Record<AccountCountKey, number | null>;
