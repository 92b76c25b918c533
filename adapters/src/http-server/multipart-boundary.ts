import type { FastifyInstance } from 'fastify';

/** RFC 2046 §5.1.1: a boundary has 1 to 70 characters. The multipart parser's search takes at most 256 and threw past it. */
export const MAX_BOUNDARY_LENGTH = 70;

/** The refusals of a multipart Content-Type whose boundary cannot be read, by the code the error handler words them by. */
export const BOUNDARY_PROBLEMS = {
  RAFDESK_MULTIPART_NO_BOUNDARY: 'body: multipart/form-data needs a boundary in its Content-Type',
  RAFDESK_MULTIPART_LONG_BOUNDARY: `body: the multipart boundary may be at most ${MAX_BOUNDARY_LENGTH} characters`,
} as const;

type BoundaryProblem = keyof typeof BOUNDARY_PROBLEMS;

/** What is wrong with a multipart Content-Type's boundary (quoted or not), or null; null for any other type. */
export function boundaryProblem(contentType: string | undefined): BoundaryProblem | null {
  if (typeof contentType !== 'string' || !/^\s*multipart\//i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(contentType);
  const boundary = (match?.[1] ?? match?.[2] ?? '').trim();
  if (boundary === '') return 'RAFDESK_MULTIPART_NO_BOUNDARY';
  return boundary.length > MAX_BOUNDARY_LENGTH ? 'RAFDESK_MULTIPART_LONG_BOUNDARY' : null;
}

/**
 * Refuses, on every route and before any parser reads the body, a multipart request whose boundary cannot be read:
 * a 5,000-character boundary reached the parser, which threw a bare Error (a 500). The error handler answers 400.
 */
export function registerMultipartBoundaryCheck(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const problem = boundaryProblem(request.headers['content-type']);
    if (problem === null) return done(null, payload);
    return done(Object.assign(new Error(BOUNDARY_PROBLEMS[problem]), { statusCode: 400, code: problem }));
  });
}
