import { Minus, Plus, Trash2 } from '../../components/icons/icons';
import { IconButton } from '../../components/ui/icon-button';
import { cx } from '../../lib/class-names';

/**
 * SPEC §4: ±1; minus disabled at the minimum, plus at the maximum. With a minimum of 0 (a product
 * card), minus at 1 takes the line out of the cart and says so.
 */
export function QuantityStepper({
  quantity,
  max,
  min = 1,
  label,
  onChange,
  className,
}: {
  quantity: number;
  max: number;
  min?: number;
  /** Names the item, so "Increase quantity of …" is clear to a screen reader. */
  label: string;
  onChange: (quantity: number) => void;
  className?: string;
}) {
  const removes = quantity === 1 && min < 1;
  return (
    <div
      className={cx('inline-flex items-center rounded-full ring-1 ring-neutral-300', className)}
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <IconButton
        label={removes ? `Remove ${label} from cart` : `Decrease quantity of ${label}`}
        className="disabled:cursor-not-allowed disabled:opacity-40"
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        {removes ? <Trash2 aria-hidden className="size-4" /> : <Minus aria-hidden className="size-4" />}
      </IconButton>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <IconButton
        label={`Increase quantity of ${label}`}
        className="disabled:cursor-not-allowed disabled:opacity-40"
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </IconButton>
    </div>
  );
}
