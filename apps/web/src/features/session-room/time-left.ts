/** Instants from the API carry the business zone's offset: characters 11–16 are the local HH:MM. */
export const localTime = (instant: string) => instant.slice(11, 16);

/** 'Faltam 42 min' during the session; before it, when it starts; after, that time is up. */
export function timeLeft(startsAt: string, endsAt: string, now: Date): string {
  const t = now.getTime();
  if (t < Date.parse(startsAt)) return `Começa às ${localTime(startsAt)} (horário de Brasília)`;
  const minutes = Math.ceil((Date.parse(endsAt) - t) / 60_000);
  if (minutes <= 0) return 'O tempo da sessão terminou';
  return minutes === 1 ? 'Falta 1 min' : `Faltam ${minutes} min`;
}
