import { Dialog } from 'radix-ui';

/** The step's one-line explanation under the dialog title (the dialog's accessible description). */
export function StepDescription({ step, children }: { step: number; children: React.ReactNode }) {
  return (
    <Dialog.Description id={`sign-in-step-${step}-description`} className="text-sm text-neutral-600">
      {children}
    </Dialog.Description>
  );
}

/** A submit button's busy state: the label stays (SPEC texts), a spinner joins it. */
export function Spinner() {
  return (
    <span
      aria-hidden
      className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
    />
  );
}
