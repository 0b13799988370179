/** The resource route the sign-in dialog and the account menu submit to (routes/auth.ts). */
export const AUTH_ACTION_PATH = '/auth';

/** A page's address with this parameter shows the sign-in dialog open (the guest's "Login"). */
export const SIGN_IN_PARAM = 'signin';

/** The header's account button: "Login" for a guest, the account menu once signed in. */
export const ACCOUNT_BUTTON_ID = 'account-button';

let signInJustFinished = false;

/** The sign-in dialog closed on its greeting: the account menu's button may take the focus. */
export function markSignInFinished() {
  signInJustFinished = true;
}

/** Whether a sign-in finished since last asked (it is asked once). */
export function takeSignInFinished() {
  const finished = signInJustFinished;
  signInJustFinished = false;
  return finished;
}
