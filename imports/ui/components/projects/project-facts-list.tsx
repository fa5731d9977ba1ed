// The facts of a project as a description list: the essentials on a card, everything on the
// project's page. Facts the project does not state are left out; the rate row disappears while
// prices are hidden; an NDA the project requires is an essential fact.
import { Fragment, type ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/message-ids';
import type { Project } from '../../../api/projects/schema';
import type { ListLabel } from '../../../i18n/list-labels';
import { useListLabel } from '../../i18n/use-list-label';
import { dayOf, durationText, locationText, remoteText, startText, workloadText } from './project-facts';
import { ProjectRate, useRateVisible } from './project-rate';

interface Fact {
  label: MessageId;
  value: ReactNode;
}

function essentialFacts(intl: IntlShape, project: Project, showRate: boolean, label: ListLabel): Fact[] {
  return [
    { label: 'projects.facts.location', value: locationText(project, label) },
    { label: 'projects.facts.remote', value: remoteText(intl, project.remotePercent) },
    { label: 'projects.facts.start', value: startText(intl, project) },
    { label: 'projects.facts.duration', value: durationText(intl, project) },
    { label: 'projects.facts.workload', value: workloadText(intl, project.workloadPercent) },
    { label: 'projects.facts.rate', value: showRate ? <ProjectRate rate={project.rate} /> : undefined },
    // On the card as on the page: candidates should know before they open a project.
    { label: 'projects.facts.nda', value: project.ndaRequired ? intl.formatMessage({ id: 'projects.facts.ndaRequired' }) : undefined },
  ];
}

function moreFacts(intl: IntlShape, project: Project, label: ListLabel): Fact[] {
  const labelOrNone = (name: 'fields' | 'industries' | 'services', value: string | undefined) => (value ? label(name, value) : undefined);
  return [
    { label: 'projects.facts.field', value: labelOrNone('fields', project.fieldOfExpertise) },
    { label: 'projects.facts.industry', value: labelOrNone('industries', project.industry) },
    { label: 'projects.facts.service', value: labelOrNone('services', project.typeOfService) },
    { label: 'projects.facts.reference', value: project.referenceNumber },
    { label: 'projects.facts.published', value: dayOf(intl, project.publishedAt) },
  ];
}

export function ProjectFactsList({ project, detailed = false }: { project: Project; detailed?: boolean }) {
  const intl = useIntl();
  const showRate = useRateVisible();
  const label = useListLabel();
  const facts = [...essentialFacts(intl, project, showRate, label), ...(detailed ? moreFacts(intl, project, label) : [])].filter(
    (fact) => fact.value !== undefined && fact.value !== '',
  );
  if (detailed) {
    return (
      <dl className="row mb-0">
        {facts.map((fact) => (
          <Fragment key={fact.label}>
            <dt className="col-sm-5 col-xl-4 fw-semibold">{intl.formatMessage({ id: fact.label })}</dt>
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
          <dt className="d-inline fw-normal text-body-secondary">{intl.formatMessage({ id: 'projects.facts.term' }, { term: intl.formatMessage({ id: fact.label }) })} </dt>
          <dd className="d-inline mb-0">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
