import { Card, CardBody, CardHeader } from '@/components/ui/card';

const terms = [
  'Cada número se asigna a una sola persona; un número pagado no puede volver a venderse.',
  'Tus números quedan apartados mientras completas la compra y se confirman cuando verificamos tu pago.',
  'Un pago que no se pueda verificar se rechaza y sus números vuelven a estar disponibles.',
  'El número ganador se anuncia en esta página al terminar el sorteo.',
  'El ganador será contactado dentro de las 24 horas siguientes al sorteo, por email o teléfono.',
];

const steps = [
  'Elige tus números en la cuadrícula, búscalos o selecciónalos al azar.',
  'Pulsa «Proceder al pago» y escribe tus datos: nombre, email, teléfono y documento.',
  'Paga con uno de los métodos disponibles y adjunta tu comprobante si se pide.',
  'Recibirás un correo de confirmación cuando verifiquemos tu pago.',
];

/** SPEC §2 terms (the winner is contacted within 24 hours) and how to participate. */
export function RaffleTerms() {
  return (
    <div className="grid gap-5 md:grid-cols-2">
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
      <Card>
        <CardHeader title="Términos y condiciones" />
        <CardBody>
          <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700 marker:text-brand-400">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </CardBody>
      </Card>
    </div>
  );
}
