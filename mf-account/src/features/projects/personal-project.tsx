import { useShell } from '@storefront/remote-kit';
import { ProjectList } from './project-list';
import './sheet';

/** /personalProject: the company's projects, each renamed or deleted in place (an invited customer only reads). */
export default function PersonalProjectPage() {
  const { session } = useShell();
  const manage = session.mode !== 'mibd_customer';
  return (
    <ProjectList
      title="Projects"
      lead="Every project of your customers, the latest change first."
      manage={manage}
      showCustomer={manage}
      empty={
        <>
          <p className="apr-empty-title">You have no projects yet.</p>
          <p>
            Projects are made from a product page: choose “Add to project”, pick the customer, then a project of theirs or a new
            one.
          </p>
        </>
      }
    />
  );
}
