import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Linkified, splitLinks, trimLink } from './linkify';

const links = (text: string) =>
  splitLinks(text)
    .filter((p) => p.kind === 'link')
    .map((p) => p.value);

describe('splitLinks (the message bodies of the "Mensagens" page)', () => {
  it('leaves a comma after a link outside it (the approval e-mail)', () => {
    const body =
      'Você já pode entrar em http://localhost:3000/psychologist/auth/sign-in, assinar os termos.';
    expect(splitLinks(body)).toEqual([
      { kind: 'text', value: 'Você já pode entrar em ' },
      { kind: 'link', value: 'http://localhost:3000/psychologist/auth/sign-in' },
      { kind: 'text', value: ', assinar os termos.' },
    ]);
  });

  it.each([
    ['Acesse https://acolher.dev/a.', 'https://acolher.dev/a'],
    ['Acesse https://acolher.dev/a; depois', 'https://acolher.dev/a'],
    ['Link: https://acolher.dev/a: pronto', 'https://acolher.dev/a'],
    ['Veja https://acolher.dev/a!', 'https://acolher.dev/a'],
    ['Já viu https://acolher.dev/a?', 'https://acolher.dev/a'],
    ['Fim https://acolher.dev/a...', 'https://acolher.dev/a'],
    ['Fim https://acolher.dev/a…', 'https://acolher.dev/a'],
    ['(veja https://acolher.dev/a)', 'https://acolher.dev/a'],
    ['(veja https://acolher.dev/a).', 'https://acolher.dev/a'],
    ['[https://acolher.dev/a]', 'https://acolher.dev/a'],
    ["'https://acolher.dev/a'", 'https://acolher.dev/a'],
  ])('keeps the punctuation of %j out of the link', (text, link) => {
    expect(links(text)).toEqual([link]);
  });

  it('keeps what belongs to the URL', () => {
    expect(
      links(
        'Crie sua senha: https://acolher.dev/auth/reset-password?role=psychologist&token=a.b_c-1',
      ),
    ).toEqual(['https://acolher.dev/auth/reset-password?role=psychologist&token=a.b_c-1']);
    expect(links('https://pt.wikipedia.org/wiki/Acolhimento_(sa%C3%BAde), veja')).toEqual([
      'https://pt.wikipedia.org/wiki/Acolhimento_(sa%C3%BAde)',
    ]);
    expect(links('https://acolher.dev/a?x=1#parte')).toEqual(['https://acolher.dev/a?x=1#parte']);
    expect(links('Sala: https://meet.acolher.dev/s/123 (horário de Brasília)')).toEqual([
      'https://meet.acolher.dev/s/123',
    ]);
  });

  it('finds every link, and joining the parts gives the text back', () => {
    const text = 'Entre em https://a.dev/x, ou em http://b.dev/y. Obrigado!\nhttps://c.dev';
    expect(links(text)).toEqual(['https://a.dev/x', 'http://b.dev/y', 'https://c.dev']);
    expect(
      splitLinks(text)
        .map((p) => p.value)
        .join(''),
    ).toBe(text);
  });

  it('gives plain text when there is no link', () => {
    expect(splitLinks('Sem links aqui.')).toEqual([{ kind: 'text', value: 'Sem links aqui.' }]);
    expect(splitLinks('')).toEqual([]);
    expect(links('Só https:// não é link.')).toEqual([]);
  });
});

describe('trimLink', () => {
  it('drops trailing punctuation and unopened closing brackets, in any order', () => {
    expect(trimLink('https://a.dev/x),')).toBe('https://a.dev/x');
    expect(trimLink('https://a.dev/x(1))')).toBe('https://a.dev/x(1)');
    expect(trimLink('https://a.dev/x')).toBe('https://a.dev/x');
  });
});

describe('Linkified', () => {
  it('links the URL without the punctuation after it, which stays in the text', () => {
    const { container } = render(
      <p>
        <Linkified text="Você já pode entrar em http://localhost:3000/psychologist/auth/sign-in, assinar os termos e (ver https://acolher.dev/ajuda)." />
      </p>,
    );
    const anchors = screen.getAllByRole('link');
    expect(anchors.map((a) => a.getAttribute('href'))).toEqual([
      'http://localhost:3000/psychologist/auth/sign-in',
      'https://acolher.dev/ajuda',
    ]);
    expect(anchors.map((a) => a.textContent)).toEqual([
      'http://localhost:3000/psychologist/auth/sign-in',
      'https://acolher.dev/ajuda',
    ]);
    expect(anchors[0]!.getAttribute('target')).toBe('_blank');
    expect(anchors[0]!.getAttribute('rel')).toBe('noreferrer');
    expect(container.textContent).toBe(
      'Você já pode entrar em http://localhost:3000/psychologist/auth/sign-in, assinar os termos e (ver https://acolher.dev/ajuda).',
    );
  });
});
