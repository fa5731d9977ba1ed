// A fresh database started with demo content: the counts, the NDA templates, an admin whose
// generated password (printed once) logs in over DDP, the demo's matching (the demo candidate's
// saved search with a daily alert (and the admin's) and unconfirmed availability, Best matches with reasons on her
// project, a second candidate to ask), a second start that adds nothing and
// prints no password, no demo again once its projects and experts were emptied (it is loaded
// once per database), and none at all without demoContent (production's default).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Meteor } from 'meteor/meteor';
import { DDP } from '../../../packages/ddp-client/server';
import { passwordDigest } from '../../../tests/helpers/app-fixture';
import { startApp } from '../../../server/start-app';
import { Applications } from '../applications/collection';
import { isUnconfirmed } from '../availability/freshness';
import { ConversationMessages } from '../conversations/collection';
import type { BestMatches } from '../matching/best-matches';
import { SavedSearches } from '../saved-searches/collection';
import type { User } from '../users/schema';
import { Notifications } from '../notifications/collection';
import { DocumentTemplates } from '../document-templates/collection';
import { People } from '../people/collection';
import { Projects } from '../projects/collection';
import { DEFAULT_ADMIN_EMAIL } from './admin-account';
import { DEMO_CANDIDATE_EMAIL } from './demo-activity';
import { DEMO_SECOND_CANDIDATE_EMAIL } from './demo-matching';
import { DEMO_COUNTS, generateDemoData } from './generate-demo';
import type * as GenerateDemo from './generate-demo';

// Counted: a start on a database with content does not generate the demo data.
vi.mock('./generate-demo', async (actual) => {
  const module = await actual<typeof GenerateDemo>();
  return { ...module, generateDemoData: vi.fn(module.generateDemoData) };
});

let dataDir: string;
const firstLog: string[] = [];
const secondLog: string[] = [];

async function startOnce(log: string[]) {
  return startApp({ port: 0, host: '127.0.0.1', dataDir, demoContent: true, log: (line) => log.push(line) });
}

function printedPassword(log: string[]): string | undefined {
  return log.map((line) => /password (\S+) \(shown only this once/.exec(line)?.[1]).find(Boolean);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-demo-db-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('demo content on a fresh database', () => {
  it('loads projects, experts, NDAs and an admin who logs in with the printed password', async () => {
    const app = await startOnce(firstLog);
    try {
      expect(firstLog).toContain(
        `Loaded demo content: ${DEMO_COUNTS.openProjects + DEMO_COUNTS.draftProjects + DEMO_COUNTS.closedProjects} projects, ` +
          `${DEMO_COUNTS.publishedPeople + DEMO_COUNTS.draftPeople} experts, 2 document templates (NDA in English and German), ` +
          'an application with its conversation, a contact message and an invitation request (see the admin’s bell).',
      );
      expect(await Projects.find({ status: 'open' }).countAsync()).toBeGreaterThanOrEqual(60);
      expect(await People.find({ status: 'published' }).countAsync()).toBeGreaterThanOrEqual(120);
      const ndas = await DocumentTemplates.find({ type: 'nda', active: true }).fetchAsync();
      expect(ndas.map((template) => template.language).sort()).toEqual(['de', 'en']);
      const open = await Projects.find({ status: 'open' }).fetchAsync();
      expect(open.every((project) => /^P-\d{4}-\d{4}$/.test(project.referenceNumber ?? ''))).toBe(true);

      const password = printedPassword(firstLog);
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      const connection = DDP.connect(app.url);
      try {
        const result = (await connection.callAsync('login', { user: { email: DEFAULT_ADMIN_EMAIL }, password: passwordDigest(password as string) })) as { id: string };
        expect(result.id).toBeTruthy();
        // The demo's activity rang the admin's bell: an application, a message, a contact message, an invitation request.
        await app.notifications.dispatcher.idle();
        const kinds = (await Notifications.find({ userId: result.id }).fetchAsync()).map((notification) => notification.kind).sort();
        expect(kinds).toEqual(['application.submitted', 'contact.received', 'invitation.requested', 'message.new']);
        expect(await ConversationMessages.find({}).countAsync()).toBe(2);

        // The demo's matching: her saved search with a daily alert, her unconfirmed availability
        // (and experts' in the directory), and the Best matches of her project with reasons.
        const jana = (await Meteor.users.findOneAsync({ 'emails.address': DEMO_CANDIDATE_EMAIL })) as User;
        expect(await SavedSearches.find({ userId: jana._id }).fetchAsync()).toEqual([expect.objectContaining({ frequency: 'daily', active: true })]);
        // The admin a newcomer signs in as has one too, so My Profile shows a saved search.
        expect(await SavedSearches.find({ userId: result.id }).fetchAsync()).toEqual([expect.objectContaining({ frequency: 'daily', active: true })]);
        expect(isUnconfirmed(jana.candidateData?.availability)).toBe(true);
        const published = await People.find({ status: 'published' }).fetchAsync();
        expect(published.some((person) => isUnconfirmed(person.availability))).toBe(true);
        const { projectId } = (await Applications.findOneAsync({ userId: jana._id }))!;
        const matches = (await connection.callAsync('matching.bestForProject', projectId, { limit: 50 })) as BestMatches;
        const second = (await Meteor.users.findOneAsync({ 'emails.address': DEMO_SECOND_CANDIDATE_EMAIL }))!;
        const janaRow = matches.candidates.find((row) => row.userId === jana._id);
        const secondRow = matches.candidates.find((row) => row.userId === second._id);
        expect(janaRow).toMatchObject({ applied: true });
        expect(secondRow).toBeDefined();
        expect(secondRow).not.toHaveProperty('applied');
        // Reasons of facts both stated (none "unknown"); she has every skill the project asks for.
        for (const row of [janaRow!, secondRow!]) {
          expect(row.reasons.length).toBeGreaterThanOrEqual(3);
          expect(row.reasons.filter((reason) => reason.met === 'unknown')).toEqual([]);
        }
        expect(janaRow!.reasons).toContainEqual(expect.objectContaining({ part: 'skills', met: true }));
        expect(janaRow!.reasons).toContainEqual(expect.objectContaining({ part: 'confirmation', met: false }));
        expect(matches.experts.length).toBeGreaterThan(0);
        expect(firstLog.some((line) => line.startsWith('Demo matching: '))).toBe(true);
        await expect(
          connection.callAsync('login', { user: { email: DEFAULT_ADMIN_EMAIL }, password: passwordDigest('admin') }),
        ).rejects.toBeTruthy();
      } finally {
        connection.close();
      }
    } finally {
      await app.stop();
    }
  });

  it('loads nothing, generates nothing and prints no password on the next start', async () => {
    vi.mocked(generateDemoData).mockClear();
    const app = await startOnce(secondLog);
    try {
      expect(generateDemoData).not.toHaveBeenCalled();
      expect(secondLog.filter((line) => line.startsWith('Loaded demo content') || line.startsWith('Demo matching'))).toEqual([]);
      expect(await SavedSearches.find({}).countAsync()).toBe(2);
      expect(await Meteor.users.find({ 'emails.address': DEMO_SECOND_CANDIDATE_EMAIL }).countAsync()).toBe(1);
      expect(printedPassword(secondLog)).toBeUndefined();
      expect(secondLog.join('\n')).not.toContain(printedPassword(firstLog) as string);
      expect(await Projects.find({}).countAsync()).toBe(DEMO_COUNTS.openProjects + DEMO_COUNTS.draftProjects + DEMO_COUNTS.closedProjects);
    } finally {
      await app.stop();
    }
  });

  it('does not come back when the projects and experts are emptied', async () => {
    const emptied = await startOnce([]);
    try {
      await Projects.removeAsync({});
      await People.removeAsync({});
    } finally {
      await emptied.stop();
    }
    const log: string[] = [];
    const app = await startOnce(log);
    try {
      expect(log.filter((line) => line.startsWith('Loaded demo content'))).toEqual([]);
      expect(await Projects.find({}).countAsync()).toBe(0);
      expect(await People.find({}).countAsync()).toBe(0);
    } finally {
      await app.stop();
    }
  });

  it('is not loaded without demoContent (production), which says how to make the first admin', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-demo-db-'));
    const log: string[] = [];
    const app = await startApp({ port: 0, host: '127.0.0.1', dataDir: otherDir, log: (line) => log.push(line) });
    try {
      expect(await Projects.find({}).countAsync()).toBe(0);
      expect(await People.find({}).countAsync()).toBe(0);
      expect(await Meteor.users.find({}).countAsync()).toBe(0);
      expect(printedPassword(log)).toBeUndefined();
      expect(log).toContain('No admin account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create -- --email ADDRESS.');
    } finally {
      await app.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('generates a different admin password for every fresh database', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'marketplace-demo-db-'));
    const log: string[] = [];
    const app = await startApp({ port: 0, host: '127.0.0.1', dataDir: otherDir, demoContent: true, log: (line) => log.push(line) });
    try {
      expect(printedPassword(log)).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(printedPassword(log)).not.toBe(printedPassword(firstLog));
    } finally {
      await app.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
