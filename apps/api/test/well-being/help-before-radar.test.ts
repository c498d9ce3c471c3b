import { describe, expect, it } from 'vitest';
import { bookingKit } from '../helpers/booking-kit.ts';
import { apiCaller } from '../helpers/api.ts';
import { tokenFor } from '../helpers/factories.ts';

const kit = bookingKit();
const call = apiCaller(() => kit.ctx);
const { scenario, book, creditsOf, appointmentsOf, expectError } = kit;

// Help before the radar (decision 1415): the assistant answers a collaborator who never sent the
// radar; booking alone waits for it (docs/domain.md §5 rule 2).
describe('before the first radar', () => {
  it('the assistant is open to a collaborator who never sent the radar', async () => {
    const { collaborator } = await scenario({ hasSentForm: false });
    const token = await tokenFor(kit.ctx, 'collaborator', collaborator.uuid);
    const config = await call('GET', '/assistant/config', token);
    expect(config.statusCode).toBe(200);
    expect(config.json()).toHaveProperty('url');
    const me = await call('GET', `/collaborators/${collaborator.uuid}`, token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ hasSentForm: false });
  });

  it('booking is still refused until the radar was sent, and nothing is debited', async () => {
    const { collaborator, payload } = await scenario({ hasSentForm: false, credits: 2 });
    expectError(
      await book(payload),
      403,
      'É necessário enviar pelo menos uma vez o radar do bem-estar',
    );
    expect(await creditsOf(collaborator.uuid)).toBe(2);
    expect(await appointmentsOf(collaborator.uuid)).toHaveLength(0);
  });
});
