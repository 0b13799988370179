import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useFetcher } from 'react-router';
import { AUTH_ACTION_PATH } from './auth-action-path';
import type { AuthActionResult } from './auth-action-result';
import { SignInDialog } from './sign-in-dialog';

interface AuthDialogApi {
  /** Opens the sign-in dialog (the guest avatar, the mobile bar's Profile, any guest-only action). */
  openSignIn: () => void;
  /** Whether the sign-in dialog is showing (another dialog waits until it has closed). */
  signInOpen: boolean;
  /** Ends the session (the account menu's and the side menu's Logout). */
  signOut: () => void;
  signingOut: boolean;
}

const AuthDialogContext = createContext<AuthDialogApi | null>(null);

/** Holds the one sign-in dialog of the page and the sign-out submission. */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const signOutFetcher = useFetcher<AuthActionResult>({ key: 'sign-out' });
  const submitSignOut = signOutFetcher.submit;
  const signOut = useCallback(() => {
    void submitSignOut({ intent: 'signout' }, { method: 'post', action: AUTH_ACTION_PATH });
  }, [submitSignOut]);
  const signingOut = signOutFetcher.state !== 'idle';
  const api = useMemo(
    () => ({ openSignIn: () => setOpen(true), signInOpen: open, signOut, signingOut }),
    [open, signOut, signingOut],
  );
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} />
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog is used outside AuthDialogProvider');
  return api;
}
