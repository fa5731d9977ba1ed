// Skill data: software development, front-end and mobile, SAP/ERP, testing. Values are stable slugs
// stored in documents, so never rename one. A proper name is a [value, label] pair; a descriptive
// skill is its value alone, its label a message (list-item.ts, ListEntry).

export const SOFTWARE_DEVELOPMENT_SKILLS = [
  ['java', 'Java'], ['kotlin', 'Kotlin'], ['scala', 'Scala'], ['groovy', 'Groovy'],
  ['csharp', 'C#'], ['dotnet', '.NET'], ['aspnet-core', 'ASP.NET Core'], ['entity-framework', 'Entity Framework'],
  ['cpp', 'C++'], ['c', 'C'], ['rust', 'Rust'], ['go', 'Go'],
  ['python', 'Python'], ['django', 'Django'], ['flask', 'Flask'], ['fastapi', 'FastAPI'],
  ['php', 'PHP'], ['symfony', 'Symfony'], ['laravel', 'Laravel'], ['ruby', 'Ruby'],
  ['ruby-on-rails', 'Ruby on Rails'], ['nodejs', 'Node.js'], ['nestjs', 'NestJS'], ['express', 'Express'],
  ['typescript', 'TypeScript'], ['javascript', 'JavaScript'], ['spring', 'Spring Framework'], ['spring-boot', 'Spring Boot'],
  ['hibernate', 'Hibernate / JPA'], ['quarkus', 'Quarkus'], ['jakarta-ee', 'Jakarta EE'], ['micronaut', 'Micronaut'],
  'microservices', ['rest-api', 'REST APIs'], ['graphql', 'GraphQL'], ['grpc', 'gRPC'],
  ['kafka', 'Apache Kafka'], ['rabbitmq', 'RabbitMQ'], 'event-driven', ['ddd', 'Domain-driven design'],
  'software-architecture', 'design-patterns', 'clean-code', 'tdd',
  ['sql', 'SQL'], ['postgresql', 'PostgreSQL'], ['mysql', 'MySQL / MariaDB'], ['oracle-db', 'Oracle Database'],
  ['plsql', 'PL/SQL'], ['sql-server', 'Microsoft SQL Server'], ['mongodb', 'MongoDB'], ['redis', 'Redis'],
  ['elasticsearch', 'Elasticsearch'], ['cobol', 'COBOL'], 'mainframe', ['delphi', 'Delphi'],
  ['perl', 'Perl'], 'bash', ['powershell', 'PowerShell'], ['vba', 'VBA'],
  ['salesforce-apex', 'Salesforce Apex'], ['dynamics-365', 'Microsoft Dynamics 365'], ['sharepoint', 'SharePoint'], ['power-platform', 'Microsoft Power Platform'],
  ['blockchain', 'Blockchain / Solidity'], ['unity', 'Unity'], ['unreal-engine', 'Unreal Engine'], ['meteor', 'Meteor'],
  ['websockets', 'WebSockets'], ['oauth-oidc', 'OAuth 2.0 / OpenID Connect'], ['camunda', 'Camunda BPM'], ['liferay', 'Liferay'],
] as const;

export const FRONTEND_MOBILE_SKILLS = [
  'html-css', ['sass', 'Sass'], ['tailwind', 'Tailwind CSS'], ['bootstrap', 'Bootstrap'],
  ['react', 'React'], ['nextjs', 'Next.js'], ['redux', 'Redux'], ['angular', 'Angular'],
  ['rxjs', 'RxJS'], ['vuejs', 'Vue.js'], ['nuxt', 'Nuxt'], ['svelte', 'Svelte'],
  ['webpack', 'Webpack'], ['vite', 'Vite'], 'web-accessibility', 'web-performance',
  'pwa', 'micro-frontends', ['storybook', 'Storybook'], ['d3', 'D3.js'],
  ['android', 'Android'], ['ios', 'iOS'], ['swift', 'Swift'], ['swiftui', 'SwiftUI'],
  ['objective-c', 'Objective-C'], ['jetpack-compose', 'Jetpack Compose'], ['react-native', 'React Native'], ['flutter', 'Flutter'],
  ['dart', 'Dart'], ['xamarin-maui', 'Xamarin / .NET MAUI'], ['ionic', 'Ionic'], ['electron', 'Electron'],
] as const;

export const SAP_ERP_SKILLS = [
  ['sap-s4hana', 'SAP S/4HANA'], ['sap-fi', 'SAP FI'], ['sap-co', 'SAP CO'], ['sap-mm', 'SAP MM'],
  ['sap-sd', 'SAP SD'], ['sap-pp', 'SAP PP'], ['sap-qm', 'SAP QM'], ['sap-pm', 'SAP PM'],
  ['sap-wm-ewm', 'SAP WM / EWM'], ['sap-hcm', 'SAP HCM'], ['sap-successfactors', 'SAP SuccessFactors'], ['sap-ariba', 'SAP Ariba'],
  ['sap-abap', 'SAP ABAP'], ['sap-abap-oo', 'ABAP Objects'], ['sap-fiori', 'SAP Fiori / UI5'], ['sap-bw', 'SAP BW/4HANA'],
  ['sap-basis', 'SAP Basis'], ['sap-pi-po', 'SAP PI/PO'], ['sap-btp', 'SAP BTP'], ['sap-grc', 'SAP GRC'],
  ['sap-mdg', 'SAP MDG'], ['sap-tm', 'SAP TM'], ['sap-cpi', 'SAP Integration Suite (CPI)'], ['sap-analytics-cloud', 'SAP Analytics Cloud'],
  ['oracle-ebs', 'Oracle E-Business Suite'], ['oracle-fusion', 'Oracle Fusion Cloud'], ['microsoft-dynamics-ax', 'Dynamics AX / F&O'], ['infor-ln', 'Infor LN'],
] as const;

export const TESTING_QA_SKILLS = [
  'manual-testing', 'test-automation', ['selenium', 'Selenium'], ['playwright', 'Playwright'],
  ['cypress', 'Cypress'], ['junit', 'JUnit'], ['testng', 'TestNG'], ['jest', 'Jest'],
  ['vitest', 'Vitest'], ['pytest', 'pytest'], ['cucumber-bdd', 'Cucumber / BDD'], ['appium', 'Appium'],
  ['postman', 'Postman'], 'api-testing', 'performance-testing', ['jmeter', 'JMeter'],
  ['gatling', 'Gatling'], ['k6', 'k6'], ['istqb', 'ISTQB'], 'test-management',
  ['tosca', 'Tricentis Tosca'], ['robot-framework', 'Robot Framework'], ['hp-alm', 'ALM / Quality Center'], ['xray', 'Xray / Zephyr'],
] as const;
