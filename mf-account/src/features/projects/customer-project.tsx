import { useMessages } from '@storefront/remote-kit';
import { ProjectList } from './project-list';
import { PROJECT_TEXTS } from './texts';
import './sheet';

/** /customerProject: an invited customer's own projects, to read (their designer keeps them). */
export default function CustomerProjectPage() {
  const t = useMessages(PROJECT_TEXTS);
  return (
    <ProjectList
      title={t.myProjects}
      lead={t.myProjectsLead}
      manage={false}
      showCustomer={false}
      empty={
        <>
          <p className="apr-empty-title">{t.noProjectsYet}</p>
          <p>{t.designerAdds}</p>
        </>
      }
    />
  );
}
