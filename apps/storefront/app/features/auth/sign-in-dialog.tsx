import { useServerText } from '../../i18n/server-text';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { Dialog } from 'radix-ui';
import { CircleAlert } from '../../components/icons/icons';
import { OTP_RESEND_COUNTDOWN_S } from '@vitrine/contract/constants';
import { DialogCloseButton, DialogOverlay } from '../../components/ui/dialog';
import { ACCOUNT_BUTTON_ID, AUTH_ACTION_PATH, markSignInFinished } from './auth-action-path';
import type { AuthActionResult } from './auth-action-result';
import { afterSuccess, changeMobile, INITIAL_FLOW, stepOf, type AuthFlow } from './auth-flow';
import { GreetingStep } from './steps/greeting-step';
import { MobileStep } from './steps/mobile-step';
import { OtpStep } from './steps/otp-step';
import { SignupStep } from './steps/signup-step';

type Intent = 'send-otp' | 'validate-otp' | 'signup';

/** SPEC §2 "Sign-in / sign-up dialog": four steps, derived from the auth state (SPEC §4). */
export function SignInDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fetcher = useFetcher<AuthActionResult>({ key: 'sign-in' });
  const [flow, setFlow] = useState<AuthFlow>(INITIAL_FLOW);
  const { t } = useTranslation();
  const [countdown, setCountdown] = useState(0);
  const step = stepOf(flow);
  const openedFrom = useRef<Element | null>(null);

  // Each answer of the auth route moves the flow once (adjusting state while rendering, not in an effect).
  const [handled, setHandled] = useState(fetcher.data);
  if (fetcher.data !== handled) {
    setHandled(fetcher.data);
    const result = fetcher.data;
    if (result?.ok) {
      setFlow(afterSuccess(flow, result));
      if (result.step === 2) setCountdown(result.resendInSeconds ?? OTP_RESEND_COUNTDOWN_S);
    }
  }

  // The server's refusal shows until the next submission or until the shopper moves on; it is read
  // from the fetcher itself, so no render ordering can lose it.
  const [dismissed, setDismissed] = useState<AuthActionResult | undefined>(undefined);
  const refusal = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data : undefined;
  const error = refusal?.error && refusal !== dismissed ? refusal.error.message : null;
  const dismissError = () => setDismissed(fetcher.data);

  // The resend countdown ticks every second on step 2 (SPEC §4).
  useEffect(() => {
    if (step !== 2 || countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [step, countdown]);

  const pendingIntent = fetcher.state === 'submitting' ? (fetcher.formData?.get('intent') as Intent) : null;

  function submit(intent: Intent, fields: Record<string, string>) {
    void fetcher.submit({ intent, ...fields }, { method: 'post', action: AUTH_ACTION_PATH });
  }

  function requestOtp(mobile: string) {
    setFlow((current) => ({ ...current, mobile }));
    submit('send-otp', { mobile });
  }

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (next) return;
    // A finished sign-in starts afresh next time; an unfinished one (a code on its way) is kept.
    dismissError();
    if (step === 4) {
      markSignInFinished();
      setFlow(INITIAL_FLOW);
      setCountdown(0);
    }
  }

  const title = t(`auth.steps.${step}`);
  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-canvas p-5 text-ink shadow-2xl focus:outline-none motion-safe:animate-fade-in sm:p-7"
          aria-describedby={`sign-in-step-${step}-description`}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            // Signing in replaces the guest's "Login" (or the bottom bar's Profile) button that opened
            // the dialog; focus goes to the account menu's button instead of falling to <body>.
            if (openedFrom.current?.isConnected) return;
            event.preventDefault();
            document.getElementById(ACCOUNT_BUTTON_ID)?.focus();
          }}
        >
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          <div className="mt-1">
            {step === 1 && (
              <MobileStep
                defaultMobile={flow.mobile}
                pending={pendingIntent === 'send-otp'}
                onSubmit={requestOtp}
                alert={error && <ServerError message={error} />}
              />
            )}
            {step === 2 && (
              <OtpStep
                mobile={flow.mobile}
                demoCode={flow.demoCode}
                countdown={countdown}
                pendingIntent={pendingIntent}
                onVerify={(otp) => submit('validate-otp', { mobile: flow.mobile, otp })}
                onResend={() => submit('send-otp', { mobile: flow.mobile })}
                onChangeMobile={() => {
                  dismissError();
                  setFlow(changeMobile(flow));
                }}
                alert={error && <ServerError message={error} />}
              />
            )}
            {step === 3 && (
              <SignupStep
                mobile={flow.mobile}
                pending={pendingIntent === 'signup'}
                lastResult={fetcher.data?.submission}
                onSubmit={(form) => void fetcher.submit(form, { method: 'post', action: AUTH_ACTION_PATH })}
                alert={error && <ServerError message={error} />}
              />
            )}
            {step === 4 && <GreetingStep name={flow.user?.name} onDone={() => handleOpenChange(false)} />}
          </div>
          <div className="absolute top-3 right-3">
            <DialogCloseButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The server's answer when it refuses (a wrong code, too many requests): SPEC §8. */
function ServerError({ message }: { message: string }) {
  const serverText = useServerText();
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {serverText(message)}
    </p>
  );
}
