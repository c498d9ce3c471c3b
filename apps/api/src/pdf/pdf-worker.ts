// Runs in a worker thread of the PDF pool (./pdf-pool.ts, decision 1316): it receives plain data
// already read and audited by a module, draws the PDF with pdfkit and answers its bytes.
import { declarationPdf } from '../modules/declarations/declaration-pdf.ts';
import type { AttendanceDeclaration } from '../modules/declarations/declaration.service.ts';
import { referralPdf } from '../modules/referrals/referral-pdf.ts';
import type { ReferralLetter } from '../modules/referrals/referrals.service.ts';
import { riskReportPdf, type RiskReport } from '../modules/risk-surveys/report-pdf.ts';
import { recordPdf } from '../modules/session-notes/record-pdf.ts';
import type { ClinicalRecord } from '../modules/session-notes/records.service.ts';

export type PdfJob =
  | { kind: 'clinical-record'; data: ClinicalRecord; zone: string; now: Date }
  | { kind: 'risk-report'; data: RiskReport; zone: string; now: Date }
  | { kind: 'attendance-declaration'; data: AttendanceDeclaration; zone: string }
  | { kind: 'referral-letter'; data: ReferralLetter; zone: string };

function draw(job: PdfJob): Promise<Buffer> {
  switch (job.kind) {
    case 'clinical-record':
      return recordPdf(job.data, job.zone, job.now);
    case 'risk-report':
      return riskReportPdf(job.data, job.zone, job.now);
    case 'attendance-declaration':
      return declarationPdf(job.data, job.zone);
    case 'referral-letter':
      return referralPdf(job.data, job.zone);
  }
}

export default async function drawPdf(job: PdfJob): Promise<Uint8Array> {
  const pdf = await draw(job);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
