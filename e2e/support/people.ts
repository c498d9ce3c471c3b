import { expect } from '@playwright/test';
import { apiToken, DEMO } from './auth';
import { adminToken, caller, expectCall, linkToken } from './api';
import { randomCnpj, randomCpf, uniqueSuffix } from './documents';

/** Someone a journey signs in as: a demo account or one made for the test through the API. */
export type Account = {
  role: 'administrator' | 'company' | 'collaborator' | 'psychologist';
  email: string;
  password: string;
  uuid: string;
  token: string;
  name?: string;
};

/** Sets the password of a new account from its invitation (demo outbox); answers its token. */
export async function activate(
  baseURL: string,
  role: Account['role'],
  email: string,
  password: string,
) {
  const token = await linkToken(baseURL, email, 'invitation');
  await expectCall(caller(baseURL), '/auth/reset-password', {
    method: 'POST',
    body: JSON.stringify({ token, password }),
    status: 200,
  });
  return apiToken(baseURL, role, email, password);
}

export type CollaboratorOptions = {
  password?: string;
  /** The terms accepted through the API (with WhatsApp reminders), so the journey starts at the dashboard. */
  acceptTerms?: boolean;
  /** The company (its HR token) and sector; by default the demo company and a new sector. */
  company?: { token: string; uuid: string };
  sectorUuid?: string;
  phone?: string;
  /** The radar sent and credits granted through the API, so that the collaborator may book at once. */
  radar?: boolean;
  credits?: number;
};

/**
 * A new collaborator who has never sent the radar, with a password set from the invitation: of the
 * demo company in a sector of its own unless a company is given.
 */
export async function newCollaborator(
  baseURL: string,
  {
    password = 'senha-da-clara',
    acceptTerms = false,
    phone = '11987654321',
    radar = false,
    credits = 0,
    ...o
  }: CollaboratorOptions = {},
): Promise<Account & { name: string; sectorUuid: string; companyUuid: string }> {
  const id = uniqueSuffix();
  const company = o.company ?? (await apiToken(baseURL, 'company', DEMO.company));
  const asCompany = caller(baseURL, company.token);
  const sectorUuid =
    o.sectorUuid ??
    (
      await expectCall<{ uuid: string }>(asCompany, '/sectors', {
        method: 'POST',
        body: JSON.stringify({ name: `Recepção ${id}` }),
        status: 201,
      })
    ).uuid;
  const email = `clara.${id}@empresa-demo.com.br`;
  const name = `Clara Nunes ${id}`;
  const { uuid } = await expectCall<{ uuid: string }>(asCompany, '/collaborators', {
    method: 'POST',
    body: JSON.stringify({
      name,
      document: randomCpf(),
      email,
      gender: 'female',
      phone,
      birthdate: '1995-04-12',
      sectorUuid,
      companyUuid: company.uuid,
    }),
    status: 201,
  });
  const { token } = await activate(baseURL, 'collaborator', email, password);
  if (acceptTerms) {
    const terms = await caller(baseURL, token)(`/collaborators/accept-terms/${uuid}`, {
      method: 'PATCH',
      body: JSON.stringify({ whatsappConsent: true }),
    });
    expect(terms.status).toBeLessThan(300);
  }
  if (radar) await sendRadar(baseURL, token);
  if (credits) await grantCredits(baseURL, uuid, credits);
  return {
    role: 'collaborator',
    uuid,
    email,
    password,
    token,
    name,
    sectorUuid,
    companyUuid: company.uuid,
  };
}

/** Credits granted by the demo administrator. */
async function grantCredits(baseURL: string, collaboratorUuid: string, credits: number) {
  await expectCall(
    caller(baseURL, await adminToken(baseURL)),
    `/collaborators/${collaboratorUuid}/add-credits`,
    {
      method: 'PATCH',
      body: JSON.stringify({ credits }),
      status: 200,
    },
  );
}

/** The radar sent through the API (every answer the scale's first value). */
async function sendRadar(baseURL: string, token: string) {
  const call = caller(baseURL, token);
  const questionnaire = (await (await call('/well-being-radar/questionnaire')).json()) as {
    questions: { id: string; scale: { value: number }[] }[];
  };
  await expectCall(call, '/well-being-radar/responses', {
    method: 'POST',
    body: JSON.stringify({
      answers: questionnaire.questions.map((q) => ({ questionId: q.id, value: q.scale[0]!.value })),
    }),
    status: 201,
  });
}

/** A company of its own, created by the demo administrator, its HR password set from the invitation. */
export async function newCompany(
  baseURL: string,
  password = 'Senha-forte-123',
): Promise<Account & { name: string }> {
  const id = uniqueSuffix();
  const email = `rh.${id}@empresa.com.br`;
  const name = `Empresa Teste ${id}`;
  await expectCall(caller(baseURL, await adminToken(baseURL)), '/companies', {
    method: 'POST',
    body: JSON.stringify({
      name,
      legalName: `${name} Ltda.`,
      document: randomCnpj(),
      email,
      actionPlanLink: 'https://exemplo.com/plano',
      dashboardLink: 'https://exemplo.com/painel',
      formId: 'builtin',
      formTitle: 'Radar do bem-estar',
    }),
    status: 201,
  });
  const hr = await activate(baseURL, 'company', email, password);
  return { role: 'company', email, password, name, ...hr };
}

/** The smallest PDF the CRP card check accepts (the bytes say PDF, decision 1406). */
const CARD_PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

/**
 * A psychologist signed up through the public API (under analysis), her CRP card sent with the
 * sign-up's grant (decision 1406); `decisions` are then applied by the demo administrator.
 */
export async function newPsychologistUnderReview(
  baseURL: string,
  decisions: ('approved' | 'suspended' | 'disapproved')[] = [],
) {
  const id = uniqueSuffix();
  const name = `Helena Revista ${id}`;
  const email = `psi.revista.${id}@gmail.com`;
  const created = await expectCall<{ uuid: string; crpCardUploadToken: string }>(
    caller(baseURL),
    '/psychologists',
    {
      method: 'POST',
      status: 201,
      body: JSON.stringify({
        name,
        document: randomCpf(),
        crp: `06/${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        email,
        phone: '11987654321',
        password: 'senha-da-psi-1',
        confirmPassword: 'senha-da-psi-1',
      }),
    },
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(CARD_PDF)], { type: 'application/pdf' }), 'c.pdf');
  const sent = await fetch(`${baseURL}/api/psychologists/crp-card/${created.uuid}`, {
    method: 'PUT',
    headers: { 'x-crp-card-token': created.crpCardUploadToken },
    body: form,
  });
  expect(sent.status).toBe(200);
  const admin = caller(baseURL, await adminToken(baseURL));
  for (const complianceStatus of decisions)
    await expectCall(admin, `/psychologists/compliance/${created.uuid}`, {
      method: 'PATCH',
      status: 200,
      body: JSON.stringify({ complianceStatus }),
    });
  return { uuid: created.uuid, name, email, admin };
}
