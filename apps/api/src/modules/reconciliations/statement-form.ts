import { messages, StatementMappingSchema, type StatementMapping } from '@rifas/shared';
import { badRequest, invalidInput } from '../../lib/errors';

/** A statement of a year of movements is well under this. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The optional `mapping` field of the upload: JSON of StatementMappingSchema, or a Spanish 400. */
export function parseMappingField(field: string | undefined): StatementMapping | undefined {
  if (field === undefined || field.trim() === '') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(field);
  } catch {
    throw badRequest(messages.reconciliations.mappingInvalid);
  }
  const parsed = StatementMappingSchema.safeParse(json);
  if (!parsed.success) throw invalidInput(parsed.error, messages.reconciliations.mappingInvalid);
  return parsed.data;
}
