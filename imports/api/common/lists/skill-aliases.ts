// What people type for a skill besides its label: abbreviations and other spellings, so a
// search for `k8s` finds Kubernetes (search.ts adds the skill as an alternative of the word).
// Folded keys (lower case, no accents); each names a skill value of skills.ts.
import type { Skill } from './skills';

export const SKILL_ALIASES: Readonly<Record<string, Skill>> = {
  k8s: 'kubernetes',
  kube: 'kubernetes',
  js: 'javascript',
  ecmascript: 'javascript',
  ts: 'typescript',
  golang: 'go',
  postgres: 'postgresql',
  psql: 'postgresql',
  mssql: 'sql-server',
  mongo: 'mongodb',
  node: 'nodejs',
  reactjs: 'react',
  angularjs: 'angular',
  csharp: 'csharp',
  'c#': 'csharp',
  'c++': 'cpp',
  cplusplus: 'cpp',
  dotnet: 'dotnet',
  '.net': 'dotnet',
  ml: 'machine-learning',
  ai: 'machine-learning',
  genai: 'llm',
  s4: 'sap-s4hana',
  s4hana: 'sap-s4hana',
  abap: 'sap-abap',
  springboot: 'spring-boot',
  elastic: 'elasticsearch',
  tf: 'terraform',
  gcloud: 'gcp',
};
