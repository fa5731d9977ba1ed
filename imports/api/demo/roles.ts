// The roles projects ask for and experts offer, each in one field of expertise with the skills
// that define it, so generated skills stay coherent with the field. Hourly rates in EUR are
// German medians by category (domain-shapes §4.5): development 75–95, infrastructure 85–105,
// data/AI 90–120, SAP 100–130, management/consulting 95–130, design 60–80; engineering 65–95.
import type { FieldOfExpertise, Industry, Skill } from '../common/lists';

export interface Role {
  title: string;
  field: FieldOfExpertise;
  /** Skills every holder of the role has; projects require a few of them. */
  core: readonly Skill[];
  hourly: readonly [number, number];
  industries: readonly Industry[];
}

const DEV = [75, 95] as const;
const INFRA = [85, 105] as const;
const DATA = [90, 120] as const;
const SAP = [100, 130] as const;
const MGMT = [95, 130] as const;
const DESIGN = [60, 80] as const;
const ENG = [65, 95] as const;

const BANKING: readonly Industry[] = ['banking', 'insurance', 'financial-services'];
const INDUSTRY: readonly Industry[] = ['automotive', 'industrial-manufacturing', 'electronics-semiconductors', 'energy-utilities'];
const DIGITAL: readonly Industry[] = ['retail-ecommerce', 'software-internet', 'telecommunications', 'media-entertainment', 'logistics-transport'];

export const ROLES: readonly Role[] = [
  { title: 'Java Developer', field: 'software-development', core: ['java', 'spring-boot', 'microservices', 'rest-api', 'sql'], hourly: DEV, industries: [...BANKING, ...DIGITAL] },
  { title: 'Kotlin Backend Engineer', field: 'software-development', core: ['kotlin', 'spring-boot', 'kafka', 'postgresql'], hourly: DEV, industries: DIGITAL },
  { title: '.NET Developer', field: 'software-development', core: ['csharp', 'dotnet', 'aspnet-core', 'entity-framework', 'sql-server'], hourly: DEV, industries: [...BANKING, 'public-sector', 'healthcare'] },
  { title: 'Python Developer', field: 'software-development', core: ['python', 'django', 'fastapi', 'postgresql'], hourly: DEV, industries: DIGITAL },
  { title: 'Node.js Developer', field: 'software-development', core: ['nodejs', 'typescript', 'nestjs', 'mongodb', 'rest-api'], hourly: DEV, industries: DIGITAL },
  { title: 'Go Developer', field: 'software-development', core: ['go', 'grpc', 'microservices', 'postgresql'], hourly: DEV, industries: ['telecommunications', 'software-internet', 'financial-services'] },
  { title: 'Software Architect', field: 'software-development', core: ['software-architecture', 'ddd', 'microservices', 'event-driven', 'java'], hourly: MGMT, industries: [...BANKING, ...INDUSTRY] },
  { title: 'C++ Developer', field: 'software-development', core: ['cpp', 'design-patterns', 'clean-code', 'tdd'], hourly: DEV, industries: INDUSTRY },
  { title: 'React Developer', field: 'frontend-mobile', core: ['react', 'typescript', 'redux', 'html-css'], hourly: DEV, industries: DIGITAL },
  { title: 'Angular Developer', field: 'frontend-mobile', core: ['angular', 'typescript', 'rxjs', 'html-css'], hourly: DEV, industries: [...BANKING, 'insurance'] },
  { title: 'Android Developer', field: 'frontend-mobile', core: ['android', 'jetpack-compose'], hourly: DEV, industries: DIGITAL },
  { title: 'iOS Developer', field: 'frontend-mobile', core: ['ios', 'swift', 'swiftui'], hourly: DEV, industries: DIGITAL },
  { title: 'Flutter Developer', field: 'frontend-mobile', core: ['flutter', 'dart'], hourly: DEV, industries: DIGITAL },
  { title: 'SAP FI/CO Consultant', field: 'sap-erp', core: ['sap-s4hana', 'sap-fi', 'sap-co'], hourly: SAP, industries: INDUSTRY },
  { title: 'SAP ABAP Developer', field: 'sap-erp', core: ['sap-abap', 'sap-abap-oo', 'sap-fiori'], hourly: SAP, industries: INDUSTRY },
  { title: 'SAP MM/SD Consultant', field: 'sap-erp', core: ['sap-s4hana', 'sap-mm', 'sap-sd'], hourly: SAP, industries: [...INDUSTRY, 'retail-ecommerce', 'consumer-goods'] },
  { title: 'SAP Basis Administrator', field: 'sap-erp', core: ['sap-basis', 'sap-s4hana'], hourly: SAP, industries: INDUSTRY },
  { title: 'SAP EWM Consultant', field: 'sap-erp', core: ['sap-wm-ewm', 'sap-s4hana'], hourly: SAP, industries: ['logistics-transport', 'retail-ecommerce', 'automotive'] },
  { title: 'Data Engineer', field: 'data-ai', core: ['data-engineering', 'apache-spark', 'databricks', 'airflow', 'python'], hourly: DATA, industries: [...DIGITAL, ...BANKING] },
  { title: 'Data Scientist', field: 'data-ai', core: ['machine-learning', 'python', 'pandas', 'scikit-learn', 'statistics'], hourly: DATA, industries: [...DIGITAL, 'pharma-life-sciences', 'insurance'] },
  { title: 'BI Developer', field: 'data-ai', core: ['power-bi', 'data-warehouse', 'data-modelling', 'sql'], hourly: DATA, industries: [...BANKING, 'retail-ecommerce'] },
  { title: 'Machine Learning Engineer', field: 'data-ai', core: ['mlops', 'pytorch', 'llm', 'python'], hourly: DATA, industries: ['software-internet', 'automotive', 'financial-services'] },
  { title: 'DevOps Engineer', field: 'cloud-devops', core: ['kubernetes', 'docker', 'terraform', 'gitlab-ci'], hourly: INFRA, industries: [...DIGITAL, ...BANKING] },
  { title: 'Azure Cloud Architect', field: 'cloud-devops', core: ['azure', 'cloud-architecture', 'terraform', 'bicep-arm'], hourly: INFRA, industries: [...BANKING, 'public-sector'] },
  { title: 'AWS Cloud Engineer', field: 'cloud-devops', core: ['aws', 'terraform', 'serverless', 'cloudformation'], hourly: INFRA, industries: DIGITAL },
  { title: 'Site Reliability Engineer', field: 'cloud-devops', core: ['sre', 'kubernetes', 'prometheus', 'grafana', 'linux'], hourly: INFRA, industries: ['telecommunications', 'software-internet'] },
  { title: 'IT Security Architect', field: 'it-security', core: ['security-architecture', 'iam', 'cloud-security', 'iso-27001'], hourly: MGMT, industries: [...BANKING, 'public-sector', 'energy-utilities'] },
  { title: 'Penetration Tester', field: 'it-security', core: ['penetration-testing', 'owasp', 'threat-modelling'], hourly: INFRA, industries: [...BANKING, 'software-internet'] },
  { title: 'Test Automation Engineer', field: 'testing-qa', core: ['test-automation', 'playwright', 'selenium', 'api-testing'], hourly: DEV, industries: [...BANKING, ...DIGITAL] },
  { title: 'Performance Test Engineer', field: 'testing-qa', core: ['performance-testing', 'jmeter', 'gatling', 'k6'], hourly: DEV, industries: [...BANKING, 'telecommunications'] },
  { title: 'ServiceNow Consultant', field: 'it-operations', core: ['servicenow', 'itil'], hourly: INFRA, industries: ['it-services', ...BANKING] },
  { title: 'Project Manager', field: 'project-management', core: ['project-management', 'stakeholder-management', 'risk-management', 'prince2'], hourly: MGMT, industries: [...BANKING, ...INDUSTRY] },
  { title: 'Scrum Master', field: 'project-management', core: ['scrum', 'scrum-master', 'agile', 'jira'], hourly: MGMT, industries: DIGITAL },
  { title: 'Agile Coach (SAFe)', field: 'project-management', core: ['agile-coaching', 'safe', 'change-management'], hourly: MGMT, industries: [...BANKING, 'automotive'] },
  { title: 'Business Analyst', field: 'business-analysis', core: ['business-analysis', 'requirements-engineering', 'bpmn', 'uml'], hourly: MGMT, industries: [...BANKING, 'insurance', 'public-sector'] },
  { title: 'Enterprise Architect', field: 'business-analysis', core: ['enterprise-architecture', 'togaf', 'it-strategy'], hourly: MGMT, industries: [...BANKING, 'energy-utilities'] },
  { title: 'UX/UI Designer', field: 'design-ux', core: ['ux-design', 'ui-design', 'figma', 'prototyping'], hourly: DESIGN, industries: DIGITAL },
  { title: 'Embedded Software Engineer', field: 'embedded-systems', core: ['embedded-c', 'rtos', 'arm-cortex', 'microcontrollers'], hourly: ENG, industries: [...INDUSTRY, 'medical-devices'] },
  { title: 'AUTOSAR Developer', field: 'embedded-systems', core: ['autosar-classic', 'embedded-c', 'misra', 'can-bus', 'vector-tools'], hourly: ENG, industries: ['automotive'] },
  { title: 'Functional Safety Engineer', field: 'embedded-systems', core: ['iso-26262', 'aspice', 'hil-testing'], hourly: ENG, industries: ['automotive', 'railway'] },
  { title: 'Design Engineer (CATIA)', field: 'mechanical-engineering', core: ['catia', 'gd-t', 'plm', 'design-for-manufacturing'], hourly: ENG, industries: ['automotive', 'aerospace-defence'] },
  { title: 'Simulation Engineer (FEA)', field: 'mechanical-engineering', core: ['fea', 'ansys', 'abaqus', 'thermal-analysis'], hourly: ENG, industries: ['automotive', 'aerospace-defence', 'industrial-manufacturing'] },
  { title: 'Electrical Design Engineer', field: 'electrical-engineering', core: ['circuit-design', 'pcb-design', 'altium', 'emc'], hourly: ENG, industries: ['electronics-semiconductors', 'medical-devices'] },
  { title: 'PLC Programmer', field: 'automation-robotics', core: ['plc-programming', 'siemens-tia-portal', 'step7', 'commissioning'], hourly: ENG, industries: INDUSTRY },
  { title: 'Robotics Engineer', field: 'automation-robotics', core: ['industrial-robotics', 'kuka', 'commissioning', 'virtual-commissioning'], hourly: ENG, industries: ['automotive', 'industrial-manufacturing'] },
  { title: 'Quality Engineer', field: 'manufacturing-quality', core: ['quality-management', 'iatf-16949', 'apqp-ppap', 'fmea', '8d'], hourly: ENG, industries: ['automotive', 'industrial-manufacturing'] },
  { title: 'Validation Engineer (GMP)', field: 'manufacturing-quality', core: ['gmp', 'validation-csv', 'root-cause-analysis'], hourly: ENG, industries: ['pharma-life-sciences', 'medical-devices'] },
  { title: 'BIM Coordinator', field: 'civil-engineering', core: ['bim', 'revit', 'construction-management'], hourly: ENG, industries: ['construction-real-estate', 'railway'] },
];

/** How often each field shows up (IT dominates an IT and engineering agency's book). */
export const FIELD_WEIGHTS: Readonly<Partial<Record<FieldOfExpertise, number>>> = {
  'software-development': 22,
  'frontend-mobile': 10,
  'sap-erp': 12,
  'data-ai': 10,
  'cloud-devops': 10,
  'it-security': 4,
  'testing-qa': 5,
  'it-operations': 2,
  'project-management': 8,
  'business-analysis': 4,
  'design-ux': 3,
  'embedded-systems': 5,
  'mechanical-engineering': 3,
  'electrical-engineering': 1,
  'automation-robotics': 2,
  'manufacturing-quality': 2,
  'civil-engineering': 1,
};

export const SENIORITY = [
  ['Junior', 8],
  ['', 32],
  ['Senior', 45],
  ['Lead', 15],
] as const;

/** Neighbouring fields whose skills an expert in a field often has too. */
export const RELATED_FIELDS: Readonly<Partial<Record<FieldOfExpertise, readonly FieldOfExpertise[]>>> = {
  'software-development': ['cloud-devops', 'testing-qa', 'frontend-mobile'],
  'frontend-mobile': ['software-development', 'design-ux'],
  'sap-erp': ['business-analysis', 'project-management'],
  'data-ai': ['software-development', 'cloud-devops'],
  'cloud-devops': ['software-development', 'it-security'],
  'it-security': ['cloud-devops', 'it-operations'],
  'testing-qa': ['software-development'],
  'project-management': ['business-analysis'],
  'business-analysis': ['project-management'],
  'embedded-systems': ['electrical-engineering', 'software-development'],
  'mechanical-engineering': ['manufacturing-quality'],
  'automation-robotics': ['electrical-engineering'],
  'manufacturing-quality': ['mechanical-engineering'],
};
