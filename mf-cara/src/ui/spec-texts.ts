import { CARA_MESSAGES, MESSAGES, defineMessages } from '@storefront/contracts';
import { isApiError } from '@storefront/remote-kit';

/** The spec's own messages that Cara's features write (sections 5 and 8), in English exactly as the spec words them. */
const SPEC_EN = {
  tip: CARA_MESSAGES.tip,
  placeholder: CARA_MESSAGES.placeholder,
  poweredBy: CARA_MESSAGES.poweredBy,
  serverExceptionRetry: CARA_MESSAGES.serverExceptionRetry,
  serverException: CARA_MESSAGES.serverException,
  photoType: CARA_MESSAGES.photoType,
  landscapeOnly: CARA_MESSAGES.landscapeOnly,
  errorCode: CARA_MESSAGES.errorCode,
  selectAreaFirst: CARA_MESSAGES.selectAreaFirst,
  selectAreas: CARA_MESSAGES.selectAreas,
  chooseSetting: CARA_MESSAGES.chooseSetting,
  statementPiece: CARA_MESSAGES.statementPiece,
  suggestForMe: CARA_MESSAGES.suggestForMe,
  requestFalse: MESSAGES.requestFalse,
};

export type SpecTexts = { [K in keyof typeof SPEC_EN]: string };

/**
 * The spec's messages in English as the contracts quote them, and in Chinese the remote's translation. What the api
 * sends (Cara's answers, an errmsg) is shown as it comes, in whatever language it was written.
 */
export const SPEC_TEXTS = defineMessages<SpecTexts>(
  SPEC_EN,
  {
    tip: '您好！有什么可以帮您？',
    placeholder: '请输入您的问题…',
    poweredBy: '由 DecorX 提供技术支持',
    serverExceptionRetry: '抱歉，服务器异常，请重试',
    serverException: '抱歉，服务器异常',
    photoType: '请上传 JPG、PNG、BMP 或 WEBP 格式的照片',
    landscapeOnly: '请选择横向拍摄的照片',
    errorCode: '照片代码有误',
    selectAreaFirst: '请先选择区域',
    selectAreas: '选择您想要更换的区域',
    chooseSetting: '选择您喜欢的场景',
    statementPiece: '添加一件亮点家具',
    suggestForMe: '帮我推荐一下！',
    requestFalse: '请求失败',
  },
);

/**
 * The words for a failed call: the api's errmsg as it comes; 'Request false' in the session's language when the
 * call never had the api's answer (the client's own error, err 0); `otherwise` (the server exception) for anything else.
 */
export function problemText(error: unknown, spec: SpecTexts, otherwise: string = spec.serverExceptionRetry): string {
  if (!isApiError(error)) return otherwise;
  return error.err === 0 && error.message === MESSAGES.requestFalse ? spec.requestFalse : error.message;
}
