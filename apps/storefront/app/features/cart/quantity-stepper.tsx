import { Minus, Plus } from 'lucide-react';
import { IconButton } from '../../components/ui/icon-button';

/** SPEC §4: ±1; minus disabled at the minimum, plus at the maximum. */
export function QuantityStepper({
  quantity,
  max,
  min = 1,
  label,
  onChange,
}: {
  quantity: number;
  max: number;
  min?: number;
  /** Names the item, so "Increase quantity of …" is clear to a screen reader. */
  label: string;
  onChange: (quantity: number) => void;
}) {
  return (
    <div
      className="inline-flex items-center rounded-full ring-1 ring-neutral-300"
      role="group"
      aria-label={`Quantity of ${label}`}
    >
      <IconButton
        label={`Decrease quantity of ${label}`}
        className="disabled:cursor-not-allowed disabled:opacity-40"
        disabled={quantity <= min}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden className="size-4" />
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
