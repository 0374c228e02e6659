import { useShell } from '@storefront/remote-kit';
import { BookList } from './book-list';
import { CustomerDetail } from './customer-detail';
import './sheet';

/** /customerFavourite: the designer's customers with search; `?id=` opens one customer with its tabs. */
export default function CustomerBookPage() {
  const { route } = useShell();
  const id = route.query.id;
  return id ? <CustomerDetail key={id} id={id} /> : <BookList />;
}
