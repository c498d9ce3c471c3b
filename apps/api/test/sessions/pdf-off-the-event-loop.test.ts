import { beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { ADDENDA_MAX, NOTE_MAX } from '@acolher/contracts/session-notes';
import { sessionNoteAddenda, sessionNotes } from '../../src/db/tables/session-notes.ts';
import {
  bearer,
  makeAppointment,
  makeCollaborator,
  makePsychologist,
  tokenFor,
} from '../helpers/factories.ts';
import { fileApp } from '../helpers/file-app.ts';
import { pdfText } from '../helpers/pdf-text.ts';

// domain.md §26 (decision 1316): PDFs are drawn in a worker-thread pool, off the request thread.
// The audit saw three large 'Prontuário' PDFs freeze the server for 14–23 s. Here a health check,
// over real HTTP, answers in under 200 ms while three such PDFs are built at the same time.

const ctx = fileApp();
let base: string;
beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

const long = (label: string) =>
  `${label} ${'Relato extenso da sessão com observações clínicas detalhadas. '.repeat(200)}`.slice(
    0,
    NOTE_MAX,
  );

/** Three sessions with notes at the limit, the last with the most addenda a note may have. */
async function largeRecord() {
  const collaborator = await makeCollaborator(ctx);
  const psychologist = await makePsychologist(ctx);
  for (const date of ['2026-01-05', '2026-01-12', '2026-01-19']) {
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: collaborator.uuid,
      psychologistUuid: psychologist.uuid,
      date,
      startTime: '10:00:00',
      status: 'confirmed',
    });
    const ids = { appointmentUuid: appointment.uuid, psychologistUuid: psychologist.uuid };
    await ctx.db.insert(sessionNotes).values({ ...ids, note: long(`Nota de ${date}.`) });
    await ctx.db.insert(sessionNoteAddenda).values(
      Array.from({ length: ADDENDA_MAX }, (_, i) => ({
        ...ids,
        text: `${long(`Adendo ${i + 1}.`)}`,
        createdAt: new Date(Date.parse(`${date}T20:00:00Z`) + i * 60_000),
      })),
    );
  }
  return { collaborator, psychologist };
}

describe('PDFs are built off the request thread', () => {
  it('health checks keep answering (median under 200 ms) while three large records are exported', async () => {
    const { collaborator, psychologist } = await largeRecord();
    ctx.setNow('2026-03-01T12:00:00.000Z');
    const headers = bearer(await tokenFor(ctx, 'psychologist', psychologist.uuid));
    const url = `${base}/api/clinical-records/${collaborator.uuid}/pdf`;
    // Not measured: opening the connection and starting the pool's thread (a small record's PDF).
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const small = await makeCollaborator(ctx);
    const appointment = await makeAppointment(ctx, {
      collaboratorUuid: small.uuid,
      psychologistUuid: psychologist.uuid,
      date: '2026-01-06',
      startTime: '10:00:00',
      status: 'confirmed',
    });
    await ctx.db.insert(sessionNotes).values({
      appointmentUuid: appointment.uuid,
      psychologistUuid: psychologist.uuid,
      note: 'Curta.',
    });
    const warm = await fetch(`${base}/api/clinical-records/${small.uuid}/pdf`, { headers });
    expect(warm.status).toBe(200);
    const before = performance.eventLoopUtilization();
    let building = true;
    const pdfs = Promise.all(
      [1, 2, 3].map(() =>
        fetch(url, { headers }).then(
          async (r) => [r.status, Buffer.from(await r.arrayBuffer())] as const,
        ),
      ),
    ).finally(() => (building = false));
    const waits: number[] = [];
    while (building) {
      const start = performance.now();
      const health = await fetch(`${base}/api/health`);
      waits.push(performance.now() - start);
      expect(health.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const held = performance.eventLoopUtilization(before).utilization;
    for (const [status, bytes] of await pdfs) {
      expect(status).toBe(200);
      const lines = pdfText(bytes);
      expect(lines.join('\n')).toContain(`Adendo ${ADDENDA_MAX}.`);
    }
    // Drawn on the request thread, the loop is busy the whole time (utilization near 1) and the
    // few health checks wait seconds. The median, and the loop's share, are what this machine's
    // load (8 engineers on 2 cores) does not blur; single checks can wait longer when the process
    // is not scheduled (notes of decision 1316).
    const sorted = [...waits].sort((a, b) => a - b);
    const summary = JSON.stringify({ held, waits: waits.map(Math.round) });
    expect(waits.length, summary).toBeGreaterThan(10);
    expect(sorted[Math.floor(sorted.length / 2)], summary).toBeLessThan(200);
    expect(held, summary).toBeLessThan(0.5);
  });
});
