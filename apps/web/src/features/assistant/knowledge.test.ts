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

describe('intents (decision 1192)', () => {
  const topicOf = (text: string) => {
    const r = replyTo(text);
    return r.kind === 'topic' ? r.topic.id : r.kind;
  };
  const linksOf = (text: string) => {
    const r = replyTo(text);
    return r.kind === 'topic' ? (r.topic.links ?? []).map((l) => l.to) : [];
  };

  it.each([
    'Tenho sentido muita ansiedade',
    'estou ANSIOSA com o trabalho',
    'Fico nervoso antes das reuniões',
    'tive uma crise de pânico ontem',
  ])('"%s" is anxiety: guidance, booking and the radar, not the crisis card', (text) => {
    expect(showsDistress(text)).toBe(false);
    expect(topicOf(text)).toBe('ansiedade');
    expect(linksOf(text)).toEqual([
      '/collaborator/app/psychologists',
      '/collaborator/app/well-being-radar',
    ]);
  });

  it.each(['Não consigo DORMIR', 'insônia todas as noites', 'ando com pouco sono e exausta'])(
    '"%s" is sleep trouble: guidance, booking and the radar',
    (text) => {
      expect(showsDistress(text)).toBe(false);
      expect(topicOf(text)).toBe('sono');
      expect(linksOf(text)).toEqual([
        '/collaborator/app/psychologists',
        '/collaborator/app/well-being-radar',
      ]);
    },
  );

  it.each([
    'Tô pensando em SUICÍDIO',
    'não quero mais viver',
    'quero acabar com tudo',
    'ESTOU DESESPERADO de ansiedade',
    'não consigo dormir e penso em morrer',
    'o mundo seria melhor sem mim',
  ])('"%s" is a crisis: CVV 188 and SAMU 192 at once, even beside anxiety or sleep', (text) => {
    expect(showsDistress(text)).toBe(true);
    expect(replyTo(text)).toEqual({ kind: 'distress' });
  });

  it.each(['quero remarcar', 'Quero REMARCAR minha sessão', 'dá pra reagendar a consulta?'])(
    '"%s" answers the way to reschedule (the history\'s Remarcar)',
    (text) => {
      expect(topicOf(text)).toBe('remarcar');
      const r = replyTo(text);
      expect(r.kind === 'topic' && r.topic.answer.join(' ')).toContain('"Remarcar"');
      expect(linksOf(text)).toEqual(['/collaborator/app/appointments-history']);
    },
  );

  it('booking and cancelling keep their own answers', () => {
    expect(topicOf('Como agendo uma sessão?')).toBe('agendar');
    expect(topicOf('quero marcar uma consulta')).toBe('agendar');
    expect(topicOf('quero desmarcar a sessão')).toBe('cancelar');
  });
});
