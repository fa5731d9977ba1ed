// A call re-sent with the randomSeed of its first send (what the client does after a reconnect
// when the first answer never reached it) is answered as the first send was and stores nothing
// twice: a contact message (a visitor's and an account's) and an application ("already applied"
// only for a new application, with a new seed). Sent over a raw socket, so the test decides the
// seed; every other check (access, arguments) is the real method's.
import { describe, expect, it } from 'vitest';
import { ContactMessages } from '../../imports/api/contact-messages/collection';
import { Applications } from '../../imports/api/applications/collection';
import { projectInput } from '../../imports/api/projects/api.testkit';
import { RandomStream } from '../../packages/ddp-common/random-stream';
import { Random } from '../../packages/random/index';
import { seededAppForThisFile, seededCall } from '../helpers/seeded-call';

const { app, rawClient } = seededAppForThisFile();
const call = seededCall;

const contactMessage = (email: string) => ({ name: 'Eva Nováková', email, subject: 'SAP team', message: 'Do you have FICO people?', consent: true });

describe('a call re-sent with the same randomSeed', () => {
  it("stores a visitor's contact message once and answers both sends with its id", async () => {
    const seed = Random.hexString(20);
    const email = `visitor-${Random.id(6).toLowerCase()}@example.com`;
    const first = await call(await rawClient(null), 'c1', 'contactMessages.send', [contactMessage(email)], seed);
    // The second send comes on a new connection, as after a reconnect.
    const again = await call(await rawClient(null), 'c1', 'contactMessages.send', [contactMessage(email)], seed);
    const expectedId = new RandomStream(seed).sequence('/collection/contactMessages').id();
    expect(first).toMatchObject({ result: expectedId });
    expect(again).toEqual(first);
    expect(await ContactMessages.find({ email }).countAsync()).toBe(1);

    // Another call (a new seed) with the same words is a second message.
    const other = await call(await rawClient(null), 'c2', 'contactMessages.send', [contactMessage(email)], Random.hexString(20));
    expect(other.result).not.toBe(expectedId);
    expect(await ContactMessages.find({ email }).countAsync()).toBe(2);
  });

  it("does not answer for a message someone else stored under that id: the other sender's send fails and changes nothing", async () => {
    const seed = Random.hexString(20);
    const owner = `owner-${Random.id(6).toLowerCase()}@example.com`;
    await call(await rawClient(null), 'c1', 'contactMessages.send', [contactMessage(owner)], seed);
    const stranger = `stranger-${Random.id(6).toLowerCase()}@example.com`;
    const replay = await call(await rawClient(null), 'c1', 'contactMessages.send', [contactMessage(stranger)], seed);
    expect(replay).toHaveProperty('error');
    expect(await ContactMessages.find({ email: stranger }).countAsync()).toBe(0);
    expect(await ContactMessages.find({ email: owner }).countAsync()).toBe(1);
  });

  it('stores an application once and answers the re-send with its id, not "already applied"', async () => {
    const { user, token } = await app().connectAs(['candidate'], { profileComplete: true });
    const { connection: admin } = await app().connectAs(['admin']);
    const { _id: projectId } = (await admin.callAsync('projects.create', projectInput())) as { _id: string };
    await admin.callAsync('projects.publish', projectId);
    const seed = Random.hexString(20);
    const first = await call(await rawClient(token), 'a1', 'applications.apply', [projectId, { note: 'first send' }], seed);
    expect(first).toMatchObject({ result: expect.any(String) });
    const again = await call(await rawClient(token), 'a1', 'applications.apply', [projectId, { note: 'first send' }], seed);
    expect(again).toEqual(first);
    expect(await Applications.find({ projectId, userId: user!.userId }).countAsync()).toBe(1);

    const second = await call(await rawClient(token), 'a2', 'applications.apply', [projectId, {}], Random.hexString(20));
    expect(second).toMatchObject({ error: { error: 409, reason: 'You have already applied to this project' } });
  });
});

