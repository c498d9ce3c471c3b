import { describe, expect, it } from 'vitest';
import { matchesFilter } from './list-kit';

describe('matchesFilter', () => {
  const ana = ['Ana Souza', 'ana@empresa.com.br', '123.456.789-09', '(11) 98888-7777'];
  const message = ['psi.revista.x1@gmail.com', 'Lembrete', 'Sua sessão é amanhã às 14:00'];

  it('finds a number typed with or without its mask', () => {
    expect(matchesFilter('12345678909', ana)).toBe(true);
    expect(matchesFilter('123.456.789-09', ana)).toBe(true);
    expect(matchesFilter('11988887777', ana)).toBe(true);
    expect(matchesFilter('(11) 98888-7777', ana)).toBe(true);
    expect(matchesFilter('99999999999', ana)).toBe(false);
  });

  it('matches a word with letters only as written, never by its digits alone', () => {
    // 'bns4dw' has a 4; the row's digits hold a 4 too, but the address is not there.
    expect(
      matchesFilter('psi.revista.bns4dw@gmail.com', ['fulano@gmail.com', '(11) 94444-0000']),
    ).toBe(false);
    expect(matchesFilter('psi.revista.x1@gmail.com', message)).toBe(true);
    expect(matchesFilter('x1', message)).toBe(true);
  });

  it('needs every word, ignores case and accents', () => {
    expect(matchesFilter('ana souza', ana)).toBe(true);
    expect(matchesFilter('SESSAO amanha', message)).toBe(true);
    expect(matchesFilter('ana lembrete', ana)).toBe(false);
    expect(matchesFilter('   ', ana)).toBe(true);
  });
});
