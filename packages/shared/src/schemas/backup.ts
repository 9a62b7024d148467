import { z } from './zod';
import { messages } from '../messages';
import { text } from './text';

/**
 * 'Vaciar Todo' (docs/product.md Dashboard, docs/departures.md, §5): the confirmation the SPA
 * sends after the spec's confirm dialog, the answer, and the backup it leaves.
 */

export const TRUNCATE_CONFIRMATION = 'VACIAR';

export const TruncateInputSchema = z.object(
  {
    confirm: z.literal(TRUNCATE_CONFIRMATION, { error: messages.payments.backup.confirmRequired }),
    /** The admin's own password: emptying the shop is not one click on an unattended laptop. */
    password: z
      .string({ error: messages.payments.backup.passwordRequired })
      .min(1, messages.payments.backup.passwordRequired)
      .max(128),
  },
  { error: messages.payments.backup.confirmRequired },
);
export type TruncateInput = z.infer<typeof TruncateInputSchema>;

/** rifas-backup-20250131-235959-1a2b3c4d.tar.gz: nothing else is ever served or restored by name. */
export const BACKUP_FILE_PATTERN = /^rifas-backup-\d{8}-\d{6}-[a-f0-9]{8}\.tar\.gz$/;

/** Any other name answers 404 (checked by the server against BACKUP_FILE_PATTERN). */
export const BackupFileParamsSchema = z.object({ file: text().max(200) });

export const BackupInfoSchema = z.object({
  file: z.string(),
  /** GET it with the admin's bearer token (a file download, not a page). */
  download_url: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type BackupInfo = z.infer<typeof BackupInfoSchema>;
export const BackupListSchema = z.array(BackupInfoSchema);

export const TruncateResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  backup: BackupInfoSchema.extend({
    /** Rows saved (and deleted) per table. */
    tables: z.record(z.string(), z.number().int()),
    files: z.number().int(),
  }),
});
export type TruncateResult = z.infer<typeof TruncateResultSchema>;
