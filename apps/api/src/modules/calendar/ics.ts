import { epochToWallClock } from '@acolher/contracts/time';
import { zoneOffset } from '@acolher/contracts/zone-offset';

/** What an appointment's calendar file says: nothing clinical, only when and where (decision 1202). */
export interface CalendarEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  stampedAt: Date;
  summary: string;
  description: string;
  url: string;
  cancelled: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyyMMddTHHmmss' of the instant's wall clock in the zone. */
function localStamp(instant: Date, zone: string) {
  const w = new Date(epochToWallClock(instant, zone));
  return `${w.getUTCFullYear()}${pad(w.getUTCMonth() + 1)}${pad(w.getUTCDate())}T${pad(w.getUTCHours())}${pad(w.getUTCMinutes())}${pad(w.getUTCSeconds())}`;
}
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** '-0300' for an offset in milliseconds. */
function offsetText(ms: number) {
  const minutes = Math.round(ms / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and new lines are escaped in TEXT values. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string) {
  const out: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch) > limit) {
      out.push(current);
      current = ch;
    } else current += ch;
  }
  out.push(current);
  return out.join('\r\n ');
}

/**
 * One VEVENT in the business zone: DTSTART/DTEND with TZID and a VTIMEZONE holding the zone's
 * offset at that moment (São Paulo has had a single offset since 2019), so calendars show the
 * session at its São Paulo time whatever the device's zone.
 */
export function eventToIcs(event: CalendarEvent, zone: string): string {
  const offset = offsetText(zoneOffset(zone, event.startsAt.getTime()));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Acolher//Agenda//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stampedAt)}`,
    `DTSTART;TZID=${zone}:${localStamp(event.startsAt, zone)}`,
    `DTEND;TZID=${zone}:${localStamp(event.endsAt, zone)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `LOCATION:${escapeText(event.url)}`,
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
