/**
 * The request pipeline shared by the public functions:
 * context -> CORS -> preflight/method/origin/media type -> bounded JSON body -> `process`,
 * mapping every failure to a JSON `{ error }` answer that carries the CORS headers too.
 */
import { loadConfig } from './config.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { mapEnv } from './env.ts';
import type { Handler } from './http.ts';
import { corsHeaders, errorResponse, HttpError, json, precheck, readJson } from './http.ts';
import { consoleLogger, errorText } from './log.ts';
import { asObject, ValidationError } from './validate.ts';

export interface Outcome {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export type Process = (
  ctx: FunctionContext,
  body: Record<string, unknown>,
  req: Request,
) => Promise<Outcome>;

const FALLBACK_CONFIG = loadConfig(mapEnv({}));

export function createEndpoint(name: string, getContext: ContextProvider, process: Process): Handler {
  return async (req: Request): Promise<Response> => {
    let ctx: FunctionContext;
    try {
      ctx = await getContext();
    } catch (err) {
      consoleLogger.error(`${name}.unavailable`, { reason: errorText(err) });
      const cors = corsHeaders(req, FALLBACK_CONFIG);
      if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
      return json(503, {
        error: `This service is temporarily unavailable. Please try again later or email us at ${FALLBACK_CONFIG.contactTo}.`,
      }, cors);
    }
    const cors = corsHeaders(req, ctx.config);
    try {
      const early = precheck(req, ctx.config, cors);
      if (early) return early;
      const body = asObject(await readJson(req, ctx.config.maxBodyBytes));
      const outcome = await process(ctx, body, req);
      return json(outcome.status, outcome.body, { ...cors, ...outcome.headers });
    } catch (err) {
      if (err instanceof ValidationError) {
        return json(400, err.field ? { error: err.message, field: err.field } : { error: err.message }, cors);
      }
      if (err instanceof HttpError) return errorResponse(err, cors);
      ctx.log.error(`${name}.failed`, { reason: errorText(err) });
      return json(500, {
        error: `Something went wrong on our side. Please try again later or email us at ${ctx.config.contactTo}.`,
      }, cors);
    }
  };
}
