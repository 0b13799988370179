import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { Button } from '../../../components/ui/button';
import { FieldError, ReadOnlyField, TextField } from '../../../components/ui/text-field';
import { sentFieldError } from '../../../lib/sent-field-error';
import { AUTH_ACTION_PATH } from '../auth-action-path';
import { Spinner, StepDescription } from './step-description';

interface SignupStepProps {
  mobile: string;
  pending: boolean;
  /** The auth route's last answer to this form: each refused field's message. */
  lastResult: SubmissionResult<string[]> | undefined;
  onSubmit: (form: FormData) => void;
  alert: React.ReactNode;
}

/**
 * Step 3 "Sign Up": full name, the verified mobile (not editable), an optional email and the terms.
 * The auth route checks them with the contract's rules; each message shows under its field.
 */
export function SignupStep({ mobile, pending, lastResult, onSubmit, alert }: SignupStepProps) {
  const [form, fields] = useForm<{ name: string; email: string; termsAccepted: boolean }>({
    lastResult,
    onSubmit(event, { formData }) {
      event.preventDefault();
      onSubmit(formData);
    },
  });
  const { t } = useTranslation();
  return (
    <form
      id={form.id}
      method="post"
      action={AUTH_ACTION_PATH}
      noValidate
      className="space-y-4"
      onSubmit={form.onSubmit}
    >
      <StepDescription step={3}>{t('auth.verified')}</StepDescription>
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="mobile" value={mobile} />
      <TextField
        label={t('auth.fullName')}
        name={fields.name.name}
        autoComplete="name"
        autoFocus
        defaultValue={fields.name.initialValue}
        error={sentFieldError(fields.name, lastResult)}
      />
      <ReadOnlyField label={t('auth.mobileNumber')} type="tel" prefix="+91" value={mobile} />
      <TextField
        label={t('auth.email')}
        hint={t('auth.optional')}
        name={fields.email.name}
        type="email"
        autoComplete="email"
        defaultValue={fields.email.initialValue}
        error={sentFieldError(fields.email, lastResult)}
      />
      <TermsCheckbox
        name={fields.termsAccepted.name}
        error={sentFieldError(fields.termsAccepted, lastResult)}
      />
      {alert}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        {t('auth.completeSignup')}
      </Button>
    </form>
  );
}

function TermsCheckbox({ name, error }: { name: string; error?: string }) {
  const errorId = 'sign-up-terms-error';
  const linkClass = 'focus-ring rounded-sm font-medium text-primary underline underline-offset-2';
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-6">
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4.5 shrink-0 accent-(--color-primary)"
        />
        <span>
          <Trans
            i18nKey="auth.acceptTerms"
            components={{
              terms: (
                <Link to="/policy/terms" target="_blank" rel="noopener noreferrer" className={linkClass} />
              ),
              privacy: (
                <Link to="/policy/privacy" target="_blank" rel="noopener noreferrer" className={linkClass} />
              ),
            }}
          />
        </span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
