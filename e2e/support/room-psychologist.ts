import { apiToken, DEMO, DEMO_PASSWORD } from './auth';
import { randomCpf } from './documents';

/**
 * A psychologist of its own for the room journeys, which open an hour starting in a few minutes:
 * the demo psychologist's weekday hours (08:00–11:50 São Paulo) would refuse that hour as
 * overlapping whenever the run falls inside them. Signed up, approved by the demo administrator and
 * with the terms signed, through the API; signs in with the demo password.
 */
export async function roomPsychologist(baseURL: string, name: string) {
  const email = `psi.sala.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@gmail.com`;
  const json = { 'content-type': 'application/json' };
  const created = await fetch(`${baseURL}/api/psychologists`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name,
      document: randomCpf(),
      crp: `06${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
      email,
      phone: '11987654321',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    }),
  });
  if (created.status !== 201) throw new Error(`sign-up: ${created.status} ${await created.text()}`);
  const admin = await apiToken(baseURL, 'administrator', DEMO.admin);
  const list = (await (
    await fetch(`${baseURL}/api/psychologists`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
  ).json()) as { uuid: string; email: string }[];
  // Newest first (decision 1211): the one just created is on the first page.
  const uuid = list.find((p) => p.email === email)?.uuid;
  if (!uuid) throw new Error(`psychologist ${email} not listed`);
  const approved = await fetch(`${baseURL}/api/psychologists/compliance/${uuid}`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ complianceStatus: 'approved' }),
  });
  if (!approved.ok) throw new Error(`approve: ${approved.status}`);
  const own = await apiToken(baseURL, 'psychologist', email);
  const terms = await fetch(`${baseURL}/api/psychologists/sign-terms/${own.uuid}`, {
    method: 'PATCH',
    headers: { ...json, authorization: `Bearer ${own.token}` },
    body: JSON.stringify({}),
  });
  if (!terms.ok) throw new Error(`sign-terms: ${terms.status}`);
  return { ...own, email };
}
