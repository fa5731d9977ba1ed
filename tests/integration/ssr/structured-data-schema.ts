// The schema.org types' properties a JSON-LD block must carry to be valid for search engines
// (Google's required properties for job postings and profile pages), checked without a network:
// a small schema of required properties and their shapes, used by the unit and browser tests.
type Check = (value: unknown) => string | null;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isDate = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);
const typed = (value: unknown, type: string) => typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === type;

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

const jobPosting: Record<string, Check> = {
  title: (v) => (isText(v) ? null : 'title must be text'),
  description: (v) => (isText(v) ? null : 'description must be text'),
  datePosted: (v) => (isDate(v) ? null : 'datePosted must be an ISO 8601 date'),
  validThrough: (v) => (v === undefined || isDate(v) ? null : 'validThrough must be an ISO 8601 date'),
  hiringOrganization: (v) => (typed(v, 'Organization') && isText((v as { name?: unknown }).name) ? null : 'hiringOrganization must be an Organization with a name'),
  employmentType: (v) => {
    const values = Array.isArray(v) ? v : [v];
    return v === undefined || values.every((item) => EMPLOYMENT_TYPES.includes(String(item))) ? null : 'employmentType has an unknown value';
  },
  baseSalary: (v) => {
    if (v === undefined) return null;
    const value = (v as { value?: Record<string, unknown> }).value;
    if (!typed(v, 'MonetaryAmount') || !/^[A-Z]{3}$/.test(String((v as { currency?: unknown }).currency))) return 'baseSalary must be a MonetaryAmount with an ISO 4217 currency';
    if (!typed(value, 'QuantitativeValue') || !UNITS.includes(String(value?.unitText))) return 'baseSalary.value must be a QuantitativeValue with a unitText';
    if (typeof value?.minValue !== 'number' && typeof value?.maxValue !== 'number' && typeof value?.value !== 'number') return 'baseSalary.value needs a number';
    return null;
  },
};

/** The problems of one JSON-LD block: empty when it is valid. */
export function structuredDataProblems(block: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (block['@context'] !== 'https://schema.org') problems.push('@context must be https://schema.org');
  if (block['@type'] === 'JobPosting') {
    for (const [key, check] of Object.entries(jobPosting)) {
      const problem = check(block[key]);
      if (problem) problems.push(problem);
    }
    const remote = block.jobLocationType === 'TELECOMMUTE';
    if (!remote && !typed(block.jobLocation, 'Place')) problems.push('jobLocation must be a Place unless jobLocationType is TELECOMMUTE');
    if (remote && block.jobLocation === undefined && block.applicantLocationRequirements === undefined) problems.push('a remote posting needs applicantLocationRequirements');
    if (block.jobLocationType !== undefined && block.jobLocationType !== 'TELECOMMUTE') problems.push('jobLocationType can only be TELECOMMUTE');
  } else if (block['@type'] === 'ProfilePage') {
    const person = block.mainEntity as Record<string, unknown> | undefined;
    if (!typed(person, 'Person') && !typed(person, 'Organization')) problems.push('mainEntity must be a Person or Organization');
    else if (!isText(person?.name)) problems.push('mainEntity.name must be text');
  } else problems.push(`unexpected @type ${String(block['@type'])}`);
  return problems;
}

/** The JSON-LD blocks of a page's HTML. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string) as Record<string, unknown>);
}
