import { visitorSession } from '@storefront/contracts/testing';
import { centerTabFrom, centerTabs, projectsHref } from './center-rules';

const designer = { ...visitorSession, token: 't', mode: 'mibd_designer' as const, roles: ['designer_project', 'order'] };
const visualizing = { ...designer, roles: [...designer.roles, 'AI_design_scheme_list'] };

describe('the tabs of the personal center', () => {
  it('are projects, orders and the settings; My Visualizations where the brand has them and the role allows', () => {
    expect(centerTabs('HOM', designer)).toEqual(['projects', 'orders', 'edit']);
    expect(centerTabs('HOM', visualizing)).toEqual(['projects', 'orders', 'edit']);
    expect(centerTabs('CA', visualizing)).toEqual(['projects', 'orders', 'visualizations', 'edit']);
    expect(centerTabs('CA_DEALER', visualizing)).toEqual(['projects', 'orders', 'visualizations', 'edit']);
    expect(centerTabs('CA', designer)).toEqual(['projects', 'orders', 'edit']);
  });

  it('follow the permissions as the account menu does: an invited customer has no orders, a client agent no projects', () => {
    expect(centerTabs('HOM', { mode: 'mibd_customer', roles: ['designer_project', 'favorites'] })).toEqual(['projects', 'edit']);
    expect(centerTabs('HOM', { mode: 'mibd_designer', roles: ['order', 'customers'] })).toEqual(['orders', 'edit']);
    // Browsing mode keeps the projects tab, which says how to reach them.
    expect(centerTabs('HOM', { mode: 'mibd_safe', roles: ['favorites', 'mode'] })).toEqual(['projects', 'edit']);
  });

  it('are the orders only on FFD', () => {
    expect(centerTabs('FFD', designer)).toEqual(['orders']);
  });

  it('open the tab of `type`, the settings for `tab=certificate`, else the first', () => {
    const tabs = centerTabs('CA', visualizing);
    expect(centerTabFrom({ type: 'orders' }, tabs)).toBe('orders');
    expect(centerTabFrom({ type: 'visualizations' }, tabs)).toBe('visualizations');
    expect(centerTabFrom({ type: 'edit' }, tabs)).toBe('edit');
    expect(centerTabFrom({ tab: 'certificate' }, tabs)).toBe('edit');
    expect(centerTabFrom({ type: 'visualizations' }, centerTabs('HOM', designer))).toBe('projects');
    expect(centerTabFrom({ type: 'nonsense' }, tabs)).toBe('projects');
    expect(centerTabFrom({}, tabs)).toBe('projects');
  });

  it("lead to an invited customer's own projects, or the company's", () => {
    expect(projectsHref({ mode: 'mibd_customer' })).toBe('/customerProject');
    expect(projectsHref({ mode: 'mibd_designer' })).toBe('/personalProject');
  });
});
