/** The resource route the sign-in dialog and the account menu submit to (routes/auth.ts). */
export const AUTH_ACTION_PATH = '/auth';
