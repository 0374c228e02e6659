import {
  COMPANY_ACCOUNT_TYPE_LABELS,
  MEMBER_LABELS,
  MEMBER_MESSAGES,
  MEMBER_STATUS_LABELS,
  countOf,
  defineMessages,
  type CompanyAccountType,
  type MemberField,
  type MemberStatus,
} from '@storefront/contracts';
import type { MessageTable } from '../../ui/spec-messages';
import type { MemberAction } from './member-rules';

const COLUMNS_EN = ['Type', 'Account', 'Name', 'Status', 'Invitation time', 'Close time', 'Actions'] as const;
export type MemberColumn = (typeof COLUMNS_EN)[number];
const ACTIONS_EN: Readonly<Record<MemberAction, string>> = { resend: 'Resend invitation', close: 'Close', reopen: 'Reopen' };
const ACTIONS_ZH: Readonly<Record<MemberAction, string>> = { resend: '重新发送邀请', close: '关闭', reopen: '重新开启' };

/** Manage Members' fixed texts (the members table, the invite and close dialogs). */
export const MEMBER_TEXTS = defineMessages(
  {
    title: 'Manage Members',
    lead: 'Invite the people of your company to the trade account, send an invitation again, close and reopen their accounts.',
    notAllowed: "Members are managed by your company's designer in Designer Mode.",
    changeMode: 'Change mode',
    resent: (account: string) => `${MEMBER_MESSAGES.resent} (${account}).`,
    reopened: (name: string, status: string) => `${name} was reopened: ${status.toLowerCase()}.`,
    resendFailed: 'The invitation could not be sent',
    reopenFailed: 'The member could not be reopened',
    membersFailed: 'The members could not be loaded',
    tryAgain: 'Try again',
    noMembers: 'You have not invited any members yet.',
    membersHint: "Members sign in with their own email and work with your company's customers and projects.",
    members: 'Members',
    column: (column: MemberColumn): string => column,
    type: (type: CompanyAccountType) => COMPANY_ACCOUNT_TYPE_LABELS[type],
    status: (status: MemberStatus) => MEMBER_STATUS_LABELS[status],
    none: 'None',
    action: (action: MemberAction) => ACTIONS_EN[action],
    actionName: (action: MemberAction, name: string) => (action === 'resend' ? `Resend invitation to ${name}` : `${ACTIONS_EN[action]} ${name}`),
    seatsBefore: '',
    seatsOf: ' of ',
    seatsAfter: ' accounts in use (activated or waiting for activation)',
    maxActive: MEMBER_MESSAGES.maxActive as string,
    inviteMember: 'Invite member',
    invitedTo: (account: string) => `${MEMBER_MESSAGES.invited} to ${account}.`,
    closedNotice: (name: string, receiver: string, customers: number, projects: number) =>
      `${name} was closed. ${countOf(customers, 'customer')} and ${countOf(projects, 'project')} passed to ${receiver}.`,
    // Invite.
    inviteTitle: 'Invite a member',
    inviteText: (days: number) => `We will email an invitation to choose a password. The link can be used for ${days} days.`,
    field: (field: MemberField) => MEMBER_LABELS[field],
    cancel: 'Cancel',
    sending: 'Sending…',
    sendInvitation: 'Send invitation',
    // Close.
    closeFailed: 'The member could not be closed',
    closeTitle: (name: string) => `Close ${name}?`,
    closeText: (name: string, account: string) =>
      `${name} (${account}) will no longer be able to sign in. The customers and projects ${name} created pass to the account you choose. You can reopen the account later.`,
    receiverNotFound: MEMBER_MESSAGES.receiverNotFound as string,
    receiverRequired: MEMBER_MESSAGES.receiverRequired as string,
    chooseAccount: 'Choose an account',
    goTo: 'Customers and projects go to',
    closing: 'Closing…',
    closeAccount: 'Close account',
  },
  {
    title: '成员管理',
    lead: '邀请公司同事加入贸易账户，重新发送邀请，关闭或重新开启其账户。',
    notAllowed: '成员由贵公司的设计师在设计师模式下管理。',
    changeMode: '切换模式',
    resent: (account: string) => `已发送新的邀请，之前的链接随即失效（${account}）。`,
    reopened: (name: string, status: string) => `${name} 已重新开启：${status}。`,
    resendFailed: '无法发送邀请',
    reopenFailed: '无法重新开启该成员',
    membersFailed: '无法加载成员',
    tryAgain: '重试',
    noMembers: '您还没有邀请任何成员。',
    membersHint: '成员使用自己的邮箱登录，并处理贵公司的客户和项目。',
    members: '成员',
    column: (column: MemberColumn) =>
      ({ Type: '类型', Account: '账号', Name: '姓名', Status: '状态', 'Invitation time': '邀请时间', 'Close time': '关闭时间', Actions: '操作' })[column],
    type: (type: CompanyAccountType) => ({ designer: '公司管理员', sub_account: '子账号', dealer: '公司管理员' })[type],
    status: (status: MemberStatus) => ({ 'to be activated': '待激活', activated: '已激活', closed: '已关闭' })[status],
    none: '无',
    action: (action: MemberAction) => ACTIONS_ZH[action],
    actionName: (action: MemberAction, name: string) => (action === 'resend' ? `向 ${name} 重新发送邀请` : `${ACTIONS_ZH[action]} ${name}`),
    seatsBefore: '已使用 ',
    seatsOf: ' / ',
    seatsAfter: ' 个账户（已激活或待激活）',
    maxActive: '贵公司已达到已激活账户的数量上限',
    inviteMember: '邀请成员',
    invitedTo: (account: string) => `邀请已发送至 ${account}。`,
    closedNotice: (name: string, receiver: string, customers: number, projects: number) =>
      `${name} 已关闭。${customers} 位客户和 ${projects} 个项目已转给 ${receiver}。`,
    inviteTitle: '邀请成员',
    inviteText: (days: number) => `我们将通过邮件发送设置密码的邀请。链接 ${days} 天内有效。`,
    field: (field: MemberField) => ({ email: '邮箱', first_name: '名', last_name: '姓' })[field],
    cancel: '取消',
    sending: '正在发送…',
    sendInvitation: '发送邀请',
    closeFailed: '无法关闭该成员',
    closeTitle: (name: string) => `关闭 ${name}？`,
    closeText: (name: string, account: string) =>
      `${name}（${account}）将无法再登录。${name} 创建的客户和项目将转给您选择的账户。之后您可以重新开启该账户。`,
    receiverNotFound: '请选择贵公司的一个有效账户来接收客户和项目',
    receiverRequired: '请选择接收客户和项目的账户',
    chooseAccount: '选择账户',
    goTo: '客户和项目转给',
    closing: '正在关闭…',
    closeAccount: '关闭账户',
  },
);

export const MEMBER_COLUMNS = COLUMNS_EN;

/** The Chinese of the invitation form's messages. */
export const MEMBER_MESSAGES_ZH: MessageTable = {
  [MEMBER_MESSAGES.firstName]: '请输入成员的名字',
  [MEMBER_MESSAGES.lastName]: '请输入成员的姓氏',
  [MEMBER_MESSAGES.email]: '请输入成员的邮箱',
};
