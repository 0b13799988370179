import { cx } from '../../lib/class-names';

type ChoiceCardProps = Omit<React.ComponentProps<'input'>, 'type' | 'title'> & {
  title: React.ReactNode;
  detail?: React.ReactNode;
};

/** A radio button drawn as a card: the whole card is the label, and the checked one is outlined. */
export function ChoiceCard({ title, detail, className, ...input }: ChoiceCardProps) {
  return (
    <label
      className={cx(
        'flex cursor-pointer gap-3 rounded-xl p-4 ring-1 ring-neutral-200 transition has-checked:bg-primary/5 has-checked:ring-2 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-primary',
        className,
      )}
    >
      <input type="radio" className="mt-1 size-4 shrink-0 accent-primary" {...input} />
      <span className="grid gap-0.5 text-sm">
        <span className="font-medium">{title}</span>
        {detail && <span className="text-neutral-600">{detail}</span>}
      </span>
    </label>
  );
}
