import { useEffect, useRef } from 'react';

/**
 * A refused save's problems at the top of the form, each a link to its field (issue 39): the page
 * takes the owner here first, so nothing wrong waits unseen further down a phone's long form.
 */
export function ErrorSummary({
  formId,
  errors,
  labelOf,
}: {
  formId: string;
  /** Conform's errors by field name. */
  errors: Record<string, string[] | undefined>;
  /** The field's name as its label says it. */
  labelOf: (name: string) => string;
}) {
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), []);
  const problems = Object.entries(errors).flatMap(([name, messages]) =>
    messages?.[0] ? [{ name, message: messages[0] }] : [],
  );
  if (problems.length === 0) return null;
  const focusField = (event: React.MouseEvent, name: string) => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const field = form?.elements.namedItem(name);
    if (!(field instanceof HTMLElement)) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView({ block: 'center' });
  };
  return (
    <div
      ref={summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${formId}-problems`}
      data-testid="error-summary"
      className="rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
    >
      <h2 id={`${formId}-problems`} className="text-sm font-semibold text-red-800">
        {problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {problems.map(({ name, message }) => (
          <li key={name}>
            <a
              href={`#${formId}`}
              onClick={(event) => focusField(event, name)}
              className="focus-ring rounded-sm text-red-800 underline underline-offset-2"
            >
              {labelOf(name)}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
