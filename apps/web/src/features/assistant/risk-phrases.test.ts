import { describe, expect, it } from 'vitest';
import { replyTo, showsDistress, TOPICS } from './knowledge';

// How people in Brazil say it (decision 1411): phrases written from Setembro Amarelo and CVV material
// on warning signs ('queria desaparecer', 'seria melhor se eu não estivesse aqui', 'não aguento
// mais', hopelessness and feeling a burden) and from the MPT's questions and answers on 'assédio
// moral no trabalho' (humiliation, shouting, insults, exposure, isolation, repeated).

const INDIRECT_IDEATION = [
  'quero sumir',
  'Queria sumir de tudo',
  'às vezes dá vontade de desaparecer',
  'não vejo mais sentido em nada',
  'nada mais tem sentido',
  'a vida não faz mais sentido',
  'não vejo saída',
  'não tenho mais esperança',
  'estou sem esperança nenhuma',
  'seria melhor se eu não estivesse aqui',
  'seria melhor se eu não existisse',
  'queria dormir e não acordar mais',
  'sou um peso para todo mundo',
  'ninguém vai sentir minha falta',
  'cansei de viver',
  'tô cansada de viver assim',
  'sinto uma dor que não passa',
  'não tenho motivo para viver',
];

const HARASSMENT = [
  'meu chefe me humilha todo dia',
  'Minha gestora me humilhou na frente da equipe',
  'sofro assédio no trabalho',
  'meu supervisor grita comigo o tempo todo',
  'o gerente me xinga nas reuniões',
  'me sinto perseguido pelo meu chefe',
  'meu chefe me expõe na frente dos colegas',
  'sou constrangida no trabalho',
];

describe('Psi Priscila and risk language (decision 1411)', () => {
  it.each(INDIRECT_IDEATION)('"%s": CVV 188 and SAMU 192 at once', (text) => {
    expect(showsDistress(text)).toBe(true);
    expect(replyTo(text)).toEqual({ kind: 'distress' });
  });

  it.each(HARASSMENT)(
    '"%s": what it is, the ethics channel, a session, and that the company never sees',
    (text) => {
      const r = replyTo(text);
      expect(r.kind === 'topic' && r.topic.id).toBe('assedio');
      const answer = r.kind === 'topic' ? r.topic.answer.join(' ') : '';
      expect(answer).toContain('assédio moral');
      expect(answer).toContain('canal de ética');
      expect(answer).toContain('Sua empresa nunca vê');
      expect(answer).toContain('188');
      expect(r.kind === 'topic' && r.topic.links?.map((l) => l.to)).toEqual([
        '/collaborator/app/psychologists',
      ]);
    },
  );

  it('asking whether the boss sees is still the privacy answer', () => {
    const r = replyTo('meu chefe vê o que eu respondo?');
    expect(r.kind === 'topic' && r.topic.id).toBe('privacidade');
  });

  it("no answer opens with a bare 'Não'", () => {
    for (const topic of TOPICS) expect(topic.answer[0]).not.toMatch(/^Não[.,!]/);
  });

  it('ordinary words are not read as a crisis', () => {
    for (const text of ['Bom dia', 'a vida tem sentido', 'o sentido da sessão é conversar'])
      expect(showsDistress(text)).toBe(false);
  });
});
