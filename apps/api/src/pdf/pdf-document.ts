import PDFDocument from 'pdfkit';
import { pdfSafe } from '../modules/session-notes/record-pdf.ts';

export const PDF_MARGIN = 56;
export const INK = '#1f2937';
export const MUTED = '#6b7280';

/** An A4 pdfkit document and the promise of its bytes (decisions 1316, 1375). */
export function a4Document(title: string) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PDF_MARGIN, bottom: PDF_MARGIN, left: PDF_MARGIN, right: PDF_MARGIN },
    info: { Title: pdfSafe(title), Author: 'Acolher' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The psychologist's signature block: a line, its name, 'Psicólogo(a)' and its CRP. */
export function signatureBlock(doc: PDFKit.PDFDocument, name: string, crp: string) {
  const width = 260;
  const x = (doc.page.width - width) / 2;
  doc.moveDown(3);
  const y = doc.y;
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.8)
    .strokeColor(MUTED)
    .stroke();
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text(pdfSafe(name), x, doc.y, { width, align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(pdfSafe(`Psicólogo(a) · CRP ${crp}`), x, doc.y, { width, align: 'center' });
  doc.x = PDF_MARGIN;
}
