import QRCode from 'qrcode';
import { formatCrp, formatDate, formatTime } from '@acolher/contracts/format';
import { instantToLocalDate, instantToLocalTime } from '@acolher/contracts/time';
import { INK, MUTED, PDF_MARGIN, a4Document, signatureBlock } from '../../pdf/pdf-document.ts';
import { pdfSafe } from '../session-notes/record-pdf.ts';
import type { AttendanceDeclaration } from './declaration.service.ts';

/** The QR code's dark modules as squares, `size` points wide, top-left at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / n;
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++)
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fillColor('#000000').fill();
}

/**
 * 'Declaração de comparecimento' (Res. CFP 06/2019, decision 1375): who attended, the date, start,
 * end and duration, the psychologist and its CRP, the code and a QR code to the page that checks
 * it. Never a symptom, a reason or a psychological state.
 */
export function declarationPdf(d: AttendanceDeclaration, zone: string): Promise<Buffer> {
  const { doc, done } = a4Document('Declaração de comparecimento');
  const width = doc.page.width - 2 * PDF_MARGIN;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  doc.text('Declaração de comparecimento', { align: 'center' });
  doc.moveDown(2).font('Helvetica').fontSize(12).fillColor(INK);
  doc.text(
    pdfSafe(
      `Declaro, para os devidos fins, que ${d.collaboratorName} compareceu a atendimento ` +
        `psicológico on-line no dia ${formatDate(d.date)}, das ${formatTime(d.startTime)} às ` +
        `${formatTime(d.endTime)} (horário de Brasília), com duração de ${d.durationMinutes} minutos.`,
    ),
    { align: 'left', lineGap: 4 },
  );
  signatureBlock(doc, d.psychologistName, formatCrp(d.psychologistCrp));

  const qrSize = 110;
  const boxTop = doc.y + 48;
  doc
    .roundedRect(PDF_MARGIN, boxTop, width, qrSize + 32, 8)
    .lineWidth(0.8)
    .strokeColor('#d6d3d1')
    .stroke();
  drawQr(doc, d.verificationUrl, PDF_MARGIN + 16, boxTop + 16, qrSize);
  const textX = PDF_MARGIN + qrSize + 36;
  const textWidth = width - qrSize - 52;
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  doc.text('Código de verificação', textX, boxTop + 20, { width: textWidth });
  doc.font('Courier-Bold').fontSize(16).text(d.code, { width: textWidth });
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text('Confira a autenticidade desta declaração em:', { width: textWidth });
  doc.fillColor(INK).text(d.verificationUrl, { width: textWidth, link: d.verificationUrl });

  const issued = `${formatDate(instantToLocalDate(d.issuedAt, zone))} às ${instantToLocalTime(d.issuedAt, zone).slice(0, 5)}`;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(
    pdfSafe(
      `Emitida pela plataforma Acolher em ${issued}. Esta declaração atesta apenas a data, o horário ` +
        'e a duração do atendimento (Resolução CFP nº 06/2019).',
    ),
    PDF_MARGIN,
    boxTop + qrSize + 52,
    { width, align: 'center' },
  );
  doc.end();
  return done;
}
