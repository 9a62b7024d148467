import { renderHook, act } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerIssues } from './form-errors';

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
