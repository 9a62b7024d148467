import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PaymentMethod } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

type MethodChoiceProps = {
  methods: readonly PaymentMethod[];
  error?: string;
  registration: UseFormRegisterReturn<'payment_method_id'>;
};

/** The active payment methods as a radio group of cards. */
export function MethodChoice({ methods, error, registration }: MethodChoiceProps) {
  return (
    <FormField group label="Método de pago" required error={error}>
      {() => (
        <div className="grid gap-2 sm:grid-cols-2">
          {methods.map((method) => (
            <label
              key={method.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 text-sm font-semibold text-slate-800 transition-colors',
                'hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                error ? 'border-red-300' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                value={String(method.id)}
                className="h-4 w-4 accent-brand-600"
                {...registration}
              />
              {method.name}
            </label>
          ))}
        </div>
      )}
    </FormField>
  );
}
