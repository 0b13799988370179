import { data } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import {
  DELIVERY_AREA_MODES,
  PINCODE_CSV_MAX_BYTES,
  PINCODE_CSV_MESSAGES,
  type DeliveryAreaMode,
} from '@vitrine/contract/delivery-areas';
import { AREA_INTENTS, type AreaResult } from './delivery-areas-fields';

const isMode = (value: unknown): value is DeliveryAreaMode =>
  (DELIVERY_AREA_MODES as readonly unknown[]).includes(value);

/**
 * The owner's "where we deliver" forms: the mode, or a CSV that replaces the list (checked first,
 * so a bad file lists every problem by line and changes nothing). Null for the page's other forms.
 */
export async function saveDeliveryAreas(api: ApiClient, form: FormData, headers: Headers) {
  const intent = form.get('intent');
  if (intent !== AREA_INTENTS.mode && intent !== AREA_INTENTS.pincodes) return null;
  const answer = (result: Omit<AreaResult, 'area'>, status = 200) =>
    data<AreaResult>({ area: true, ...result }, { status, headers });
  try {
    if (intent === AREA_INTENTS.mode) {
      const mode = form.get('mode');
      if (!isMode(mode)) return answer({ ok: false, message: 'Pick all India or listed pincodes.' }, 400);
      await api.setDeliveryAreaMode(mode);
      const said =
        mode === 'LISTED'
          ? 'Checkout now takes only the listed pincodes.'
          : 'You now deliver all over India.';
      return answer({ ok: true, message: said });
    }
    const file = form.get('csv');
    if (!(file instanceof File) || file.size === 0)
      return answer({ ok: false, message: 'Choose a CSV file first.' }, 400);
    if (file.size > PINCODE_CSV_MAX_BYTES)
      return answer({ ok: false, message: PINCODE_CSV_MESSAGES.tooLarge }, 413);
    const csv = new Blob([await file.arrayBuffer()], { type: 'text/csv' });
    const checked = await api.importPincodes(csv, { mode: 'check' });
    if (checked.data.problemCount > 0)
      return answer({ ok: false, message: checked.message, report: checked.data }, 422);
    const written = await api.importPincodes(csv, { mode: 'write' });
    return answer({ ok: true, message: written.message, report: written.data });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return answer({ ok: false, message: error.message }, error.status);
  }
}
