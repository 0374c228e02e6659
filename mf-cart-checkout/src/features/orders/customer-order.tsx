import { OrderList } from './order-list';
import './sheet';

/** /customerOrder: the invited customer's own orders, by state, searched by number. */
export default function CustomerOrderPage() {
  return <OrderList kind="customer" />;
}
