import { createRequire } from 'node:module';
import { ROOT } from './run.mjs';

const require = createRequire(`${ROOT}/apps/api/package.json`);

/** Creates a uniquely named database next to `adminUrl`; returns its URL and a drop function. */
async function createScratchDatabase(adminUrl) {
  const { Client } = require('pg');
  const name = `acolher_test_${process.pid}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await c.end();
  };
  return { url: url.toString(), drop };
}

export default { createScratchDatabase };
