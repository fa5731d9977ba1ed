// Create ('new') or edit one project with every field, a live Markdown preview of the
// description, and its status transitions. The project is the live `projects.one` document
// (admins receive every field), so another admin's publish or close shows here at once.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '../../app/routing';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { useText } from '../../components/admin/use-text';
import { AdminPage } from '../../components/page/admin-page';
import { FormSection } from '../../components/page/form-section';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { createProjectFormSchema, editProjectFormSchema, labelledProjectSchema } from './project-form-schema';
import { formValuesOf, projectChangesOf, projectInputOf } from './project-form-values';
import { ProjectFields } from './project-fields';
import { ProjectStatusBar } from './project-status-bar';
import { BestMatchesSection } from './best-matches-section';

function NewProject() {
  const { callMethod } = useCurrentAccount();
  const navigate = useNavigate();
  const intl = useIntl();
  const text = useText();
  const schema = useMemo(() => labelledProjectSchema(createProjectFormSchema, intl), [intl]);
  const form = useSchemaForm(schema);
  const submit = form.handleSubmit(async (values) => {
    const created = await withFormErrors('project', () => callMethod('projects.create', projectInputOf(values)));
    navigate(paths.adminProject.href(created._id));
  });
  return (
    <AdminPage section="projects" title={text('admin-projects.new')} lead={text('admin-projects.newLead')}>
      <FormSection
        title={text('admin-projects.details')}
        onSubmit={(event) => void submit(event)}
        submitting={form.submitting}
        error={form.generalError}
        submitLabel={text('admin-projects.createDraft')}
      >
        <ProjectFields form={form} editing={false} />
      </FormSection>
    </AdminPage>
  );
}

function EditForm({ project }: { project: Project }) {
  const { callMethod } = useCurrentAccount();
  const intl = useIntl();
  const schema = useMemo(() => labelledProjectSchema(editProjectFormSchema, intl), [intl]);
  const form = useSchemaForm(schema, formValuesOf(project));
  const submit = form.handleSubmit(async (values) => {
    const { changes, clear } = projectChangesOf(project, values);
    await withFormErrors('changes', () => callMethod('projects.update', project._id, changes, clear));
  });
  return (
    <FormSection
      title={intl.formatMessage({ id: 'admin-projects.details' })}
      onSubmit={(event) => void submit(event)}
      submitting={form.submitting}
      error={form.generalError}
      saved={form.saved}
    >
      <ProjectFields form={form} editing />
    </FormSection>
  );
}

function EditProject({ projectId }: { projectId: string }) {
  const isLoading = useSubscribe('projects.one', projectId);
  const text = useText();
  const [project] = useFind(() => Projects.find({ _id: projectId }, { limit: 1 }), [projectId]) as Project[];
  let body;
  if (project) {
    body = (
      <>
        <ProjectStatusBar project={project} />
        <EditForm key={project._id} project={project} />
        <BestMatchesSection project={project} />
      </>
    );
  } else if (isLoading()) {
    body = <LoadingState />;
  } else {
    body = (
      <EmptyState
        title={text('admin-projects.notFound')}
        actions={
          <Link to={paths.adminProjects.href()}>
            <FormattedMessage id="admin-projects.all" />
          </Link>
        }
      />
    );
  }
  return (
    <AdminPage section="projects" title={project?.title ?? text('admin-projects.project')} lead={<Link to={paths.adminProjects.href()}>{text('admin-projects.back')}</Link>}>
      {body}
    </AdminPage>
  );
}

export default function AdminProjectScreen() {
  const { projectId = 'new' } = useParams();
  return projectId === 'new' ? <NewProject /> : <EditProject projectId={projectId} />;
}
