const parts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'segunda, 02/03 às 10:00', read in the business zone whatever the browser's. */
export function formatNextSlot(iso: string): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  // "segunda", not "segunda-feira": the card has one short line for it.
  return `${p.weekday.replace(/-feira$/, '')}, ${p.day}/${p.month} às ${p.hour}:${p.minute}`;
}
