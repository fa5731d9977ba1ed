// Picks roles and skill sets that belong together: a role from a weighted field, then its core
// skills plus others of the same field (and, for experts, a few from a neighbouring field).
import { type FieldOfExpertise, type Skill, skillsOfField } from '../common/lists';
import { listLabelIn } from '../../i18n/list-label-in';
import type { Rng } from './prng';
import { FIELD_WEIGHTS, RELATED_FIELDS, ROLES, type Role } from './roles';

const FIELD_ENTRIES = Object.entries(FIELD_WEIGHTS) as [FieldOfExpertise, number][];

export function pickRole(rng: Rng): Role {
  const field = rng.weighted(FIELD_ENTRIES);
  return rng.pick(ROLES.filter((role) => role.field === field));
}

function valuesOfField(field: FieldOfExpertise): Skill[] {
  return skillsOfField(field).map((skill) => skill.value);
}

/** Some core skills and some more of the field: `coreCount` core, `extra` others, all distinct. */
export function pickSkills(rng: Rng, role: Role, coreCount: number, extra: number, relatedCount = 0): Skill[] {
  const chosen = new Set<Skill>(rng.sample(role.core, coreCount));
  const others = valuesOfField(role.field).filter((skill) => !chosen.has(skill));
  for (const skill of rng.sample(others, extra)) chosen.add(skill);
  const related = RELATED_FIELDS[role.field] ?? [];
  if (relatedCount > 0 && related.length > 0) {
    const pool = valuesOfField(rng.pick(related)).filter((skill) => !chosen.has(skill));
    for (const skill of rng.sample(pool, relatedCount)) chosen.add(skill);
  }
  return [...chosen];
}

export function skillLabels(skills: readonly Skill[], count: number): string {
  return skills
    .slice(0, count)
    .map((skill) => listLabelIn('en', 'skills', skill))
    .join(', ');
}

/** A slug made unique within one generation run by `-2`, `-3`… */
export function uniqueSlug(slugs: Set<string>, base: string): string {
  let candidate = base;
  for (let n = 2; slugs.has(candidate); n += 1) candidate = `${base}-${n}`;
  slugs.add(candidate);
  return candidate;
}
