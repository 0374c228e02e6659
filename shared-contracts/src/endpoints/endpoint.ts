import type * as z from 'zod/v4/core';
import type { AccountKind, AnyPermission } from '../permissions';

/**
 * How a call is protected (spec section 7):
 * - 'none': a no-auth call; the client sends no token and the visitor mode, the api treats the caller as a visitor.
 * - 'optional': signed in or visitor; a bad token is still 22007.
 * - 'required': signed in; no token or a bad one is 22007.
 */
export type EndpointAuth = 'none' | 'optional' | 'required';

/**
 * One call of the api, as data: the api registers its route from it (and checks what it answers against
 * `response` outside production), the client calls it with types from it, the component tests mock it, the
 * OpenAPI document is written from it (with the sentences of ENDPOINT_DOCS, which the browser never loads).
 * docs/decisions/009-endpoints-as-data.md.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly auth: EndpointAuth;
  /** The JSON body (or, with `multipart`, the form fields the handler reads itself). */
  readonly body?: z.$ZodType;
  /** The call's own query fields (the common fields of section 7 travel beside them). */
  readonly query?: z.$ZodType;
  /** The call's query schema reads the common fields of section 7 too (the navigation log is made of them). */
  readonly readsCommonQuery?: boolean;
  /** The envelope's `val`; none for a call that answers a stream or a file instead of the envelope. */
  readonly response?: z.$ZodType;
  /** Every one of these must be in the caller's role list (the permission matrix); else 25010. */
  readonly permissions?: readonly AnyPermission[];
  /** Only these account kinds may call; else 25010. */
  readonly kinds?: readonly AccountKind[];
  /** A multipart form (file uploads) instead of JSON. */
  readonly multipart?: boolean;
  /**
   * What the call answers instead of the JSON envelope: a text stream (the chat answer), a file, a page, or a JSON
   * document of its own (the OpenAPI document).
   */
  readonly answers?: 'stream' | 'file' | 'html' | 'json';
}

/** A call's entry in the table, its literal types kept (the body, query and response types follow it). */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

type Schema<E, K extends 'body' | 'query' | 'response'> = E extends { readonly [P in K]: infer S extends z.$ZodType } ? S : undefined;

/** What a caller sends as the body of `E` (the schema's input); anything for an endpoint known only as `Endpoint`. */
export type BodyOf<E extends Endpoint> = Endpoint extends E ? unknown : Schema<E, 'body'> extends z.$ZodType ? z.input<Schema<E, 'body'>> : undefined;
/** What a caller sends as the query of `E`. */
export type QueryOf<E extends Endpoint> = Endpoint extends E
  ? Record<string, string | number | boolean | undefined>
  : Schema<E, 'query'> extends z.$ZodType
    ? z.input<Schema<E, 'query'>>
    : undefined;
/** What `E` answers in `val`, parsed (the schema's output). */
export type ResponseOf<E extends Endpoint> = Schema<E, 'response'> extends z.$ZodType ? z.output<Schema<E, 'response'>> : unknown;
/** What a server (or a test's mock) answers in `val` for `E` (the schema's input). */
export type AnswerOf<E extends Endpoint> = Schema<E, 'response'> extends z.$ZodType ? z.input<Schema<E, 'response'>> : unknown;
