// Skill data: data and AI, cloud and DevOps, IT security, IT operations. Values are stable slugs
// stored in documents, so never rename one. A proper name is a [value, label] pair; a descriptive
// skill is its value alone, its label a message (list-item.ts, ListEntry).

export const DATA_AI_SKILLS = [
  'data-engineering', ['etl', 'ETL / ELT'], ['apache-spark', 'Apache Spark'], ['databricks', 'Databricks'],
  ['snowflake', 'Snowflake'], ['dbt', 'dbt'], ['airflow', 'Apache Airflow'], ['hadoop', 'Hadoop'],
  'data-warehouse', 'data-modelling', ['data-vault', 'Data Vault'], 'data-governance',
  ['power-bi', 'Power BI'], ['tableau', 'Tableau'], ['qlik', 'Qlik'], ['looker', 'Looker'],
  'excel-advanced', ['r', 'R'], ['pandas', 'pandas'], ['numpy', 'NumPy'],
  'machine-learning', 'deep-learning', ['scikit-learn', 'scikit-learn'], ['tensorflow', 'TensorFlow'],
  ['pytorch', 'PyTorch'], 'nlp', 'computer-vision', 'llm',
  'generative-ai', 'rag', ['mlops', 'MLOps'], 'statistics',
  ['azure-data-factory', 'Azure Data Factory'], ['synapse', 'Azure Synapse'], ['bigquery', 'Google BigQuery'], ['redshift', 'Amazon Redshift'],
  ['informatica', 'Informatica'], ['talend', 'Talend'], ['ssis', 'SSIS'], ['kafka-streams', 'Kafka Streams / Flink'],
] as const;

export const CLOUD_DEVOPS_SKILLS = [
  ['aws', 'Amazon Web Services'], ['azure', 'Microsoft Azure'], ['gcp', 'Google Cloud'], ['openstack', 'OpenStack'],
  ['docker', 'Docker'], ['kubernetes', 'Kubernetes'], ['openshift', 'OpenShift'], ['helm', 'Helm'],
  ['terraform', 'Terraform'], ['ansible', 'Ansible'], ['puppet', 'Puppet'], ['chef', 'Chef'],
  ['pulumi', 'Pulumi'], ['cloudformation', 'AWS CloudFormation'], ['bicep-arm', 'Azure Bicep / ARM'], ['gitops', 'GitOps (Argo CD, Flux)'],
  ['jenkins', 'Jenkins'], ['gitlab-ci', 'GitLab CI'], ['github-actions', 'GitHub Actions'], ['azure-devops', 'Azure DevOps'],
  ['git', 'Git'], ['maven-gradle', 'Maven / Gradle'], ['prometheus', 'Prometheus'], ['grafana', 'Grafana'],
  ['elk-stack', 'ELK stack'], ['opentelemetry', 'OpenTelemetry'], ['datadog', 'Datadog'], ['dynatrace', 'Dynatrace'],
  'linux', ['windows-server', 'Windows Server'], ['vmware', 'VMware vSphere'], ['nginx', 'NGINX'],
  ['sre', 'Site reliability engineering'], ['service-mesh', 'Service mesh (Istio, Linkerd)'], ['serverless', 'Serverless'], ['finops', 'FinOps'],
  'cloud-architecture', 'cloud-migration', 'networking', ['cisco', 'Cisco'],
] as const;

export const IT_SECURITY_SKILLS = [
  'penetration-testing', 'security-architecture', 'iam', ['keycloak', 'Keycloak'],
  ['siem', 'SIEM'], ['splunk', 'Splunk'], 'soc', 'incident-response',
  ['iso-27001', 'ISO 27001'], 'nis2', 'gdpr', ['tisax', 'TISAX'],
  'owasp', ['devsecops', 'DevSecOps'], 'pki', 'firewalls',
  'cloud-security', 'threat-modelling', 'iec-62443', 'cryptography',
] as const;

export const IT_OPERATIONS_SKILLS = [
  ['itil', 'ITIL'], ['servicenow', 'ServiceNow'], ['jira-service-management', 'Jira Service Management'], ['service-desk', 'Service desk'],
  ['active-directory', 'Active Directory'], ['microsoft-365', 'Microsoft 365'], ['intune', 'Microsoft Intune'], ['citrix', 'Citrix'],
  'backup-recovery', 'storage-san', 'database-administration', 'monitoring',
] as const;
