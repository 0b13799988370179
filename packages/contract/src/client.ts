import type { z } from 'zod';
import { CUSTOMER_ID_HEADER, REQUEST_TIMEOUT_MS } from './constants.ts';
import { customerDetailsReplySchema } from './customer.ts';
import { aboutReplySchema, policiesReplySchema, testimoniesReplySchema } from './content.ts';
import { errorEnvelopeSchema } from './errors.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;

  constructor(status: number, code: string, message: string, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const envelope = errorEnvelopeSchema.safeParse(body);
  if (!envelope.success) return new ApiError(status, 'HTTP_ERROR', `The server answered ${status}`);
  const { code, message, requestId } = envelope.data.error;
  return new ApiError(status, code, message, requestId);
}

export interface ApiClientOptions {
  /** Where the API lives; '' means the same origin. */
  baseUrl: string;
  /** The tenant to speak for; omitted, the API resolves it from the host name. */
  customerId?: string;
  /** Extra headers for every call (the server-side storefront forwards Host and cookies). */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Sees every failure first, and may throw something the caller understands better instead. */
  onError?: (error: ApiError) => void;
}

/** The typed API client: every reply is checked against the contract before it is used. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? fetch;

  async function call<S extends z.ZodType>(method: string, path: string, schema: S): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.customerId) headers[CUSTOMER_ID_HEADER] = options.customerId;
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const error = toApiError(response.status, body);
      options.onError?.(error);
      throw error;
    }
    return schema.parse(body);
  }

  return {
    getCustomerDetails: async () =>
      (await call('GET', '/api/customer/details', customerDetailsReplySchema)).data,
    /** SPEC §7: the first item of the data array. */
    getPolicies: async () => (await call('GET', '/api/customer/all-policy', policiesReplySchema)).data[0],
    getTestimonials: async () =>
      (await call('GET', '/api/customer/testimony', testimoniesReplySchema)).data.testimonies,
    /** SPEC §7: the first item's about. */
    getAbout: async () => (await call('GET', '/api/customer/about', aboutReplySchema)).data[0]?.about ?? '',
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
