import { describe, expect, it } from 'vitest';
import { attentionLevel, monthLabel, shortMonthLabel } from './format';

describe('company insights formats', () => {
  it('names months in Portuguese', () => {
    expect(monthLabel('2026-10')).toBe('outubro de 2026');
    expect(monthLabel('2027-03')).toBe('março de 2027');
    expect(shortMonthLabel('2026-12')).toBe('dez/26');
  });

  it('reads averages as attention levels at 70 and 50', () => {
    expect(attentionLevel(70).label).toBe('Favorável');
    expect(attentionLevel(69).label).toBe('Atenção');
    expect(attentionLevel(50).label).toBe('Atenção');
    expect(attentionLevel(49).label).toBe('Crítico');
  });
});

describe('isEmbeddableLink', () => {
  it('frames only https links and pages of this site', async () => {
    const { isEmbeddableLink } = await import('./embedded-frame');
    expect(isEmbeddableLink('https://bi.example/painel')).toBe(true);
    expect(isEmbeddableLink('http://bi.example/painel')).toBe(false);
    expect(isEmbeddableLink('javascript:alert(1)')).toBe(false);
    expect(isEmbeddableLink('')).toBe(false);
    expect(isEmbeddableLink('não é link')).toBe(false);
    expect(isEmbeddableLink('/demo/painel-empresa.html')).toBe(true);
    expect(isEmbeddableLink('//evil.example/painel')).toBe(false);
    expect(isEmbeddableLink('/\\evil.example/painel')).toBe(false);
  });
});
