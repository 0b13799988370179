import { useId } from 'react';
import { useServerText } from '../../i18n/server-text';
import { cx } from '../../lib/class-names';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'prefix'> & {
  label: string;
  /** The validation message under the field (SPEC §5), linked by aria-describedby. */
  error?: string;
  /** A quiet line under the label, e.g. "Optional". */
  hint?: string;
  /** Fixed text before the value, e.g. "+91". */
  prefix?: string;
};

/** A labelled input with its hint and its error tied to it for screen readers. */
export function TextField({ label, error, hint, prefix, className, ...props }: TextFieldProps) {
  const { id, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} hint={hint} />
      <div
        className={cx(
          'mt-1.5 flex min-h-11 items-center overflow-hidden rounded-lg border bg-canvas transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25',
          error ? 'border-red-600' : 'border-neutral-300',
          props.disabled && 'bg-scaffold text-neutral-500',
        )}
      >
        {prefix && (
          <span
            aria-hidden
            className="self-stretch border-r border-neutral-200 bg-scaffold px-3 py-2.5 text-sm text-neutral-600"
          >
            {prefix}
          </span>
        )}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="w-full min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base outline-none placeholder:text-neutral-400 disabled:cursor-not-allowed"
          {...props}
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A value the shopper sees but cannot change (a verified mobile, the country): shown, never posted. */
export function ReadOnlyField({
  label,
  value,
  hint,
  prefix,
  type,
}: {
  label: string;
  value: string;
  hint?: string;
  prefix?: string;
  type?: 'tel';
}) {
  return <TextField label={label} hint={hint} prefix={prefix} type={type} value={value} disabled readOnly />;
}

/** A labelled text area, with its hint and error tied to it as TextField's are. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  ...props
}: Omit<React.ComponentProps<'textarea'>, 'id'> & { label: string; error?: string; hint?: string }) {
  const { id, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          'mt-1.5 block min-h-24 w-full rounded-lg border bg-canvas px-3 py-2.5 text-base outline-none transition placeholder:text-neutral-400 focus:border-primary focus:ring-2 focus:ring-primary/25',
          error ? 'border-red-600' : 'border-neutral-300',
        )}
        {...props}
      />
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

function useFieldIds(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return { id, errorId, describedBy };
}

function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: string }) {
  return (
    <label htmlFor={id} className="flex items-baseline justify-between gap-2 text-sm font-medium">
      {label}
      {hint && (
        <span id={`${id}-hint`} className="text-xs font-normal text-neutral-500">
          {hint}
        </span>
      )}
    </label>
  );
}

/** A field's validation message; the shared rules' English texts are said in the page's language. */
export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  const serverText = useServerText();
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {typeof children === 'string' ? serverText(children) : children}
    </p>
  );
}
