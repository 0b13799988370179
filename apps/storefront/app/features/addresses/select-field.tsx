import { useId } from 'react';
import { ChevronDown } from '../../components/icons/icons';
import { FieldError } from '../../components/ui/text-field';
import { cx } from '../../lib/class-names';

type SelectFieldProps<Option extends string> = Omit<React.ComponentProps<'select'>, 'id'> & {
  label: string;
  /** The validation message under the field, linked by aria-describedby. */
  error?: string;
  /** The first, empty choice ("Select a state"). */
  placeholder: string;
  /** The values posted; the shopper reads each one's label (the value itself unless given). */
  options: readonly Option[];
  labelOf?: (option: Option) => string;
};

/** A labelled native select drawn like the text fields beside it (the phone's own picker on mobile). */
export function SelectField<Option extends string>({
  label,
  error,
  placeholder,
  options,
  labelOf = (option) => option,
  className,
  ...props
}: SelectFieldProps<Option>) {
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
              {labelOf(option)}
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
