import type { MatrixEntry } from './authorization-matrix.ts';

// Psychosocial risk assessment (domain.md §20): HR's calls for the company itself and the
// administrator; both path ids get the company's uuid, so the inner survey meets 404. The
// collaborator's calls: the survey id is not one of a survey, so 404 for the collaborator.
const hr = (over: Partial<MatrixEntry> = {}): MatrixEntry => ({
  param: 'company',
  none: 401,
  administrator: 404,
  company: 404,
  collaborator: 403,
  psychologist: 403,
  otherTenant: { as: 'company', status: 403 },
  ...over,
});
const mine = (over: Partial<MatrixEntry> = {}): MatrixEntry => ({
  param: 'company',
  none: 401,
  administrator: 403,
  company: 403,
  collaborator: 404,
  psychologist: 403,
  otherTenant: null,
  ...over,
});

export const RISK_SURVEY_MATRIX: Record<string, MatrixEntry> = {
  'POST /api/companies/:uuid/risk-surveys': hr({
    body: () => ({ title: 'Pesquisa', opensOn: '2099-01-10', closesOn: '2099-01-20' }),
    administrator: 201,
    company: 201,
  }),
  'GET /api/companies/:uuid/risk-surveys': hr({ administrator: 200, company: 200 }),
  'POST /api/companies/:uuid/risk-changes': hr({
    body: () => ({ occurredOn: '2020-01-10', description: 'Nova estrutura de turnos' }),
    administrator: 201,
    company: 201,
  }),
  'GET /api/companies/:uuid/risk-changes': hr({ administrator: 200, company: 200 }),
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/close': hr(),
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/publish': hr(),
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/reminders': hr(),
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/results': hr(),
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/inventory': hr(),
  'PUT /api/companies/:uuid/risk-surveys/:surveyUuid/inventory': hr({
    body: () => ({ items: [] }),
  }),
  'POST /api/companies/:uuid/risk-surveys/:surveyUuid/inventory/versions': hr(),
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/inventory/versions': hr(),
  'GET /api/companies/:uuid/risk-surveys/:surveyUuid/report.pdf': hr(),
  'GET /api/risk-surveys': mine({ param: undefined, collaborator: 200 }),
  'GET /api/risk-surveys/:uuid/questionnaire': mine(),
  'POST /api/risk-surveys/:uuid/responses': mine({
    body: () => ({ answers: [] }),
  }),
};
