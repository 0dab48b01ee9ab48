import { Ajv2020 } from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';

type Operation = OpenAPIV3_1.OperationObject;
type Media = OpenAPIV3_1.MediaTypeObject;

/** One documented answer: an operation's response example, with the schema it must match. */
export interface DocumentedAnswer {
  /** `POST /api/v1/order 400 serviceMissing`: how a failure names it. */
  label: string;
  path: string;
  method: string;
  operation: Operation;
  status: number;
  name: string;
  value: unknown;
  schema: object;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of a document with its path and method. */
export function operationsOf(document: OpenAPIV3_1.Document) {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
}

/** The JSON media type of a response (every answer of ours is JSON). */
export function jsonMedia(response: unknown): Media | undefined {
  return (response as OpenAPIV3_1.ResponseObject | undefined)?.content?.['application/json'];
}

/** Every named example answer of a document. */
export function documentedAnswers(document: OpenAPIV3_1.Document): DocumentedAnswer[] {
  return operationsOf(document).flatMap(({ path, method, operation }) =>
    Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
      const media = jsonMedia(response);
      return Object.entries(media?.examples ?? {}).map(([name, example]) => ({
        label: `${method.toUpperCase()} ${path} ${status} ${name}`,
        path,
        method,
        operation,
        status: Number(status),
        name,
        value: (example as OpenAPIV3_1.ExampleObject).value as unknown,
        schema: media?.schema as object,
      }));
    }),
  );
}

/** Validates values against a document's schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses). */
export function schemaChecker() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  return (schema: object, value: unknown): string | null =>
    ajv.validate(schema, value) ? null : ajv.errorsText(ajv.errors);
}
