import { describe, expect, it } from 'vitest';
import { replyTo, showsDistress } from './knowledge';

describe('guided assistant', () => {
  it.each([
    'Penso em suicídio',
    'quero ME MATAR',
    'Não aguento mais',
    'estou desesperada',
    'Tô desesperado',
    'às vezes quero morrer',
  ])('answers "%s" with crisis resources', (text) => {
    expect(showsDistress(text)).toBe(true);
    expect(replyTo(text)).toEqual({ kind: 'distress' });
  });

  it('distress wins over a topic in the same message', () => {
    expect(replyTo('não aguento mais, como agendo uma sessão?').kind).toBe('distress');
  });

  it('matches topics by keywords, accents ignored', () => {
    const r = replyTo('Como funciona o reembolso se eu cancelar?');
    expect(r.kind === 'topic' && r.topic.id).toBe('cancelar');
    const c = replyTo('quanto custa um crédito?');
    expect(c.kind === 'topic' && c.topic.id).toBe('creditos');
    const p = replyTo('Minha empresa vê minhas respostas? privacidade');
    expect(p.kind === 'topic' && p.topic.id).toBe('privacidade');
  });

  it('does not flag ordinary messages and admits when it does not know', () => {
    expect(showsDistress('Bom dia, tudo bem?')).toBe(false);
    expect(replyTo('qual a capital da França').kind).toBe('unknown');
  });
});
