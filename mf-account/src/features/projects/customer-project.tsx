import { ProjectList } from './project-list';
import './sheet';

/** /customerProject: an invited customer's own projects, to read (their designer keeps them). */
export default function CustomerProjectPage() {
  return (
    <ProjectList
      title="My Projects"
      lead="The projects your designer keeps for you."
      manage={false}
      showCustomer={false}
      empty={
        <>
          <p className="apr-empty-title">You have no projects yet.</p>
          <p>Your designer adds the products they choose for you to a project; it shows here.</p>
        </>
      }
    />
  );
}
