// Every query shape the app issues translates to SQL exactly (sql-query.ts, issue 21): the public
// lists with each filter and sort, the admin tables with their filters, text search and column
// sorts, the candidates' back office and the main lookups. "Exact" means the SQLite driver needs no
// mingo pass, so limits and counts run in SQLite. Scalar paths (where the indexable key serves)
// are derived from each collection's schema: a path is scalar when neither it nor a prefix is an
// array. Text searches run on each collection's own text index (its indexes.ts), built here on an
// empty table, so a search of a field the index lacks fails; a relevance sort is the driver's
// join on the index's scores, so only its tie-breaking keys are translated here. Each SQL is
// also run on an empty table, so it is valid SQL with its parameters.
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type SimpleSchema from 'simpl-schema';
import { registerSqlFunctions, type SqlShape, translateSelector, translateSort } from '../../../packages/mongo/drivers/sql-query';
import { rankedSort } from '../../../packages/mongo/drivers/sqlite-text-query';
import { TextIndex } from '../../../packages/mongo/drivers/sqlite-text-index';
import { ensureIndexTable } from '../../../packages/mongo/drivers/sqlite-indexes';
import { PEOPLE_SEARCH_INDEX } from '../people/indexes';
import { PROJECT_SEARCH_INDEX } from '../projects/indexes';
import { USER_SEARCH_INDEX } from './admin-table-indexes';
import { adminApplicationsPage } from '../applications/admin-publications';
import { adminContactMessagesPage } from '../contact-messages/admin-publications';
import { adminInvitationRequestsPage } from '../invitation-requests/admin-publications';
import { adminMailsPage } from '../mail-outbox/admin-publications';
import { MAIL_SEARCH_INDEX, OutboxMails } from '../mail-outbox/collection';
import { adminDocumentsPage } from '../people-documents/admin-publications';
import { CANDIDATE_SORT, ENTRY_SORT } from '../people/admin-list';
import { adminEntriesPage, CANDIDATE_ROWS } from '../people/admin-publications';
import { People } from '../people/collection';
import { directorySelector, PEOPLE_SORTS, type PeopleFilters, peopleSort } from '../people/filters';
import { adminProjectsPage } from '../projects/admin-publications';
import { Projects } from '../projects/collection';
import { openProjectsSelector, PROJECT_SORTS, type ProjectFilters, projectSort } from '../projects/filters';
import { adminRequestsPage } from '../requests/admin-publications';
import { userSchema } from '../users/schema';
import { AVAILABILITY_LOOKUPS as availabilityLookups } from '../availability/lookups';
import { ApplyAsks } from '../matching/asks';
import type { AdminPageDefinition } from './admin-page-definition';
import { textCondition } from './search';

function scalarPathsOf(schema: SimpleSchema): Set<string> {
  const keys = Object.keys(schema.mergedSchema());
  const isArray = (key: string) => key.includes('$') || (schema.getQuickTypeForKey(key) ?? '').endsWith('Array');
  const arrays = keys.filter(isArray);
  return new Set(['docInfo.createdAt', 'docInfo.updatedAt', ...keys.filter((key) => !arrays.some((array) => key === array || key.startsWith(`${array}.`)))]);
}

const db = new DatabaseSync(':memory:');
registerSqlFunctions(db);
ensureIndexTable(db);
db.exec('CREATE TABLE items (_id TEXT PRIMARY KEY, doc BLOB NOT NULL)');

/** The collection's text index on the empty table (one table may hold one: each gets its own name). */
function textIndexOf(name: string, search: { keys: Record<string, unknown>; options: { name?: string; weights?: Record<string, number> } }): TextIndex {
  const fields = Object.keys(search.keys);
  const index = new TextIndex(db, 'items', { name: `${name}-${search.options.name}`, fields, weights: fields.map((field) => search.options.weights?.[field] ?? 1) });
  index.create();
  return index;
}

function shapeOf(schema: SimpleSchema | null | undefined, text?: TextIndex): SqlShape {
  if (!schema) throw new Error('collection without a schema');
  return { docColumn: 'doc', scalarPaths: scalarPathsOf(schema), text: text && ((operand) => text.condition(operand, 'rowid')) };
}

interface Shape {
  name: string;
  selector: Record<string, unknown>;
  sort?: Record<string, 1 | -1 | { $meta: 'textScore' }>;
  shape: SqlShape;
}

/** The shapes that do not translate exactly, with the reason (printed; the issue wants none). */
function gapsOf(shapes: readonly Shape[]): string[] {
  const gaps: string[] = [];
  for (const { name, selector, sort, shape } of shapes) {
    const condition = translateSelector(selector, shape);
    const order = sort ? translateSort(rankedSort(sort).rest ?? {}, shape) : '_id';
    if (!condition || !condition.exact) gaps.push(`${name}: selector ${condition ? 'only narrowed' : 'not translated'} ${JSON.stringify(selector)}`);
    if (!order) gaps.push(`${name}: sort not translated ${JSON.stringify(sort)}`);
    if (condition && order) db.prepare(`SELECT _id, doc FROM items WHERE ${condition.sql} ORDER BY ${order} LIMIT 20`).all(...condition.params);
  }
  return gaps;
}

const projectShape = shapeOf(Projects.simpleSchema(), textIndexOf('projects', PROJECT_SEARCH_INDEX));
const peopleShape = shapeOf(People.simpleSchema(), textIndexOf('people', PEOPLE_SEARCH_INDEX));
const userShape = shapeOf(userSchema, textIndexOf('users', USER_SEARCH_INDEX));

const everyProjectFilter: ProjectFilters[] = [
  {},
  { text: 'java', skills: ['java', 'react'], country: 'DE', language: 'de', languageLevel: 'B2', remote: 50, rate: { min: 60, max: 90, currency: 'EUR', unit: 'hour' } },
  { text: 'Müller Straße (Kraków) .*', continent: 'EU', language: 'en', rate: { max: 90, currency: 'EUR', unit: 'day' } },
  { text: 'plzeň', continent: 'WORLD', rate: { min: 60, currency: 'CZK', unit: 'hour' } },
] as ProjectFilters[];

const everyPeopleFilter: PeopleFilters[] = [
  {},
  { text: 'react', skills: ['java'], country: 'CZ', language: 'de', languageLevel: 'C1', availableBy: new Date(Date.UTC(2026, 5, 1)), rate: { max: 900, currency: 'EUR', unit: 'day' } },
  { text: 'Dvořák', continent: 'EU', language: 'en' },
] as PeopleFilters[];

async function adminShapes(name: string, page: AdminPageDefinition, filters: ReadonlyArray<Record<string, unknown>>, shape: SqlShape): Promise<Shape[]> {
  return Promise.all(filters.map(async (filter) => ({ name: `${name} ${JSON.stringify(filter)}`, selector: await page.selector(filter), sort: page.sort(filter), shape })));
}

describe('the app query shapes in SQL', () => {
  it('translates the public lists exactly: every filter, every sort', () => {
    const shapes: Shape[] = [];
    for (const filters of everyProjectFilter) {
      for (const sort of PROJECT_SORTS) shapes.push({ name: `projects.open ${sort}`, selector: openProjectsSelector(filters), sort: projectSort(sort, filters.text), shape: projectShape });
      // A candidate's fit: the page's ids, ordered in code (fit-order.ts), still under the filters.
      shapes.push({ name: 'projects.open fit page', selector: { ...openProjectsSelector(filters), _id: { $in: ['p1', 'p2'] } }, shape: projectShape });
    }
    for (const filters of everyPeopleFilter) {
      for (const sort of PEOPLE_SORTS) shapes.push({ name: `people.directory ${sort}`, selector: directorySelector(filters), sort: peopleSort(sort, filters.text), shape: peopleShape });
    }
    expect(gapsOf(shapes)).toEqual([]);
  });

  it('translates the admin tables exactly: filters, text search and column sorts', async () => {
    const byStatus = (status: string, extra: Record<string, unknown> = {}) => [{}, { status, ...extra }];
    const projectFilters = ['updated', 'title', 'published', 'reference'].flatMap((sort) => [
      { sort, direction: 'asc' },
      { sort, direction: 'desc', status: 'open', text: 'Müller (GmbH)' },
    ]);
    const shapes: Shape[] = [
      ...(await adminShapes('projects.adminPage', adminProjectsPage as never, projectFilters, projectShape)),
      ...(await adminShapes('applications.adminPage', adminApplicationsPage as never, byStatus('new', { projectId: 'p1' }), shapeOf(adminApplicationsPage.collection.simpleSchema?.()))),
      ...(await adminShapes('requests.adminPage', adminRequestsPage as never, byStatus('new'), shapeOf(adminRequestsPage.collection.simpleSchema?.()))),
      ...(await adminShapes('peopleDocuments.adminPage', adminDocumentsPage as never, byStatus('signed', { templateId: 't1', projectId: 'p1' }), shapeOf(adminDocumentsPage.collection.simpleSchema?.()))),
      ...(await adminShapes('invitationRequests.adminPage', adminInvitationRequestsPage as never, byStatus('new'), shapeOf(adminInvitationRequestsPage.collection.simpleSchema?.()))),
      ...(await adminShapes('contactMessages.adminPage', adminContactMessagesPage as never, byStatus('new'), shapeOf(adminContactMessagesPage.collection.simpleSchema?.()))),
      ...(await adminShapes('mailOutbox.adminPage', adminMailsPage as never, [{}, { status: 'failed', text: 'ada@example.com' }], shapeOf(OutboxMails.simpleSchema(), textIndexOf('outboxMails', MAIL_SEARCH_INDEX)))),
      // users.adminPage (adminUsersPage() needs the started accounts collection): its selector and sort.
      { name: 'users.adminPage', selector: { deletedAt: { $exists: false }, roles: 'candidate' }, sort: { createdAt: -1, _id: -1 }, shape: userShape },
    ];
    expect(gapsOf(shapes)).toEqual([]);
  });

  it("translates the candidates' back office and the main lookups exactly", async () => {
    const shapes: Shape[] = [];
    // people.adminCandidatesPage (adminCandidatesPage() needs the started accounts collection): its
    // selector with every filter (no entry: the account's flag; an expert status: ids read from the entries) and sort.
    const always = CANDIDATE_ROWS;
    const named = (text: string) => textCondition(text, ['profile.name.first', 'profile.name.last', 'emails.address']);
    for (const selector of [always, { ...always, 'candidateData.cv': { $exists: true }, ...named('Éva nováková') }, { ...always, 'candidateData.cv': { $exists: false }, hasDirectoryEntry: { $exists: false }, ...named('a@b.cz') }, { ...always, _id: { $in: ['u1', 'u2'] } }]) {
      shapes.push({ name: 'people.adminCandidatesPage', selector, sort: CANDIDATE_SORT, shape: userShape });
    }
    shapes.push({ name: 'people.adminPage', selector: await adminEntriesPage.selector({ status: 'published', text: 'java' }), sort: ENTRY_SORT, shape: peopleShape });
    const lookups: Array<[string, Record<string, unknown>, SqlShape]> = [
      ['user by id', { _id: 'u1' }, userShape],
      ['live user', { _id: 'u1', deletedAt: { $exists: false } }, userShape],
      ['first admin', { roles: 'admin', deletedAt: { $exists: false } }, userShape],
      ['account by address', { 'emails.address': 'a@b.cz' }, userShape],
      ['candidate by id', { _id: 'u1', roles: 'candidate' }, userShape],
      ['entry by key', { $or: [{ _id: 'k' }, { sourceUserId: 'k' }] }, peopleShape],
      ['entries of accounts', { sourceUserId: { $in: ['u1', 'u2'] }, status: 'published' }, peopleShape],
      ['linked entries', { sourceUserId: { $exists: true } }, peopleShape],
      ['linked entries of a status', { sourceUserId: { $exists: true }, status: 'draft' }, peopleShape],
      ['flag the linked accounts', { _id: { $in: ['u1', 'u2'] }, hasDirectoryEntry: { $exists: false } }, userShape],
      ['unflag the others', { _id: { $nin: ['u1', 'u2'] }, hasDirectoryEntry: { $exists: true } }, userShape],
      ['entry by URL', { urlName: 'eva-n', status: 'published' }, peopleShape],
      ['project by URL', { urlName: 'java-dev', status: 'open' }, projectShape],
      ['project close', { _id: 'p1', status: 'open' }, projectShape],
      ...availabilityLookups.map(([name, selector]) => [name, selector, userShape] as [string, Record<string, unknown>, SqlShape]),
      ['linked entry availability', { sourceUserId: 'u1' }, peopleShape],
      ['asks to apply of a project', { projectId: 'p1' }, shapeOf(ApplyAsks.simpleSchema())],
      ['ask to apply of a person', { pairKey: 'p1:u1' }, shapeOf(ApplyAsks.simpleSchema())],
    ];
    for (const [name, selector, shape] of lookups) shapes.push({ name, selector, shape });
    expect(gapsOf(shapes)).toEqual([]);
  });
});
