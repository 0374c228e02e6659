import { OrderList } from './order-list';
import './sheet';

/** /ffdOrder: the outlet shopper's orders, by state, searched by number. */
export default function FfdOrderPage() {
  return <OrderList kind="ffd" />;
}
