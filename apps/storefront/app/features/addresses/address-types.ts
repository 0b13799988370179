import { Briefcase, House, MapPin, type LucideIcon } from 'lucide-react';
import type { AddressType } from '@vitrine/contract/addresses';

/** The words and icon a shopper sees for each address type (never the API's HOME, WORK, OTHER). */
export const ADDRESS_TYPE_LABELS: Record<AddressType, { label: string; icon: LucideIcon }> = {
  HOME: { label: 'Home', icon: House },
  WORK: { label: 'Work', icon: Briefcase },
  OTHER: { label: 'Other', icon: MapPin },
};
