import {
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import {
  format,
  keptPrizeImages,
  mayExcludeWinners,
  messages,
  plural,
  prizeOrdinal,
  terminalCount,
  UNSOLD_POLICIES_BY_KIND,
  type Prize,
  type PrizeKind,
  type RaffleInputParsed,
} from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PrizeImageField } from './prize-image-field';
import { newPrizeRow, type RaffleFormValues } from './raffle-form-values';

const p = messages.prizes;
const EXTRA_KINDS: Exclude<PrizeKind, 'main'>[] = [
  'official',
  'terminal',
  'adjacent',
  'early_bird',
];
const thousands = (n: number) => n.toLocaleString('es-VE');

type Props = {
  control: Control<RaffleFormValues, unknown, RaffleInputParsed>;
  register: UseFormRegister<RaffleFormValues>;
  errors: FieldErrors<RaffleFormValues>;
  range: { start: number; end: number } | null;
  /** Once a list is fixed the published prizes cannot change (their pictures still can). */
  locked: boolean;
  /** The saved raffle (null while creating): its id and prizes, for their pictures. */
  saved: { id: number; prizes: Prize[] } | null;
};

/** 'Premios': the 1er premio's unsold policy and the prizes after it, in order (ADR 054). */
export function PrizesEditor({ control, register, errors, range, locked, saved }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'prizes' });
  const rows = useWatch({ control, name: 'prizes' });
  const product = useWatch({ control, name: 'product_to_win' });
  const size = range ? range.end - range.start + 1 : null;
  // Which saved picture each row keeps on save: the API's own rule (ADR 055).
  const savedPrizes = saved?.prizes ?? [];
  const kept = keptPrizeImages(savedPrizes, [
    { title: product ?? '' },
    ...(rows ?? []).map((row) => ({ title: row.title })),
  ]);

  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">Lista de premios</legend>
      {locked && (
        <p className="text-sm text-slate-600">
          La lista ya se publicó: los premios y sus reglas ya no se pueden cambiar.
        </p>
      )}
      <fieldset disabled={locked}>
        <FormField
          label={`${prizeOrdinal(1)}: si su número no se vendió`}
          error={errors.main_unsold?.message}
          description="El 1er premio es el «Premio» de la rifa. Esta opción se publica con la regla."
        >
          {(field) => (
            <Select {...field} {...register('main_unsold')}>
              {UNSOLD_POLICIES_BY_KIND.main.map((policy) => (
                <option key={policy} value={policy}>
                  {p.unsoldLabels[policy]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* The 1er premio's lottery is part of its published rule (issue 44). */}
        <FormField
          label={`${prizeOrdinal(1)}: lotería de su resultado`}
          error={errors.main_lottery?.message}
          description="Si la indicas, solo se acepta el resultado de esa lotería."
        >
          {(field) => (
            <Input {...field} {...register('main_lottery')} placeholder="Triple Caracas" />
          )}
        </FormField>
      </fieldset>
      {fields.map((item, index) => {
        const row = rows?.[index];
        const keeps = savedPrizes.find((prize) => prize.position === kept[index + 1]);
        const kind = row?.kind ?? item.kind;
        const rowErrors = errors.prizes?.[index];
        const digits = Number(row?.digits);
        const terminalHelp =
          kind === 'terminal' && size !== null && Number.isInteger(digits) && digits > 0 && range
            ? format(p.terminalCount, {
                size: thousands(size),
                digits: plural(digits, 'cifra', 'cifras'),
                count: plural(terminalCount(range, digits), 'número', 'números'),
              })
            : undefined;
        return (
          <div
            key={item.id}
            className="space-y-3 rounded-lg border border-slate-200 p-3"
            role="group"
            aria-label={prizeOrdinal(index + 2)}
          >
            <fieldset disabled={locked} className="space-y-3">
              <div className="flex items-center justify-between">
                <p className="font-semibold text-slate-900">{prizeOrdinal(index + 2)}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(index)}
                  aria-label={`Quitar el ${prizeOrdinal(index + 2)}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              <FormField label="Qué gana" required error={rowErrors?.title?.message}>
                {(field) => (
                  <Input
                    {...field}
                    {...register(`prizes.${index}.title`)}
                    placeholder="Un televisor"
                  />
                )}
              </FormField>
              <FormField label="Tipo" error={rowErrors?.kind?.message}>
                {(field) => (
                  <Select {...field} {...register(`prizes.${index}.kind`)}>
                    {EXTRA_KINDS.map((option) => (
                      <option key={option} value={option}>
                        {p.kindLabels[option]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              {kind === 'terminal' && (
                <FormField
                  label="Cifras finales"
                  required
                  error={rowErrors?.digits?.message}
                  description={terminalHelp}
                >
                  {(field) => (
                    <Input
                      {...field}
                      {...register(`prizes.${index}.digits`)}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                    />
                  )}
                </FormField>
              )}
              {(kind === 'official' || kind === 'early_bird') && (
                <FormField
                  label="Lotería de su resultado"
                  required={kind === 'official'}
                  error={rowErrors?.lottery_name?.message}
                >
                  {(field) => (
                    <Input
                      {...field}
                      {...register(`prizes.${index}.lottery_name`)}
                      placeholder="Triple Zulia 4:45 p. m."
                    />
                  )}
                </FormField>
              )}
              {kind === 'early_bird' && (
                <FormField
                  label="Pagos validados antes de"
                  required
                  error={rowErrors?.cutoff_at?.message}
                >
                  {(field) => (
                    <Input
                      {...field}
                      {...register(`prizes.${index}.cutoff_at`)}
                      type="datetime-local"
                    />
                  )}
                </FormField>
              )}
              {mayExcludeWinners(kind) && (
                <div className="space-y-1">
                  <Checkbox
                    label={p.excludeLabel}
                    {...register(`prizes.${index}.exclude_winners`)}
                  />
                  <p className="text-xs text-slate-500">{p.excludeHint}</p>
                </div>
              )}
              {UNSOLD_POLICIES_BY_KIND[kind].length > 1 && (
                <FormField label="Si su número no se vendió" error={rowErrors?.unsold?.message}>
                  {(field) => (
                    <Select {...field} {...register(`prizes.${index}.unsold`)}>
                      {UNSOLD_POLICIES_BY_KIND[kind].map((policy) => (
                        <option key={policy} value={policy}>
                          {p.unsoldLabels[policy]}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              )}
            </fieldset>
            {saved && keeps ? (
              <PrizeImageField
                raffleId={saved.id}
                position={keeps.position}
                label={prizeOrdinal(index + 2)}
                title={keeps.title}
                image={keeps.image}
              />
            ) : (
              <p className="text-xs text-slate-500">{p.imageAfterSave}</p>
            )}
          </div>
        );
      })}
      {!locked && (
        <Button variant="outline" className="w-full" onClick={() => append(newPrizeRow())}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Agregar premio
        </Button>
      )}
    </fieldset>
  );
}
