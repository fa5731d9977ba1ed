// Demo projects loaded into an empty database so `npm start` shows a living marketplace.
import { Projects } from './collection';

const DEMO_PROJECTS = [
  { title: 'Senior Java Developer for a payments platform', city: 'Prague', country: 'CZ', remotePercent: 60, summary: 'Extend a card-payments platform built on Java 21 and Spring Boot; event-driven services on Kafka.' },
  { title: 'SAP S/4HANA FI/CO consultant', city: 'Munich', country: 'DE', remotePercent: 40, summary: 'Lead finance workstreams in a brownfield S/4HANA migration for a manufacturing group.' },
  { title: 'React and TypeScript front-end engineer', city: 'Budapest', country: 'HU', remotePercent: 100, summary: 'Build a customer portal with React 19, TypeScript and a design system shared across teams.' },
  { title: 'Embedded C engineer for automotive ECUs', city: 'Wrocław', country: 'PL', remotePercent: 20, summary: 'AUTOSAR classic stack, MISRA C and unit testing on target hardware for body-control modules.' },
  { title: 'Data engineer (Databricks, Spark)', city: 'Bratislava', country: 'SK', remotePercent: 80, summary: 'Design ingestion pipelines and a lakehouse model for retail sales and stock data.' },
  { title: 'Kubernetes platform engineer', city: 'Vienna', country: 'AT', remotePercent: 50, summary: 'Run and harden multi-tenant Kubernetes clusters with GitOps, policy as code and observability.' },
] as const;

function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function loadDemoProjects(): Promise<number> {
  if ((await Projects.find({}).countAsync()) > 0) return 0;
  const now = Date.now();
  let index = 0;
  for (const project of DEMO_PROJECTS) {
    await Projects.insertAsync({
      ...project,
      urlName: slugify(project.title),
      status: 'open',
      publishedAt: new Date(now - index * 86_400_000),
    });
    index += 1;
  }
  return DEMO_PROJECTS.length;
}
