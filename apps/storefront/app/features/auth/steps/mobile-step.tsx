import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <form noValidate className="space-y-5" onSubmit={mobile.handleSubmit(onSubmit)}>
      <StepDescription step={1}>{t('auth.enterMobile')}</StepDescription>
      <TextField
        label={t('auth.mobileNumber')}
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        prefix="+91"
        placeholder={t('auth.mobilePlaceholder')}
        autoFocus
        value={mobile.value}
        onChange={(event) => mobile.setValue(event.target.value)}
        error={mobile.error}
      />
      {alert}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {t('auth.requestOtp')}
      </Button>
    </form>
  );
}
