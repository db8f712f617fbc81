import { pathOf, type AnswerOf, type CallInput, type Contract, type FileContract, type PathParams } from '@careroster/shared/api/contract';
import { API_BASE } from '@careroster/shared/api/envelope';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';

type Headers = {
  headers?: Record<string, string>;
  /** The caller's address, for the limits kept per address. */
  remoteAddress?: string;
};

/** A contract's call: what the web client passes for it, plus the request's headers. */
export type ContractCall<C extends Contract> = CallInput<C> & Headers;

/** A file endpoint's call: it answers bytes, so its response has no `data`. */
export type FileCall<C extends FileContract> = ([keyof PathParams<C>] extends [never] ? unknown : { params: PathParams<C> }) &
  (C['query'] extends z.ZodType ? { query?: z.input<C['query']> } : unknown) &
  Headers;

export type ContractResponse<C extends Contract> = LightMyRequestResponse & {
  /** The answer's `data`, checked against the contract; fails the test unless the status is 200. */
  readonly data: AnswerOf<C>;
};

type QueryValue = string | number | boolean | null | undefined;

/**
 * The query string of a call. An array repeats its key (`shift_id[]=a&shift_id[]=b`), as the web
 * client sends it; null and undefined are left out, an empty string is sent as the test wrote it.
 */
function searchOf(query: Record<string, QueryValue | readonly QueryValue[]> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function answerOf<C extends Contract>(contract: C, res: LightMyRequestResponse): AnswerOf<C> {
  const label = `${contract.method} ${contract.path}`;
  if (res.statusCode !== 200) throw new Error(`${label}: expected 200, got ${res.statusCode}: ${res.body}`);
  const answer = contract.answer.safeParse(res.json<{ data: unknown }>().data);
  if (!answer.success) throw new Error(`${label}: the answer does not match its contract:\n${z.prettifyError(answer.error)}`);
  return answer.data as AnswerOf<C>;
}

/**
 * Calls an endpoint through its contract, the way the web client does (`callApi`): the method and
 * the path come from the contract, so a test never spells a path and a renamed route or field
 * fails it at the type check. Tests that mean to send a malformed path or method stay literal.
 */
export function contractCaller(app: () => FastifyInstance) {
  function call<C extends Contract>(contract: C, input: ContractCall<C>): Promise<ContractResponse<C>>;
  function call<C extends FileContract>(contract: C, input: FileCall<C>): Promise<LightMyRequestResponse>;
  async function call(contract: Contract | FileContract, input: ContractCall<Contract>) {
    const { params, query, body, headers, remoteAddress } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, QueryValue | readonly QueryValue[]>;
      body?: unknown;
      headers?: Record<string, string>;
      remoteAddress?: string;
    };
    const res = await app().inject({
      method: contract.method,
      url: `${API_BASE}${pathOf(contract, params)}${searchOf(query)}`,
      ...(headers ? { headers } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if ('file' in contract) return res;
    return Object.defineProperty(res, 'data', { get: () => answerOf(contract, res) });
  }
  return call;
}

/** The messages of a refusal, as the envelope carries them (the test checks the status itself). */
export const messagesOf = (res: { json: () => unknown }): string[] => (res.json() as { error: { message: string[] } }).error.message;

/** The messages of a refusal, after checking its status. */
export function refused(res: { statusCode: number; body: string; json: () => unknown }, status: number): string[] {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  return (res.json() as { error: { message: string[] } }).error.message;
}

/** The query a contract takes, for a test's own helper around one call. */
export type QueryOf<C extends Contract> = C['query'] extends z.ZodType ? z.input<C['query']> : never;

/** The body a contract takes, for a test's own helper around one call. */
export type BodyOf<C extends Contract> = C['body'] extends z.ZodType ? z.input<C['body']> : never;

/** The answer's `data` of a call that must succeed; as a statement, it checks just that. */
export const dataOf = <C extends Contract>(res: ContractResponse<C>): AnswerOf<C> => res.data;
