import { useState } from 'react';
import { Link } from 'react-router';
import { signupBodySchema, type SignupBody } from '@vitrine/contract/auth';
import { POLICY_PAGES } from '@vitrine/contract/content';
import { Button } from '../../../components/ui/button';
import { FieldError, TextField } from '../../../components/ui/text-field';
import { Spinner, StepDescription } from './step-description';

interface SignupStepProps {
  mobile: string;
  pending: boolean;
  onSubmit: (body: Pick<SignupBody, 'name' | 'email'>) => void;
  alert: React.ReactNode;
}

type FieldName = 'name' | 'email' | 'termsAccepted';

/** Step 3 "Sign Up": full name, the verified mobile (not editable), an optional email and the terms. */
export function SignupStep({ mobile, pending, onSubmit, alert }: SignupStepProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const parsed = signupBodySchema.safeParse({
    name,
    mobile,
    email,
    termsAccepted: termsAccepted || undefined,
  });
  const errors: Partial<Record<FieldName, string>> = {};
  if (attempted && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (parsed.success) onSubmit({ name: parsed.data.name, email: parsed.data.email ?? '' });
      }}
    >
      <StepDescription step={3}>
        Your number is verified. Tell us your name to create your account.
      </StepDescription>
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        autoFocus
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        label="Mobile number"
        name="mobile"
        type="tel"
        prefix="+91"
        value={mobile}
        disabled
        readOnly
      />
      <TextField
        label="Email"
        hint="Optional"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <TermsCheckbox checked={termsAccepted} onChange={setTermsAccepted} error={errors.termsAccepted} />
      {alert}
      <Button type="submit" className="w-full" disabled={pending} aria-busy={pending || undefined}>
        {pending && <Spinner />}
        Complete Signup
      </Button>
    </form>
  );
}

function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const errorId = 'sign-up-terms-error';
  const linkClass = 'focus-ring rounded-sm font-medium text-primary underline underline-offset-2';
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-3 text-sm leading-6">
        <input
          type="checkbox"
          name="termsAccepted"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 size-4.5 shrink-0 accent-(--color-primary)"
        />
        <span>
          I accept the{' '}
          <Link to="/policy/terms" target="_blank" rel="noopener noreferrer" className={linkClass}>
            {POLICY_PAGES.terms.title}
          </Link>{' '}
          and the{' '}
          <Link to="/policy/privacy" target="_blank" rel="noopener noreferrer" className={linkClass}>
            {POLICY_PAGES.privacy.title}
          </Link>
        </span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
