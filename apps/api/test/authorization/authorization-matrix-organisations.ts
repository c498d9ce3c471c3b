import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';
import { companyData, collaboratorData } from './authorization-matrix-data.ts';

// Matrix rows of organisations: companies, sectors, collaborators, credits, action plan, company insights (spread into MATRIX, authorization-matrix.ts).
export const ORGANISATION_MATRIX: Record<string, MatrixEntry> = {
  'DELETE /api/collaborators/:uuid': row(
    'collaborator',
    [401, 204, 204, 403, 403],
    ['company', 403],
  ),
  'DELETE /api/companies/:uuid': row('company', [401, 409, 403, 403, 403], ['company', 403]),
  'DELETE /api/sectors/:uuid': row('sector', [401, 409, 409, 403, 403], ['company', 403]),
  // The company's action plan (domain.md §19): the company itself and the administrator. Both
  // path ids get the company's uuid, so PATCH and DELETE meet 404 for the inner one.
  'GET /api/companies/:uuid/action-plan': row(
    'company',
    [401, 200, 200, 403, 403],
    ['company', 403],
  ),
  'POST /api/companies/:uuid/action-plan': row(
    'company',
    [401, 201, 201, 403, 403],
    ['company', 403],
    () => ({
      action: 'Revisar a carga de trabalho',
      owner: 'Equipe de RH',
      dueDate: '2026-12-15',
      status: 'planned',
      risk: 'Sobrecarga',
    }),
  ),
  'PATCH /api/companies/:uuid/action-plan/:itemUuid': row(
    'company',
    [401, 404, 404, 403, 403],
    ['company', 403],
    () => ({ status: 'done' }),
  ),
  'DELETE /api/companies/:uuid/action-plan/:itemUuid': row(
    'company',
    [401, 404, 404, 403, 403],
    ['company', 403],
  ),
  'GET /api/collaborators/:uuid': row('collaborator', [401, 200, 200, 200, 403], ['company', 403]),
  'GET /api/collaborators/:uuid/gamification': row(
    'collaborator',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'GET /api/companies': row(null, [401, 200, 403, 403, 403]),
  'GET /api/companies/:uuid': row('company', [401, 200, 200, 403, 403], ['company', 403]),
  'GET /api/company-insights/nr1-report': row(null, [401, 403, 200, 403, 403]),
  'GET /api/company-insights/usage': row(null, [401, 403, 200, 403, 403]),
  'GET /api/company-insights/well-being': row(null, [401, 403, 200, 403, 403]),
  'GET /api/sectors': row(null, [401, 200, 200, 403, 403]),
  'GET /api/sectors/:uuid': row('sector', [401, 200, 200, 403, 403], ['company', 403]),
  'PATCH /api/collaborators/:uuid/add-credits': row(
    'collaborator',
    [401, 200, 403, 403, 403],
    null,
    () => ({ credits: 1 }),
  ),
  'PATCH /api/collaborators/accept-terms/:uuid': row(
    'collaborator',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'PATCH /api/collaborators/company/:uuid/add-credits': row(
    'company',
    [401, 200, 403, 403, 403],
    null,
    () => ({ credits: 1 }),
  ),
  'PATCH /api/collaborators/sector/:uuid/add-credits': row(
    'sector',
    [401, 200, 403, 403, 403],
    null,
    () => ({ credits: 1 }),
  ),
  'PATCH /api/companies/:uuid/form': row(
    'company',
    [401, 200, 403, 403, 403],
    ['company', 403],
    () => ({ formId: 'builtin', formTitle: 'Radar do bem-estar' }),
  ),
  'POST /api/collaborators': row(null, [401, 400, 400, 403, 403]),
  'POST /api/companies': row(null, [401, 400, 403, 403, 403]),
  'POST /api/sectors': row(null, [401, 400, 201, 403, 403], null, () => ({ name: 'Novo setor' })),
  // Its own e-mail and phone sent back: a company may not change them once the person has a
  // password (§14).
  'PUT /api/collaborators/:uuid': row(
    'collaborator',
    [401, 200, 200, 403, 403],
    ['company', 403],
    (t) => ({
      ...collaboratorData(t.sector.uuid),
      email: t.collaborator.email,
      phone: t.collaborator.phone,
    }),
  ),
  'PUT /api/companies/:uuid': row('company', [401, 200, 403, 403, 403], ['company', 403], () =>
    companyData(),
  ),
  'PUT /api/sectors/:uuid': row('sector', [401, 200, 200, 403, 403], ['company', 403], () => ({
    name: 'Vendas',
  })),
};
