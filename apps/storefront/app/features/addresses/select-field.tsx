import { useId } from 'react';
import { ChevronDown } from '../../components/icons/icons';
import { FieldError } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id'> & {
  label: string;
  /** The validation message under the field, linked by aria-describedby. */
  error?: string;
  /** The first, empty choice ("Select a state"). */
  placeholder: string;
  options: readonly string[];
};

/** A labelled native select drawn like the text fields beside it (the phone's own picker on mobile). */
export function SelectField({ label, error, placeholder, options, className, ...props }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="relative mt-1.5">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cx(
            'min-h-11 w-full appearance-none rounded-lg border bg-canvas py-2.5 pr-10 pl-3 text-base transition outline-none focus:border-primary focus:ring-2 focus:ring-primary/25',
            error ? 'border-red-600' : 'border-neutral-300',
          )}
          {...props}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4.5 -translate-y-1/2 text-neutral-500"
        />
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}
