import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { Providers } from '@/app/providers';
import { jsonResponse, storeSession } from '@/test/render-app';

const profile = (uuid: string, name: string) => ({
  uuid,
  name,
  crp: '06123456',
  avatarUrl: null,
  hostMessage: '',
  education: '',
  careerHistory: '',
  specialties: [],
  approach: [],
  targetAudience: [],
});

function GoTo({ path }: { path: string }) {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(path)}>ir</button>;
}

describe('PsychologistPage', () => {
  it("never shows the previous psychologist's profile while the next one loads", async () => {
    storeSession('collaborator');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/psychologists/psy-a')) return jsonResponse(200, profile('psy-a', 'Ana Alves'));
      if (url.endsWith('/psychologists/psy-b')) return new Promise<Response>(() => {}); // still loading
      if (url.includes('/collaborators/')) return jsonResponse(200, { uuid: 'collaborator-uuid', name: 'Maria Teste', credits: 1 });
      return jsonResponse(200, []);
    });
    render(
      <MemoryRouter initialEntries={['/collaborator/app/psychologists/psy-a']}>
        <Providers>
          <AppRoutes />
          <GoTo path="/collaborator/app/psychologists/psy-b" />
        </Providers>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Alves' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'ir' }));
    expect(await screen.findByRole('status', { name: 'Carregando...' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Ana Alves' })).toBeNull();
  });
});
