import { useMessages, useShell } from '@storefront/remote-kit';
import { ProjectList } from './project-list';
import { PROJECT_TEXTS } from './texts';
import './sheet';

/** /personalProject: the company's projects, each renamed or deleted in place (an invited customer only reads). */
export default function PersonalProjectPage() {
  const { session } = useShell();
  const t = useMessages(PROJECT_TEXTS);
  const manage = session.mode !== 'mibd_customer';
  return (
    <ProjectList
      title={t.projectsTitle}
      lead={t.projectsLead}
      manage={manage}
      showCustomer={manage}
      empty={
        <>
          <p className="apr-empty-title">{t.noProjectsYet}</p>
          <p>{t.howProjects}</p>
        </>
      }
    />
  );
}
