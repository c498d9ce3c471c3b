import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_LABELS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditTargetLabel,
} from './audit.ts';
import { MESSAGE_KIND_LABELS, MESSAGE_KINDS, messageKindLabel } from './message-kinds.ts';

/*
 * Decision 1440: the API can write only the audit actions, audit targets and message kinds these
 * lists hold (its writeAudit and enqueueMessage take their types), and every one of them has a
 * pt-BR label: the administrator never reads a code.
 */
const looksLikeCode = /^[a-z0-9]+([._-][a-z0-9]+)+$/;

describe.each([
  ['audit action', AUDIT_ACTIONS, AUDIT_ACTION_LABELS, auditActionLabel],
  ['audit target', AUDIT_TARGET_TYPES, AUDIT_TARGET_LABELS, auditTargetLabel],
  ['message kind', MESSAGE_KINDS, MESSAGE_KIND_LABELS, messageKindLabel],
] as const)('every %s has a pt-BR label', (_what, codes, labels, labelOf) => {
  it.each([...codes])('%s', (code) => {
    const label = labelOf(code);
    expect(label).toBe((labels as Record<string, string>)[code]);
    expect(label.trim()).not.toBe('');
    expect(label).not.toBe(code);
    expect(label).not.toMatch(looksLikeCode);
    expect(label).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
  });
  it('lists each code once and labels nothing else', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(labels).sort()).toEqual([...codes].sort());
  });
  it('an unknown code reads as a neutral name, never as itself', () => {
    for (const code of ['no_such_code', 'toString', '__proto__']) {
      expect(labelOf(code)).not.toBe(code);
      expect(labelOf(code)).not.toMatch(looksLikeCode);
    }
  });
});
