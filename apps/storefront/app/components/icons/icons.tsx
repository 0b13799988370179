import type { SVGProps } from 'react';
import { cx } from '../../lib/class-names';
import spriteUrl from './sprite.svg?no-inline';
import type { IconName } from './icon-names';

/**
 * Lucide's icons, drawn from one sprite at a hashed, immutable address (decision 0033): each use is a
 * `<use>` of the sprite's symbol, not another copy of its paths, so a page carries a few bytes per
 * icon. The `.icon` rule in app.css gives lucide's stroke and default size. A new icon's name goes in
 * icon-names.ts, then `npm run icons -w @vitrine/storefront` writes the sprite (its test fails until then).
 */

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;
export type IconComponent = (props: IconProps) => React.JSX.Element;

function spriteIcon(name: IconName): IconComponent {
  return function Icon({ className, ...props }) {
    return (
      <svg aria-hidden {...props} className={cx('icon', className)}>
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  };
}

export const Apple = spriteIcon('Apple');
export const ArrowRight = spriteIcon('ArrowRight');
export const ArrowUp = spriteIcon('ArrowUp');
export const Briefcase = spriteIcon('Briefcase');
export const Camera = spriteIcon('Camera');
export const Check = spriteIcon('Check');
export const CheckCircle2 = spriteIcon('CheckCircle2');
export const ChevronDown = spriteIcon('ChevronDown');
export const ChevronLeft = spriteIcon('ChevronLeft');
export const ChevronRight = spriteIcon('ChevronRight');
export const CircleAlert = spriteIcon('CircleAlert');
export const CircleCheck = spriteIcon('CircleCheck');
export const CircleSlash = spriteIcon('CircleSlash');
export const CircleX = spriteIcon('CircleX');
export const Download = spriteIcon('Download');
export const ClipboardCheck = spriteIcon('ClipboardCheck');
export const Clock = spriteIcon('Clock');
export const Compass = spriteIcon('Compass');
export const FileText = spriteIcon('FileText');
export const Heart = spriteIcon('Heart');
export const House = spriteIcon('House');
export const ImageUp = spriteIcon('ImageUp');
export const LayoutGrid = spriteIcon('LayoutGrid');
export const LogOut = spriteIcon('LogOut');
export const Mail = spriteIcon('Mail');
export const MapPin = spriteIcon('MapPin');
export const MapPinOff = spriteIcon('MapPinOff');
export const Menu = spriteIcon('Menu');
export const MessageCircle = spriteIcon('MessageCircle');
export const Minus = spriteIcon('Minus');
export const Navigation = spriteIcon('Navigation');
export const Package = spriteIcon('Package');
export const PackageCheck = spriteIcon('PackageCheck');
export const PackageOpen = spriteIcon('PackageOpen');
export const PackageX = spriteIcon('PackageX');
export const PanelLeftOpen = spriteIcon('PanelLeftOpen');
export const Pause = spriteIcon('Pause');
export const Pencil = spriteIcon('Pencil');
export const Phone = spriteIcon('Phone');
export const Play = spriteIcon('Play');
export const Plus = spriteIcon('Plus');
export const Quote = spriteIcon('Quote');
export const ReceiptText = spriteIcon('ReceiptText');
export const RefreshCw = spriteIcon('RefreshCw');
export const RotateCcw = spriteIcon('RotateCcw');
export const Search = spriteIcon('Search');
export const SearchX = spriteIcon('SearchX');
export const ShieldCheck = spriteIcon('ShieldCheck');
export const ShoppingCart = spriteIcon('ShoppingCart');
export const SlidersHorizontal = spriteIcon('SlidersHorizontal');
export const Star = spriteIcon('Star');
export const Store = spriteIcon('Store');
export const Tags = spriteIcon('Tags');
export const TicketPercent = spriteIcon('TicketPercent');
export const Trash2 = spriteIcon('Trash2');
export const Truck = spriteIcon('Truck');
export const UserRound = spriteIcon('UserRound');
export const WifiOff = spriteIcon('WifiOff');
export const Wrench = spriteIcon('Wrench');
export const X = spriteIcon('X');
export const XCircle = spriteIcon('XCircle');
export const Zap = spriteIcon('Zap');
export const ZoomIn = spriteIcon('ZoomIn');
