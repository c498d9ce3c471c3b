import { instantToLocalDate } from '@acolher/contracts/time';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Every instant (an ISO date-time string) anywhere in a JSON body, and those that break
 * domain.md §1: not written with the business zone's offset, so that their first 10 characters
 * are not the local day (JSON's UTC 'Z' form names the next day after 21:00 in São Paulo).
 */
export function misplacedInstants(body: string, zone: string) {
  const wrong: string[] = [];
  let instants = 0;
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (!INSTANT.test(value)) return;
      instants++;
      const offsetWritten = !value.endsWith('Z');
      if (!offsetWritten || value.slice(0, 10) !== instantToLocalDate(value, zone))
        wrong.push(value);
    } else if (value && typeof value === 'object') {
      Object.values(value).forEach(visit);
    }
  };
  try {
    visit(JSON.parse(body));
  } catch {
    // Not JSON (a redirect, a file): no instants to check.
  }
  return { instants, wrong };
}
