/** What the privacy page's action answers when the account was not deleted: why, and what was typed. */
export type DeleteAccountResult = {
  intent: 'delete-account';
  ok: false;
  error: string;
  confirmation: string;
};

export const isDeleteAccountResult = (value: unknown): value is DeleteAccountResult =>
  typeof value === 'object' && value !== null && 'intent' in value && value.intent === 'delete-account';
