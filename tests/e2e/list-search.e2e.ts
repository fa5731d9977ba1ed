// The lists' search in Chromium against the built app, typed as people type: a city without its
// accents, words in any order, a skill's abbreviation, a small typo, a name with or without its
// umlaut; "Best match" is offered while a text is searched and puts the project whose title
// says it first. Every search includes a word only this file's projects hold, so the demo
// projects never change the expected cards.
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, WAIT } from '../helpers/e2e-kit';
import { useE2eSession } from '../helpers/e2e-session';

/** Letters only, so the search finds it as one word. */
const WORD = `Okapi${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

const PROJECTS = {
  react: { title: `${WORD} React developer`, city: 'Kraków', summary: 'A customer portal for a bank.', skills: ['react', 'typescript'] },
  platform: { title: `${WORD} platform engineer`, city: 'Wrocław', summary: 'Clusters and pipelines for the developer teams.', skills: ['kubernetes', 'terraform'] },
  java: { title: `${WORD} Java backend`, city: 'Munich', summary: 'Payment services for Müller Bank.', skills: ['java', 'spring-boot'] },
  trainer: { title: `${WORD} frontend trainer`, city: 'Plzeň', summary: 'Teach React to the developer teams.', skills: ['javascript'] },
} as const;

describe('searching the project list', () => {
  const session = useE2eSession();

  it('finds projects by city without accents, words in any order, abbreviations and typos, and ranks by best match', async () => {
    // Published oldest first: the trainer is the newest.
    for (const project of Object.values(PROJECTS)) await session.projects.publish({ ...project, skills: [...project.skills] });

    const page = await session.newPage(DESKTOP);
    const titles = () => page.getByTestId('project-card').getByRole('heading').allTextContents();
    const found = async (search: string) => {
      await page.goto(session.url(`/engine/projects?q=${encodeURIComponent(search)}`));
      // The live count line and the cards agree: the list is the search's, not a stale one.
      const countLine = page.getByText(/^\d+ projects? found/);
      await expect
        .poll(async () => (await countLine.count()) > 0 && Number.parseInt((await countLine.first().textContent()) ?? '', 10) === (await titles()).length, WAIT)
        .toBe(true);
      return (await titles()).sort();
    };
    const { react, platform, java, trainer } = PROJECTS;
    expect(await found(`${WORD} krakow`)).toEqual([react.title]);
    expect(await found(`wroclaw ${WORD}`)).toEqual([platform.title]);
    expect(await found(`${WORD} developer react`)).toEqual([react.title, trainer.title].sort());
    expect(await found(`react developer ${WORD}`)).toEqual([react.title, trainer.title].sort());
    expect(await found(`${WORD} k8s`)).toEqual([platform.title]);
    expect(await found(`${WORD} kubernets`)).toEqual([platform.title]);
    expect(await found(`${WORD} javascirpt`)).toEqual([trainer.title]);
    expect(await found(`${WORD} java munich`)).toEqual([java.title]);
    expect(await found(`${WORD} muller`)).toEqual([java.title]);
    expect(await found(`${WORD} Plzen`)).toEqual([trainer.title]);

    // Best match: offered only while a text is searched; the React developer (React in the title)
    // before the trainer, which newest first puts on top.
    await page.goto(session.url('/engine/projects'));
    const sortBy = page.getByLabel('Sort by');
    expect(await sortBy.locator('option').allTextContents()).not.toContain('Best match');
    await page.goto(session.url(`/engine/projects?q=${WORD}%20react`));
    await expect.poll(titles, WAIT).toEqual([trainer.title, react.title]);
    await sortBy.selectOption({ label: 'Best match' });
    await expect.poll(titles, WAIT).toEqual([react.title, trainer.title]);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('relevance');
  });

  it('searches as the visitor types, on a phone', async () => {
    const page = await session.newPage(PHONE);
    await page.goto(session.url('/engine/projects'));
    // Below 992 px the filters wait behind a button.
    await page.getByRole('button', { name: 'Show filters' }).click();
    const box = page.getByRole('searchbox');
    await box.fill(`${WORD} wroclaw`);
    await box.press('Enter');
    const titles = () => page.getByTestId('project-card').getByRole('heading').allTextContents();
    await expect.poll(titles, WAIT).toEqual([PROJECTS.platform.title]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`${WORD} wroclaw`);
  });
});
