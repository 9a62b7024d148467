import type {
  FieldValues,
  Path,
  UseFormRegister,
  UseFormReturn,
  UseFormSetError,
} from 'react-hook-form';
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

/**
 * The form's `register`, for a form whose errors clear as soon as their field is
 * edited and wait for the next submit to be checked again (docs/domain.md,
 * Validation rules; use with `reValidateMode: 'onSubmit'`).
 */
export function clearingRegister<T extends FieldValues>({
  register,
  clearErrors,
}: Pick<UseFormReturn<T>, 'register' | 'clearErrors'>): UseFormRegister<T> {
  return (name, options) =>
    register(name, {
      ...options,
      onChange: (event: unknown) => {
        clearErrors(name);
        return options?.onChange?.(event);
      },
    } as typeof options);
}
