import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Logo } from '@/components/logo';
import { buttonClasses } from '@/components/ui/button';

/** Shown when a page crashes or its code cannot be downloaded (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <Logo className="text-2xl" markClassName="h-12 w-12" />
      <h1 className="text-xl font-bold text-slate-900">
        {notFound ? 'No encontramos esta página' : 'Algo salió mal'}
      </h1>
      <p className="max-w-md text-slate-600">
        {notFound
          ? 'Es posible que el enlace esté incompleto o que la página ya no exista.'
          : 'Ocurrió un error inesperado. Recarga la página para intentarlo de nuevo.'}
      </p>
      <div className="flex gap-2">
        <button type="button" className={buttonClasses()} onClick={() => window.location.reload()}>
          Recargar
        </button>
        <Link to="/" className={buttonClasses({ variant: 'outline' })} reloadDocument>
          Ir al inicio
        </Link>
      </div>
    </main>
  );
}
