import { ERROR_CODE_HEADER, type ErrorCode } from '@quizzical/common';

/** An error answer as the API sends it: `{"detail": text, "code": code}` and the code's header. */
export function errorResponse(status: number, code: ErrorCode, detail: string): Response {
  return new Response(JSON.stringify({ detail, code }), {
    status,
    headers: { 'content-type': 'application/json', [ERROR_CODE_HEADER]: code },
  });
}
