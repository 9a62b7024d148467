import { z } from 'zod';
import { es } from 'zod/locales';

/*
 * zod as every schema of this package uses it: the schema modules import `z`
 * from here, never from 'zod', so this setting is made before the first schema
 * is built, whichever schema a bundle's chunk builds first (lint enforces it).
 *  - Zod's own texts in Spanish, for the few rules that carry no message of ours
 *    (a null where an object goes, an unknown option): the API's 400s and the
 *    forms never show Zod's English defaults.
 *  - In a browser, `jitless`: zod would compile object parsers with
 *    `new Function`, which the pages' Content-Security-Policy refuses (no
 *    'unsafe-eval', docs/security.md). Its probe on the first object schema failed
 *    on every page load, reporting a CSP violation and costing ~10 ms of the first
 *    load (ADR 066). The API, where eval is allowed, keeps the compiled parsers.
 */
z.config({ ...es(), jitless: 'document' in globalThis });

export { z };
