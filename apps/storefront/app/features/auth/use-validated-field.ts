import { useState } from 'react';
import type { z } from 'zod';

/**
 * One form field checked with a contract schema: its message shows once the shopper has tried to
 * submit, and the submit handler only runs with a valid value.
 */
export function useValidatedField<T>(schema: z.ZodType<T>, initialValue: string) {
  const [value, setValue] = useState(initialValue);
  const [attempted, setAttempted] = useState(false);
  const parsed = schema.safeParse(value);
  const error = attempted && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const handleSubmit = (onValid: (valid: T) => void) => (event: React.FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (parsed.success) onValid(parsed.data);
  };
  return { value, setValue, error, handleSubmit };
}
