// Create ('new') or edit one project with every field, a live Markdown preview of the
// description, and its status transitions. The project is the live `projects.one` document
// (admins receive every field), so another admin's publish or close shows here at once.
import { useFind } from 'meteor/react-meteor-data';
import { useSubscribe } from '../../lib/subscriptions';
import { Link, useNavigate, useParams } from 'react-router';
import { Projects } from '../../../api/projects/browser-collection';
import type { Project } from '../../../api/projects/schema';
import { paths } from '../../app/paths';
import { AdminPage } from '../../components/page/admin-page';
import { FormSection } from '../../components/page/form-section';
import { EmptyState, LoadingState } from '../../components/page/view-states';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useCurrentAccount } from '../../lib/account-context';
import { withFormErrors } from '../../lib/method-errors';
import { createProjectFormSchema, editProjectFormSchema } from './project-form-schema';
import { formValuesOf, projectChangesOf, projectInputOf } from './project-form-values';
import { ProjectFields } from './project-fields';
import { ProjectStatusBar } from './project-status-bar';

function NewProject() {
  const { callMethod } = useCurrentAccount();
  const navigate = useNavigate();
  const form = useSchemaForm(createProjectFormSchema);
  const submit = form.handleSubmit(async (values) => {
    const created = await withFormErrors('project', () => callMethod('projects.create', projectInputOf(values)));
    navigate(paths.adminProject.href(created._id));
  });
  return (
    <AdminPage section="projects" title="New project" lead="Saved as a draft; publish it when it is complete.">
      <FormSection title="Project details" onSubmit={(event) => void submit(event)} submitting={form.submitting} error={form.generalError} submitLabel="Create draft">
        <ProjectFields form={form} editing={false} />
      </FormSection>
    </AdminPage>
  );
}

function EditForm({ project }: { project: Project }) {
  const { callMethod } = useCurrentAccount();
  const form = useSchemaForm(editProjectFormSchema, formValuesOf(project));
  const submit = form.handleSubmit(async (values) => {
    const { changes, clear } = projectChangesOf(project, values);
    await withFormErrors('changes', () => callMethod('projects.update', project._id, changes, clear));
  });
  return (
    <FormSection
      title="Project details"
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
  const [project] = useFind(() => Projects.find({ _id: projectId }, { limit: 1 }), [projectId]) as Project[];
  let body;
  if (project) {
    body = (
      <>
        <ProjectStatusBar project={project} />
        <EditForm key={project._id} project={project} />
      </>
    );
  } else if (isLoading()) {
    body = <LoadingState />;
  } else {
    body = <EmptyState title="This project does not exist." actions={<Link to={paths.adminProjects.href()}>All projects</Link>} />;
  }
  return (
    <AdminPage section="projects" title={project?.title ?? 'Project'} lead={<Link to={paths.adminProjects.href()}>← All projects</Link>}>
      {body}
    </AdminPage>
  );
}

export default function AdminProjectScreen() {
  const { projectId = 'new' } = useParams();
  return projectId === 'new' ? <NewProject /> : <EditProject projectId={projectId} />;
}
