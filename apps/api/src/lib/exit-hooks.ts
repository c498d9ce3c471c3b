/** Work to finish before the process exits on SIGTERM (e.g. sending the last traces). */
const hooks: Array<() => Promise<void>> = [];

export function onExit(hook: () => Promise<void>) {
  hooks.push(hook);
}

export async function runExitHooks() {
  await Promise.allSettled(hooks.map((hook) => hook()));
}
