// Skill data: project management, business analysis and consulting, UX/UI design. [value, label]
// pairs; values are stable slugs stored in documents, so never rename a value, only its label.

export const PROJECT_MANAGEMENT_SKILLS = [
  ['project-management', 'Project management'], ['programme-management', 'Programme management'], ['pmo', 'PMO'], ['prince2', 'PRINCE2'],
  ['pmp', 'PMP'], ['ipma', 'IPMA'], ['agile', 'Agile methods'], ['scrum', 'Scrum'],
  ['scrum-master', 'Scrum Master'], ['product-owner', 'Product ownership'], ['kanban', 'Kanban'], ['safe', 'SAFe'],
  ['jira', 'Jira'], ['confluence', 'Confluence'], ['ms-project', 'Microsoft Project'], ['risk-management', 'Risk management'],
  ['stakeholder-management', 'Stakeholder management'], ['release-management', 'Release management'], ['agile-coaching', 'Agile coaching'], ['vendor-management', 'Vendor management'],
] as const;

export const BUSINESS_ANALYSIS_SKILLS = [
  ['business-analysis', 'Business analysis'], ['requirements-engineering', 'Requirements engineering'], ['ireb', 'IREB CPRE'], ['uml', 'UML'],
  ['bpmn', 'BPMN'], ['process-optimisation', 'Process optimisation'], ['it-strategy', 'IT strategy'], ['enterprise-architecture', 'Enterprise architecture'],
  ['togaf', 'TOGAF'], ['change-management', 'Change management'], ['it-controlling', 'IT controlling'], ['digital-transformation', 'Digital transformation'],
  ['product-management', 'Product management'], ['pre-sales', 'Pre-sales and solution consulting'], ['regulatory-reporting', 'Regulatory reporting (Basel, Solvency)'], ['payments', 'Payments (SEPA, cards)'],
] as const;

export const DESIGN_UX_SKILLS = [
  ['ux-design', 'UX design'], ['ui-design', 'UI design'], ['user-research', 'User research'], ['usability-testing', 'Usability testing'],
  ['interaction-design', 'Interaction design'], ['design-systems', 'Design systems'], ['figma', 'Figma'], ['sketch', 'Sketch'],
  ['adobe-xd', 'Adobe XD'], ['adobe-creative-suite', 'Adobe Creative Cloud'], ['prototyping', 'Prototyping'], ['information-architecture', 'Information architecture'],
  ['service-design', 'Service design'], ['motion-design', 'Motion design'], ['technical-writing', 'Technical writing'], ['hmi-design', 'HMI design'],
] as const;
