import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers';
import { stubApi, testConfig } from '@/test/api-stub';
import { ContactButton } from './contact-button';

function renderButton() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactButton />
    </QueryClientProvider>,
  );
}

const greeting = encodeURIComponent('Hola, me gustaría obtener más información sobre las rifas.');

describe('contact button', () => {
  it('opens a WhatsApp chat with the support number and the greeting, in a new tab', async () => {
    stubApi({ 'GET /api/config': { body: testConfig } });
    renderButton();

    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveAttribute('href', `https://wa.me/584121234567?text=${greeting}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without a configured number lets WhatsApp ask whom to write to', async () => {
    stubApi({ 'GET /api/config': { body: { ...testConfig, support_whatsapp: '' } } });
    renderButton();
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveAttribute('href', `https://wa.me/?text=${greeting}`);
  });
});
