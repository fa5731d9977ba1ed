// Sentences for generated summaries and descriptions: what a project in each field is about and
// what its expert does, so a card reads like a real posting rather than lorem ipsum.
import type { FieldOfExpertise } from '../common/lists';

export const FIELD_TASKS: Readonly<Record<FieldOfExpertise, readonly string[]>> = {
  'software-development': ['Design and build new services for a core platform', 'Modernise a monolith step by step into well-cut services', 'Improve test coverage and the delivery pipeline of an established product', 'Integrate partner systems through REST and event streams'],
  'frontend-mobile': ['Build a customer portal on a shared design system', 'Develop new features for an app with several hundred thousand users', 'Improve accessibility and performance of the web front end', 'Migrate a legacy front end to a modern framework'],
  'sap-erp': ['Lead a workstream in a brownfield S/4HANA migration', 'Roll out a template to further country organisations', 'Analyse requirements with the business and customise the system', 'Support hypercare after go-live and hand over to operations'],
  'data-ai': ['Design ingestion pipelines and a lakehouse data model', 'Build forecasting models and bring them into production', 'Create dashboards and a consistent reporting layer', 'Evaluate and introduce generative AI use cases with clear guardrails'],
  'cloud-devops': ['Run and harden Kubernetes clusters with GitOps', 'Move on-premise workloads to the cloud with infrastructure as code', 'Build CI/CD pipelines for a growing number of teams', 'Introduce observability and on-call practices'],
  'it-security': ['Define the security architecture of a cloud programme', 'Run penetration tests of web applications and APIs', 'Prepare the organisation for ISO 27001 certification and NIS2', 'Introduce identity and access management across applications'],
  'testing-qa': ['Build a test automation framework from scratch', 'Own the test strategy of a release train', 'Run load and performance tests before a major launch', 'Automate API and end-to-end tests in the pipeline'],
  'it-operations': ['Implement ITSM processes on ServiceNow', 'Stabilise operations and reduce incident volumes', 'Migrate the workplace to Microsoft 365 and Intune'],
  'project-management': ['Lead a cross-functional programme with several vendors', 'Set up a PMO and a reporting cadence for the board', 'Coach teams in Scrum and scale agile practices', 'Steer budget, risks and stakeholders of a transformation'],
  'business-analysis': ['Elicit and document requirements with business units', 'Model target processes in BPMN and prepare tenders', 'Shape the target IT architecture and a roadmap'],
  'design-ux': ['Run user research and turn findings into prototypes', 'Extend and document the design system', 'Redesign key journeys of a customer portal'],
  'embedded-systems': ['Develop software for body-control ECUs on AUTOSAR classic', 'Implement drivers and a bootloader for a new controller', 'Bring a product line to ISO 26262 and ASPICE level 2', 'Set up HIL tests for a new vehicle platform'],
  'mechanical-engineering': ['Design interior and exterior parts up to series release', 'Run strength and thermal simulations of new components', 'Prepare drawings with GD&T and support suppliers'],
  'electrical-engineering': ['Design boards for a new generation of devices', 'Take products through EMC testing and certification', 'Plan wiring harnesses for a new platform'],
  'automation-robotics': ['Program and commission production lines', 'Integrate robot cells and run virtual commissioning', 'Connect machines to MES via OPC UA'],
  'manufacturing-quality': ['Lead supplier quality and PPAP approvals', 'Run FMEAs and 8D problem solving', 'Validate processes and computerised systems under GMP'],
  'civil-engineering': ['Coordinate BIM models across disciplines', 'Manage construction of a rail infrastructure project', 'Estimate costs and plan construction phases'],
};

export const CLIENT_NAMES = [
  'Nordwerk Automotive AG', 'Danube Insurance Group', 'Vltava Bank a.s.', 'Baltic Logistics S.A.', 'Alpenstrom Energie GmbH',
  'Tatra Retail s.r.o.', 'Pannonia Telecom Zrt.', 'Rheinland Chemie AG', 'Vistula Fintech sp. z o.o.', 'Helvetia Pharma AG',
  'Carpathian Software SRL', 'Moravia Machinery a.s.',
];

export const EXPERT_INTROS = [
  'Hands-on {role} who has delivered in demanding {industry} environments.',
  '{role} with a track record of taking projects from first workshop to go-live.',
  'Pragmatic {role}, used to working in distributed teams across Europe.',
  'Experienced {role} who combines technical depth with clear communication towards business stakeholders.',
];

export const EXPERIENCE_DESCRIPTIONS = [
  'Delivered the {skill} part of a multi-year programme.',
  'Responsible for design, implementation and hand-over to operations.',
  'Led a team of {team} people and coordinated with external vendors.',
  'Introduced {skill} and coached the team in its use.',
];

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
