// The facts of a project as a description list: the essentials on a card, everything on the
// project's page. Facts the project does not state are left out; the rate row disappears while
// prices are hidden; an NDA the project requires is an essential fact.
import { Fragment, type ReactNode } from 'react';
import type { Project } from '../../../api/projects/schema';
import type { ListLabel } from '../../../i18n/list-labels';
import { useListLabel } from '../../i18n/use-list-label';
import { durationText, formatDate, locationText, remoteText, startText, workloadText } from './project-facts';
import { ProjectRate, useRateVisible } from './project-rate';

interface Fact {
  label: string;
  value: ReactNode;
}

function essentialFacts(project: Project, showRate: boolean, label: ListLabel): Fact[] {
  return [
    { label: 'Location', value: locationText(project, label) },
    { label: 'Remote', value: remoteText(project.remotePercent) },
    { label: 'Start', value: startText(project) },
    { label: 'Duration', value: durationText(project) },
    { label: 'Workload', value: workloadText(project.workloadPercent) },
    { label: 'Rate', value: showRate ? <ProjectRate rate={project.rate} /> : undefined },
    // On the card as on the page: candidates should know before they open a project.
    { label: 'NDA', value: project.ndaRequired ? 'Required before applying' : undefined },
  ];
}

function moreFacts(project: Project, label: ListLabel): Fact[] {
  const labelOrNone = (name: 'fields' | 'industries' | 'services', value: string | undefined) => (value ? label(name, value) : undefined);
  return [
    { label: 'Field of expertise', value: labelOrNone('fields', project.fieldOfExpertise) },
    { label: 'Industry', value: labelOrNone('industries', project.industry) },
    { label: 'Type of service', value: labelOrNone('services', project.typeOfService) },
    { label: 'Reference number', value: project.referenceNumber },
    { label: 'Published', value: formatDate(project.publishedAt) },
  ];
}

export function ProjectFactsList({ project, detailed = false }: { project: Project; detailed?: boolean }) {
  const showRate = useRateVisible();
  const label = useListLabel();
  const facts = [...essentialFacts(project, showRate, label), ...(detailed ? moreFacts(project, label) : [])].filter(
    (fact) => fact.value !== undefined && fact.value !== '',
  );
  if (detailed) {
    return (
      <dl className="row mb-0">
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt className="col-sm-5 col-xl-4 fw-semibold">{fact.label}</dt>
            <dd className="col-sm-7 col-xl-8">{fact.value}</dd>
          </Fragment>
        ))}
      </dl>
    );
  }
  return (
    <dl className="row row-cols-auto g-0 small mb-2">
      {facts.map((fact) => (
        <div key={fact.label} className="col me-3 mb-1">
          <dt className="d-inline fw-normal text-body-secondary">{fact.label}: </dt>
          <dd className="d-inline mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
