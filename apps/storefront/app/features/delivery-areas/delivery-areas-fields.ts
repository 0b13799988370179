import type { DeliveryCheck, PincodeImportReport } from '@vitrine/contract/delivery-areas';

/** The intents of the delivery page's forms that are about where the shop delivers. */
export const AREA_INTENTS = { mode: 'delivery-area-mode', pincodes: 'delivery-pincodes' } as const;

export interface AreaResult {
  area: true;
  ok: boolean;
  message: string;
  report?: PincodeImportReport;
}

/** The product page's query parameter: a GET form, so the check works before any script. */
export const PINCODE_PARAM = 'pincode';

export type DeliveryCheckResult = { pincode: string } & ({ check: DeliveryCheck } | { error: string });
