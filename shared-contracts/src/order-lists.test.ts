import { ORDER_LIST_PATHS, orderDate, orderHref, orderListKind } from './order-lists';
import { routeById } from './routes';

describe('the order lists', () => {
  it('are the routes of the table, one per kind of account', () => {
    for (const path of Object.values(ORDER_LIST_PATHS)) expect(routeById(path.slice(1) as never).paths).toContain(path);
  });

  it('send the outlet shopper to /ffdOrder, the invited customer to /customerOrder, the trade to /designerOrder', () => {
    expect(orderListKind('FFD', { mode: 'mibd_designer' })).toBe('ffd');
    expect(orderListKind('HOM', { mode: 'mibd_customer' })).toBe('customer');
    expect(orderListKind('CA', { mode: 'mibd_designer' })).toBe('designer');
  });

  it("link an order by its number and read its day in UTC", () => {
    expect(orderHref('SO100001')).toBe('/orderDetail?number=SO100001');
    expect(orderDate('2026-03-05T23:30:00.000Z')).toBe('Mar 5, 2026');
    expect(orderDate('not a date')).toBe('not a date');
  });
});
