import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function Example({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Datos del comprador"
        dismissible={dismissible}
        footer={<Button>Continuar</Button>}
      >
        <input aria-label="Nombre" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that keeps focus inside and closes with Esc, returning focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Datos del comprador' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();

    await user.tab(); // Nombre
    await user.tab(); // Continuar (last)
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    await user.tab(); // wraps to the first
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await user.tab({ shift: true }); // and back to the last
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('when not dismissible, Esc does nothing and there is no close button', async () => {
    const user = userEvent.setup();
    render(<Example dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
  });

  it('closes on a click on the backdrop, not on one inside the panel', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog');
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(dialog).toBeInTheDocument();
    // The <dialog> box itself is the backdrop; the panel sits inside it.
    await user.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
