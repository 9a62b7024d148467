import { termsLines } from '@rifas/shared';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useShop } from '@/lib/public-config';

const steps = [
  'Elige tus números en la cuadrícula, búscalos o selecciónalos al azar.',
  'Pulsa «Proceder al pago» y escribe tus datos: nombre, email, teléfono y documento.',
  'Paga con uno de los métodos disponibles y adjunta tu comprobante si se pide.',
  'Recibirás un correo de confirmación cuando verifiquemos tu pago.',
];

/**
 * The shop's terms (its settings; by default docs/product.md's, where the
 * winner is contacted within 24 hours), one item per line, and how to
 * participate; the steps only while numbers can be bought.
 */
export function RaffleTerms({ onSale }: { onSale: boolean }) {
  const terms = termsLines(useShop().terms);
  return (
    <div className={onSale ? 'grid gap-5 md:grid-cols-2' : undefined}>
      {onSale && (
        <Card>
          <CardHeader title="Cómo participar" />
          <CardBody>
            <ol className="space-y-3 text-sm text-slate-700">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                    {index + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </CardBody>
        </Card>
      )}
      <Card>
        <CardHeader title="Términos y condiciones" />
        <CardBody>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 marker:text-brand-400">
            {terms.map((term, index) => (
              <li key={index}>{term}</li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
