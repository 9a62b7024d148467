import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { messages, type Role } from '@rifas/shared';
import { FieldError, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

type RoleSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  error?: string;
  /** The forms offer user and admin only (SPEC §6); a premium user's edit form keeps premium. */
  currentRole?: Role;
  ref?: Ref<HTMLSelectElement>;
};

export function RoleSelect({ error, currentRole, ...props }: RoleSelectProps) {
  const id = useId();
  const roles: Role[] =
    currentRole === 'premium' ? ['user', 'admin', 'premium'] : ['user', 'admin'];
  return (
    <div>
      <Label htmlFor={id}>Rol</Label>
      <Select
        id={id}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      >
        {roles.map((role) => (
          <option key={role} value={role}>
            {messages.users.roles[role]}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
