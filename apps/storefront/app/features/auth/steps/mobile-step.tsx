import { signInMobileSchema } from '@vitrine/contract/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useValidatedField } from '../use-validated-field';
import { Spinner, StepDescription } from './step-description';

interface MobileStepProps {
  defaultMobile: string;
  pending: boolean;
  onSubmit: (mobile: string) => void;
  alert: React.ReactNode;
}

/** Step 1 "Sign In / Sign Up": the mobile number and "Request OTP". */
export function MobileStep({ defaultMobile, pending, onSubmit, alert }: MobileStepProps) {
  const mobile = useValidatedField(signInMobileSchema, defaultMobile);
  return (
    <form noValidate className="space-y-5" onSubmit={mobile.handleSubmit(onSubmit)}>
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
        value={mobile.value}
        onChange={(event) => mobile.setValue(event.target.value)}
        error={mobile.error}
      />
      {alert}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        Request OTP
      </Button>
    </form>
  );
}
