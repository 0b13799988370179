import { useServerText } from '../../i18n/server-text';
import { cx } from '../../lib/class-names';

/** A refusal the shopper should read now (SPEC §8 messages), announced to screen readers. */
export function ErrorNotice({ message, className }: { message: string; className?: string }) {
  const serverText = useServerText();
  return (
    <p role="alert" className={cx('rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800', className)}>
      {serverText(message)}
    </p>
  );
}
