import { describe, expect, it } from 'vitest';
import { outboxProviders } from '../src/auth/providers.js';
import { setupApp } from './helpers.js';

// Mail waits at a gate the test opens: an answer that arrives while it is shut did not wait for the mail.
let open!: () => void;
const gate = new Promise<void>((resolve) => { open = resolve; });
const t = await setupApp({
  providers: (db) => {
    const outbox = outboxProviders(db);
    return { sms: outbox.sms, mail: { send: async (...args) => { await gate; await outbox.mail.send(...args); } } };
  },
});
const RESET = 'mutation($e:String!){ resetForgotPassword(email:$e){ reset } }';

describe('forgotten password', () => {
  it('answers a known address before looking it up, hashing or mailing, just as an unknown one', async () => {
    const answers = await Promise.race([
      Promise.all([t.gql(RESET, { e: 'mof.level2@finance.go.ug' }), t.gql(RESET, { e: 'nobody@finance.go.ug' })]),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the answer waited for the mail')), 5_000)),
    ]);
    expect(answers.map((a) => a.data.resetForgotPassword.reset)).toEqual([true, true]);
    expect(await t.lastMessage('mof.level2@finance.go.ug')).toBe('');
    open();
    await t.settled();
    expect(await t.lastMessage('mof.level2@finance.go.ug')).toMatch(/temporary password is: \S+/);
    expect(await t.lastMessage('nobody@finance.go.ug')).toBe('');
  });
});
