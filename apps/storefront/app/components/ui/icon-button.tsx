import { Slot } from 'radix-ui';
import { cx } from '../../lib/class-names';

const VARIANTS = {
  ghost: 'text-ink hover:bg-ink/5',
  /** Over images: an opaque disc that stays visible on any picture. */
  floating: 'bg-canvas/90 text-ink shadow-md hover:bg-canvas',
  /** Colours and hover come from the caller. */
  unstyled: '',
};

type IconButtonProps = React.ComponentProps<'button'> & {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: keyof typeof VARIANTS;
  asChild?: boolean;
};

/** A 44 px round target around an icon. */
export function IconButton({
  label,
  variant = 'ghost',
  asChild = false,
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      {...(asChild ? {} : { type })}
      aria-label={label}
      className={cx(
        'focus-ring relative inline-flex size-11 shrink-0 items-center justify-center rounded-full transition',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
