import { expect } from '@playwright/test';
import { COPSOQ_ITEMS } from '@acolher/contracts/copsoq-ii-br';
import { caller } from '../support/api';
import { apiToken } from '../support/auth';
import { randomCpf, uniqueSuffix } from '../support/documents';
import { activate, newCompany } from '../support/people';

const PASSWORD = 'Senha-forte-123';

/**
 * A company of its own for the journey (the demo company stays untouched): sectors 'Atendimento' (7)
 * and 'Financeiro' (3), ten collaborators with passwords.
 */
export async function riskCompany(baseURL: string) {
  const id = uniqueSuffix();
  const hr = await newCompany(baseURL, PASSWORD);
  const { email } = hr;
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
    const me = await activate(baseURL, 'collaborator', person, PASSWORD);
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
