import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { expectNoA11yViolations, type KnownViolation } from '../support/a11y';
import { apiToken, DEMO } from '../support/auth';

// Signs in as each demo role and scans every page of its area with axe (WCAG 2.1 A/AA). One test per
// area; each page is a step and a soft assertion, so one run lists every page's violations.

type Json = Record<string, unknown> & { uuid: string };

async function get<T = Json[]>(baseURL: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${baseURL}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

// Colours are measured on the page at rest: with motion reduced (the app honours the setting) no
// entry animation can be caught half-way by a scan on a busy machine.
test.use({ reducedMotion: 'reduce' });
// Up to eight pages, each scanned whole: the administrator's area took 55 s in a CI run and 70 s,
// past the default, on a busy one. More time, the same scans.
test.describe.configure({ timeout: 150_000 });

// Page-specific violations reported to their owners (see docs/decisions/1003). Annotated, not failed.
const KNOWN: KnownViolation[] = [];

async function scanAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expectNoA11yViolations(page, { soft: true, known: KNOWN });
    });
  }
}

test('administrator pages have no axe violations', async ({ page, baseURL, signedInAs }) => {
  const { token } = await apiToken(baseURL!, 'administrator', DEMO.admin);
  const companies = await get(baseURL!, token, '/companies');
  const company = companies.find((c) => c.email === DEMO.company) ?? companies[0];
  const sector = (await get(baseURL!, token, '/sectors')).find(
    (s) => s.companyUuid === company.uuid,
  )!;
  const psychologist = (await get(baseURL!, token, '/psychologists')).find(
    (p) => p.email === DEMO.psychologist,
  )!;
  await signedInAs(AS.admin);
  await scanAll(page, [
    '/administrator/app/home',
    '/administrator/app/administrators',
    '/administrator/app/psychologists',
    `/administrator/app/psychologists/${psychologist.uuid}/reports`,
    '/administrator/app/companies',
    `/administrator/app/companies/${company.uuid}`,
    `/administrator/app/companies/${company.uuid}/${sector.uuid}`,
    '/administrator/app/messages',
  ]);
});

test('company pages have no axe violations', async ({ page, baseURL, signedInAs }) => {
  const { token } = await apiToken(baseURL!, 'company', DEMO.company);
  const sector = (await get(baseURL!, token, '/sectors'))[0];
  await signedInAs(AS.hr);
  await scanAll(page, [
    '/company/app/dashboard',
    '/company/app/sectors',
    `/company/app/sectors/${sector.uuid}`,
    '/company/app/action-plan',
    '/company/app/reports/nr1',
  ]);
});

test('collaborator pages have no axe violations', async ({ page, baseURL, signedInAs }) => {
  const { token, uuid } = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const psychologists = await get(baseURL!, token, '/psychologists/collaborators');
  const psychologist =
    psychologists.find((p) => p.name === 'Helena Martins Duarte') ?? psychologists[0];
  const appointments = await get(baseURL!, token, `/appointments/collaborators/${uuid}`);
  const pending = appointments.find((a) => a.status === 'pending');
  await signedInAs(AS.ana);
  await scanAll(page, [
    '/collaborator/app/dashboard',
    '/collaborator/app/psychologists',
    `/collaborator/app/psychologists/${psychologist.uuid}`,
    ...(pending
      ? [
          `/collaborator/app/appointment/${pending.uuid}/success`,
          `/collaborator/app/appointment/${pending.uuid}/cancel`,
        ]
      : []),
    '/collaborator/app/psi-priscila',
    '/collaborator/app/credits',
    '/collaborator/app/credits/success',
    '/collaborator/app/well-being-radar',
    '/collaborator/app/appointments-history',
    '/collaborator/app/well-being-trail',
  ]);
  expect(pending, 'ana has a pending appointment in the demo data').toBeTruthy();
});

test('psychologist pages have no axe violations', async ({ page, baseURL, signedInAs }) => {
  const { token, uuid } = await apiToken(baseURL!, 'psychologist', DEMO.psychologist);
  const appointments = await get(baseURL!, token, `/appointments/psychologists/${uuid}`);
  const collaboratorUuid = appointments.map((a) => a.collaboratorUuid as string).find(Boolean);
  await signedInAs(AS.helena);
  await scanAll(page, [
    '/psychologist/app/dashboard',
    '/psychologist/app/appointments',
    '/psychologist/app/opening-hours',
    '/psychologist/app/profile',
    ...(collaboratorUuid ? [`/psychologist/app/reviews/${collaboratorUuid}`] : []),
  ]);
  await page.evaluate('localStorage.clear()');
  await scanAll(page, ['/psychologist/auth/sign-up', '/auth/reset-password?token=invalido']);
});
