import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, DEMO, DEMO_PASSWORD, signIn, type Role } from './auth';
import { newCollaborator, newCompany, type Account, type CollaboratorOptions } from './people';
import { roomPsychologist } from './room-psychologist';

export { expect } from '@playwright/test';

/** The demo accounts a journey may sign in as when it needs the demo data (README accounts). */
export const AS = {
  admin: { role: 'administrator', email: DEMO.admin },
  hr: { role: 'company', email: DEMO.company },
  ana: { role: 'collaborator', email: DEMO.ana },
  bruno: { role: 'collaborator', email: DEMO.bruno },
  helena: { role: 'psychologist', email: DEMO.psychologist },
} as const satisfies Record<string, { role: Role; email: string }>;

type Who = Role | { role: Role; email: string; password?: string };
type Options = {
  /** The page to sign in; by default the test's page the first time, then a new browser context's. */
  page?: Page;
  /** Options of the new context (its viewport, …) when one is made. */
  context?: Parameters<import('@playwright/test').Browser['newContext']>[0];
  /** The name of a psychologist made for the test. */
  name?: string;
  /** What a collaborator made for the test has (its terms are accepted). */
  collaborator?: CollaboratorOptions;
};
export type SignedIn = Account & { page: Page };
export type SignedInAs = (who: Who, options?: Options) => Promise<SignedIn>;

/**
 * A page signed in through the role's own sign-in page (decision 1343). `who` is a role, for an
 * account made for this test through the API (a collaborator of the demo company in a sector of its
 * own, an approved psychologist with the terms signed, a company of its own; the administrator is the
 * demo one), or an account: `AS.ana` and the other demo accounts, or one a helper made.
 */
export const test = base.extend<{ signedInAs: (who: Who, options?: Options) => Promise<SignedIn> }>(
  {
    signedInAs: async ({ page, browser, baseURL }, use, testInfo) => {
      const contexts: BrowserContext[] = [];
      let pageTaken = false;
      await use(async (who, options = {}) => {
        // An account made through the API and a sign-in do not eat the journey's own time.
        testInfo.setTimeout(testInfo.timeout + (typeof who === 'string' ? 30_000 : 10_000));
        // Another server's page (a journey that starts its own) signs in on that server.
        const account = await accountFor(options.context?.baseURL ?? baseURL!, who, options);
        let target = options.page;
        if (!target && !pageTaken && !options.context) target = page;
        if (!target) {
          const context = await browser.newContext({
            locale: 'pt-BR',
            timezoneId: 'America/Sao_Paulo',
            ...options.context,
          });
          contexts.push(context);
          target = await context.newPage();
        }
        if (target === page) pageTaken = true;
        await signIn(target, account.role, account.email, account.password);
        return { ...account, page: target };
      });
      for (const context of contexts) await context.close();
    },
  },
);

async function accountFor(baseURL: string, who: Who, options: Options): Promise<Account> {
  if (typeof who !== 'string') {
    const password = who.password ?? DEMO_PASSWORD;
    const own = await apiToken(baseURL, who.role, who.email, password);
    return { role: who.role, email: who.email, password, ...own };
  }
  switch (who) {
    case 'collaborator':
      return newCollaborator(baseURL, { acceptTerms: true, ...options.collaborator });
    case 'psychologist': {
      const own = await roomPsychologist(baseURL, options.name ?? 'Helena Teste');
      return { role: 'psychologist', password: DEMO_PASSWORD, ...own };
    }
    case 'company':
      return newCompany(baseURL);
    case 'administrator':
      return accountFor(baseURL, AS.admin, options);
  }
}
