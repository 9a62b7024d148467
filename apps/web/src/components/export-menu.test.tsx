import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type ExportFormat } from '@rifas/shared';
import { ApiError } from '@/lib/api-client';
import { ExportMenu } from './export-menu';

describe('ExportMenu', () => {
  it('offers both formats, shows a spinner while the file downloads, then is ready again', async () => {
    const asked: ExportFormat[] = [];
    let finish: () => void = () => undefined;
    render(
      <ExportMenu
        label="Exportar"
        accessibleName="Exportar pagos"
        onExport={(format) => {
          asked.push(format);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Exportar pagos' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(asked).toEqual(['csv']);
    const button = screen.getByRole('button', { name: 'Exportar pagos' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Descargando...');
    finish();
    await screen.findByText('Exportar');
    expect(screen.getByRole('button', { name: 'Exportar pagos' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar pagos' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(asked).toEqual(['csv', 'xlsx']);
  });

  it("says the server's reason, or the Spanish fallback, when the download fails", async () => {
    const failures = [
      new ApiError(400, { error: 'x', message: messages.common.exportFormatInvalid }),
      new ApiError(0, undefined),
    ];
    render(<ExportMenu label="Compradores" onExport={() => Promise.reject(failures.shift()!)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compradores' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.exportFormatInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'Compradores' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.common.exportFailed);
  });
});
