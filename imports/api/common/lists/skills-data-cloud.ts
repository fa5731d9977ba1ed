// Skill data: data and AI, cloud and DevOps, IT security, IT operations. [value, label] pairs;
// values are stable slugs stored in documents, so never rename a value, only its label.

export const DATA_AI_SKILLS = [
  ['data-engineering', 'Data engineering'], ['etl', 'ETL / ELT'], ['apache-spark', 'Apache Spark'], ['databricks', 'Databricks'],
  ['snowflake', 'Snowflake'], ['dbt', 'dbt'], ['airflow', 'Apache Airflow'], ['hadoop', 'Hadoop'],
  ['data-warehouse', 'Data warehousing'], ['data-modelling', 'Data modelling'], ['data-vault', 'Data Vault'], ['data-governance', 'Data governance'],
  ['power-bi', 'Power BI'], ['tableau', 'Tableau'], ['qlik', 'Qlik'], ['looker', 'Looker'],
  ['excel-advanced', 'Advanced Excel'], ['r', 'R'], ['pandas', 'pandas'], ['numpy', 'NumPy'],
  ['machine-learning', 'Machine learning'], ['deep-learning', 'Deep learning'], ['scikit-learn', 'scikit-learn'], ['tensorflow', 'TensorFlow'],
  ['pytorch', 'PyTorch'], ['nlp', 'Natural language processing'], ['computer-vision', 'Computer vision'], ['llm', 'Large language models'],
  ['generative-ai', 'Generative AI'], ['rag', 'Retrieval-augmented generation'], ['mlops', 'MLOps'], ['statistics', 'Statistics'],
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
  ['linux', 'Linux administration'], ['windows-server', 'Windows Server'], ['vmware', 'VMware vSphere'], ['nginx', 'NGINX'],
  ['sre', 'Site reliability engineering'], ['service-mesh', 'Service mesh (Istio, Linkerd)'], ['serverless', 'Serverless'], ['finops', 'FinOps'],
  ['cloud-architecture', 'Cloud architecture'], ['cloud-migration', 'Cloud migration'], ['networking', 'Networking (TCP/IP, routing)'], ['cisco', 'Cisco'],
] as const;

export const IT_SECURITY_SKILLS = [
  ['penetration-testing', 'Penetration testing'], ['security-architecture', 'Security architecture'], ['iam', 'Identity and access management'], ['keycloak', 'Keycloak'],
  ['siem', 'SIEM'], ['splunk', 'Splunk'], ['soc', 'Security operations (SOC)'], ['incident-response', 'Incident response'],
  ['iso-27001', 'ISO 27001'], ['nis2', 'NIS2 compliance'], ['gdpr', 'GDPR / data protection'], ['tisax', 'TISAX'],
  ['owasp', 'OWASP / application security'], ['devsecops', 'DevSecOps'], ['pki', 'PKI and certificates'], ['firewalls', 'Firewalls (Palo Alto, Fortinet)'],
  ['cloud-security', 'Cloud security'], ['threat-modelling', 'Threat modelling'], ['iec-62443', 'IEC 62443 (OT security)'], ['cryptography', 'Cryptography'],
] as const;

export const IT_OPERATIONS_SKILLS = [
  ['itil', 'ITIL'], ['servicenow', 'ServiceNow'], ['jira-service-management', 'Jira Service Management'], ['service-desk', 'Service desk'],
  ['active-directory', 'Active Directory'], ['microsoft-365', 'Microsoft 365'], ['intune', 'Microsoft Intune'], ['citrix', 'Citrix'],
  ['backup-recovery', 'Backup and recovery'], ['storage-san', 'Storage (SAN/NAS)'], ['database-administration', 'Database administration'], ['monitoring', 'Monitoring and alerting'],
] as const;
