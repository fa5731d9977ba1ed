// One generated expert entry, anonymised as the directory shows experts: first name and last
// initial, a headline and summary, skills coherent with the field, native language plus English
// and often German, 5–25 years with a few anonymised experience entries, a rate in EUR and an
// availability (about 60% available now, 30% partly, 10% back later; about one in six unconfirmed).
import { continentOfCountry, type ExperienceEntry, type TypeOfService } from '../common/lists';
import { listLabelIn } from '../../i18n/list-label-in';
import { slugify } from '../common/url-name';
import type { Person, PersonStatus } from '../people/schema';
import { daysAgo, daysAhead, expertLanguages, expertRate, pickRegion, remotePercent } from './distributions';
import type { GenerationRun } from './generate-project';
import type { Rng } from './prng';
import { firstNamesOf, lastInitials } from './regions';
import type { Role } from './roles';
import { pickRole, pickSkills, skillLabels, uniqueSlug } from './skill-picks';
import { EXPERIENCE_DESCRIPTIONS, EXPERT_INTROS, fill } from './texts';

export type GeneratedPerson = Omit<Person, '_id'>;

const SERVICES: readonly TypeOfService[] = ['freelance', 'temporary-contracting', 'team-augmentation', 'project-delivery', 'interim-management'];

function experience(rng: Rng, role: Role, years: number, today: Date, skill: string): ExperienceEntry[] {
  const entries: ExperienceEntry[] = [];
  let end: Date | undefined;
  let monthsLeft = years * 12;
  const count = rng.int(2, 4);
  for (let i = 0; i < count && monthsLeft > 6; i += 1) {
    const months = i === count - 1 ? monthsLeft : rng.int(8, Math.max(9, Math.floor(monthsLeft / 2)));
    const to = end;
    const fromBase = to ?? today;
    const from = new Date(Date.UTC(fromBase.getUTCFullYear(), fromBase.getUTCMonth() - months, 1));
    entries.push({
      role: i === 0 ? role.title : rng.pick([role.title, `${role.title} (freelance)`, `Consultant – ${role.title}`]),
      industry: rng.pick(role.industries),
      from,
      ...(to ? { to } : {}),
      description: fill(rng.pick(EXPERIENCE_DESCRIPTIONS), { skill, team: rng.int(3, 12) }),
    });
    end = new Date(from.getTime() - 86_400_000);
    monthsLeft -= months;
  }
  return entries;
}

export function generatePerson(run: GenerationRun, status: PersonStatus): GeneratedPerson {
  const { rng, today } = run;
  const role = pickRole(rng);
  const region = pickRegion(rng, 'experts');
  const firstName = rng.pick(firstNamesOf(region.names));
  const lastInitial = rng.pick([...lastInitials()]);
  const years = rng.int(5, 25);
  const skills = pickSkills(rng, role, role.core.length, rng.int(3, 8), rng.int(0, 2));
  const industries = rng.sample([...new Set(role.industries)], rng.int(1, 3));
  const seniority = years >= 15 ? 'Lead' : years >= 8 ? 'Senior' : '';
  const headline = `${seniority ? `${seniority} ` : ''}${role.title} · ${skillLabels(skills, 3)}`.slice(0, 120);
  const intro = fill(rng.pick(EXPERT_INTROS), { role: role.title, industry: listLabelIn('en', 'industries', industries[0] ?? 'it-services').toLowerCase() });
  // Confirmed within the last 3 weeks, or (about one in six, by the years so no draw is added
  // and the rest of the run stays the same) 5 to 8 weeks ago: shown as unconfirmed.
  const confirmedAt = daysAhead(today, years % 6 === 0 ? -(35 + years) : -(years % 21));
  const availability = rng.weighted([
    [{ status: 'available' as const, from: today, workloadPercent: 100, confirmedAt }, 60],
    [{ status: 'partly' as const, from: today, workloadPercent: rng.pick([40, 50, 60, 80]), confirmedAt }, 30],
    [{ status: 'not' as const, from: daysAhead(today, rng.int(30, 120)), workloadPercent: 100, confirmedAt }, 10],
  ]);
  const rate = expertRate(rng, role.hourly, region);
  const person: GeneratedPerson = {
    firstName,
    lastInitial,
    headline,
    summary: `${intro} ${years} years of experience, most recently with ${skillLabels(skills, 5)}.`,
    city: rng.pick(region.cities),
    country: region.country,
    continent: continentOfCountry(region.country) ?? 'EURO',
    fieldsOfExpertise: [role.field],
    industries,
    skills,
    typesOfService: rng.sample(SERVICES, rng.int(1, 2)),
    languages: expertLanguages(rng, region),
    yearsOfExperience: years,
    experience: experience(rng, role, years, today, skills[0] ?? role.title),
    availability,
    remotePercent: remotePercent(rng),
    urlName: uniqueSlug(run.slugs, slugify(`${firstName} ${lastInitial} ${role.title}`, 'expert')),
    status,
  };
  if (rate) person.rate = rate;
  if (status === 'published') person.publishedAt = daysAgo(today, rng.int(1, 365));
  return person;
}
