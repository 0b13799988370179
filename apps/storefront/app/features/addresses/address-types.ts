import { Briefcase, House, MapPin, type IconComponent } from '../../components/icons/icons';
import type { AddressType } from '@vitrine/contract/addresses';

/** The words and icon a shopper sees for each address type (never the API's HOME, WORK, OTHER). */
export const ADDRESS_TYPE_LABELS: Record<AddressType, { label: string; icon: IconComponent }> = {
  HOME: { label: 'Home', icon: House },
  WORK: { label: 'Work', icon: Briefcase },
  OTHER: { label: 'Other', icon: MapPin },
};
