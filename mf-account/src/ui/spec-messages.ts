import { ABOUT_ME_MAX, ACCOUNT_SETTINGS_MESSAGES, CERTIFICATE_MAX, CUSTOMER_MESSAGES, FILE_RULES, favoriteToast, MESSAGES, REGISTRATION_MAX_FILES, REGISTRATION_MESSAGES, type Language } from '@storefront/contracts';

const R = REGISTRATION_MESSAGES;
const A = ACCOUNT_SETTINGS_MESSAGES;

/**
 * The Chinese of the contracts' validation messages the remote checks in the browser (the same schemas the api
 * validates with). English keeps the spec's words; a message not here, and anything the api sends, shows as it is.
 */
const ZH: Readonly<Record<string, string>> = {
  [R.businessName]: '请输入公司名称',
  [R.businessType]: '请选择业务类型',
  [R.howHeard]: '请选择您了解我们的渠道',
  [R.ein]: '请输入有效的 EIN，例如 12-3456789',
  [R.website]: '请输入有效的公司网站',
  [R.street]: '请输入街道地址',
  [R.city]: '请输入城市',
  [R.state]: '请选择州或省',
  [R.postal]: '请输入邮政编码',
  [R.postalValid]: '请输入有效的邮政编码',
  [R.country]: '请选择国家',
  [R.firstName]: '请输入您的名字',
  [R.lastName]: '请输入您的姓氏',
  [R.code]: '请输入验证码',
  [R.certificate]: '请上传转售证书',
  [R.tooManyFiles]: `最多可上传 ${REGISTRATION_MAX_FILES} 个文件`,
  [R.uploadUnfinished]: '请等待上传完成，或重新上传文件',
  [R.printedName]: '请输入您的正楷姓名',
  [R.title]: '请输入您的职位',
  [R.signature]: '请在申请表上签名',
  [R.signatureTooLarge]: '签名过大，请重新签名',
  [R.agree]: '请同意条款与条件',
  [R.accountNumber]: '请输入账号',
  [R.registration]: '请从第一步开始注册',
  [R.tooLong]: '该字段过长',
  [A.addressLimit]: '地址数量已达上限',
  [A.firstName]: '请输入名字',
  [A.lastName]: '请输入姓氏',
  [A.aboutMeTooLong]: `“关于我”最多可输入 ${ABOUT_ME_MAX} 个字符`,
  [A.certificateLimit]: `证书最多可保存 ${CERTIFICATE_MAX} 份；请先移除一份再添加`,
  [A.certificateKept]: '随注册提交的证书将一直保留',
  [CUSTOMER_MESSAGES.firstName]: '请输入客户的名字',
  [CUSTOMER_MESSAGES.lastName]: '请输入客户的姓氏',
  [CUSTOMER_MESSAGES.email]: '请输入客户的邮箱',
  [CUSTOMER_MESSAGES.emailExists]: '该邮箱已存在',
  [MESSAGES.oldPasswordIncorrect]: '原密码不正确',
  'Please enter your old password': '请输入原密码',
  [MESSAGES.enterEmail]: '请输入您的邮箱地址',
  [MESSAGES.validEmail]: '请输入有效的邮箱地址',
  [MESSAGES.validPhone]: '请输入有效的手机号码',
  [MESSAGES.verificationCodeError]: '验证码错误',
  [MESSAGES.passwordsDontMatch]: '两次输入的密码不一致',
  [MESSAGES.password12to20]: '包含 12-20 个字符',
  [MESSAGES.passwordNumber]: '至少包含一个数字',
  [MESSAGES.passwordCase]: '包含大小写字母',
  [MESSAGES.textNotAllowed]: '文本包含不允许的字符',
  [FILE_RULES.certificate.message]: '请上传 JPG、PNG 或 PDF 格式的证书',
  [FILE_RULES.avatar.message]: '请上传 JPG 或 PNG 格式的图片',
  [FILE_RULES.service.message]: '请上传 JPG 或 PNG 格式的照片',
};

/** The fields the contracts name in a message ('City can be at most 50 characters'). */
const FIELDS_ZH: Readonly<Record<string, string>> = {
  'First Name': '名',
  'Last Name': '姓',
  Company: '公司',
  'Street Address': '街道地址',
  'Apartment, Suite, etc.': '公寓、套房等',
  City: '城市',
  Country: '国家',
  'State / Province': '州/省',
  'Postal Code': '邮政编码',
  Phone: '电话',
  Email: '邮箱',
  State: '州',
};

/** A contracts' message in the language: its Chinese where there is one, else as the spec words it. */
export function specMessage(language: Language | string, message: string): string {
  if (language !== 'zh') return message;
  const tooLarge = /^The file is too large \((\d+) MB at most\)$/.exec(message);
  if (tooLarge) return `文件过大（最大 ${tooLarge[1]} MB）`;
  const tooLong = /^(.+) can be at most (\d+) characters$/.exec(message);
  if (tooLong) return `${FIELDS_ZH[tooLong[1]!] ?? tooLong[1]}最多可输入 ${tooLong[2]} 个字符`;
  const notValid = /^(.+) is not valid$/.exec(message);
  if (notValid) return `${FIELDS_ZH[notValid[1]!] ?? notValid[1]}无效`;
  return ZH[message] ?? message;
}

/** Each message of a field map in the language (the errors the browser found, not the api's). */
export function specMessages<E extends Record<string, string | undefined>>(language: Language | string, errors: E): E {
  if (language !== 'zh') return errors;
  const out: Record<string, string | undefined> = {};
  for (const [field, message] of Object.entries(errors)) out[field] = message === undefined ? undefined : specMessage(language, message);
  return out as E;
}

/** The toast of a favorite saved or taken off (the contracts' words in English), in the language. */
export function favoriteToastIn(language: Language | string, customerName: string | null, liked: boolean): string {
  if (language !== 'zh') return favoriteToast(customerName, liked);
  if (!customerName) return liked ? '已保存到您的收藏' : '已从您的收藏中移除';
  return liked ? `为 ${customerName} 挑得好！已保存到其收藏。` : `已从 ${customerName} 的收藏中移除`;
}
