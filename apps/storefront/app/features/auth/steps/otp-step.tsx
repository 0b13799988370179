import { Trans, useTranslation } from 'react-i18next';
import { otpSchema } from '@vitrine/contract/auth';
import { OTP_LENGTH } from '@vitrine/contract/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useValidatedField } from '../use-validated-field';
import { Spinner, StepDescription } from './step-description';

interface OtpStepProps {
  mobile: string;
  demoCode: string | undefined;
  /** Seconds until a resend is allowed; 0 enables "Resend OTP". */
  countdown: number;
  pendingIntent: string | null;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeMobile: () => void;
  alert: React.ReactNode;
}

/** Step 2 "Validate OTP": the code, "Verify OTP", "Resend OTP" (after the countdown) and "Change Mobile". */
export function OtpStep(props: OtpStepProps) {
  const { mobile, demoCode, countdown, pendingIntent, onVerify, onResend, onChangeMobile, alert } = props;
  const otp = useValidatedField(otpSchema, '');
  const { t } = useTranslation();
  const verifying = pendingIntent === 'validate-otp';
  const resending = pendingIntent === 'send-otp';
  return (
    <form noValidate className="space-y-5" onSubmit={otp.handleSubmit(onVerify)}>
      <StepDescription step={2}>
        <Trans
          i18nKey="auth.codeSentTo"
          values={{ length: OTP_LENGTH, mobile }}
          components={{ mobile: <span className="font-medium whitespace-nowrap text-ink" /> }}
        />
      </StepDescription>
      {demoCode && (
        <p
          aria-live="polite"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          <Trans
            i18nKey="auth.demoOtp"
            values={{ code: demoCode }}
            components={{ code: <strong className="font-semibold tracking-widest" /> }}
          />
        </p>
      )}
      <TextField
        label={t('auth.otp')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        value={otp.value}
        onChange={(event) => otp.setValue(event.target.value)}
        error={otp.error}
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      {alert}
      <Button type="submit" className="w-full" disabled={verifying} aria-busy={verifying || undefined}>
        {verifying && <Spinner />}
        {t('auth.verifyOtp')}
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          className="px-3 whitespace-nowrap tabular-nums"
          disabled={countdown > 0 || resending}
          onClick={onResend}
        >
          {resending && <Spinner />}
          {countdown > 0 ? t('auth.resendIn', { seconds: countdown }) : t('auth.resend')}
        </Button>
        <Button
          variant="outline"
          className="border-transparent px-3 whitespace-nowrap text-primary underline-offset-4 hover:underline"
          onClick={onChangeMobile}
        >
          {t('auth.changeMobile')}
        </Button>
      </div>
    </form>
  );
}
