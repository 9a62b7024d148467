import type { FastifyReply } from 'fastify';
import type { SpreadsheetDownload } from './spreadsheet';

/** Sends an export as a file download; never cached (it carries buyers' personal data). */
export function sendDownload(reply: FastifyReply, download: SpreadsheetDownload) {
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename}"`)
    .header('cache-control', 'no-store')
    .send(download.body);
}
