import { describeDrawRule, drawRule, winningNumber, type DrawOutcome } from './draw-rule';
import { format, messages } from '../messages';
import { formatNumber } from './padding';

/**
 * Several prizes per raffle (ADR 054). Every prize is decided from an official
 * lottery result over a list fixed and hashed before it; the functions here are
 * the one computation, run by the API when a result is recorded and by the
 * browser's 'Verificar' over the downloaded lists.
 */
export const PRIZE_KINDS = ['main', 'official', 'terminal', 'adjacent', 'early_bird'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/** What happens when the number a prize's result gives was not sold (chosen before sales close). */
export const UNSOLD_POLICIES = ['void', 'next_draw', 'nearest'] as const;
export type UnsoldPolicy = (typeof UNSOLD_POLICIES)[number];

/** The policies each kind may use: terminal pays only sold numbers, adjacent has no result of its own. */
export const UNSOLD_POLICIES_BY_KIND: Record<PrizeKind, readonly UnsoldPolicy[]> = {
  main: UNSOLD_POLICIES,
  official: UNSOLD_POLICIES,
  terminal: ['void'],
  adjacent: ['void', 'nearest'],
  early_bird: ['void'],
};

/**
 * Kinds that may exclude the numbers an earlier prize already gave (issue 42): off by
 * default, so a rule published before the option keeps meaning what it says.
 */
export const EXCLUDING_KINDS: readonly PrizeKind[] = ['official', 'terminal', 'adjacent'];
export const mayExcludeWinners = (kind: PrizeKind) => EXCLUDING_KINDS.includes(kind);

/** Kinds decided by a result of their own; terminal and adjacent follow the main prize's. */
export const hasOwnResult = (kind: PrizeKind) =>
  kind === 'main' || kind === 'official' || kind === 'early_bird';

const ORDINALS = ['1er', '2do', '3er', '4to', '5to', '6to', '7mo', '8vo', '9no', '10mo'];

/** '1er premio', '2do premio', '3er premio'… as Venezuelan raffles write them. */
export function prizeOrdinal(position: number): string {
  return `${ORDINALS[position - 1] ?? `${position}.º`} premio`;
}

/** At most this many prizes per raffle. */
export const MAX_PRIZES = 10;

export type PrizeSetup = {
  kind: PrizeKind;
  digits: number | null;
  lottery_name: string | null;
  cutoff_at: string | null;
  unsold: UnsoldPolicy;
  /** Numbers that already won an earlier prize (lower position) do not take part in this one. */
  exclude_winners: boolean;
};

/** How many numbers a terminal prize of `digits` digits covers in the range: 'En una rifa de 10.000, 2 cifras: 100 números'. */
export function terminalCount(range: { start: number; end: number }, digits: number): number {
  const size = range.end - range.start + 1;
  return Math.ceil(size / 10 ** digits);
}

/** A prize setting the raffle's range or draw date does not allow. */
export type PrizeRaffleIssue = { index: number; field: 'digits' | 'cutoff_at'; message: string };

/**
 * The prize rules that depend on the raffle: a terminal shorter than the numbers, an early
 * bird's cut-off before the draw. One check for the form's schema and for an edit that
 * changes the range or the date and keeps the stored prizes.
 */
export function prizeRaffleIssues(
  prizes: readonly Pick<PrizeSetup, 'digits' | 'cutoff_at'>[],
  raffle: { start: number; end: number; drawDate: string | Date },
): PrizeRaffleIssue[] {
  const { digits: max } = drawRule(raffle.start, raffle.end);
  const drawAt = new Date(raffle.drawDate).getTime();
  return prizes.flatMap((prize, index): PrizeRaffleIssue[] => [
    ...(prize.digits !== null && prize.digits >= max
      ? [
          {
            index,
            field: 'digits' as const,
            message: format(messages.prizes.digitsTooMany, { digits: prize.digits, max: max - 1 }),
          },
        ]
      : []),
    ...(prize.cutoff_at !== null && new Date(prize.cutoff_at).getTime() >= drawAt
      ? [{ index, field: 'cutoff_at' as const, message: messages.prizes.cutoffAfterDraw }]
      : []),
  ]);
}

const UNSOLD_WORDS: Record<UnsoldPolicy, string> = {
  void: 'Si ese número no se vendió, el premio se declara desierto.',
  next_draw:
    'Si ese número no se vendió, el premio pasa al siguiente sorteo oficial de la misma lotería.',
  nearest:
    'Si ese número no se vendió, gana el más cercano vendido (a igual distancia, el anterior; después del último número sigue el primero).',
};

const EXCLUDED_WORDS =
  'Un número que ya ganó un premio anterior no participa en este: cuenta como no vendido.';

/**
 * A prize's rule in words, published with its list: the draw rule for the
 * kinds with a result of their own, the derivation for the others, and the
 * unsold policy. `formatDate` writes the early bird's cut-off in the shop's zone;
 * `listCount` (the early bird's lines, once fixed) makes its rule concrete.
 */
export function describePrizeRule(
  prize: PrizeSetup,
  range: { start: number; end: number },
  formatDate: (iso: string) => string,
  listCount?: number,
): string {
  const words = ruleWords(prize, range, formatDate, listCount);
  return prize.exclude_winners && mayExcludeWinners(prize.kind)
    ? `${words} ${EXCLUDED_WORDS}`
    : words;
}

function ruleWords(
  prize: PrizeSetup,
  range: { start: number; end: number },
  formatDate: (iso: string) => string,
  listCount?: number,
): string {
  const pad = (n: number) => formatNumber(n, range.start, range.end);
  const rule = describeDrawRule(drawRule(range.start, range.end));
  switch (prize.kind) {
    case 'main':
      return prize.lottery_name
        ? `Con el resultado de ${prize.lottery_name}: ${rule} ${UNSOLD_WORDS[prize.unsold]}`
        : `${rule} ${UNSOLD_WORDS[prize.unsold]}`;
    case 'official':
      return `Con el resultado de ${prize.lottery_name ?? 'otra lotería'}: ${rule} ${UNSOLD_WORDS[prize.unsold]}`;
    case 'terminal': {
      const digits = prize.digits ?? 1;
      const count = terminalCount(range, digits);
      const exact = (range.end - range.start + 1) % 10 ** digits === 0;
      const tail =
        digits === 1 ? 'cuya última cifra es la' : `cuyas últimas ${digits} cifras son las`;
      return `Ganan todos los números vendidos ${tail} del número del 1er premio (en esta rifa, ${exact ? '' : 'hasta '}${count} números terminan así). Los que no se vendieron no cobran.`;
    }
    case 'adjacent': {
      const nearest =
        prize.unsold === 'nearest'
          ? 'Si uno de ellos no se vendió, gana el vendido más cercano en esa dirección.'
          : 'Si uno de ellos no se vendió, esa parte se declara desierta.';
      return `Ganan el número anterior y el posterior al del 1er premio; antes del ${pad(range.start)} va el ${pad(range.end)} y después del ${pad(range.end)} el ${pad(range.start)}. ${nearest}`;
    }
    case 'early_bird': {
      const positions =
        listCount === undefined
          ? 'la regla de la rifa aplicada a las posiciones de la lista (de la 0 a la última)'
          : listCount === 0
            ? 'nadie: la lista quedó vacía y el premio se declara desierto'
            : `esta regla sobre las posiciones de la lista: ${describeDrawRule(drawRule(0, listCount - 1))}`;
      return (
        `Preventa: participan solo los números pagados y validados antes del ${formatDate(prize.cutoff_at ?? '')}, en su propia lista fija (una línea por número, en orden). ` +
        `Con el resultado de ${prize.lottery_name ?? 'la lotería'} gana la línea que da ${positions}`
      );
    }
  }
}

/** One line of a fixed list, read back: `number;payment_id;name`. */
export type ListEntry = { number: number; paymentId: number; name: string };

/** The lines of a fixed list (entriesText), as the browser and the API read them. */
export function parseEntries(text: string): ListEntry[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [number, paymentId, ...name] = line.split(';');
      return { number: Number(number), paymentId: Number(paymentId), name: name.join(';') };
    });
}

export type PrizeOutcome =
  | { kind: 'winners'; number: number | null; winners: ListEntry[] }
  | { kind: 'next-draw'; number: number }
  | Exclude<DrawOutcome, { kind: 'winner' }>;

type Range = { start: number; end: number };

/** Whether a prize leaves out earlier winners; absent in a rule published before the option. */
type Excluding = { kind?: PrizeKind; exclude_winners?: boolean };

/** The entries a prize is decided over: all of them, or those that won no earlier prize. */
function eligible(prize: Excluding, entries: ListEntry[], wonBefore: ReadonlySet<number>) {
  if (!prize.exclude_winners || (prize.kind && !mayExcludeWinners(prize.kind))) return entries;
  return entries.filter((entry) => !wonBefore.has(entry.number));
}

/** The sold entry nearest to `number` on the circle of the range; ties go to the one before. */
function nearestSold(sold: Map<number, ListEntry>, range: Range, number: number) {
  const size = range.end - range.start + 1;
  for (let distance = 1; distance < size; distance++) {
    const before = sold.get(wrap(range, number - distance));
    if (before) return before;
    const after = sold.get(wrap(range, number + distance));
    if (after) return after;
  }
  return undefined;
}

const wrap = (range: Range, n: number) => {
  const size = range.end - range.start + 1;
  return range.start + ((((n - range.start) % size) + size) % size);
};

/** The next sold entry from `number` stepping by `step` (±1), never the main number itself. */
function soldStepping(sold: Map<number, ListEntry>, range: Range, from: number, step: number) {
  const size = range.end - range.start + 1;
  for (let i = 1; i < size; i++) {
    const entry = sold.get(wrap(range, from + step * i));
    if (entry) return entry;
  }
  return undefined;
}

/**
 * Winners of a prize decided by its own result (main, official): the draw rule
 * over the raffle's range, then the unsold policy.
 */
export function ownResultWinners(
  prize: Pick<PrizeSetup, 'unsold'> & Excluding,
  entries: ListEntry[],
  range: Range,
  result: string,
  wonBefore: ReadonlySet<number> = new Set(),
): PrizeOutcome {
  const outcome = winningNumber(drawRule(range.start, range.end), result);
  if (outcome.kind !== 'winner') return outcome;
  const sold = new Map(eligible(prize, entries, wonBefore).map((e) => [e.number, e]));
  const holder = sold.get(outcome.number);
  if (holder) return { kind: 'winners', number: outcome.number, winners: [holder] };
  if (prize.unsold === 'next_draw') return { kind: 'next-draw', number: outcome.number };
  const near = prize.unsold === 'nearest' ? nearestSold(sold, range, outcome.number) : undefined;
  return { kind: 'winners', number: outcome.number, winners: near ? [near] : [] };
}

/** The early bird's pre-draw: the rule over the list's positions, so a listed number always wins. */
export function earlyBirdWinners(entries: ListEntry[], result: string): PrizeOutcome {
  if (entries.length === 0) return { kind: 'winners', number: null, winners: [] };
  const outcome = winningNumber(drawRule(0, entries.length - 1), result);
  if (outcome.kind !== 'winner') return outcome;
  const entry = entries[outcome.number]!;
  return { kind: 'winners', number: entry.number, winners: [entry] };
}

/** Winners that follow the main prize's number: terminal and adjacent. */
export function derivedWinners(
  prize: Pick<PrizeSetup, 'kind' | 'digits' | 'unsold'> & Excluding,
  entries: ListEntry[],
  range: Range,
  mainNumber: number,
  wonBefore: ReadonlySet<number> = new Set(),
): ListEntry[] {
  const pool = eligible(prize, entries, wonBefore);
  if (prize.kind === 'terminal') {
    const span = 10 ** (prize.digits ?? 1);
    return pool.filter((e) => e.number % span === mainNumber % span);
  }
  const sold = new Map(pool.map((e) => [e.number, e]));
  const side = (step: number) => {
    const next = wrap(range, mainNumber + step);
    if (next === mainNumber) return undefined;
    const entry = sold.get(next);
    if (entry || prize.unsold !== 'nearest') return entry;
    const found = soldStepping(sold, range, mainNumber, step);
    return found && found.number !== mainNumber ? found : undefined;
  };
  const found = [side(-1), side(1)].filter((e): e is ListEntry => e !== undefined);
  // On a two-number range before and after are the same number.
  return found.filter((e, i) => found.findIndex((f) => f.number === e.number) === i);
}

/**
 * The winners a prize's published result gives over its list, recomputed from
 * scratch (the browser's 'Verificar', and the admin's preview before recording).
 * `result` is the official result; `mainNumber` the 1er premio's number (terminal
 * and adjacent); `wonBefore` the numbers earlier prizes gave (numbersWonBefore). Null when the result gives no winner under the rule.
 */
export function recomputeWinners(
  prize: Pick<PrizeSetup, 'kind' | 'digits' | 'unsold'> & Excluding,
  entries: ListEntry[],
  range: Range,
  result: { result: string; mainNumber: number | null; wonBefore?: ReadonlySet<number> },
): ListEntry[] | null {
  if (prize.kind === 'terminal' || prize.kind === 'adjacent') {
    if (result.mainNumber === null) return null;
    return derivedWinners(prize, entries, range, result.mainNumber, result.wonBefore);
  }
  const outcome =
    prize.kind === 'early_bird'
      ? earlyBirdWinners(entries, result.result)
      : ownResultWinners(prize, entries, range, result.result, result.wonBefore);
  return outcome.kind === 'winners' ? outcome.winners : null;
}
