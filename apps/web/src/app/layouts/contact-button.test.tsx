import { render, screen, waitFor } from '@testing-library/react';
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

  it("prefills the shop's own greeting", async () => {
    stubApi({
      'GET /api/config': { body: { ...testConfig, contact_greeting: 'Hola, ¿quedan números?' } },
    });
    renderButton();
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/584121234567?text=${encodeURIComponent('Hola, ¿quedan números?')}`,
    );
  });

  it('is not shown without a support number (never a link to the contact picker)', async () => {
    const calls = stubApi({ 'GET /api/config': { body: { ...testConfig, support_whatsapp: '' } } });
    renderButton();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });
});
