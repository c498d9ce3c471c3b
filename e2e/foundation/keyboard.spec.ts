import { AS, expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';
import { apiToken, DEMO } from '../support/auth';

// Without a mouse: dialogs trap and return focus, the date picker, the slot list, a row's menu and
// the mobile menu answer the keys, and the focused element is visibly marked (outline or ring).

// Browser-side snippets as strings: the e2e project compiles without the DOM library.
const FOCUS_VISIBLE = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return false;
  const style = getComputedStyle(el);
  return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
})()`;
const ACTIVE_LABEL = `(() => {
  const el = document.activeElement;
  return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\\s+/g, ' ').trim() : '';
})()`;
const ACTIVE_TEXT = 'document.activeElement?.textContent ?? null';

const focusIsVisible = (page: Page) => page.evaluate<boolean>(FOCUS_VISIBLE);
const inside = (page: Page, selector: string) =>
  page.evaluate<boolean>(
    `!!document.querySelector(${JSON.stringify(selector)})?.contains(document.activeElement)`,
  );

async function tabTo(page: Page, name: RegExp | string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate<string>(ACTIVE_LABEL);
    if (typeof name === 'string' ? label === name : name.test(label)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('a dialog opens, traps focus, closes with Escape and gives focus back, by keyboard only', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, 'Demo gratuita');
  expect(await focusIsVisible(page), 'focus ring on the trigger').toBe(true);
  const trigger = await page.evaluate<string | null>(ACTIVE_TEXT);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(page, '[role=dialog]'), `Tab ${i + 1} stays in the dialog`).toBe(true);
    expect(await focusIsVisible(page), `focus visible after Tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await inside(page, '[role=dialog]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back once the dialog has unmounted (after its exit animation).
  await expect.poll(() => page.evaluate<string | null>(ACTIVE_TEXT)).toBe(trigger);
});

test('the booking date picker and slot list work with the keyboard', async ({
  page,
  baseURL,
  signedInAs,
}) => {
  const { token } = await apiToken(baseURL!, 'collaborator', DEMO.ana);
  const res = await fetch(`${baseURL}/api/psychologists/collaborators`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const psychologists = (await res.json()) as { uuid: string; name: string }[];
  const helena = psychologists.find((p) => p.name === 'Helena Martins Duarte') ?? psychologists[0];
  await signedInAs(AS.ana);
  await page.goto(`/collaborator/app/psychologists/${helena.uuid}`);
  const field = page.getByLabel('Data da sessão');
  await expect(field).toBeVisible();
  const before = (await field.textContent())?.trim();

  await field.focus();
  expect(await focusIsVisible(page), 'focus ring on the date field').toBe(true);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid')).toBeVisible();
  // The calendar takes focus on a day; arrows move between enabled days, Enter picks one.
  await expect.poll(() => inside(page, '[role=dialog]')).toBe(true);
  expect(await focusIsVisible(page), 'focus ring on the focused day').toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  const after = (await field.textContent())?.trim();
  expect(after).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  // Escape closes without changing the date.
  await page.keyboard.press('Enter');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(field).toHaveText(after!);
  expect(before === undefined || before.length > 0).toBe(true);

  // Slots: Tab reaches a free one, Space selects it (aria-pressed), nothing is booked.
  // The demo psychologist has four slots on each weekday: the picked day always has a free one.
  const free = page.getByRole('button', { name: / Livre$/ });
  await expect(free.first()).toBeVisible();
  await tabTo(page, / Livre$/);
  expect(await focusIsVisible(page), 'focus ring on a slot').toBe(true);
  await page.keyboard.press('Space');
  await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(1);
});

test("a row's menu opens, moves and closes by keyboard, and its item opens the dialog", async ({
  page,
  signedInAs,
}) => {
  await signedInAs(AS.admin);
  await page.goto('/administrator/app/administrators'); // sign-in lands on 'Início' (decision 1408)
  await expect(page.getByRole('heading', { name: 'Administradores' })).toBeVisible();
  await tabTo(page, /^Ações de /);
  expect(await focusIsVisible(page), 'focus ring on the menu button').toBe(true);
  const trigger = await page.evaluate<string>(ACTIVE_LABEL);

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect.poll(() => inside(page, '[role=menu]')).toBe(true);
  await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  expect(await focusIsVisible(page), 'the focused item is marked').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate<string>(ACTIVE_LABEL)).toBe(trigger);

  // Enter opens the menu, Enter on 'Editar' opens the edit dialog; Escape gives focus back.
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem', { name: 'Editar' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => inside(page, '[role=dialog]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A clickable row shows its focus too, and Enter opens it.
  await page.goto('/administrator/app/psychologists');
  await expect(page.getByRole('heading', { name: 'Psicólogos' })).toBeVisible();
  await tabTo(page, /^Abrir /);
  expect(await focusIsVisible(page), 'focus ring on the row').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administrator\/app\/psychologists\/[0-9a-f-]+\/reports$/);
});

test('the mobile menu opens and closes by keyboard and its links are reachable', async ({
  page,
  signedInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInAs(AS.admin);
  await page.goto('/administrator/app/administrators'); // sign-in lands on 'Início' (decision 1408)
  await expect(page.getByRole('heading', { name: 'Administradores' })).toBeVisible();
  await tabTo(page, 'Abrir menu');
  expect(await focusIsVisible(page), 'focus ring on the menu button').toBe(true);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await tabTo(page, 'Empresas', 10);
  expect(await inside(page, '[role=dialog]'), 'the link is in the menu').toBe(true);
  expect(await focusIsVisible(page), 'focus ring on the link').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect.poll(() => page.evaluate<string>(ACTIVE_LABEL)).toBe('Abrir menu');
  // Enter on a link of the menu goes there and closes the menu.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await tabTo(page, 'Empresas', 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/administrator\/app\/companies$/);
  await expect(menu).toBeHidden();
});
