import { LOCALES, defineMessages, type Language } from '@storefront/contracts';

/** When a case settled, as the session's language writes a date and time (LOCALES). */
export function settledAt(ms: number, language: Language): string {
  return new Date(ms).toLocaleString(LOCALES[language], { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** The notices of finished cases (spec section 4). A failed case's own notice comes from the api as it is. */
export const CASE_TEXTS = defineMessages(
  {
    failedTitle: 'Your visualization could not be generated',
    failedText: 'Please try again with another photo or area.',
    readyTitle: 'Your visualization is ready',
    viewIt: 'View it',
    awayTitle: (n: number) => (n === 1 ? 'A visualization finished while you were away' : `${n} visualizations finished while you were away`),
    awayReady: (date: string) => `Ready: visualization of ${date}`,
    awayFailed: (date: string) => `Could not be generated: visualization of ${date}`,
    dismiss: 'Dismiss',
  },
  {
    failedTitle: '您的效果图未能生成',
    failedText: '请换一张照片或重新选择区域后再试。',
    readyTitle: '您的效果图已生成',
    viewIt: '立即查看',
    awayTitle: (n: number) => (n === 1 ? '您离开期间有 1 张效果图已完成' : `您离开期间有 ${n} 张效果图已完成`),
    awayReady: (date: string) => `已完成：${date} 的效果图`,
    awayFailed: (date: string) => `未能生成：${date} 的效果图`,
    dismiss: '关闭',
  },
);

export type CaseTexts = (typeof CASE_TEXTS)['en'];
