import { CUSTOMER_MESSAGES, type Language } from '@storefront/contracts';
import { specMessage, type MessageTable } from './spec-messages';

/** The Chinese of the customer form's messages (spec section 5), for the pages that check a customer's fields. */
export const CUSTOMER_MESSAGES_ZH: MessageTable = {
  [CUSTOMER_MESSAGES.firstName]: '请输入客户的名字',
  [CUSTOMER_MESSAGES.lastName]: '请输入客户的姓氏',
  [CUSTOMER_MESSAGES.email]: '请输入客户的邮箱',
  [CUSTOMER_MESSAGES.emailExists]: '该邮箱已存在',
};

/** A customer field's message in the language. */
export const customerMessage = (language: Language | string, message: string): string => specMessage(language, message, CUSTOMER_MESSAGES_ZH);
