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
  const groups = [{ name: 'Empresa', ...report.results.company }, ...report.results.sectors];
  for (const g of groups) {
    doc.moveDown(0.4).font('Helvetica-Bold').text(pdfSafe(g.name)).font('Helvetica');
    if (g.suppressed) {
      p(`${M.suppressed} (resultado não mostrado para proteger o anonimato)`);
      continue;
    }
    p(`Respostas: ${g.answers} de ${g.eligible}`);
    for (const d of g.dimensions) p(`${d.label}: ${d.score?.toLocaleString('pt-BR')} - ${d.level}`);
  }

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
