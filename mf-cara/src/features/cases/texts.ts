import { defineMessages } from '@storefront/contracts';

/** The notices of finished cases (spec section 4). A failed case's own notice comes from the api as it is. */
export const CASE_TEXTS = defineMessages(
  {
    failedTitle: 'Your visualization could not be generated',
    failedText: 'Please try again with another photo or area.',
    readyTitle: 'Your visualization is ready',
    viewIt: 'View it',
  },
  {
    failedTitle: '您的效果图未能生成',
    failedText: '请换一张照片或重新选择区域后再试。',
    readyTitle: '您的效果图已生成',
    viewIt: '立即查看',
  },
);

export type CaseTexts = (typeof CASE_TEXTS)['en'];
