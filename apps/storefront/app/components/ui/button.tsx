import { Slot } from 'radix-ui';
import { cx } from '../../lib/class-names';

const VARIANTS = {
  primary: 'bg-primary text-on-primary shadow-sm hover:opacity-90',
  secondary: 'bg-secondary text-on-secondary shadow-sm hover:opacity-90',
  outline: 'border border-neutral-300 bg-canvas text-ink hover:border-neutral-400 hover:bg-scaffold',
  /** What cannot be undone (cancel an order, refuse a return): fixed, readable red whatever the theme. */
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
};

type ButtonProps = React.ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  /** Renders the child (a Link or an anchor) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  asChild = false,
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      {...(asChild ? {} : { type })}
      className={cx(
        'focus-ring inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition disabled:pointer-events-none disabled:opacity-50',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
