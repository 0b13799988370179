import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import { AUTH_ACTION_PATH, SIGN_IN_PARAM } from './auth-action-path';
import type { AuthActionResult } from './auth-action-result';

/** Loaded when first opened: most visits never sign in. */
const SignInDialog = lazy(() =>
  import('./sign-in-dialog').then(({ SignInDialog }) => ({ default: SignInDialog })),
);

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

/**
 * Holds the one sign-in dialog of the page and the sign-out submission. A page whose address has
 * `?signin` opens with the dialog open: where "Login" and a guest's cart or wishlist buttons lead
 * before the page is hydrated.
 */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.has(SIGN_IN_PARAM));
  // Mounted from its first opening on, so a sign-in left half-way is still there when it reopens.
  const [opened, setOpened] = useState(open);
  const signOutFetcher = useFetcher<AuthActionResult>({ key: 'sign-out' });
  const submitSignOut = signOutFetcher.submit;
  const signOut = useCallback(() => {
    void submitSignOut({ intent: 'signout' }, { method: 'post', action: AUTH_ACTION_PATH });
  }, [submitSignOut]);
  const signingOut = signOutFetcher.state !== 'idle';
  const changeOpen = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (next) setOpened(true);
      if (!next && searchParams.has(SIGN_IN_PARAM)) {
        const rest = new URLSearchParams(searchParams);
        rest.delete(SIGN_IN_PARAM);
        setSearchParams(rest, { replace: true, preventScrollReset: true });
      }
    },
    [searchParams, setSearchParams],
  );
  const api = useMemo(
    () => ({ openSignIn: () => changeOpen(true), signInOpen: open, signOut, signingOut }),
    [changeOpen, open, signOut, signingOut],
  );
  return (
    <AuthDialogContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={changeOpen} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog is used outside AuthDialogProvider');
  return api;
}
