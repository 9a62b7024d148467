import type { ReactNode } from 'react';
import { KeyRound, Mail, Pencil, Phone, Send, Trash2 } from 'lucide-react';
import { messages, type User } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { PendingDigestToggle } from './pending-digest-toggle';
import { RoleBadge, VerificationBadge } from './user-badges';

export type UserAction = 'edit' | 'password' | 'reset-link' | 'delete';

type ActionSpec = {
  action: UserAction;
  /** The button's accessible name. */
  label: string;
  /** The visible text on a card when `label` does not fit half a phone's width. */
  short?: string;
  hint: string;
  Icon: typeof Pencil;
};

const actions: ActionSpec[] = [
  { action: 'edit', label: 'Editar', hint: 'Editar usuario', Icon: Pencil },
  {
    action: 'password',
    label: 'Cambiar contraseña',
    short: 'Contraseña',
    hint: 'Cambiar la contraseña directamente',
    Icon: KeyRound,
  },
  {
    action: 'reset-link',
    label: 'Enviar enlace',
    hint: 'Enviar un enlace de restablecimiento por email',
    Icon: Send,
  },
  { action: 'delete', label: 'Eliminar', hint: 'Eliminar usuario', Icon: Trash2 },
];

type UsersListProps = {
  users: User[];
  /** The signed-in admin: their row says so and cannot be deleted. */
  currentUserId: number | null;
  onAction: (action: UserAction, user: User) => void;
};

/** A table on wide screens, one card per user on phones and tablets (docs/product.md Users). */
export function UsersList(props: UsersListProps) {
  return (
    <>
      <div className="hidden lg:block">
        <UsersTable {...props} />
      </div>
      <ul className="space-y-3 lg:hidden" aria-label="Usuarios">
        {props.users.map((user) => (
          <UserCard key={user.id} user={user} {...props} />
        ))}
      </ul>
    </>
  );
}

function deleteBlocked(user: User, currentUserId: number | null): string | undefined {
  return user.id === currentUserId ? messages.users.cannotDeleteSelf : undefined;
}

function YouBadge({ user, currentUserId }: { user: User; currentUserId: number | null }) {
  return user.id === currentUserId ? <Badge tone="info">Tú</Badge> : null;
}

function UsersTable({ users, currentUserId, onAction }: UsersListProps) {
  return (
    <Table caption="Usuarios registrados">
      <THead>
        <tr>
          <TH>Nombre</TH>
          <TH>Email</TH>
          <TH>Teléfono</TH>
          <TH>Rol</TH>
          <TH>Verificación</TH>
          <TH className="text-right">Acciones</TH>
        </tr>
      </THead>
      <TBody>
        {users.map((user) => (
          <TR key={user.id}>
            <TD className="font-semibold text-slate-900">
              <span className="flex items-center gap-2">
                {user.full_name}
                <YouBadge user={user} currentUserId={currentUserId} />
              </span>
            </TD>
            <TD>
              <EmailText email={user.email} />
            </TD>
            <TD className="whitespace-nowrap">{user.phone || '—'}</TD>
            <TD>
              <div className="flex flex-col items-start gap-1">
                <RoleBadge role={user.role} />
                <PendingDigestToggle user={user} />
              </div>
            </TD>
            <TD>
              <VerificationBadge state={user.verification} />
            </TD>
            <TD>
              <div className="flex justify-end gap-1">
                {actions.map(({ action, label, hint, Icon }) => {
                  const blocked =
                    action === 'delete' ? deleteBlocked(user, currentUserId) : undefined;
                  return (
                    <Button
                      key={action}
                      variant="ghost"
                      size="icon"
                      aria-label={label}
                      title={blocked ?? hint}
                      disabled={Boolean(blocked)}
                      onClick={() => onAction(action, user)}
                      className={action === 'delete' ? 'text-red-600 hover:bg-red-50' : undefined}
                    >
                      <Icon className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  );
                })}
              </div>
            </TD>
          </TR>
        ))}
      </TBody>
    </Table>
  );
}

/** Long addresses wrap at the @ rather than mid-word. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className="break-words">{email}</span>;
  return (
    <span className="break-words">
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

function CardLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600">
      <span className="shrink-0 text-slate-400" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </p>
  );
}

function UserCard({ user, currentUserId, onAction }: UsersListProps & { user: User }) {
  const nameId = `user-${user.id}-name`;
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={nameId} className="text-base font-bold text-slate-900">
            {user.full_name}
          </h2>
          <YouBadge user={user} currentUserId={currentUserId} />
        </div>
        <div className="mt-2 space-y-1">
          <CardLine icon={<Mail className="h-4 w-4" />}>
            <EmailText email={user.email} />
          </CardLine>
          {user.phone && <CardLine icon={<Phone className="h-4 w-4" />}>{user.phone}</CardLine>}
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <RoleBadge role={user.role} />
          <VerificationBadge state={user.verification} />
        </div>
        <div className="mt-2">
          <PendingDigestToggle user={user} />
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-100 pt-3">
          {actions.map(({ action, label, short, hint, Icon }) => {
            const blocked = action === 'delete' ? deleteBlocked(user, currentUserId) : undefined;
            return (
              <Button
                key={action}
                aria-label={short ? label : undefined}
                variant={action === 'delete' ? 'outline' : 'secondary'}
                title={blocked ?? hint}
                disabled={Boolean(blocked)}
                onClick={() => onAction(action, user)}
                className={
                  action === 'delete' ? 'border-red-200 text-red-700 hover:bg-red-50' : undefined
                }
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {short ?? label}
              </Button>
            );
          })}
        </div>
      </article>
    </li>
  );
}
