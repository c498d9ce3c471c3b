import { expect } from '@playwright/test';
import { COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import { caller, outbox } from '../account/account-support';
import { apiToken, DEMO } from '../support/auth';
import { randomCnpj, randomCpf, uniqueSuffix } from '../support/documents';

const PASSWORD = 'Senha-forte-123';

/** Sets the password of a new account through its invitation link (outbox, demo mode). */
async function activate(baseURL: string, email: string) {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const m = (await outbox(baseURL)).find(
        (x) => x.recipient === email && x.kind === 'invitation',
      );
      token = m?.body.match(/token=([^\s&)"']+)/)?.[1];
      return token;
    })
    .toBeTruthy();
  const res = await caller(baseURL)('/auth/reset-password', {
    method: 'POST',
    body: JSON.stringify({ token, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
}

/**
 * A company of its own for the journey (the demo company stays untouched): sectors 'Atendimento' (7)
 * and 'Financeiro' (3), ten collaborators with passwords.
 */
export async function riskCompany(baseURL: string) {
  const id = uniqueSuffix();
  const admin = (await apiToken(baseURL, 'administrator', DEMO.admin)).token;
  const email = `rh.risco.${id}@empresa.com.br`;
  const created = await caller(baseURL, admin)('/companies', {
    method: 'POST',
    body: JSON.stringify({
      name: `Empresa Risco ${id}`,
      legalName: `Empresa Risco ${id} Ltda.`,
      document: randomCnpj(),
      email,
      actionPlanLink: 'https://exemplo.com/plano',
      dashboardLink: 'https://exemplo.com/painel',
      formId: 'builtin',
      formTitle: 'Radar do bem-estar',
    }),
  });
  expect(created.status, await created.clone().text()).toBe(201);
  await activate(baseURL, email);
  const hr = await apiToken(baseURL, 'company', email, PASSWORD);
  const call = caller(baseURL, hr.token);
  const sector = async (name: string) =>
    (
      (await (
        await call('/sectors', { method: 'POST', body: JSON.stringify({ name }) })
      ).json()) as { uuid: string }
    ).uuid;
  const sectors = [await sector('Atendimento'), await sector('Financeiro')];
  const people: string[] = [];
  for (let i = 0; i < 10; i++) {
    const person = `colab${i}.${id}@empresa.com.br`;
    const res = await call('/collaborators', {
      method: 'POST',
      body: JSON.stringify({
        name: `Pessoa ${i} Teste`,
        document: randomCpf(),
        email: person,
        gender: 'female',
        phone: '(21) 99876-5432',
        sectorUuid: sectors[i < 7 ? 0 : 1],
        companyUuid: hr.uuid,
        birthdate: '1990-05-10',
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    await activate(baseURL, person);
    const me = await apiToken(baseURL, 'collaborator', person, PASSWORD);
    const terms = await caller(baseURL, me.token)(`/collaborators/accept-terms/${me.uuid}`, {
      method: 'PATCH',
      body: JSON.stringify({}),
    });
    expect(terms.status, await terms.clone().text()).toBeLessThan(300);
    people.push(person);
  }
  return { email, password: PASSWORD, uuid: hr.uuid, people };
}

/** Nine of the ten answer through the API (the tenth on a phone, in the journey). */
export async function answerThroughApi(baseURL: string, surveyUuid: string, emails: string[]) {
  for (const [n, email] of emails.entries()) {
    const { token } = await apiToken(baseURL, 'collaborator', email, PASSWORD);
    const answers = COPSOQ_ITEMS.map((item) => ({
      itemId: item.id,
      value: item.options[(n + item.id.length) % item.options.length].value,
    }));
    const res = await caller(baseURL, token)(`/risk-surveys/${surveyUuid}/responses`, {
      method: 'POST',
      body: JSON.stringify({ answers }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
}
