/** Waits until an app's read cache listens for other instances' changes (it starts off, decision 1004). */
export async function listening(cache: { enabled: boolean } | undefined) {
  for (let i = 0; i < 100 && !cache?.enabled; i++) await new Promise((r) => setTimeout(r, 50));
  if (!cache?.enabled) throw new Error('the read cache never switched on');
}
