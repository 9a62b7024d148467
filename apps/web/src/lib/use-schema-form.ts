import { useMemo, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ApiError, errorMessage } from './api-client';

/**
 * How the form's values are checked before `onSubmit` (ADR 090):
 * - `schema` alone: the shared zod schema on the values as typed;
 * - `schema` + `toInput`: the form holds the values differently from the request (a local
 *   date-time, text for numbers); `toInput` turns them into the schema's input and each
 *   field shows its first issue's own message, the server's words (`issuePath` moves an
 *   issue's path to the field that shows it);
 * - neither: rules checked by hand in the screen (the payment step, the statement upload).
 */
type Validation<TValues extends FieldValues, TParsed> =
  | { schema?: z.ZodType<TParsed, TValues>; toInput?: undefined; issuePath?: undefined }
  | {
      schema: z.ZodType<TParsed>;
      toInput: (values: TValues) => unknown;
      issuePath?: (path: string) => string;
    };

export type SchemaFormOptions<TValues extends FieldValues, TParsed> = Validation<
  TValues,
  TParsed
> & {
  defaultValues: DefaultValues<TValues>;
  /**
   * Called with the checked values. What it throws is shown: a 400's `issues` under their
   * fields, anything else in `formError`. A form held by a host whose steps submit it
   * themselves (the checkout) passes none and its steps call `handleSubmit`.
   */
  onSubmit?: (values: TParsed) => unknown;
  /** Fields that take the server's issues; the top-level fields of `defaultValues` if not said. */
  serverFields?: readonly Path<TValues>[];
  /** The red box's text for a failure: the screen's fallback for `errorMessage`, or a function. */
  failureText?: string | ((err: unknown) => string);
  /** The red box stays empty when some of the server's issues went under fields. */
  quietWhenUnderFields?: boolean;
  /**
   * An error clears as soon as its field is edited and waits for the next submit to be
   * checked again (docs/domain.md, Validation rules).
   */
  clearOnEdit?: boolean;
};

/** What a failed action left on screen. */
export type RunOutcome = 'done' | 'under-fields' | 'failed';

export type SchemaForm<TValues extends FieldValues, TParsed> = UseFormReturn<
  TValues,
  unknown,
  TParsed
> & {
  /** The `<Form onSubmit>` handler: checks, then runs `onSubmit` through `run`. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** Runs an action (a confirmed save) with the form's failure handling. */
  run: (action: () => unknown) => Promise<RunOutcome>;
  /** The last failure itself (for `FailureAlert`), null after a success or a new attempt. */
  failure: unknown;
  /** The last failure's text for the red box, null when there is none to show. */
  formError: string | null;
};

/**
 * The one way to build a form (ADR 090): react-hook-form with the shared zod schema,
 * the server's field issues under their fields and the form-level error in one place.
 * The answer is a new object each render, like the formState it carries: an effect
 * depends on its stable members (`subscribe`, `control`), not on it.
 */
export function useSchemaForm<TValues extends FieldValues, TParsed = TValues>(
  options: SchemaFormOptions<TValues, TParsed>,
): SchemaForm<TValues, TParsed> {
  const { schema, toInput, issuePath, defaultValues, clearOnEdit } = options;
  const form = useForm<TValues, unknown, TParsed>({
    resolver: schema && formResolver(schema, toInput, issuePath),
    defaultValues,
    ...(clearOnEdit ? { reValidateMode: 'onSubmit' as const } : {}),
  });
  const [failure, setFailure] = useState<{ err: unknown; text: string | null } | null>(null);
  const { setError, handleSubmit } = form;
  const { onSubmit, failureText, quietWhenUnderFields } = options;
  const fields = options.serverFields ?? (Object.keys(defaultValues) as Path<TValues>[]);

  const run = async (action: () => unknown): Promise<RunOutcome> => {
    setFailure(null);
    try {
      await action();
      return 'done';
    } catch (err) {
      const underFields = showServerIssues(err, setError, fields);
      const text =
        typeof failureText === 'function' ? failureText(err) : errorMessage(err, failureText);
      setFailure({ err, text: underFields && quietWhenUnderFields ? null : text });
      return underFields ? 'under-fields' : 'failed';
    }
  };
  const submit = handleSubmit(async (values) => {
    if (onSubmit) await run(() => onSubmit(values));
  });

  const { register, clearErrors } = form;
  const clearing = useMemo(
    () => (clearOnEdit ? clearingRegister({ register, clearErrors }) : register),
    [clearOnEdit, register, clearErrors],
  );
  return {
    ...form,
    register: clearing,
    submit,
    run,
    failure: failure?.err ?? null,
    formError: failure?.text ?? null,
  };
}

function formResolver<TValues extends FieldValues, TParsed>(
  schema: z.ZodType<TParsed>,
  toInput: ((values: TValues) => unknown) | undefined,
  issuePath: ((path: string) => string) | undefined,
): Resolver<TValues, unknown, TParsed> {
  if (!toInput) return zodResolver(schema as z.ZodType<TParsed, TValues>);
  return (values, _context, options) => {
    const result = schema.safeParse(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[issuePath ? issuePath(path) : path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * Puts the server's field issues (a 400's `issues`, one `{ path, message }` per field,
 * docs/api.md) under the form's own fields. Paths the form has no field for are left
 * to the red box. Returns whether any issue landed under a field.
 */
function showServerIssues<T extends FieldValues>(
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

/** A `register` whose field's error clears as soon as it is edited (docs/domain.md, Validation rules). */
function clearingRegister<T extends FieldValues, TParsed = T>({
  register,
  clearErrors,
}: Pick<UseFormReturn<T, unknown, TParsed>, 'register' | 'clearErrors'>): UseFormRegister<T> {
  return (name, options) =>
    register(name, {
      ...options,
      onChange: (event: unknown) => {
        clearErrors(name);
        return options?.onChange?.(event);
      },
    } as typeof options);
}
