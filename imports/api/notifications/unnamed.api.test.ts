// A name an event cannot know (issue 20) is stored as nothing and worded in the reader's
// language: a candidate without a name applies, and a German admin reads "Ein Kandidat…" in the
// app and in the mail while a Czech admin reads "Kandidát…"; an event stored before, with the
// English word itself, reads in the reader's language too.
import { beforeAll, describe, expect, it } from 'vitest';
import { appWithMailForThisFile } from '../../../tests/helpers/mail-fixture';
import { intlFor } from '../../i18n/intl';
import { Projects } from '../projects/collection';
import { sapProject } from '../projects/samples.testkit';
import { Notifications } from './collection';
import { notificationText } from './kinds';

const fixture = appWithMailForThisFile();
const title = sapProject().title;

beforeAll(async () => {
  await Projects.insertAsync(sapProject({ _id: 'PrNxmexsAbcdefghj', urlName: 'unnamed-candidate-test' }));
});

describe('a name the event does not know', () => {
  it("is stored as nothing and read in each reader's language, in the app and in the mail", async () => {
    const adminDe = await fixture.app.connectAs(['admin'], { profile: { language: 'de' } });
    const adminCs = await fixture.app.connectAs(['admin'], { profile: { language: 'cs' } });
    const candidate = await fixture.app.connectAs(['candidate'], { profileComplete: true });
    await candidate.connection.callAsync('applications.apply', 'PrNxmexsAbcdefghj', {});
    await fixture.app.app.notifications.dispatcher.idle();
    await fixture.app.app.notifications.sender.runOnce();

    const forDe = (await Notifications.findOneAsync({ userId: adminDe.userId!, kind: 'application.submitted' }))!;
    expect(forDe.params).toEqual({ projectTitle: title });
    expect(notificationText(intlFor('de'), forDe.kind, forDe.params)).toBe(`Ein Kandidat hat sich auf ${title} beworben.`);
    const forCs = (await Notifications.findOneAsync({ userId: adminCs.userId!, kind: 'application.submitted' }))!;
    expect(notificationText(intlFor('cs'), forCs.kind, forCs.params)).toBe(`Kandidát se přihlásil(a) k projektu ${title}.`);

    const mailDe = await fixture.smtp.nextMail((mail) => mail.to.includes(adminDe.user!.email));
    expect(mailDe.text).toContain(`Ein Kandidat hat sich auf ${title} beworben.`);
    expect(mailDe.text).not.toContain('A candidate');
    const mailCs = await fixture.smtp.nextMail((mail) => mail.to.includes(adminCs.user!.email));
    expect(mailCs.text).toContain(`Kandidát se přihlásil(a) k projektu ${title}.`);
  });

  it("reads an older event's stored English word in the reader's language", () => {
    const stored = { candidateName: 'A candidate', projectTitle: 'a project' };
    expect(notificationText(intlFor('de'), 'application.submitted', stored)).toBe('Ein Kandidat hat sich auf ein Projekt beworben.');
    expect(notificationText(intlFor('cs'), 'application.submitted', stored)).toBe('Kandidát se přihlásil(a) k projektu (bez zveřejněného názvu).');
    expect(notificationText(intlFor('en'), 'application.submitted', stored)).toBe('A candidate applied to a project.');
    // A real name is never replaced.
    expect(notificationText(intlFor('de'), 'request.sent', { companyName: 'Müller AG', expertsWanted: '2' })).toBe('Müller AG hat eine Anfrage für 2 Experten gesendet.');
    expect(notificationText(intlFor('de'), 'request.sent', { expertsWanted: '2' })).toBe('Ein Kunde hat eine Anfrage für 2 Experten gesendet.');
  });
});
