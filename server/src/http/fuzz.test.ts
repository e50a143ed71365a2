import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { categories, cities } from '../domains/dictionaries/dictionaries.schema';
import { cards, events } from '../domains/listings/listings.schema';
import { tariffs } from '../domains/tariffs/tariffs.schema';
import { createSession } from '../domains/auth/sessions';
import { createTestApp, type TestApp } from '../test/app';
import { buildNotification, buildSignedInUser } from '../test/factories';
import {
  buildCard,
  buildEvent,
  buildPhoto,
  cardInputFor,
  eventInputFor,
  firstAccountOf,
} from '../test/listings-factories';
import { multipart } from '../test/multipart';

/**
 * A schema fuzz test over the OpenAPI description: every operation is sent requests generated
 * from its own parameter and body schemas, mixing valid values with edge cases (huge, negative
 * and fractional numbers, numeric-looking and empty strings, 10,000 characters, NUL, unicode,
 * wrong types, missing and extra fields, arrays for scalars, `key[]=value` queries), as an
 * anonymous visitor, a provider with records and an admin. Whatever it sends, no answer may be a
 * 5xx, and every failure answers the catalogue's `{ message, code }`.
 *
 * Deterministic: a fixed seed per operation and actor, so a failure reproduces. FUZZ_RUNS=10
 * sends ten times as many requests; FUZZ_STATS=1 prints the statuses each operation answered
 * (to see how deep the requests get).
 */

const SEED = 20_240_611;
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);
/** Requests per operation and actor (signed-in actors send more: they get past the 401). */
const PER_ACTOR = { anonymous: 8, user: 28, admin: 14 } as const;

type Actor = keyof typeof PER_ACTOR;
const ACTORS = ['anonymous', 'user', 'admin'] as const;

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}

interface FuzzRequest {
  path: Record<string, string>;
  query: Array<[string, string]>;
  /** Written as is after the query: malformed percent-escapes and the like. */
  rawQuery: string | undefined;
  headers: Record<string, string>;
  /** A JSON value, a raw text, random bytes as photos, or nothing. */
  body:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; text: string; type: string }
    | { kind: 'files'; files: Uint8Array[] }
    | { kind: 'none' };
}

const INT4_MAX = 2_147_483_647;

const EDGE_INTEGERS = [
  0,
  -1,
  1,
  2,
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 1,
  -INT4_MAX - 2,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  1e308,
];
const EDGE_NUMBERS = [0.5, -0.5, 1e-7, 3.14159, -1e308, Number.MIN_VALUE, 1.7976931348623157e308];
/** Characters beyond the BMP that do not repeat (nothing to compress): four bytes each. */
function astral(count: number): string {
  return Array.from({ length: count }, (_, i) =>
    String.fromCodePoint(0x20000 + ((i * 7919) % 40000)),
  ).join('');
}

const EDGE_STRINGS = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '0x1F',
  ' 12 ',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999',
  'a\u0000b',
  '\u0000',
  'x'.repeat(10_000),
  'é'.repeat(2_000),
  '😀'.repeat(1_000),
  '\uD800',
  'Ǆ̈ͅ',
  'مرحبا',
  'Қазақша мәтін',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '2024-02-30',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '2024-13-01',
  '24:00',
  '23:59:60',
  'https://',
  'https://a.b/' + 'é'.repeat(1_900),
  `https://a.b/${astral(1_900)}`,
  astral(700),
  'a@b',
  'A@EXAMPLE.KZ',
];

/** What the run made beforehand: records to point at, valid bodies, sessions. */
interface Fixtures {
  /** Every known record id: what a field not named after a record draws on. */
  ids: number[];
  /** Known values by field name: record ids (`card`, `photo`), the payment provider's name. */
  byName: Record<string, Array<number | string>>;
  /** Records that must stay published for the public pages to be reached. */
  published: { cards: number[]; events: number[] };
  /** A valid body per operation (`POST /api/cabinet/cards`), mutated a field or two at a time. */
  examples: Record<string, Record<string, unknown>>;
  tokens: Record<Exclude<Actor, 'anonymous'>, string>;
  userIds: Record<Exclude<Actor, 'anonymous'>, number>;
}

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], { a: 1 }, '', 'x', 0, -1, 1.5),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.type) return [schema.type].flat();
  if (schema.properties || schema.additionalProperties) return ['object'];
  if (schema.items) return ['array'];
  if (schema.enum) return ['enum'];
  return ['any'];
}

function bounds(schema: JsonSchema, floor: number, ceiling: number): [number, number] {
  let min = schema.minimum ?? floor;
  let max = schema.maximum ?? ceiling;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return [Math.max(min, floor), Math.min(max, ceiling)];
}

/** The known ids a field of this name most likely takes. */
function knownIds(fixtures: Fixtures, name: string | undefined): Array<number | string> {
  const key = (name ?? '').replace(/_ids?$|Id$|s$/, '');
  return fixtures.byName[key] ?? fixtures.ids;
}

/** A value the schema accepts, as near as the JSON Schema tells. */
function validValue(
  schema: JsonSchema,
  fixtures: Fixtures,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  const options: Array<fc.Arbitrary<unknown>> = [];
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    return fc.oneof(...variants.map((variant) => validValue(variant, fixtures, name, depth)));
  }
  if (schema.allOf?.length) return validValue(schema.allOf[0] ?? {}, fixtures, name, depth);
  for (const type of typesOf(schema)) {
    switch (type) {
      case 'integer': {
        const [min, max] = bounds(schema, -INT4_MAX - 1, INT4_MAX);
        if (min <= max) {
          options.push(fc.integer({ min, max }));
          if (/(^|_)ids?$|Id$/.test(name ?? '')) {
            options.push(fc.constantFrom(...knownIds(fixtures, name)));
          }
        }
        break;
      }
      case 'number': {
        const [min, max] = bounds(schema, -1e6, 1e6);
        if (min <= max) options.push(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
        break;
      }
      case 'string': {
        const maxLength = Math.min(schema.maxLength ?? 40, 40);
        const minLength = Math.min(schema.minLength ?? 0, maxLength);
        if (schema.pattern === DAY_PATTERN) {
          options.push(realDay, fc.stringMatching(new RegExp(schema.pattern)));
        } else if (schema.pattern) {
          options.push(fc.stringMatching(new RegExp(schema.pattern)));
        } else if (schema.format === 'email') {
          options.push(fc.emailAddress());
        } else if (schema.format === 'uri') {
          options.push(fc.webUrl());
        } else {
          options.push(fc.string({ minLength, maxLength }));
          options.push(fc.string({ minLength, maxLength, unit: 'grapheme' }));
        }
        break;
      }
      case 'boolean':
        options.push(fc.boolean());
        break;
      case 'null':
        options.push(fc.constant(null));
        break;
      case 'array': {
        const maxLength = Math.min(schema.maxItems ?? 4, 4);
        const minLength = Math.min(schema.minItems ?? 0, maxLength);
        options.push(
          fc.array(anyValue(schema.items ?? {}, fixtures, name, depth + 1), {
            minLength,
            maxLength,
          }),
        );
        break;
      }
      case 'object':
        options.push(objectValue(schema, fixtures, depth + 1));
        break;
      default:
        options.push(wrongValue);
    }
  }
  if (schema.nullable) options.push(fc.constant(null));
  return options.length ? fc.oneof(...options) : wrongValue;
}

/** Edge cases of the schema's types: what the database or the code could choke on. */
function edgeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: Array<fc.Arbitrary<unknown>> = [fc.constantFrom(...EDGE_STRINGS)];
  if (types.includes('integer') || types.includes('number')) {
    options.push(
      fc.constantFrom<unknown>(...EDGE_INTEGERS, ...EDGE_NUMBERS),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (types.includes('string')) {
    options.push(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: 'binary', minLength: 600, maxLength: 3_000 }),
    );
  }
  if (types.includes('array')) {
    options.push(
      fc.array(fc.constantFrom<unknown>(...EDGE_STRINGS, ...EDGE_INTEGERS), { maxLength: 60 }),
    );
  }
  return fc.oneof(...options);
}

function anyValue(
  schema: JsonSchema,
  fixtures: Fixtures,
  name: string | undefined,
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 4) return validValue({ type: 'string' }, fixtures, name, depth);
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, fixtures, name, depth) },
    { weight: 3, arbitrary: edgeValue(schema) },
    { weight: 1, arbitrary: wrongValue },
  );
}

const MISSING = Symbol('missing');
const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** Days the calendar has, around now. */
const realDay = fc
  .integer({ min: -800, max: 800 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));

/** A valid body with a field or two replaced by anything the schema suggests, or left out. */
function mutatedValue(
  example: Record<string, unknown>,
  schema: JsonSchema | undefined,
  fixtures: Fixtures,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = [...new Set([...Object.keys(example), ...Object.keys(schema?.properties ?? {})])];
  const fields = keys.map((key) =>
    fc
      .oneof(
        { weight: 24, arbitrary: fc.constant(key in example ? example[key] : MISSING) },
        { weight: 2, arbitrary: anyValue(schema?.properties?.[key] ?? {}, fixtures, key, 1) },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      )
      .map((value) => [key, value] as const),
  );
  return fc.tuple(...fields).map((entries) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of entries) if (value !== MISSING) object[key] = value;
    return object;
  });
}

/** An object with the schema's fields (each maybe left out), sometimes with extra ones. */
function objectValue(
  schema: JsonSchema,
  fixtures: Fixtures,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .oneof(
        { weight: required.has(key) ? 12 : 3, arbitrary: anyValue(property, fixtures, key, depth) },
        { weight: 1, arbitrary: fc.constant(MISSING) },
      )
      .map((value) => [key, value] as const),
  );
  const additional =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(
          fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom(...EDGE_STRINGS.slice(0, 30))),
          anyValue(schema.additionalProperties, fixtures, undefined, depth),
          { maxKeys: 4 },
        )
      : fc.option(fc.dictionary(fc.string({ maxLength: 10 }), wrongValue, { maxKeys: 2 }), {
          freq: 8,
          nil: {},
        });
  return fc.tuple(fc.tuple(...fields), additional).map(([entries, extra]) => {
    const object: Record<string, unknown> = { ...extra };
    for (const [key, value] of entries) if (value !== MISSING) object[key] = value;
    return object;
  });
}

/** A value as it travels in a query string or a path: text. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One query parameter as `name=v`, `name[]=v…`, or repeated. */
function queryPairs(
  parameter: Parameter,
  fixtures: Fixtures,
): fc.Arbitrary<Array<[string, string]>> {
  // Mostly valid or left out: a query of ten parameters still gets past validation often.
  const value = fc.oneof(
    { weight: 12, arbitrary: validValue(parameter.schema, fixtures, parameter.name, 0) },
    { weight: 1, arbitrary: anyValue(parameter.schema, fixtures, parameter.name, 0) },
  );
  return fc.oneof(
    {
      weight: 6,
      arbitrary: value.map((item): Array<[string, string]> =>
        Array.isArray(item)
          ? item.map((element) => [`${parameter.name}[]`, asText(element)])
          : [[parameter.name, asText(item)]],
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .array(value, { minLength: 1, maxLength: 3 })
        .map((items): Array<[string, string]> =>
          items.map((item) => [`${parameter.name}[]`, asText(item)]),
        ),
    },
    { weight: parameter.required ? 1 : 8, arbitrary: fc.constant<Array<[string, string]>>([]) },
  );
}

/** A path parameter: a record of the run (existing or not), or anything at all. */
function pathValue(path: string, parameter: Parameter, fixtures: Fixtures): fc.Arbitrary<string> {
  if (parameter.schema.enum) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...parameter.schema.enum.map(asText)) },
      { weight: 1, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
    );
  }
  // `/api/cards/{id}` takes card ids, `…/photos/{photoId}` photo ids.
  const resource = path.split('/').at(path.split('/').indexOf(`{${parameter.name}}`) - 1);
  const name = parameter.name === 'id' ? resource?.replace(/s$/, '') : parameter.name;
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...knownIds(fixtures, name)).map(String) },
    { weight: 3, arbitrary: anyValue(parameter.schema, fixtures, parameter.name, 0).map(asText) },
  );
}

/** Header values must be printable to travel at all. */
const headerValue = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 300 }).filter((text) => /^[\x20-\x7e]+$/.test(text)),
  fc.constantFrom('x'.repeat(5_000), ' ', '0'),
);

function requestOf(operation: Operation, fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const path = fc.record(
    Object.fromEntries(pathParameters.map((p) => [p.name, pathValue(operation.path, p, fixtures)])),
  );
  const query = fc
    .tuple(
      fc.tuple(...queryParameters.map((parameter) => queryPairs(parameter, fixtures))),
      fc.array(
        fc.tuple(
          fc.constantFrom('extra', 'page', 'format[]', 'x[]', '', '__proto__', 'constructor'),
          fc.constantFrom(...EDGE_STRINGS),
        ),
        { maxLength: 1 },
      ),
    )
    .map(([pairs, extra]) => [...pairs.flat(), ...extra]);
  const headers = fc
    .tuple(...headerParameters.map(() => fc.option(headerValue, { nil: undefined })))
    .map((values) => {
      const result: Record<string, string> = {};
      headerParameters.forEach((parameter, index) => {
        const value = values[index];
        if (value !== undefined) result[parameter.name] = value;
      });
      return result;
    });
  const isUpload = operation.method === 'POST' && operation.path.endsWith('/photos');
  const example = fixtures.examples[`${operation.method} ${operation.path}`];
  const raw = fc.constantFrom<FuzzRequest['body']>(
    { kind: 'raw', text: '{"a":', type: 'application/json' },
    { kind: 'raw', text: 'null', type: 'application/json' },
    { kind: 'raw', text: '[1,2]', type: 'application/json' },
    { kind: 'raw', text: '"text"', type: 'application/json' },
    { kind: 'raw', text: 'a=1&b[]=2&b[]=%00', type: 'application/x-www-form-urlencoded' },
    { kind: 'raw', text: '<a/>', type: 'application/xml' },
  );
  const body: fc.Arbitrary<FuzzRequest['body']> = isUpload
    ? fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .array(fc.uint8Array({ minLength: 0, maxLength: 2_000 }), {
              minLength: 1,
              maxLength: 3,
            })
            .map((files) => ({ kind: 'files' as const, files })),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
        { weight: 1, arbitrary: raw },
      )
    : example
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: mutatedValue(example, operation.body, fixtures).map((value) => ({
              kind: 'json' as const,
              value,
            })),
          },
          {
            weight: 4,
            arbitrary: anyValue(operation.body ?? {}, fixtures, undefined, 0).map((value) => ({
              kind: 'json' as const,
              value,
            })),
          },
          { weight: 1, arbitrary: raw },
        )
      : operation.body
        ? fc.oneof(
            {
              weight: 12,
              arbitrary: anyValue(operation.body, fixtures, undefined, 0).map((value) => ({
                kind: 'json' as const,
                value,
              })),
            },
            { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
            { weight: 1, arbitrary: raw },
          )
        : fc.oneof(
            { weight: 6, arbitrary: fc.constant({ kind: 'none' as const }) },
            {
              weight: 1,
              arbitrary: wrongValue.map((value) => ({ kind: 'json' as const, value })),
            },
          );
  const rawQuery = fc.option(
    fc.constantFrom(
      'text=%ZZ',
      'text=%C0%80',
      'text=a%00b',
      'city=%ED%A0%80',
      'page=1&page[]=2',
      '%',
    ),
    { freq: 10, nil: undefined },
  );
  return fc.record({ path, query, rawQuery, headers, body });
}

/** Text as UTF-8 bytes, percent-encoded (a lone surrogate travels as U+FFFD). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

function injectOptions(
  operation: Operation,
  request: FuzzRequest,
  token: string | undefined,
): InjectOptions {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    percentEncoded(request.path[name] ?? ''),
  );
  const search = [
    new URLSearchParams(request.query).toString(),
    ...(request.rawQuery ? [request.rawQuery] : []),
  ]
    .filter(Boolean)
    .join('&');
  const headers: Record<string, string> = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: search ? `${url}?${search}` : url,
    headers,
  };
  const { body } = request;
  if (body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(body.value) ?? 'null';
  } else if (body.kind === 'raw') {
    headers['content-type'] = body.type;
    options.payload = body.text;
  } else if (body.kind === 'files') {
    const form = multipart(
      body.files.map((data, index) => ({
        filename: `photo-${index}.jpg`,
        data: Buffer.from(data),
      })),
    );
    Object.assign(headers, form.headers);
    options.payload = form.payload;
  }
  return options;
}

/** Every operation of the OpenAPI description, with its parameters and JSON body schema. */
function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** The shape of every failure: a catalogue code and its text. */
function failureShapeProblem(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).includes('application/json')) {
    return 'a failure that is not JSON';
  }
  const body = response.json<{ message?: unknown; code?: unknown }>();
  if (typeof body.message !== 'string' || typeof body.code !== 'string') {
    return 'a failure without { message, code }';
  }
  return undefined;
}

let t: TestApp;
let fixtures: Fixtures;
/** What the server threw last (a 5xx's cause goes into the report). */
let lastError: string | undefined;

beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) =>
      app.addHook('onError', async (_request, _reply, error) => {
        const cause = error.cause instanceof Error ? `${error.cause.message}: ` : '';
        lastError = `${cause}${error.message}`.slice(0, 300);
      }),
  });
  const { db } = t;
  const provider = await buildSignedInUser(db);
  const admin = await buildSignedInUser(db, { roles: ['admin'] });
  const other = await buildSignedInUser(db);
  const account = await firstAccountOf(db, provider.user.id);
  const otherAccount = await firstAccountOf(db, other.user.id);

  const cardRows = [
    await buildCard(db, { accountId: account.id, state: 'published' }),
    await buildCard(db, { accountId: account.id }),
    await buildCard(db, { accountId: otherAccount.id, state: 'published' }),
  ];
  const eventRows = [
    await buildEvent(db, { accountId: account.id, state: 'published' }),
    await buildEvent(db, { accountId: otherAccount.id, state: 'published' }),
  ];
  const photos = [
    await buildPhoto(db, { cardId: cardRows[0]!.id }),
    await buildPhoto(db, { cardId: cardRows[0]!.id }, { position: 1 }),
    await buildPhoto(db, { eventId: eventRows[0]!.id }),
  ];
  const notification = await buildNotification(db, {
    userId: provider.user.id,
    accountId: account.id,
    kind: 'balance_topped_up',
    subject: 'balance',
  });

  // Chats through the API: the other user writes about the provider's card, the provider to support.
  const chatIds: number[] = [];
  for (const [who, body] of [
    [other, { card_id: cardRows[0]!.id, msg: 'Is there a place?' }],
    [provider, { support: true, msg: 'Help' }],
  ] as const) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/chats',
      headers: who.auth,
      payload: body,
    });
    expect(started.statusCode).toBe(201);
    chatIds.push(started.json<{ data: { chat: { id: number } } }>().data.chat.id);
  }

  // Money through the API itself: a credit, a payment and a charge to refund.
  const adjusted = await t.app.inject({
    method: 'POST',
    url: `/api/admin/accounts/${account.id}/adjustments`,
    headers: admin.auth,
    payload: { amount: 10_000_000, reason: 'Fuzz test funds' },
  });
  expect(adjusted.statusCode).toBe(201);
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/account/pay',
    headers: provider.auth,
    payload: { account_id: account.id, payment: 100_000 },
  });
  expect(paid.statusCode).toBe(201);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/cabinet/cards',
    headers: provider.auth,
    payload: await cardInputFor(db, account.id),
  });
  expect(created.statusCode).toBe(201);

  const card = created.json<{ data: { id: number } }>().data;
  const photoIds = [photos[0]!.id, photos[1]!.id];
  const cardBody = await cardInputFor(db, account.id);
  const eventBody = await eventInputFor(db, account.id);
  const pushSubscription = {
    endpoint: 'https://push.example.com/send/abc123',
    keys: {
      p256dh:
        'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  };
  const examples: Record<string, Record<string, unknown>> = {
    'POST /api/register': { name: 'Aigerim', email: 'aigerim@example.kz', password: 'password123' },
    'POST /api/login-password': { email: provider.user.email, password: provider.user.password },
    'POST /api/restore': { email: provider.user.email },
    'POST /api/restore/reset': { token: 'a'.repeat(43), password: 'password123' },
    'PUT /api/cabinet/profile': {
      name: 'Provider',
      email: provider.user.email,
      phone: '+7 701 000 00 00',
      gender: 'female',
      age: 30,
      show_age: true,
      show_contacts: true,
    },
    'PUT /api/cabinet/profile/password': {
      current_password: provider.user.password,
      password: provider.user.password,
    },
    'PUT /api/cabinet/notification-settings': {
      kinds: [{ kind: 'tariff_changed', in_app: true, email: false, push: true }],
    },
    'POST /api/cabinet/push-subscriptions': pushSubscription,
    'DELETE /api/cabinet/push-subscriptions': { endpoint: pushSubscription.endpoint },
    'PUT /api/admin/settings': {
      maintenance: false,
      renewal_mode: 'ANY_DAY',
      top_up_min: 50_000,
      top_up_max: 100_000_000,
      vip_price: 150_000,
    },
    'POST /api/cabinet/cards': cardBody,
    'PUT /api/cabinet/cards/{id}': cardBody,
    'POST /api/cabinet/events': eventBody,
    'PUT /api/cabinet/events/{id}': eventBody,
    'PUT /api/cabinet/cards/{id}/photos/order': { photo_ids: photoIds },
    'PUT /api/cabinet/events/{id}/photos/order': { photo_ids: [photos[2]!.id] },
    'POST /api/accounts': { title: 'Another school' },
    'POST /api/chats': { card_id: cardRows[2]!.id, msg: 'Hello' },
    'POST /chats/{id}/messages': { msg: 'Hello again' },
    'POST /api/support/chats/{id}/messages': { msg: 'How can we help?' },
    'POST /api/account/tariff': {
      account_id: account.id,
      tariff_id: 1,
      card_amt: 5,
      event_amt: 5,
      photo_amt: 5,
      score_sign: true,
    },
    'POST /api/account/pay': { account_id: account.id, payment: 100_000 },
    'POST /api/admin/accounts/{id}/adjustments': { amount: 1_000, reason: 'Correction' },
    'POST /api/admin/accounts/{id}/refunds': { ledger_entry_id: 1, reason: 'Refund' },
    'POST /api/payments/{provider}/callback': {
      reference: 'ref',
      amount: 100_000,
      currency: 'KZT',
      status: 'succeeded',
      sent_at: new Date().toISOString(),
    },
  };

  const cityIds = (await db.select({ id: cities.id }).from(cities)).map((row) => row.id);
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  const tariffIds = (await db.select({ id: tariffs.id }).from(tariffs)).map((row) => row.id);
  const byName: Record<string, Array<number | string>> = {
    account: [account.id, otherAccount.id],
    user: [provider.user.id, other.user.id, admin.user.id],
    card: [...cardRows.map((row) => row.id), card.id],
    event: eventRows.map((event) => event.id),
    photo: photos.map((photo) => photo.id),
    city: cityIds.slice(0, 3),
    category: categoryIds.slice(0, 5),
    tariff: tariffIds,
    ledger_entry: [adjusted.json<{ data: { id: number } }>().data.id],
    payment: [paid.json<{ data: { payment: { id: number } } }>().data.payment.id],
    notification: [notification.id],
    chat: chatIds,
    provider: ['sandbox'],
  };
  byName.id = [...byName.card!, ...byName.event!, ...byName.account!, ...byName.user!];
  fixtures = {
    examples,
    byName,
    ids: [
      ...new Set(
        Object.values(byName)
          .flat()
          .filter((id) => typeof id === 'number'),
      ),
    ],
    published: {
      cards: [cardRows[0]!.id, cardRows[2]!.id],
      events: eventRows.map((event) => event.id),
    },
    tokens: { user: provider.token, admin: admin.token },
    userIds: { user: provider.user.id, admin: admin.user.id },
  };
});
afterAll(async () => t?.close());

describe('the API under schema-driven fuzzing', () => {
  it(
    'answers every operation without a 5xx, anonymous, signed in and as an admin',
    async () => {
      const operations = operationsOf(t.app.swagger());
      expect(operations.length).toBeGreaterThan(60);
      const access = new Map(
        t.app.routeAccess.map((route) => [`${route.method} ${route.url}`, route]),
      );
      const problems: string[] = [];
      let sent = 0;
      const stats: Record<string, Record<number, number>> = {};

      for (const [index, operation] of operations.entries()) {
        await republish();
        const fastifyPath = operation.path.replace(/\{(\w+)\}/g, ':$1');
        const declared = access.get(`${operation.method} ${fastifyPath}`)?.access;
        const isAdmin = declared !== undefined && !['public', 'signed-in'].includes(declared);
        const arbitrary = requestOf(operation, fixtures);
        for (const [actorIndex, actor] of ACTORS.entries()) {
          const numRuns = (isAdmin && actor === 'admin' ? PER_ACTOR.user : PER_ACTOR[actor]) * RUNS;
          const seed = SEED + index * ACTORS.length + actorIndex;
          const requests = fc.sample(arbitrary, { seed, numRuns });
          for (const request of requests) {
            const token = actor === 'anonymous' ? undefined : fixtures.tokens[actor];
            const options = injectOptions(operation, request, token);
            lastError = undefined;
            const response = await t.app.inject(options);
            sent += 1;
            if (process.env.FUZZ_STATS) {
              const key = `${operation.method} ${operation.path} ${actor}`;
              const row = (stats[key] ??= {});
              row[response.statusCode] = (row[response.statusCode] ?? 0) + 1;
            }
            const problem =
              response.statusCode >= 500
                ? `${response.statusCode} ${lastError ?? response.body.slice(0, 100)}`
                : failureShapeProblem(response);
            if (problem) {
              const payload = typeof options.payload === 'string' ? options.payload : '';
              problems.push(
                `${problem} (${actor}): ${options.method} ${String(options.url).slice(0, 200)} ${payload.slice(0, 200)}`,
              );
            }
            await restoreAfter(operation, actor, response);
          }
        }
      }
      if (process.env.FUZZ_STATS) console.log(JSON.stringify(stats, null, 0));
      expect(sent).toBeGreaterThan(3_000 * RUNS);
      expect(problems).toEqual([]);
    },
    // About a minute alone for some 200 operations; the whole suite shares two cores with it.
    300_000 * RUNS,
  );
});

/** Publishes the fixtures' public records again (earlier operations archive or delete them). */
async function republish(): Promise<void> {
  const { cards: cardIds, events: eventIds } = fixtures.published;
  await t.db.update(cards).set({ state: 'published' }).where(inArray(cards.id, cardIds));
  await t.db.update(events).set({ state: 'published' }).where(inArray(events.id, eventIds));
}

/**
 * What the fuzzer must undo to keep testing: maintenance switched on (every call would answer
 * 503), and the actor's session ended (logout, a password change).
 */
async function restoreAfter(
  operation: Operation,
  actor: Actor,
  response: LightMyRequestResponse,
): Promise<void> {
  if (operation.path === '/api/admin/settings' && operation.method === 'PUT') {
    await t.app.ctx.settings.update({ maintenance: false });
  }
  if (actor !== 'anonymous' && response.statusCode === 401) {
    fixtures.tokens[actor] = (await createSession(t.db, fixtures.userIds[actor])).token;
  }
}
