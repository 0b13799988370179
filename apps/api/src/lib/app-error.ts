import { ERROR_CODES, type ErrorCode } from '@vitrine/contract/errors';

/** An error a client caused or may act on; the error plugin sends it as the envelope of ARCHITECTURE §5. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode | (string & {});
  readonly retryAfter: number | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode | (string & {}),
    message: string,
    options?: { retryAfter?: number; cause?: unknown },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.retryAfter = options?.retryAfter;
  }
}

export const customerNotFound = (detail: string) =>
  new AppError(404, ERROR_CODES.CUSTOMER_NOT_FOUND, `Customer not found: ${detail}`);
export const productNotFound = () =>
  new AppError(404, ERROR_CODES.PRODUCT_NOT_FOUND, 'This product is not available in this shop.');
export const variantNotFound = () =>
  new AppError(404, ERROR_CODES.VARIANT_NOT_FOUND, 'This option of the product is not available.');
export const categoryNotFound = () =>
  new AppError(404, ERROR_CODES.CATEGORY_NOT_FOUND, 'This category does not exist in this shop.');
