import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeNetwork } from '@/test/fake-network';
import { json } from '@/test/responses';
import { renderWithProviders } from '@/test/render';
import { TestCallForm } from './test-call-form';

// The real typed client and openapi-react-query bindings over a fake network.
const network = vi.hoisted((): FakeNetwork => ({
  requests: [],
  respond: (request) => new Response(request.url, { status: 500 }),
}));

vi.mock('@/api/client', async (original) =>
  (await import('@/test/fake-network')).clientsOver(network, await original()),
);

const AGENT = '6650a1f2c3d4e5f6bbbb0001';
const refusal = 'Only active agents place calls';

describe('TestCallForm', () => {
  beforeEach(() => {
    network.requests = [];
    network.respond = () => json(422, { message: refusal });
  });

  it('refuses a number that is not E.164, says why, and calls nobody', async () => {
    await renderWithProviders(<TestCallForm agentId={AGENT} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Your phone number/ });
    fireEvent.change(field, { target: { value: '415 555 0123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Call me' }));
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/^Enter the number in international format \(E\.164\)/);
    expect(document.activeElement).toBe(field);
    expect(network.requests).toHaveLength(0);
  });

  it('asks for a number when the field is empty', async () => {
    await renderWithProviders(<TestCallForm agentId={AGENT} />);
    fireEvent.click(screen.getByRole('button', { name: 'Call me' }));
    expect(screen.getByText('Enter the number the agent should call.')).toBeTruthy();
    expect(network.requests).toHaveLength(0);
  });

  it("sends the number as E.164, shows the server's refusal and keeps what was typed", async () => {
    await renderWithProviders(<TestCallForm agentId={AGENT} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Your phone number/ });
    fireEvent.change(field, { target: { value: '+34 612 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Call me' }));
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    const [request] = network.requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/calls/');
    expect(await request?.json()).toEqual({ agentId: AGENT, to: '+34612345678' });
    await waitFor(() => expect(field.value).toBe('+34 612 345 678'));
  });
});
