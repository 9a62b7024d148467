import type { ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { PaymentMethod } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type PaymentMethodCardProps = {
  method: PaymentMethod;
  onEdit: (method: PaymentMethod) => void;
  onDelete: (method: PaymentMethod) => void;
};

/** One payment method as the admin sees it: what the buyer is shown and must send. */
export function PaymentMethodCard({ method, onEdit, onDelete }: PaymentMethodCardProps) {
  const requirements = [
    method.requires_reference && 'Referencia',
    method.requires_date && 'Fecha de pago',
    method.capture_mode === 'required' && 'Captura',
    method.capture_mode === 'optional' && 'Captura opcional',
  ].filter((text): text is string => Boolean(text));
  const { bank_name, bank_code, phone, document_id, account_number, account_holder, email } =
    method.account_info;

  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-bold break-words text-slate-900">{method.name}</h2>
        <Badge tone={method.is_active ? 'success' : 'neutral'}>
          {method.is_active ? 'Activo' : 'Inactivo'}
        </Badge>
      </div>
      {method.description && <p className="mt-1 text-sm text-slate-600">{method.description}</p>}
      {method.instructions && (
        <p className="mt-2 line-clamp-2 text-sm text-slate-500 italic">{method.instructions}</p>
      )}

      <dl className="mt-4 mb-4 space-y-2 text-sm">
        {bank_name && (
          <Detail term="Banco">{bank_code ? `${bank_name} (${bank_code})` : bank_name}</Detail>
        )}
        {phone && <Detail term="Teléfono">{phone}</Detail>}
        {document_id && <Detail term="Cédula o RIF">{document_id}</Detail>}
        {account_number && <Detail term="Cuenta">{account_number}</Detail>}
        {account_holder && <Detail term="Titular">{account_holder}</Detail>}
        {email && <Detail term="Correo">{email}</Detail>}
        <Detail term="Pide">
          {requirements.length === 0 ? (
            <span className="text-slate-500">Nada adicional</span>
          ) : (
            <span className="flex flex-wrap gap-1">
              {requirements.map((text) => (
                <Badge key={text} tone="info">
                  {text}
                </Badge>
              ))}
            </span>
          )}
        </Detail>
        {method.custom_fields.length > 0 && (
          <Detail term="Campos">
            {method.custom_fields
              .map((field) => `${field.label}${field.required ? ' (obligatorio)' : ''}`)
              .join(', ')}
          </Detail>
        )}
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(method)}
          aria-label={`Editar: ${method.name}`}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
          Editar
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          onClick={() => onDelete(method)}
          aria-label={`Eliminar: ${method.name}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Eliminar
        </Button>
      </div>
    </li>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[5rem_1fr] gap-2">
      <dt className="text-slate-500">{term}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}
