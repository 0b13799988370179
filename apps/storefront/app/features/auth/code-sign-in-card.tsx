import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import type { CodeSignInResult } from './code-sign-in.server';

/** A sign-in page's card: the mobile number, then the code sent to it (codeSignInAction answers both). */
export function CodeSignInCard({
  title,
  intro,
  result,
}: {
  title: string;
  /** What the first step asks for, in a sentence. */
  intro: string;
  result: CodeSignInResult | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const codeStep = result?.step === 'code';
  const error = result && 'error' in result ? result.error : undefined;
  return (
    <div className="mx-auto grid w-full max-w-sm grid-cols-1 gap-4 rounded-2xl bg-canvas p-5 ring-1 ring-neutral-200 md:p-6">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-neutral-600">
        {codeStep ? `Enter the code sent to ${result.mobile}.` : intro}
      </p>
      <Form method="post" className="grid grid-cols-1 gap-4" key={codeStep ? 'code' : 'mobile'}>
        <input type="hidden" name="intent" value={codeStep ? 'validate-otp' : 'send-otp'} />
        {codeStep ? (
          <>
            <input type="hidden" name="mobile" value={result.mobile} />
            <TextField
              label="One-time code"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              autoFocus
              hint={'demoCode' in result && result.demoCode ? `Demo code: ${result.demoCode}` : undefined}
              error={error}
            />
          </>
        ) : (
          <TextField
            label="Mobile number"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix="+91"
            defaultValue={result?.mobile}
            required
            error={error}
          />
        )}
        <Button type="submit" disabled={busy}>
          {codeStep ? 'Sign in' : 'Send code'}
        </Button>
      </Form>
    </div>
  );
}
