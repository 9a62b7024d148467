import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import {
  RaffleInputSchema,
  type Raffle,
  type RaffleInput,
  type RaffleInputParsed,
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
};

export type RaffleFieldName = Exclude<keyof RaffleFormValues, 'activate'>;

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
    };
  }
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
  };
}

function toRaffleInput(values: RaffleFormValues, timeZone: string): RaffleInput {
  const { activate, ...fields } = values;
  return {
    ...fields,
    draw_date: zonedLocalToIso(values.draw_date, timeZone),
    status: activate ? 'active' : 'pending',
    remove_image: false,
  };
}

/**
 * The shared RaffleInputSchema checks the form after the date-time is turned
 * into an instant in the business time zone. Each field shows its first issue's
 * own message, exactly what the server answers with (zodResolver would show the
 * first branch's message for a union, e.g. 'no es válida' for an empty date).
 */
export function raffleFormResolver(
  timeZone: string,
): Resolver<RaffleFormValues, unknown, RaffleInputParsed> {
  return (values, _context, options) => {
    const result = RaffleInputSchema.safeParse(toRaffleInput(values, timeZone));
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * docs/domain.md: saving a (new or changed) winning number while the required
 * minimum of sold numbers is not reached asks for confirmation first.
 */
export function needsWinnerWarning(input: RaffleInputParsed, raffle: Raffle | null): boolean {
  if (input.numero_ganador === null || !input.is_minimal_required) return false;
  if (raffle && raffle.numero_ganador === input.numero_ganador) return false;
  return (raffle?.sold_numbers ?? 0) < input.minimal_number;
}
