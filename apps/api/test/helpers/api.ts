import { bearer } from './factories.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The tests' one API client: `call(method, '/path', token?, body?)` sends `/api/path` to the test
 * file's app, signed in with the token when given. `context` is read at each call, so a file may
 * create its app in `beforeAll`: `const call = apiCaller(() => ctx);`.
 */
export function apiCaller(context: () => TestContext) {
  return (method: Method | (string & {}), url: string, token?: string, payload?: unknown) =>
    context().app.inject({
      method: method as Method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
}
