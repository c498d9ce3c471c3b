import { spawn } from 'node:child_process';

/** libpq's environment for a connection URL, so no password shows in the process list. */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = {
    PGHOST: decodeURIComponent(parsed.hostname) || parsed.searchParams.get('host') || undefined,
    PGPORT: parsed.port || undefined,
    PGUSER: decodeURIComponent(parsed.username) || undefined,
    PGPASSWORD: decodeURIComponent(parsed.password) || undefined,
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || undefined,
    PGSSLMODE: parsed.searchParams.get('sslmode') ?? undefined,
  };
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

/** Runs pg_dump or pg_restore; a failure carries the tool's own first line of error. */
export function runPgTool(command: string, args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...libpqEnv(url) },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        new Error(`${command} não encontrado (${error.message}): instale o cliente do PostgreSQL.`),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} falhou: ${stderr.trim().split('\n')[0] ?? code}`)),
    );
  });
}
