import { fireEvent, render, screen, within } from '@testing-library/react';
import { Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { MonthLines } from './month-statement';

type Line = { uuid: string; name: string };
const settled = { isError: false, isRefetching: false, refetch: vi.fn() };
const renderLines = (over: Partial<Parameters<typeof MonthLines<Line>>[0]> = {}) =>
  render(
    <MonthLines<Line>
      query={settled}
      lines={[
        { uuid: '1', name: 'Helena' },
        { uuid: '2', name: 'Marcos' },
      ]}
      skeletonRows={3}
      empty={{ icon: Wallet, title: 'Nenhum repasse em novembro de 2026.' }}
      label="Repasses de novembro de 2026"
      lineKey={(l) => l.uuid}
      lineClassName="py-3"
      line={(l) => l.name}
      totalLabel="Total"
      totalCents={12000}
      {...over}
    />,
  );

describe('MonthLines', () => {
  it('lists the lines and the total in reais', () => {
    renderLines();
    const list = screen.getByRole('list', { name: 'Repasses de novembro de 2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Helena', 'Marcos']);
    expect(screen.getByText('Total').parentElement?.textContent).toMatch(/^TotalR\$\s120,00$/);
  });

  it('shows a skeleton before the answer, then the empty text of the month', () => {
    renderLines({ lines: undefined });
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeTruthy();
    renderLines({ lines: [] });
    expect(screen.getByText('Nenhum repasse em novembro de 2026.')).toBeTruthy();
  });

  it('shows the error with a retry', () => {
    const refetch = vi.fn();
    renderLines({ query: { isError: true, isRefetching: false, refetch } });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
