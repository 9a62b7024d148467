import {
  mayExcludeWinners,
  UNSOLD_POLICIES_BY_KIND,
  type PrizeKind,
  type Raffle,
  type RaffleInput,
  type AutoCloseMode,
  type UnsoldPolicy,
} from '@rifas/shared';
import { isoToZonedLocal, zonedLocalToIso } from '@/lib/business-time';

/** What the form's inputs hold: text as typed, the date-time as business wall-clock time. */
export type RaffleFormValues = {
  title: string;
  product_to_win: string;
  description: string;
  diffusion_channel: string;
  start_number: string;
  end_number: string;
  price_per_number: string;
  /** '2026-03-15T19:00', read in BUSINESS_TZ. */
  draw_date: string;
  numero_ganador: string;
  is_minimal_required: boolean;
  minimal_number: string;
  /** The 'activate immediately' box: status 'active' when ticked, else 'pending'. */
  activate: boolean;
  /** What happens when the 1er premio's number was not sold (ADR 054). */
  main_unsold: UnsoldPolicy;
  /** The 1er premio's lottery, published in its rule (issue 44); '' for none. */
  main_lottery: string;
  /** When sales close by themselves (issue 44). */
  auto_close: AutoCloseMode;
  /** The raffle's own close time as business wall-clock time; '' is the draw date minus 30 minutes. */
  sales_close_at: string;
  /** The prizes after the 1er premio (which is the 'Premio' field), in order. */
  prizes: PrizeFormRow[];
  /** Packs ('5 por $12', issue 29), as typed. */
  packs: PackFormRow[];
};

/** One pack as its inputs hold it: how many numbers and their price together, in USD. */
export type PackFormRow = { quantity: string; price: string };

/** One extra prize as its inputs hold it; the cut-off as business wall-clock time. */
export type PrizeFormRow = {
  title: string;
  kind: Exclude<PrizeKind, 'main'>;
  digits: string;
  lottery_name: string;
  cutoff_at: string;
  unsold: UnsoldPolicy;
  /** 'Excluir números que ya ganaron un premio anterior' (official, terminal, adjacent). */
  exclude_winners: boolean;
};

export type RaffleFieldName = Exclude<keyof RaffleFormValues, 'activate' | 'prizes' | 'packs'>;

/** docs/domain.md: a new raffle's range is 0 to 99. */
export function initialRaffleValues(raffle: Raffle | null, timeZone: string): RaffleFormValues {
  if (!raffle) {
    return {
      title: '',
      product_to_win: '',
      description: '',
      diffusion_channel: '',
      start_number: '0',
      end_number: '99',
      price_per_number: '',
      draw_date: '',
      numero_ganador: '',
      is_minimal_required: false,
      minimal_number: '',
      activate: false,
      main_unsold: 'void',
      main_lottery: '',
      auto_close: 'both',
      sales_close_at: '',
      prizes: [],
      packs: [],
    };
  }
  const [main, ...extra] = raffle.prizes ?? [];
  return {
    title: raffle.title,
    product_to_win: raffle.product_to_win,
    description: raffle.description,
    diffusion_channel: raffle.diffusion_channel,
    start_number: String(raffle.start_number),
    end_number: String(raffle.end_number),
    price_per_number: String(raffle.price_per_number),
    draw_date: isoToZonedLocal(raffle.draw_date, timeZone),
    numero_ganador: raffle.numero_ganador === null ? '' : String(raffle.numero_ganador),
    is_minimal_required: raffle.is_minimal_required,
    minimal_number: raffle.is_minimal_required ? String(raffle.minimal_number) : '',
    activate: raffle.status === 'active',
    main_unsold: main?.unsold ?? 'void',
    main_lottery: main?.lottery_name ?? '',
    auto_close: raffle.auto_close ?? 'off',
    sales_close_at: raffle.sales_close_at ? isoToZonedLocal(raffle.sales_close_at, timeZone) : '',
    prizes: extra.map((prize) => ({
      title: prize.title,
      kind: prize.kind === 'main' ? 'official' : prize.kind,
      digits: prize.digits === null ? '' : String(prize.digits),
      lottery_name: prize.lottery_name ?? '',
      cutoff_at: prize.cutoff_at ? isoToZonedLocal(prize.cutoff_at, timeZone) : '',
      unsold: prize.unsold,
      exclude_winners: prize.exclude_winners,
    })),
    packs: (raffle.packs ?? []).map((pack) => ({
      quantity: String(pack.quantity),
      price: String(pack.price),
    })),
  };
}

/** A new extra prize row: the kind most raffles add first. */
export const newPrizeRow = (): PrizeFormRow => ({
  title: '',
  kind: 'terminal',
  digits: '2',
  lottery_name: '',
  cutoff_at: '',
  unsold: 'void',
  exclude_winners: false,
});

/**
 * Whether the save sends `prizes`: a raffle that never had more than its
 * product as prize, with the default policy, keeps sending none (the main
 * prize then follows the product's name), and once a list is fixed the
 * published prizes are not sent again.
 */
export function prizesToSend(values: RaffleFormValues, raffle: Raffle | null): boolean {
  const saved = raffle?.prizes ?? [];
  if (saved.some((prize) => prize.status !== 'open')) return false;
  const savedSomething =
    saved.length > 1 || (saved[0]?.unsold ?? 'void') !== 'void' || !!saved[0]?.lottery_name;
  return (
    values.prizes.length > 0 ||
    values.main_unsold !== 'void' ||
    values.main_lottery.trim() !== '' ||
    savedSomething
  );
}

export function toRaffleInput(
  values: RaffleFormValues,
  timeZone: string,
  sendPrizes: boolean,
): RaffleInput {
  const { activate, main_unsold, main_lottery, prizes, packs, ...fields } = values;
  const main = {
    title: values.product_to_win,
    kind: 'main' as const,
    unsold: main_unsold,
    lottery_name: main_lottery,
  };
  const extra = prizes.map((prize) => ({
    title: prize.title,
    kind: prize.kind,
    digits: prize.kind === 'terminal' ? Number(prize.digits) : null,
    lottery_name: prize.lottery_name,
    cutoff_at:
      prize.kind === 'early_bird' && prize.cutoff_at
        ? zonedLocalToIso(prize.cutoff_at, timeZone)
        : null,
    // A kind that admits only 'desierto' drops a policy chosen for the kind before it.
    unsold: UNSOLD_POLICIES_BY_KIND[prize.kind].includes(prize.unsold) ? prize.unsold : 'void',
    exclude_winners: mayExcludeWinners(prize.kind) && prize.exclude_winners,
  }));
  return {
    ...fields,
    draw_date: zonedLocalToIso(values.draw_date, timeZone),
    sales_close_at: values.sales_close_at ? zonedLocalToIso(values.sales_close_at, timeZone) : '',
    status: activate ? 'active' : 'pending',
    remove_image: false,
    ...(sendPrizes ? { prizes: [main, ...extra] } : {}),
    // Always sent: an emptied list removes the raffle's packs.
    packs: packs.map((pack) => ({
      quantity: pack.quantity.trim() === '' ? '' : Number(pack.quantity),
      price: pack.price.trim() === '' ? '' : Number(pack.price.replace(',', '.')),
    })),
  };
}

/** 'prizes.2.digits' of the whole list is the form's 'prizes.1.digits'; the 1er premio's policy is 'main_unsold'. */
export function formIssuePath(path: string): string {
  const match = /^prizes\.(\d+)(?:\.(\w+))?$/.exec(path);
  if (!match) return path;
  const index = Number(match[1]);
  if (index === 0) return match[2] === 'title' ? 'product_to_win' : 'main_unsold';
  return `prizes.${index - 1}.${match[2] ?? 'title'}`;
}
