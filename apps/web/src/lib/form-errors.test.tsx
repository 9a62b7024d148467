import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { clearingRegister, showServerIssues } from './form-errors';

type Values = { name: string; price: string };

function setup() {
  return renderHook(() => useForm<Values>({ defaultValues: { name: '', price: '' } })).result;
}

describe('showServerIssues', () => {
  it('puts each 400 issue under the field of the same path and skips unknown paths', () => {
    const form = setup();
    const err = new ApiError(400, {
      error: 'El precio debe ser mayor que 0',
      message: 'El precio debe ser mayor que 0',
      issues: [
        { path: 'price', message: 'El precio debe ser mayor que 0' },
        { path: 'nowhere', message: 'No es de este formulario' },
      ],
    });
    let shown = false;
    act(() => {
      shown = showServerIssues(err, form.current.setError, ['name', 'price']);
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState('price').error?.message).toBe(
      'El precio debe ser mayor que 0',
    );
    expect(form.current.getFieldState('name').error).toBeUndefined();
  });

  it('reports false for an answer without field issues, or for no answer at all', () => {
    const form = setup();
    const conflict = new ApiError(409, { error: 'Ya existe', message: 'Ya existe' });
    expect(showServerIssues(conflict, form.current.setError, ['name'])).toBe(false);
    expect(showServerIssues(new Error('offline'), form.current.setError, ['name'])).toBe(false);
  });
});

/** A one-field form whose name must be at least three letters, checked on submit. */
function NameForm() {
  const form = useForm<{ name: string }>({
    defaultValues: { name: '' },
    reValidateMode: 'onSubmit',
  });
  const register = clearingRegister(form);
  const error = form.formState.errors.name?.message;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <input
        aria-label="Nombre"
        {...register('name', { validate: (v) => v.length >= 3 || 'Muy corto' })}
      />
      {error && <p role="alert">{error}</p>}
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('clearingRegister', () => {
  it("clears a field's error as soon as it is edited, and checks it again on the next submit", async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muy corto');
    // Still too short after the edit, but the error waits for the next submit.
    await user.type(screen.getByLabelText('Nombre'), 'A');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Muy corto');
  });
});
