import { PROJECT_MESSAGES, PROJECT_NAME_MAX, defineMessages } from '@storefront/contracts';
import type { MessageTable } from '../../ui/spec-messages';

/** The texts of the dialogs this remote gives the shell: add to project, and choosing or creating a customer. */
export const DIALOG_TEXTS = defineMessages(
  {
    // Add to project.
    noProduct: 'No product to add',
    openProduct: 'Open a product and press Add to project there.',
    added: PROJECT_MESSAGES.added as string,
    notFound: PROJECT_MESSAGES.notFound as string,
    customer: 'Customer',
    createCustomer: 'Create Customer',
    noCustomersForProjects: 'Customers are not available in Browsing Mode. Switch to Client or Designer Mode to add products to projects.',
    back: 'Back',
    projectsFor: (name: string) => `Projects for ${name}`,
    project: 'Project',
    chooseCustomer: 'Choose a customer to see their projects.',
    addToProject: 'Add to project',
    loadingProjects: 'Loading projects…',
    projects: 'Projects',
    noProjects: 'No projects yet. Name a new one below.',
    itemCount: (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`,
    submitFailed: 'Failed to submit information, please resubmit',
    newProject: 'New project',
    projectName: 'Project name',
    create: 'Create',
    // Choosing a customer.
    noCustomers: 'Customers are not available in Browsing Mode. Switch to Client or Designer Mode to work with customers.',
    yourCustomers: 'Your customers',
    workingWith: (name: string) => `You are now working with ${name}`,
    orderFor: 'Who is this order for?',
    customerDetails: 'Customer details',
    addedCustomer: (name: string) => `${name} was added to your customers`,
  },
  {
    noProduct: '没有要添加的产品',
    openProduct: '请打开一个产品，并在产品页面点击“添加到项目”。',
    added: '已添加到项目',
    notFound: '未找到该项目',
    customer: '客户',
    createCustomer: '新建客户',
    noCustomersForProjects: '浏览模式下无法使用客户功能。请切换到客户模式或设计师模式，将产品添加到项目。',
    back: '返回',
    projectsFor: (name: string) => `${name} 的项目`,
    project: '项目',
    chooseCustomer: '请选择一位客户以查看其项目。',
    addToProject: '添加到项目',
    loadingProjects: '正在加载项目…',
    projects: '项目',
    noProjects: '暂无项目。请在下方为新项目命名。',
    itemCount: (n: number) => `${n} 件商品`,
    submitFailed: '信息提交失败，请重新提交',
    newProject: '新建项目',
    projectName: '项目名称',
    create: '创建',
    noCustomers: '浏览模式下无法使用客户功能。请切换到客户模式或设计师模式以管理客户。',
    yourCustomers: '您的客户',
    workingWith: (name: string) => `您现在正在服务 ${name}`,
    orderFor: '这笔订单是为谁下的？',
    customerDetails: '客户信息',
    addedCustomer: (name: string) => `已将 ${name} 添加到您的客户`,
  },
);

/** The Chinese of the new project name's messages. */
export const PROJECT_NAME_MESSAGES_ZH: MessageTable = {
  [PROJECT_MESSAGES.nameRequired]: '请输入项目名称',
  [PROJECT_MESSAGES.nameTooLong]: `项目名称最多可输入 ${PROJECT_NAME_MAX} 个字符`,
};
