import type { FieldMetadata, SubmissionResult } from '@conform-to/react';

const textOf = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A field's message from the last submission while the field still holds what was sent: once the
 * shopper changes it, the message goes until the next submission checks it again (the server checks;
 * the browser has no schema to check with).
 */
export function sentFieldError(
  field: Pick<FieldMetadata<unknown>, 'name' | 'value' | 'errors'>,
  sent: SubmissionResult<string[]> | undefined,
): string | undefined {
  return textOf(field.value) === textOf(sent?.initialValue?.[field.name]) ? field.errors?.[0] : undefined;
}
