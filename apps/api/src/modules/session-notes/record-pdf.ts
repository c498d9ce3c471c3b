import PDFDocument from 'pdfkit';
import { formatCrp, formatDate } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import type { ClinicalRecord } from './records.service.ts';

const WIN_ANSI_EXTRA = new Set([
  0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
  0x20ac, 0x2122,
]);

/**
 * The standard Helvetica speaks WinAnsi, which holds every Portuguese letter (á ã ç ê õ …) and no
 * font file has to ship (decision 1162). Anything else (an emoji) prints as '?'; tabs as spaces.
 */
export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    const code = ch.codePointAt(0)!;
    const ok = ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += ok || WIN_ANSI_EXTRA.has(code) ? ch : '?';
  }
  return out;
}

const MARGIN = 56;

/** 'Prontuário' as a PDF: A4, pt-BR, the psychologist's name and CRP, page numbers 'Página X de Y'. */
export function recordPdf(record: ClinicalRecord, zone: string, now: Date): Promise<Buffer> {
  const when = (d: Date) =>
    `${formatDate(instantToLocalDate(d, zone))} às ${instantToLocalTime(d, zone).slice(0, 5)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfSafe(`Prontuário - ${record.collaborator.name}`), Author: 'Acolher' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1f2937').text('Prontuário psicológico');
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(pdfSafe(`Psicólogo(a): ${record.psychologist.name}`));
  doc.text(pdfSafe(`CRP: ${formatCrp(record.psychologist.crp)}`));
  doc.text(pdfSafe(`Paciente: ${record.collaborator.name}`));
  doc.text(`Emitido em ${when(now)}`);
  doc.moveDown(0.3).fontSize(9).fillColor('#6b7280');
  doc.text('Documento sigiloso, de uso exclusivo do(a) psicólogo(a) responsável.');
  doc.moveDown(1).fillColor('#1f2937');

  if (record.entries.length === 0)
    doc.font('Helvetica').fontSize(11).text('Nenhuma anotação registrada.');
  for (const entry of record.entries) {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(`Sessão de ${when(entry.startsAt)}`);
    doc.moveDown(0.2).font('Helvetica').fontSize(11);
    doc.text(entry.note.trim() === '' ? '(sem anotação)' : pdfSafe(entry.note));
    for (const addendum of entry.addenda) {
      doc
        .moveDown(0.4)
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(`Adendo de ${when(addendum.createdAt)}`);
      doc.font('Helvetica').fontSize(11).text(pdfSafe(addendum.text));
    }
    doc.moveDown(1);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would open a new page: lift it while numbering.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#6b7280')
      .text(`Página ${i + 1} de ${range.count}`, MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
