import type { TMeasureBand, TMeasureInstrument } from '@acolher/contracts/measures';

const SUBJECT: Record<TMeasureInstrument, string> = { phq9: 'desânimo', gad7: 'ansiedade' };

/** The band in plain words for the collaborator (apps/web/README.md "Words": no clinical jargon, no blame). */
export function bandSentence(instrument: TMeasureInstrument, band: TMeasureBand): string {
  const s = SUBJECT[instrument];
  switch (band) {
    case 'minimal':
      return `Poucos sinais de ${s} nas últimas 2 semanas.`;
    case 'mild':
      return `Alguns sinais de ${s} nas últimas 2 semanas.`;
    case 'moderate':
      return `Sinais de ${s} que merecem atenção. Conversar com um psicólogo pode ajudar.`;
    case 'moderately_severe':
      return `O ${s} tem pesado bastante. Conversar com um psicólogo pode ajudar.`;
    case 'severe':
      return `A ${s === 'ansiedade' ? 'ansiedade' : 'tristeza'} tem pesado muito. Você merece apoio: agende uma sessão.`;
  }
}

/** Colour of a band on the chart and in badges, always next to its written label. */
export const BAND_FILL: Record<TMeasureBand, string> = {
  minimal: '#e3f1ec',
  mild: '#f3f0d8',
  moderate: '#f8e6cf',
  moderately_severe: '#f6d9cc',
  severe: '#f3cfcf',
};
