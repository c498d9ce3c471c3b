import PDFDocument from 'pdfkit';
import { ACTION_PLAN_STATUS_LABELS } from '@acolher/contracts/action-plan';
import type { TActionPlanItem } from '@acolher/contracts/answers/action-plan';
import type { TInventoryVersion, TRiskResults } from '@acolher/contracts/answers/risk-surveys';
import { COPSOQ_CITATION } from '@acolher/contracts/copsoq-ii-br';
import { formatDate } from '@acolher/contracts/format';
import { RISK_SURVEY_MESSAGES as M } from '@acolher/contracts/risk-surveys';
import { instantToLocalDate } from '@acolher/contracts/time';
import { pdfSafe } from '../session-notes/record-pdf.ts';

export interface RiskReport {
  companyName: string;
  title: string;
  opensOn: string;
  closesOn: string;
  eligible: number;
  answers: number;
  results: TRiskResults;
  version: TInventoryVersion | null;
  actionPlan: TActionPlanItem[];
  publishedAt: Date | null;
  publishedReach: number | null;
}

const MARGIN = 50;

/** The PGR annex (domain.md §20; decisions 1351–1353): what an inspector reads, in pt-BR. */
export function riskReportPdf(report: RiskReport, zone: string, now: Date): Promise<Buffer> {
  const day = (d: Date | string) =>
    formatDate(typeof d === 'string' ? d : instantToLocalDate(d, zone));
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: pdfSafe(`Anexo do PGR - ${report.title}`), Author: 'Acolher' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const h = (text: string) =>
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(13)
      .text(pdfSafe(text))
      .font('Helvetica')
      .fontSize(10);
  const p = (text: string) => doc.text(pdfSafe(text));

  doc
    .font('Helvetica-Bold')
    .fontSize(17)
    .text('Inventário de riscos psicossociais - Anexo do PGR (NR-1)');
  doc.font('Helvetica').fontSize(10);
  p(`Empresa: ${report.companyName}`);
  p(`Pesquisa: ${report.title}`);
  p(`Emitido em ${day(now)}`);

  h('1. Método');
  p(
    'Questionário Psicossocial de Copenhague II, versão curta validada para o Brasil (COPSOQ II-Br), 40 itens em 23 dimensões, aplicado de forma anônima a todos os colaboradores ativos na abertura.',
  );
  p(`Citação: ${COPSOQ_CITATION}`);
  p(
    'Pontuação: soma dos itens de cada dimensão; a média do grupo é expressa de 0 a 100. Níveis pelas faixas publicadas pelos autores (Favorável, Atenção = Intermediário, Desfavorável = Risco). Grupos com menos de 5 respostas não são mostrados, nem os que permitiriam deduzi-los.',
  );

  h('2. Período e participação');
  p(`Período: de ${day(report.opensOn)} a ${day(report.closesOn)}`);
  p(`Participação: ${report.answers} de ${report.eligible} colaboradores elegíveis`);

  h('3. Resultados por grupo');
  const company = report.results.company;
  doc.moveDown(0.4).font('Helvetica-Bold').text('Empresa').font('Helvetica');
  if (company.suppressed) p(`${M.suppressed} (resultado não mostrado para proteger o anonimato)`);
  else {
    p(`Respostas: ${company.answers} de ${company.eligible}`);
    company.dimensions.forEach((d, i) =>
      p(`${i + 1}. ${d.label}: ${d.score?.toLocaleString('pt-BR')} - ${d.level}`),
    );
  }
  if (report.results.sectors.length > 0) sectorMatrix(doc, report.results.sectors);

  h('4. Inventário de riscos');
  if (!report.version) p('Nenhuma versão do inventário foi travada ainda.');
  else {
    p(`Versão ${report.version.number}, travada em ${day(new Date(report.version.lockedAt))}`);
    p(`SHA-256: ${report.version.sha256}`);
    for (const i of report.version.items) {
      doc
        .moveDown(0.4)
        .font('Helvetica-Bold')
        .text(pdfSafe(`${i.hazard} - ${i.exposedGroup}`))
        .font('Helvetica');
      p(
        `Processo: ${i.process || '-'}; atividade: ${i.activity || '-'}; fontes: ${i.sources || '-'}`,
      );
      p(`Medidas existentes: ${i.existingMeasures || '-'}`);
      p(`Probabilidade ${i.probability} x severidade ${i.severity}: nível ${i.level}`);
      p(`Critério: ${i.criteria}`);
    }
  }

  h('5. Matriz e critérios');
  p(
    'Probabilidade (1 baixa, 2 média, 3 alta) x severidade (1 leve, 2 moderada, 3 grave). Produto 1 a 2: Baixo; 3 a 4: Moderado; 6 a 9: Alto.',
  );

  h('6. Plano de ação');
  if (report.actionPlan.length === 0) p('Nenhuma ação registrada.');
  for (const a of report.actionPlan)
    p(
      `${a.action} - responsável: ${a.owner}; prazo: ${day(a.dueDate)}; situação: ${ACTION_PLAN_STATUS_LABELS[a.status]}; risco: ${a.risk}`,
    );

  h('7. Consulta e comunicação aos trabalhadores');
  if (!report.publishedAt) p('Os resultados ainda não foram publicados aos colaboradores.');
  else
    p(
      `Resultados da empresa e plano de ação publicados em ${day(report.publishedAt)} para ${report.publishedReach} colaboradores.`,
    );

  h('8. Próxima revisão');
  const change = report.version?.reviewChange;
  p(
    !report.version
      ? 'Dois anos após a primeira versão travada do inventário.'
      : change
        ? `Até ${day(report.version.nextReviewOn)}, antecipada pela mudança registrada de ${day(change.occurredOn)}: "${change.description}".`
        : `Até ${day(report.version.nextReviewOn)} (dois anos após a versão), ou antes após uma mudança registrada.`,
  );

  doc.end();
  return done;
}

const LEVEL_MARK: Record<string, string> = { Favorável: 'F', Intermediário: 'I', Risco: 'R' };
const LEVEL_FILL: Record<string, string> = {
  Favorável: '#dcfce7',
  Intermediário: '#fef9c3',
  Risco: '#fee2e2',
};
const NAME = 22;
const CELL = 6;
const ROW = 9;

/**
 * The sectors as one table (decision 1403): a row a sector, a column a dimension numbered as in
 * the company's list, each score with its level's letter and colour. One line of fixed-width text
 * a row: a company of 1,000 sectors is 1,000 lines, not 23,000 (the annex of 50,000 answers in
 * under 2 s, docs/performance.md).
 */
function sectorMatrix(doc: PDFKit.PDFDocument, sectors: TRiskResults['sectors']) {
  const dimensions = sectors[0].dimensions.length;
  const columns = (cells: string[]) => cells.map((c) => c.padStart(CELL)).join('');
  const header = 'Setor'.padEnd(NAME) + 'Resp.'.padStart(CELL) + columns(
    Array.from({ length: dimensions }, (_, i) => String(i + 1)),
  );
  let y = 0;
  const page = () => {
    doc.addPage({ layout: 'landscape', margin: MARGIN });
    doc.font('Helvetica').fontSize(9).text(
      pdfSafe(
        'Setores: pontuação de 0 a 100 de cada dimensão (numeradas como na lista da empresa) e o nível: F = Favorável, I = Intermediário, R = Risco.',
      ),
    );
    y = doc.y + 6;
    doc.font('Courier-Bold').fontSize(7).text(pdfSafe(header), MARGIN, y, { lineBreak: false });
    y += ROW;
    doc.font('Courier');
  };
  const charWidth = doc.font('Courier').fontSize(7).widthOfString('0');
  page();
  for (const s of sectors) {
    if (y > doc.page.height - MARGIN - ROW) page();
    const name = pdfSafe(s.name).slice(0, NAME - 1).padEnd(NAME);
    if (s.suppressed) {
      doc.text(`${name}${M.suppressed}`, MARGIN, y, { lineBreak: false });
    } else {
      // One path a level a row: the cells' backgrounds, then the row's text over them.
      for (const [level, fill] of Object.entries(LEVEL_FILL)) {
        let any = false;
        s.dimensions.forEach((d, i) => {
          if (d.level !== level) return;
          const x = MARGIN + (NAME + CELL * (i + 1) + 1) * charWidth;
          doc.rect(x, y - 1, (CELL - 1) * charWidth, ROW - 1);
          any = true;
        });
        if (any) doc.fill(fill);
      }
      doc.fillColor('black');
      const cells = s.dimensions.map((d) =>
        d.score === null ? '-' : `${d.score.toFixed(1).replace('.', ',')}${LEVEL_MARK[d.level ?? ''] ?? ''}`,
      );
      doc.text(`${name}${String(s.answers).padStart(CELL)}${columns(cells)}`, MARGIN, y, {
        lineBreak: false,
      });
    }
    y += ROW;
  }
  doc.addPage({ layout: 'portrait', margin: MARGIN }).font('Helvetica').fontSize(10);
}
