// The server renders each public page with the catalog parts its screen names (paths.ts), which
// are all the browser has when it hydrates the page: no message of the page may be missing from
// them (a missing one would show its id on the page). One language tells: every language's part
// holds the same keys (catalogs.test.ts).
import { EJSON } from 'meteor/ejson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDataKey } from '../../ui/lib/page-data';
import { fakePerson } from '../../ui/testing/person-fixtures';
import { fakeProject } from '../../ui/testing/project-fixtures';
import { planPage } from './public-pages';
import { renderBodyHtml } from './render';

const ORIGIN = 'https://experts.example';
const project = fakeProject({ skills: ['java', 'plc-programming', 'scrum'], languages: [{ language: 'de', minLevel: 'C1' }] });
const person = fakePerson({ skills: ['java', 'plc-programming', 'scrum'] });

/** Each public page, with what its subscriptions found. */
const PAGES: [string, unknown[]][] = [
  ['/engine/projects/?skills=java&field=software-development', [project]],
  [`/engine/p/${project._id}/${project.urlName}`, [project]],
  ['/engine/experts/?skills=java', [person]],
  [`/engine/experts/${person._id}/${person.urlName}/`, [person]],
  ['/engine/privacy-policy/', []],
];

afterEach(() => vi.restoreAllMocks());

describe('server-rendered public pages', () => {
  for (const [address, documents] of PAGES) {
    it(`finds every message of ${address} in its screen's catalog parts`, async () => {
      const url = new URL(address, ORIGIN);
      const plan = await planPage(url);
      if (!plan) throw new Error(`${address} is no public page`);
      const data = Object.fromEntries(plan.needs.map((need) => [pageDataKey(need.name, need.args), documents]));
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const html = await renderBodyHtml({ url: url.href, dataJson: EJSON.stringify(data), publicSettings: {}, locale: 'de', screen: plan.page.kind });
      expect(html).toContain('<h1');
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    });
  }
});
