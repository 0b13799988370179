import { useLocation } from 'react-router';

/** The field that makes an action answer a plain form post with a redirect back to this page. */
export const BACK_FIELD = 'back';

/**
 * A button that changes the shopper's state, as a real form: before the page is hydrated the browser
 * posts it to the action, which redirects back to this page; once hydrated, `onSubmit` sends it
 * through the page's fetcher instead, without leaving the page.
 */
export function PostForm({
  action,
  fields,
  onSubmit,
  back,
  className = 'contents',
  children,
}: {
  action: string;
  fields: Record<string, string>;
  onSubmit: () => void;
  /** Where the plain post returns to; this page when not named. */
  back?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={action}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={BACK_FIELD} value={back ?? pathname + search} />
      {children}
    </form>
  );
}
