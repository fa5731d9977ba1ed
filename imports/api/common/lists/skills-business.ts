// Skill data: project management, business analysis and consulting, UX/UI design. Values are
// stable slugs stored in documents, so never rename one. A proper name is a [value, label] pair;
// a descriptive skill is its value alone, its label a message (list-item.ts, ListEntry).

export const PROJECT_MANAGEMENT_SKILLS = [
  'project-management', 'programme-management', ['pmo', 'PMO'], ['prince2', 'PRINCE2'],
  ['pmp', 'PMP'], ['ipma', 'IPMA'], 'agile', ['scrum', 'Scrum'],
  ['scrum-master', 'Scrum Master'], 'product-owner', ['kanban', 'Kanban'], ['safe', 'SAFe'],
  ['jira', 'Jira'], ['confluence', 'Confluence'], ['ms-project', 'Microsoft Project'], 'risk-management',
  'stakeholder-management', 'release-management', 'agile-coaching', 'vendor-management',
] as const;

export const BUSINESS_ANALYSIS_SKILLS = [
  'business-analysis', 'requirements-engineering', ['ireb', 'IREB CPRE'], ['uml', 'UML'],
  ['bpmn', 'BPMN'], 'process-optimisation', 'it-strategy', 'enterprise-architecture',
  ['togaf', 'TOGAF'], 'change-management', 'it-controlling', 'digital-transformation',
  'product-management', 'pre-sales', 'regulatory-reporting', 'payments',
] as const;

export const DESIGN_UX_SKILLS = [
  'ux-design', 'ui-design', 'user-research', 'usability-testing',
  'interaction-design', 'design-systems', ['figma', 'Figma'], ['sketch', 'Sketch'],
  ['adobe-xd', 'Adobe XD'], ['adobe-creative-suite', 'Adobe Creative Cloud'], 'prototyping', 'information-architecture',
  'service-design', ['motion-design', 'Motion design'], 'technical-writing', 'hmi-design',
] as const;
