import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TermsDialog } from './terms-dialog';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('TermsDialog', () => {
  it('embeds the external terms form when the server names one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json({ version: 'v', externalFormUrl: 'https://form.typeform.com/to/abc' }),
    );
    render(<TermsDialog role="collaborator" open uuid="u-1" onAccepted={() => {}} />);
    const frame = await screen.findByTitle('Formulário de termos');
    expect(frame.getAttribute('src')).toBe('https://form.typeform.com/to/abc');
  });

  it('shows only the built-in text without one, and accepts only after the checkbox', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => json({ version: 'v', externalFormUrl: null }));
    const accepted = vi.fn();
    render(<TermsDialog role="collaborator" open uuid="u-1" onAccepted={accepted} />);
    const button = screen.getByRole('button', { name: 'Aceitar termos' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTitle('Formulário de termos')).toBeNull();
    fireEvent.click(screen.getByLabelText(/Li e concordo/));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await vi.waitFor(() => expect(accepted).toHaveBeenCalled());
    const patch = fetchMock.mock.calls.find(([url]) => String(url).includes('accept-terms/u-1'));
    expect(patch?.[1]?.method).toBe('PATCH');
  });
});
