import { Briefcase, House, MapPin, type IconComponent } from '../../components/icons/icons';
import type { AddressType } from '@vitrine/contract/addresses';

/** The icon a shopper sees for each address type; its words are the catalogue's `addresses.types`. */
export const ADDRESS_TYPE_ICONS: Record<AddressType, IconComponent> = {
  HOME: House,
  WORK: Briefcase,
  OTHER: MapPin,
};
