import type { Ref, SelectHTMLAttributes } from 'react';
import { messages, type Role } from '@rifas/shared';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

type RoleSelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  error?: string;
  /** The forms offer user and admin only (docs/product.md); a premium user's edit form keeps premium. */
  currentRole?: Role;
  ref?: Ref<HTMLSelectElement>;
};

export function RoleSelect({ error, currentRole, ...props }: RoleSelectProps) {
  const roles: Role[] =
    currentRole === 'premium' ? ['user', 'admin', 'premium'] : ['user', 'admin'];
  return (
    <FormField label="Rol" error={error}>
      {(control) => (
        <Select {...control} {...props}>
          {roles.map((role) => (
            <option key={role} value={role}>
              {messages.users.roles[role]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
