import { data } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';

/** "Buy again": the past order's lines go back in the cart; the page says what went and what did not. */
export async function buyAgain(api: ApiClient, orderId: string, headers: Headers) {
  try {
    return data({ buyAgain: await api.buyAgain(orderId), error: undefined }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ buyAgain: null, error: error.message }, { status: error.status, headers });
  }
}
