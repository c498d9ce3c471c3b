import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataListPage, useFormDialog, type ListQueryState } from './data-list-page';

type Person = { uuid: string; name: string; document: string };
const people: Person[] = [
  { uuid: '1', name: 'José Souza', document: '123.456.789-09' },
  { uuid: '2', name: 'Ana Lima', document: '987.654.321-00' },
];
const settled: ListQueryState = { isPending: false, isError: false, refetch: vi.fn() };

function renderPage(over: Partial<Parameters<typeof DataListPage<Person>>[0]> = {}) {
  const onCreate = vi.fn();
  render(
    <DataListPage<Person>
      title="Pessoas"
      description="Quem está cadastrado."
      create={{ label: 'Adicionar pessoa', onClick: onCreate }}
      query={settled}
      rows={people}
      search={{
        label: 'Filtrar pessoas',
        placeholder: 'Filtrar por nome ou CPF',
        fields: (p) => [p.name, p.document],
      }}
      empty={{ text: 'Nenhuma pessoa foi encontrada' }}
      table={{
        caption: 'Pessoas',
        rowKey: (p) => p.uuid,
        cardTitle: (p) => p.name,
        columns: [{ header: 'Nome', cell: (p) => p.name, hideOnCard: true }],
      }}
      {...over}
    >
      <p>diálogos da página</p>
    </DataListPage>,
  );
  return { onCreate };
}
const table = () => screen.getByRole('table', { name: 'Pessoas' });

describe('DataListPage', () => {
  it('shows the header, the create button, the rows and the dialogs', () => {
    const { onCreate } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Pessoas' })).toBeTruthy();
    expect(screen.getByText('Quem está cadastrado.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar pessoa' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(within(table()).getByText('José Souza')).toBeTruthy();
    expect(within(table()).getByText('Ana Lima')).toBeTruthy();
    expect(screen.getByText('diálogos da página')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('filters by every word, without accents and by digits, then says nothing matched', () => {
    renderPage();
    const box = screen.getByRole('searchbox', { name: 'Filtrar pessoas' });
    fireEvent.change(box, { target: { value: 'jose 12345678909' } });
    expect(within(table()).getByText('José Souza')).toBeTruthy();
    expect(within(table()).queryByText('Ana Lima')).toBeNull();
    fireEvent.change(box, { target: { value: 'ninguém' } });
    expect(screen.getByText('Nenhum resultado para este filtro.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtro' }));
    expect(within(table()).getByText('Ana Lima')).toBeTruthy();
  });

  it('applies the extra filter and shows the toolbar beside the search box', () => {
    renderPage({ where: (p) => p.uuid === '2', toolbar: <button type="button">Todos</button> });
    expect(screen.getByRole('button', { name: 'Todos' })).toBeTruthy();
    expect(within(table()).queryByText('José Souza')).toBeNull();
    expect(within(table()).getByText('Ana Lima')).toBeTruthy();
  });

  it("shows the search box only when the page says so (the company's lists: more than five)", () => {
    renderPage({
      search: {
        label: 'Filtrar pessoas',
        placeholder: 'Filtrar',
        visible: false,
        fields: (p) => [p.name],
      },
    });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(within(table()).getByText('Ana Lima')).toBeTruthy();
  });

  it('shows a skeleton while loading and no search box', () => {
    renderPage({ query: { ...settled, isPending: true }, rows: undefined });
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows the error with a retry that refetches', () => {
    const refetch = vi.fn();
    renderPage({ query: { isPending: false, isError: true, refetch }, rows: undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the page's empty text and no search box when there is no row", () => {
    renderPage({ rows: [] });
    expect(screen.getByText('Nenhuma pessoa foi encontrada')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it("offers 'Carregar mais' on a paged list, or the page's own footer", () => {
    const fetchNextPage = vi.fn();
    const paged = {
      ...settled,
      hasNextPage: true,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage,
    };
    renderPage({ query: paged });
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
    renderPage({ query: paged, footer: <nav aria-label="Páginas" /> });
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Carregar mais' })).toHaveLength(1);
  });

  it("keeps the rows when 'Carregar mais' fails, says so under them and offers it again", () => {
    const fetchNextPage = vi.fn();
    renderPage({
      query: {
        ...settled,
        isError: true,
        hasNextPage: true,
        isFetchingNextPage: false,
        isFetchNextPageError: true,
        fetchNextPage,
      },
    });
    expect(within(table()).getByText('José Souza')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível carregar mais. Tente novamente.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(fetchNextPage).toHaveBeenCalledOnce();
  });

  it('draws the rows with renderRows when the page has its own cards', () => {
    renderPage({
      table: undefined,
      renderRows: (rows) => (
        <ul aria-label="Cartões">
          {rows.map((r) => (
            <li key={r.uuid}>{r.name}</li>
          ))}
        </ul>
      ),
    });
    expect(
      within(screen.getByRole('list', { name: 'Cartões' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('useFormDialog', () => {
  it('opens to create, opens on a row, and closes', () => {
    const { result } = renderHook(() => useFormDialog<Person>());
    expect(result.current.open).toBe(false);
    act(() => result.current.openFor());
    expect(result.current).toMatchObject({ open: true, item: undefined });
    act(() => result.current.openFor(people[1]));
    expect(result.current).toMatchObject({ open: true, item: people[1] });
    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);
  });
});
