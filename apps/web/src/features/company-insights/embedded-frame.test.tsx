import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { EmbeddedFrame, FRAME_TIMEOUT_MS, isEmbeddableLink } from './embedded-frame';

// The company's external panel (decision 1206): loading, loaded, or a clear message after the wait.
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const panel = () => (
  <EmbeddedFrame src="https://paineis.exemplo.com.br/x" title="Painel" what="o painel da empresa" />
);

it('says it is loading, then that the panel could not load once the wait is over', () => {
  render(panel());
  expect(screen.getAllByText('Carregando o painel da empresa...').length).toBeGreaterThan(0);
  act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS - 1));
  expect(screen.queryByRole('alert')).toBeNull();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('alert').textContent).toContain(
    'Não foi possível carregar o painel da empresa.',
  );
  expect(screen.getByRole('link', { name: /Abrir em uma nova aba/ }).getAttribute('href')).toBe(
    'https://paineis.exemplo.com.br/x',
  );
});

it('a frame that loads in time shows the panel and never the failure', () => {
  render(panel());
  fireEvent.load(screen.getByTitle('Painel'));
  act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS * 2));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByText('Carregando o painel da empresa...')).toBeNull();
});

it('frames only https links and pages of this site', () => {
  expect(isEmbeddableLink('https://paineis.exemplo.com.br')).toBe(true);
  expect(isEmbeddableLink('http://paineis.exemplo.com.br')).toBe(false);
  expect(isEmbeddableLink('javascript:alert(1)')).toBe(false);
  expect(isEmbeddableLink(null)).toBe(false);
});
