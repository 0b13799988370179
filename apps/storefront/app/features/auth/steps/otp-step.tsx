import { useState } from 'react';
import { otpSchema } from '@vitrine/contract/auth';
import { OTP_LENGTH } from '@vitrine/contract/constants';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
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
  const [otp, setOtp] = useState('');
  const [attempted, setAttempted] = useState(false);
  const parsed = otpSchema.safeParse(otp);
  const error = attempted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const verifying = pendingIntent === 'validate-otp';
  const resending = pendingIntent === 'send-otp';
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (parsed.success) onVerify(parsed.data);
      }}
    >
      <StepDescription step={2}>
        Enter the {OTP_LENGTH}-digit code sent to{' '}
        <span className="font-medium whitespace-nowrap text-ink">+91 {mobile}</span>.
      </StepDescription>
      {demoCode && (
        <p
          aria-live="polite"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          Demo shop: your OTP is <strong className="font-semibold tracking-widest">{demoCode}</strong>
        </p>
      )}
      <TextField
        label="OTP"
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        error={error}
        className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
      />
      {alert}
      <Button type="submit" className="w-full" disabled={verifying} aria-busy={verifying || undefined}>
        {verifying && <Spinner />}
        Verify OTP
      </Button>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          className="px-3 whitespace-nowrap tabular-nums"
          disabled={countdown > 0 || resending}
          onClick={onResend}
        >
          {resending && <Spinner />}
          {countdown > 0 ? `Resend OTP in ${countdown}s` : 'Resend OTP'}
        </Button>
        <Button
          variant="outline"
          className="border-transparent px-3 whitespace-nowrap text-primary underline-offset-4 hover:underline"
          onClick={onChangeMobile}
        >
          Change Mobile
        </Button>
      </div>
    </form>
  );
}
