// Saved-search alerts against the real server: publishing or reopening a project tests it against
// every active saved search with the list's own query; an instant search is told at once (the
// bell and one mail with its own one-click unsubscribe); a (search, project) pair is never
// alerted twice (a project closed and reopened); closed projects are left out; a daily search
// gets at most one mail per day in its own time zone.
import { describe, expect, it } from 'vitest';
import type { LoggedInConnection } from '../../../tests/helpers/app-fixture';
import { setUpRoleSuite } from '../common/role-suite.testkit';
import { Notifications } from '../notifications/collection';
import { runDueAlerts } from './alerts';
import { alertsOf, alertSteps, mailsOf, wordsInTurn } from './alerts.testkit';
import { SavedSearches, SavedSearchHits } from './collection';

const suite = setUpRoleSuite();
const { publish, settled, saveSearch } = alertSteps(suite);
const uniqueWord = wordsInTurn(['marigold', 'basaltic', 'quokkas', 'tundras', 'obsidian', 'pelicans', 'saffron', 'hyacinth']);

describe('instant alerts', () => {
  it('a matching project tells the searcher at once, by the bell and one mail with the search’s own unsubscribe; others hear nothing', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    const other = await suite.app.connectAs(['candidate']);
    await saveSearch(searcher, word, 'instant', { skills: ['java'] });
    await saveSearch(other, word, 'instant', { skills: ['python'] });
    const projectId = await publish(`Backend ${word} platform`);
    await publish('Unrelated accounting project');
    await settled();
    const [alert, ...more] = await alertsOf(searcher.userId!);
    expect(more).toEqual([]);
    expect(alert!.params).toMatchObject({ searchName: `Alerts for ${word}`, count: '1', projectTitle: `Backend ${word} platform` });
    expect(alert!.link).toMatch(new RegExp(`^/engine/p/${projectId}/`));
    const [mail, ...moreMails] = await mailsOf(searcher.userId!);
    expect(moreMails).toEqual([]);
    expect(mail!.subject).toContain(`A new project matches your saved search “Alerts for ${word}”`);
    expect(mail!.text).toContain(`Backend ${word} platform`);
    expect(mail!.text).toContain('Saved search: Alerts for');
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/\/engine\/unsubscribe\/[^.]+\.search-[A-Za-z0-9]+\.[^>]+>$/);
    expect(await alertsOf(other.userId!)).toEqual([]);
    searcher.close();
    other.close();
  });

  it('closing and reopening a project alerts nobody twice; a switched-off search hears nothing', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['customer']);
    const quiet = await suite.app.connectAs(['candidate']);
    await saveSearch(searcher, word, 'instant');
    const off = await saveSearch(quiet, word, 'instant');
    await quiet.connection.callAsync('savedSearches.change', off, { active: false });
    const projectId = await publish(`Data ${word} migration`);
    await settled();
    await suite.admin.connection.callAsync('projects.close', projectId);
    await suite.admin.connection.callAsync('projects.reopen', projectId);
    await settled();
    expect(await alertsOf(searcher.userId!)).toHaveLength(1);
    expect(await mailsOf(searcher.userId!)).toHaveLength(1);
    expect(await SavedSearchHits.find({ projectId }).countAsync()).toBe(1);
    expect(await alertsOf(quiet.userId!)).toEqual([]);
    searcher.close();
    quiet.close();
  });

  it('the unsubscribe link switches only that search off, without a session', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    const searchId = await saveSearch(searcher, word, 'instant');
    const keptId = await saveSearch(searcher, uniqueWord(), 'instant');
    await publish(`Cloud ${word} rollout`);
    await settled();
    const [mail] = await mailsOf(searcher.userId!);
    const link = /^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!;
    const page = await (await fetch(link)).text();
    expect(page).toContain(`“Saved search: Alerts for ${word}”`);
    expect((await SavedSearches.findOneAsync({ _id: searchId }))!.active).toBe(true);
    const done = await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect((await SavedSearches.findOneAsync({ _id: searchId }))!.active).toBe(false);
    expect((await SavedSearches.findOneAsync({ _id: keptId }))!.active).toBe(true);
    searcher.close();
  });
});

describe('daily and weekly alerts', () => {
  // 09:30 in Prague (CET, UTC+1) on two days in a row, and 06:00 before the morning hour.
  const morning = new Date('2031-01-14T08:30:00Z');
  const sameDayLater = new Date('2031-01-14T16:00:00Z');
  const nextMorning = new Date('2031-01-15T08:30:00Z');
  const tooEarly = new Date('2031-01-13T05:00:00Z');

  it('collects new projects into one mail per day in the person’s time zone, leaving closed ones out', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    const searchId = await saveSearch(searcher, word, 'daily');
    const kept = await publish(`First ${word} role`);
    const closed = await publish(`Second ${word} role`);
    // Found while open (its pass runs after the publish's reply), then closed before the morning.
    await settled();
    await suite.admin.connection.callAsync('projects.close', closed);
    await settled();
    expect(await mailsOf(searcher.userId!)).toEqual([]);
    await runDueAlerts(tooEarly);
    await settled();
    expect(await mailsOf(searcher.userId!)).toEqual([]);
    await runDueAlerts(morning);
    await settled();
    const [alert] = await alertsOf(searcher.userId!);
    expect(alert!.params).toMatchObject({ count: '1', projectTitle: `First ${word} role` });
    expect(await mailsOf(searcher.userId!)).toHaveLength(1);
    expect((await SavedSearchHits.findOneAsync({ _id: `${searchId}:${kept}` }))!.alertedAt).toEqual(morning);
    expect((await SavedSearchHits.findOneAsync({ _id: `${searchId}:${closed}` }))!.alertedAt).toBeUndefined();
    // A third project the same day waits for tomorrow; nothing is sent twice.
    await publish(`Third ${word} role`);
    await settled();
    await runDueAlerts(sameDayLater);
    await settled();
    expect(await mailsOf(searcher.userId!)).toHaveLength(1);
    await runDueAlerts(nextMorning);
    await runDueAlerts(nextMorning);
    await settled();
    const mails = await mailsOf(searcher.userId!);
    expect(mails).toHaveLength(2);
    const alerts = await alertsOf(searcher.userId!);
    expect(alerts.map((item) => item.params.projectTitle).sort()).toEqual([`First ${word} role`, `Third ${word} role`]);
    searcher.close();
  });
});

describe('alerts left unopened', () => {
  it('offers a lower frequency once the last three alerts are unread for two weeks, to their owner only', async () => {
    const word = uniqueWord();
    const searcher = await suite.app.connectAs(['candidate']);
    const stranger = await suite.app.connectAs(['candidate']);
    const searchId = await saveSearch(searcher, word, 'instant');
    for (const title of ['North', 'South', 'East']) {
      await publish(`${title} ${word} project`);
      await settled();
    }
    const offered = (who: LoggedInConnection) => who.connection.callAsync('savedSearches.unopened') as Promise<string[]>;
    expect(await offered(searcher)).toEqual([]);
    const alerts = await alertsOf(searcher.userId!);
    expect(alerts).toHaveLength(3);
    const weeksAgo = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
    for (const alert of alerts) await Notifications.updateAsync({ _id: alert._id }, { $set: { createdAt: weeksAgo } });
    expect(await offered(searcher)).toEqual([searchId]);
    expect(await offered(stranger)).toEqual([]);
    await searcher.connection.callAsync('notifications.markRead', alerts[0]!._id);
    expect(await offered(searcher)).toEqual([]);
    searcher.close();
    stranger.close();
  });
});
