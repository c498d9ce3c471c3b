// Runs in a worker thread of the PDF pool (./pdf-pool.ts, decision 1316): it receives plain data
// already read and audited by a module, draws the PDF with pdfkit and answers its bytes.
import { riskReportPdf, type RiskReport } from '../modules/risk-surveys/report-pdf.ts';
import { recordPdf } from '../modules/session-notes/record-pdf.ts';
import type { ClinicalRecord } from '../modules/session-notes/records.service.ts';

export type PdfJob =
  | { kind: 'clinical-record'; data: ClinicalRecord; zone: string; now: Date }
  | { kind: 'risk-report'; data: RiskReport; zone: string; now: Date };

export default async function drawPdf(job: PdfJob): Promise<Uint8Array> {
  const pdf =
    job.kind === 'clinical-record'
      ? await recordPdf(job.data, job.zone, job.now)
      : await riskReportPdf(job.data, job.zone, job.now);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
