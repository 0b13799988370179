import { cx } from '../../lib/class-names';

/** The page's content column: the same width and side padding in the header, pages and footer. */
export function Container({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cx('mx-auto w-full max-w-7xl px-4 md:px-6', className)} {...props} />;
}
