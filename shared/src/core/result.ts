/**
 * A success-or-reason value, so refusals carry a clear message instead of throwing.
 * A refusal may also carry a stable `code` and its `params` (docs/protocol.md lists them): clients
 * translate those into the reader's language; `error` stays as the English text for logs and other clients.
 */
export type Failure = { ok: false; error: string; code?: string; params?: Record<string, string | number | boolean | null> };
export type Result<T> = { ok: true; value: T } | Failure;

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** A refusal with a stable code (docs/protocol.md, "Error codes") that clients translate. */
export const failWith = (code: string, error: string, params?: Failure["params"]): Failure =>
  params ? { ok: false, error, code, params } : { ok: false, error, code };
