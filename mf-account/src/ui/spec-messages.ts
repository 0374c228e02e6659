import { MESSAGES, type Language } from '@storefront/contracts';

/** A feature's own Chinese of the contracts' messages it checks: the English message, and its Chinese. */
export type MessageTable = Readonly<Record<string, string>>;

/**
 * The Chinese of the contracts' validation messages the remote checks in the browser (the same schemas the api
 * validates with). English keeps the spec's words; a message not here, and anything the api sends, shows as it is.
 * Only the messages every form shares are here (they live with the contracts' errors, which every page has): each
 * feature keeps the Chinese of its own schemas' messages in its catalog and hands it in, so a page does not bring
 * the schemas of every other feature.
 */
const COMMON_ZH: MessageTable = {
  [MESSAGES.enterEmail]: '请输入您的邮箱地址',
  [MESSAGES.validEmail]: '请输入有效的邮箱地址',
  [MESSAGES.validPhone]: '请输入有效的手机号码',
  [MESSAGES.verificationCodeError]: '验证码错误',
  [MESSAGES.passwordsDontMatch]: '两次输入的密码不一致',
  [MESSAGES.password12to20]: '包含 12-20 个字符',
  [MESSAGES.passwordNumber]: '至少包含一个数字',
  [MESSAGES.passwordCase]: '包含大小写字母',
  [MESSAGES.oldPasswordIncorrect]: '原密码不正确',
  [MESSAGES.textNotAllowed]: '文本包含不允许的字符',
  'Please enter the verification code': '请输入验证码',
  'Please provide a valid postal code': '请输入有效的邮政编码',
  'This field is too long': '该字段过长',
};

/** The fields the contracts name in a message ('City can be at most 50 characters'). */
const FIELDS_ZH: MessageTable = {
  'First Name': '名',
  'Last Name': '姓',
  Company: '公司',
  'Street Address': '街道地址',
  'Apartment, Suite, etc.': '公寓、套房等',
  City: '城市',
  Country: '国家',
  'State / Province': '州/省',
  State: '州',
  'Postal Code': '邮政编码',
  Phone: '电话',
  Email: '邮箱',
};

/** A contracts' message in the language: its Chinese where there is one (the feature's table, then the shared), else as the spec words it. */
export function specMessage(language: Language | string, message: string, table: MessageTable = {}): string {
  if (language !== 'zh') return message;
  const known = table[message] ?? COMMON_ZH[message];
  if (known) return known;
  const tooLarge = /^The file is too large \((\d+) MB at most\)$/.exec(message);
  if (tooLarge) return `文件过大（最大 ${tooLarge[1]} MB）`;
  const tooLong = /^(.+) can be at most (\d+) characters$/.exec(message);
  if (tooLong) return `${FIELDS_ZH[tooLong[1]!] ?? tooLong[1]}最多可输入 ${tooLong[2]} 个字符`;
  const notValid = /^(.+) is not valid$/.exec(message);
  if (notValid) return `${FIELDS_ZH[notValid[1]!] ?? notValid[1]}无效`;
  return message;
}

/** Each message of a field map in the language (the errors the browser found, not the api's). */
export function specMessages<E extends Record<string, string | undefined>>(language: Language | string, errors: E, table: MessageTable = {}): E {
  if (language !== 'zh') return errors;
  const out: Record<string, string | undefined> = {};
  for (const [field, message] of Object.entries(errors)) out[field] = message === undefined ? undefined : specMessage(language, message, table);
  return out as E;
}
