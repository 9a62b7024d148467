import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's field issues (a 400's `issues`, one `{ path, message }` per field,
 * docs/api.md) under the form's own fields. Paths the form has no field for are left
 * to the caller's red box. Returns whether any issue landed under a field.
 */
export function showServerIssues<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let shown = false;
  for (const issue of err.body?.issues ?? []) {
    const field = fields.find((name) => name === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    shown = true;
  }
  return shown;
}
