import { FIELD_MESSAGES } from '@bilim/contract/errors';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { validationFailed } from '../lib/errors';
import { fieldErrors } from './error-handler';

/** Where a value holds a NUL character: in a text, or in the name of a field. */
function nulPaths(value: unknown, path: string[] = [], found: string[][] = []): string[][] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nulPaths(item, [...path, String(index)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key.replaceAll('\u0000', '')]);
      else nulPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Every route's validator: zod's (the type provider's), after one check of whatever the route
 * validates (body, query string, path, headers): no text may hold a NUL character, which neither
 * PostgreSQL's `text` nor its `jsonb` can store. Such input answers 422 "Invalid value" on its
 * field, as any other invalid value does, before zod or the database sees it.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const paths = nulPaths(data);
    if (paths.length === 0) return validate(data);
    return {
      error: paths.map((path) => ({
        keyword: 'nul_character',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#',
        params: {},
        message: FIELD_MESSAGES.INVALID_VALUE,
      })),
    };
  };
};

/**
 * Validates what a route reads itself (the fields of a multipart form) with a contract schema, as
 * the route schemas are: a failure is 422 VALIDATION_FAILED with a catalogue message per field.
 */
export function parseFields<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
  }));
  throw validationFailed(fieldErrors(issues, { value }));
}
