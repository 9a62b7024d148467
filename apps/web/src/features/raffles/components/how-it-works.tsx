import { CreditCard, MousePointerClick, Ticket } from 'lucide-react';

const steps = [
  {
    Icon: Ticket,
    title: 'Elige tu sorteo',
    text: 'Mira los sorteos activos, sus premios y la fecha de cada sorteo.',
  },
  {
    Icon: MousePointerClick,
    title: 'Selecciona tus números',
    text: 'Escoge tus números de la suerte en la cuadrícula o deja que el azar elija por ti.',
  },
  {
    Icon: CreditCard,
    title: 'Paga y confirma',
    text: 'Deja tus datos, paga con el método que prefieras y adjunta tu comprobante. Te avisamos por email cuando verifiquemos tu pago.',
  },
];

/** The home page's three-step how-it-works section (docs/product.md). */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="space-y-6">
      <div className="text-center">
        <h2 id="how-it-works" className="text-2xl font-extrabold tracking-tight text-slate-900">
          ¿Cómo funciona?
        </h2>
        <p className="mt-1 text-slate-600">
          Participar toma solo unos minutos, sin crear una cuenta.
        </p>
      </div>
      <ol className="grid gap-4 md:grid-cols-3">
        {steps.map(({ Icon, title, text }, index) => (
          <li
            key={title}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span
              className="absolute top-5 right-5 text-4xl font-black text-brand-100"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm shadow-brand-600/30">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-slate-900">
              <span className="sr-only">Paso {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
