import { OrderList } from './order-list';
import './sheet';

/** /designerOrder: the trade account's orders (the company's), by state and customer, searched by number. */
export default function DesignerOrderPage() {
  return <OrderList kind="designer" />;
}
