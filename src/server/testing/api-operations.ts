import type { JsonSchema } from './malformed-input';

export type ApiParameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema: JsonSchema };
export type ApiOperation = {
  parameters?: ApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
/** One documented operation: its method (upper case), its path as written in the document under /api, and the document's entry. */
export type ApiEndpoint = { method: string; template: string; operation: ApiOperation };

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Every operation of the app's OpenAPI document, for the tests that walk them all. */
export async function documentedOperations(request: (path: string) => Response | Promise<Response>): Promise<ApiEndpoint[]> {
  const doc = (await (await request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, ApiOperation>> };
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), template: `/api${template}`, operation })),
  );
}

/** The names of an operation's path parameters, in the order the document lists them. */
export const pathParameters = (endpoint: ApiEndpoint) => (endpoint.operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
