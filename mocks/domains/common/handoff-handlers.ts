import { defineCalls } from '@mocks/http/define-call';
import { mintAppletScheme, resolveJump, signWxConfig } from './handoff-rules';

/**
 * The hand-off pages' calls (src/features/common/README.md): jump codes → targets, the
 * mini-program URL scheme, the JS-SDK signature. Public calls (the common tag needs no login).
 */
export const handoffHandlers = defineCalls({
  pageJumpRoute: ({ requestData }) => resolveJump(requestData.jumpType, requestData.jumpCode),
  queryAppletScheme: ({ requestData }) => mintAppletScheme(requestData.path, requestData.query),
  getWXConfigSignature: {
    successMsg: '签名成功',
    resolve: ({ requestData, request }) => signWxConfig(requestData.url, new URL(request.url).origin),
  },
});
