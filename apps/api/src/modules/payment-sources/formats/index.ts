import type { NoticeFormat } from '@rifas/shared';
import type { NoticeParser } from './notice';
import { banesco, bdv, mercantil, provincial } from './pago-movil';
import { zelleBofa, zelleChase, zelleWellsFargo } from './zelle';

export type { NoticeText, ParsedNotice } from './notice';

/** Each format Rifas reads and its parser (docs/bank-statements.md#avisos-por-correo). */
export const NOTICE_PARSERS: Record<NoticeFormat, NoticeParser> = {
  zelle_bofa: zelleBofa,
  zelle_chase: zelleChase,
  zelle_wells_fargo: zelleWellsFargo,
  banesco,
  mercantil,
  bdv,
  provincial,
};
