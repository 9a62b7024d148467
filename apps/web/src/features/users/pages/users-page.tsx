import { useDeferredValue, useState } from 'react';
import { Search, UserPlus, Users } from 'lucide-react';
import { messages, type User } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUsers } from '../api/get-users';
import { CreateUserDialog } from '../components/create-user-dialog';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { PasswordDialog } from '../components/password-dialog';
import { ResetLinkDialog } from '../components/reset-link-dialog';
import { UsersList, type UserAction } from '../components/users-list';

const u = messages.users;

type OpenDialog = { kind: 'create' } | { kind: UserAction; user: User } | null;

function matches(user: User, query: string): boolean {
  const text = `${user.full_name} ${user.email} ${user.phone ?? ''}`.toLocaleLowerCase('es');
  return text.includes(query);
}

/** docs/product.md Users: the accounts with their role and verification; create, edit, passwords, delete. */
export function UsersPage() {
  useDocumentTitle('Usuarios');
  const users = useUsers();
  // The signed-in admin's own row is marked (the server refuses self-deletion).
  const currentUserId = useSession()?.id ?? null;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase('es'));

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };
  const open = (next: OpenDialog) => {
    setNotice(null);
    setDialog(next);
  };

  const all = users.data ?? [];
  const shown = query ? all.filter((user) => matches(user, query)) : all;

  return (
    <section className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Usuarios</h1>
          {users.isSuccess && (
            <p className="mt-1 text-sm text-slate-600">
              {all.length === 1 ? '1 usuario registrado' : `${all.length} usuarios registrados`}
            </p>
          )}
        </div>
        <Button onClick={() => open({ kind: 'create' })} className="sm:w-auto">
          <UserPlus className="h-4 w-4" aria-hidden="true" />
          Nuevo usuario
        </Button>
      </div>

      {notice && <Alert tone="success">{notice}</Alert>}

      {users.isPending ? (
        <PageSpinner label="Cargando usuarios..." />
      ) : users.isError ? (
        <Alert
          action={
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              Reintentar
            </Button>
          }
        >
          {u.loadFailed}
        </Alert>
      ) : (
        <>
          <div className="relative max-w-md">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Buscar por nombre, email o teléfono"
              aria-label="Buscar usuarios"
              className="pl-9"
            />
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon={<Users className="h-10 w-10" />}
              title={query ? 'Ningún usuario coincide con la búsqueda' : 'No hay usuarios'}
            />
          ) : (
            <UsersList
              users={shown}
              currentUserId={currentUserId}
              onAction={(kind, user) => open({ kind, user })}
            />
          )}
        </>
      )}

      {dialog?.kind === 'create' && <CreateUserDialog onClose={close} onCreated={done} />}
      {dialog?.kind === 'edit' && (
        <EditUserDialog user={dialog.user} onClose={close} onSaved={done} />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog user={dialog.user} onClose={close} onChanged={done} />
      )}
      {dialog?.kind === 'reset-link' && (
        <ResetLinkDialog user={dialog.user} onClose={close} onSent={done} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog user={dialog.user} onClose={close} onDeleted={done} />
      )}
    </section>
  );
}
