import { useState } from 'react';
import { signInMobileSchema } from '@vitrine/contract/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { Spinner, StepDescription } from './step-description';

interface MobileStepProps {
  defaultMobile: string;
  pending: boolean;
  onSubmit: (mobile: string) => void;
  alert: React.ReactNode;
}

/** Step 1 "Sign In / Sign Up": the mobile number and "Request OTP". */
export function MobileStep({ defaultMobile, pending, onSubmit, alert }: MobileStepProps) {
  const [mobile, setMobile] = useState(defaultMobile);
  const [attempted, setAttempted] = useState(false);
  const parsed = signInMobileSchema.safeParse(mobile);
  const error = attempted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (parsed.success) onSubmit(parsed.data);
      }}
    >
      <StepDescription step={1}>
        Enter your mobile number and we will send you a one-time code.
      </StepDescription>
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        prefix="+91"
        placeholder="10-digit mobile number"
        autoFocus
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={error}
      />
      {alert}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        Request OTP
      </Button>
    </form>
  );
}
