import { useId } from 'react';
import { FieldError } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';

/** A labelled native select, styled as TextField, with its error tied to it. */
export function SelectField({
  label,
  error,
  options,
  className,
  ...props
}: Omit<React.ComponentProps<'select'>, 'id' | 'children'> & {
  label: string;
  error?: string | undefined;
  options: Array<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cx(
          'mt-1.5 block min-h-11 w-full min-w-0 rounded-lg border bg-canvas px-3 text-base outline-none focus:border-primary focus:ring-2 focus:ring-primary/25',
          error ? 'border-red-600' : 'border-neutral-300',
        )}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
