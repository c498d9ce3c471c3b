import { formatCrp, formatDate } from '@acolher/contracts/format';
import { REFERRAL_KIND_LABELS } from '@acolher/contracts/referrals';
import { instantToLocalDate } from '@acolher/contracts/time';
import { INK, MUTED, a4Document, signatureBlock } from '../../pdf/pdf-document.ts';
import { pdfSafe } from '../session-notes/record-pdf.ts';
import type { ReferralLetter } from './referrals.service.ts';

/** The referral letter for the collaborator (decision 1376): its text is the psychologist's own. */
export function referralPdf(letter: ReferralLetter, zone: string): Promise<Buffer> {
  const { doc, done } = a4Document('Encaminhamento');
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK);
  doc.text('Encaminhamento', { align: 'center' });
  doc.moveDown(0.3).font('Helvetica').fontSize(12).fillColor(MUTED);
  doc.text(pdfSafe(REFERRAL_KIND_LABELS[letter.kind]), { align: 'center' });
  doc.moveDown(1.5).fillColor(INK).fontSize(11);
  doc.text(pdfSafe(`Paciente: ${letter.collaboratorName}`));
  doc.text(`Data: ${formatDate(instantToLocalDate(letter.createdAt, zone))}`);
  doc.moveDown(1.2).fontSize(12);
  doc.text(pdfSafe(letter.text), { align: 'left', lineGap: 4 });
  signatureBlock(doc, letter.psychologist.name, formatCrp(letter.psychologist.crp));
  doc.end();
  return done;
}
