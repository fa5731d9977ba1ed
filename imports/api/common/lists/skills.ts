// Skills: a few hundred IT and engineering skills, each tied to the field of expertise it
// belongs to. The data sit in skills-*.ts, split by area; this file joins them in a fixed order.
import type { FieldOfExpertise } from './fields-of-expertise';
import type { ListEntry } from './list-item';
import { BUSINESS_ANALYSIS_SKILLS, DESIGN_UX_SKILLS, PROJECT_MANAGEMENT_SKILLS } from './skills-business';
import { CLOUD_DEVOPS_SKILLS, DATA_AI_SKILLS, IT_OPERATIONS_SKILLS, IT_SECURITY_SKILLS } from './skills-data-cloud';
import {
  AUTOMATION_ROBOTICS_SKILLS,
  CIVIL_ENGINEERING_SKILLS,
  ELECTRICAL_ENGINEERING_SKILLS,
  EMBEDDED_SYSTEMS_SKILLS,
  MANUFACTURING_QUALITY_SKILLS,
  MECHANICAL_ENGINEERING_SKILLS,
} from './skills-engineering';
import { FRONTEND_MOBILE_SKILLS, SAP_ERP_SKILLS, SOFTWARE_DEVELOPMENT_SKILLS, TESTING_QA_SKILLS } from './skills-software';

export interface SkillItem<V extends string = string> extends ListEntry<V> {
  readonly field: FieldOfExpertise;
}

/** A descriptive skill's value, or a proper name's [value, label]. */
type Entries = readonly (string | readonly [string, string])[];
type ValueOf<E> = E extends readonly [infer V extends string, string] ? V : E extends string ? E : never;

function inField<P extends Entries>(field: FieldOfExpertise, entries: P): SkillItem<ValueOf<P[number]>>[] {
  return entries.map((entry) =>
    typeof entry === 'string' ? { value: entry as ValueOf<P[number]>, field } : { value: entry[0] as ValueOf<P[number]>, label: entry[1], field },
  );
}

export const SKILLS = [
  ...inField('software-development', SOFTWARE_DEVELOPMENT_SKILLS),
  ...inField('frontend-mobile', FRONTEND_MOBILE_SKILLS),
  ...inField('sap-erp', SAP_ERP_SKILLS),
  ...inField('data-ai', DATA_AI_SKILLS),
  ...inField('cloud-devops', CLOUD_DEVOPS_SKILLS),
  ...inField('it-security', IT_SECURITY_SKILLS),
  ...inField('testing-qa', TESTING_QA_SKILLS),
  ...inField('it-operations', IT_OPERATIONS_SKILLS),
  ...inField('project-management', PROJECT_MANAGEMENT_SKILLS),
  ...inField('business-analysis', BUSINESS_ANALYSIS_SKILLS),
  ...inField('design-ux', DESIGN_UX_SKILLS),
  ...inField('embedded-systems', EMBEDDED_SYSTEMS_SKILLS),
  ...inField('mechanical-engineering', MECHANICAL_ENGINEERING_SKILLS),
  ...inField('electrical-engineering', ELECTRICAL_ENGINEERING_SKILLS),
  ...inField('automation-robotics', AUTOMATION_ROBOTICS_SKILLS),
  ...inField('manufacturing-quality', MANUFACTURING_QUALITY_SKILLS),
  ...inField('civil-engineering', CIVIL_ENGINEERING_SKILLS),
] as const;

export type Skill = (typeof SKILLS)[number]['value'];

/** The skills of one field of expertise, in list order (seed data, suggestions in forms). */
export function skillsOfField(field: FieldOfExpertise): readonly SkillItem<Skill>[] {
  return SKILLS.filter((skill) => skill.field === field);
}
