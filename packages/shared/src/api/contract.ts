import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint, named once: its method, its path under the API base (`:name` for a parameter)
 * and the zod schemas of what it takes and answers. The server registers its route from it and
 * the client calls it through it, so no path is written twice and no type is mirrored by hand.
 */
export type Contract = {
  method: HttpMethod;
  path: `/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload: the route reads the body as a stream, the client sends FormData. */
  multipart?: true;
  /** The `data` of the envelope. */
  answer: z.ZodType;
};

export const defineContract = <const C extends Contract>(contract: C): C => contract;

/**
 * An endpoint that answers bytes (a stored document, a template), not the JSON envelope: the
 * server registers it with `fileRoute`, the client fetches `pathOf(contract, params)` as a Blob.
 */
export type FileContract = Pick<Contract, 'path' | 'params' | 'query'> & { method: 'GET'; file: true };

export const defineFileContract = <const C extends FileContract>(contract: C): C => contract;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a contract's path, one per `:name`. */
export type PathParams<C extends Contract | FileContract> = { [K in ParamNames<C['path']>]: string | number };

/** The path of one call: each `:name` replaced by its value, encoded. */
export function pathOf(contract: Contract | FileContract, params?: Record<string, string | number>): string {
  const values = params ?? {};
  return contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${contract.method} ${contract.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

export type AnswerOf<C extends Contract> = z.output<C['answer']>;

/** What a caller passes for one call: the path's values, the query and the body, as the contract has them. */
export type CallInput<C extends Contract> = ([ParamNames<C['path']>] extends [never] ? unknown : { params: PathParams<C> }) &
  (C['query'] extends z.ZodType ? { query?: z.input<C['query']> } : unknown) &
  (C['multipart'] extends true ? { body: FormData } : C['body'] extends z.ZodType ? { body: z.input<C['body']> } : unknown);
