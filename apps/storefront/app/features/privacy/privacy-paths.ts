/** Decision 0093: the account's privacy page, its download and the consent form's submission route. */
export const PRIVACY_PAGE_PATH = '/account/privacy';
export const DATA_DOWNLOAD_PATH = '/account/privacy/download';
export const CONSENT_PATH = '/privacy-consent';
export const ACCOUNT_DELETED_PATH = '/account-deleted';
/** The privacy page's query when a download was refused: the server's message. */
export const DOWNLOAD_ERROR_PARAM = 'download-error';

export const CONSENT_FALLBACK_MESSAGES = { consent: 'Failed to save your choice' } as const;
export const DELETE_FALLBACK_MESSAGE = 'Failed to delete your account';
