/**
 * The request pipeline shared by the public functions:
 * context -> CORS -> preflight/method/origin/media type -> bounded JSON body -> `process`,
 * mapping every failure to a JSON `{ error, code }` answer (errors.ts) that carries the CORS
 * headers too.
 *
 * An endpoint given `forms` also takes native HTML form posts (URL-encoded or multipart, sent
 * by a browser without script): the same bounded body, origin check and `process`, answered
 * with what a browser navigates to instead of JSON (a redirect, or a page).
 */
import { type Config, loadConfig } from './config.ts';
import type { ContextProvider, FunctionContext } from './context.ts';
import { mapEnv, runtimeEnv } from './env.ts';
import type { Handler } from './http.ts';
import { corsHeaders, errorResponse, HttpError, isFormPost, json, originRefused, precheck, readForm, readJson } from './http.ts';
import { consoleLogger, errorText } from './log.ts';
import { clientAddressReport } from './ratelimit.ts';
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

/** How an endpoint answers a native form post: what the browser shows next. */
export interface FormReplies {
  /** After `process` succeeded with `outcome`. */
  done(config: Config, fields: Record<string, unknown>, outcome: Outcome): Response;
  /**
   * After anything stopped it: a ValidationError, an HttpError (403, 413, 429, 503...) or an
   * unexpected error. `fields` are what was posted, empty when the body could not be read.
   */
  refused(config: Config, fields: Record<string, unknown>, error: unknown): Response;
}

const FALLBACK_CONFIG = loadConfig(mapEnv({}));

/**
 * The settings to answer with when the context could not be made: the environment's when they
 * load (the form's page then links to SITE_URL), else the built-in defaults.
 */
function fallbackConfig(): Config {
  try {
    return loadConfig(runtimeEnv());
  } catch {
    return FALLBACK_CONFIG;
  }
}

const unavailableText = (config: Config) =>
  `This service is temporarily unavailable. Please try again later or email us at ${config.contactTo}.`;

/** The JSON body of a 400: the English text, the problem's code, and its field and limit when it has them. */
function validationAnswer(err: ValidationError): Record<string, unknown> {
  const answer: Record<string, unknown> = { error: err.message, code: err.code };
  if (err.field) answer.field = err.field;
  if (err.max !== undefined) answer.max = err.max;
  return answer;
}

/** A form post: the same steps as JSON, every answer a redirect or a page (never JSON). */
async function answerForm(name: string, getContext: ContextProvider, process: Process, forms: FormReplies, req: Request): Promise<Response> {
  let ctx: FunctionContext;
  try {
    ctx = await getContext();
  } catch (err) {
    consoleLogger.error(`${name}.unavailable`, { reason: errorText(err) });
    const config = fallbackConfig();
    // What the visitor wrote still comes back to them with the page.
    const fields = await readForm(req, config.maxBodyBytes).catch(() => ({}));
    return forms.refused(config, fields, new HttpError(503, 'unavailable', unavailableText(config)));
  }
  let fields: Record<string, unknown> = {};
  try {
    fields = await readForm(req, ctx.config.maxBodyBytes);
    // Read first, so that even a refusal can give the values back.
    const refused = originRefused(req, ctx.config);
    if (refused) throw refused;
    return forms.done(ctx.config, fields, await process(ctx, fields, req));
  } catch (err) {
    if (!(err instanceof ValidationError || err instanceof HttpError)) ctx.log.error(`${name}.failed`, { reason: errorText(err) });
    return forms.refused(ctx.config, fields, err);
  }
}

export function createEndpoint(name: string, getContext: ContextProvider, process: Process, forms?: FormReplies): Handler {
  return async (req: Request): Promise<Response> => {
    if (forms && isFormPost(req)) return await answerForm(name, getContext, process, forms, req);
    let ctx: FunctionContext;
    try {
      ctx = await getContext();
    } catch (err) {
      consoleLogger.error(`${name}.unavailable`, { reason: errorText(err) });
      const cors = corsHeaders(req, FALLBACK_CONFIG);
      if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
      return json(503, { error: unavailableText(FALLBACK_CONFIG), code: 'unavailable' }, cors);
    }
    const cors = corsHeaders(req, ctx.config);
    try {
      const early = precheck(req, ctx.config, cors, {
        forms: Boolean(forms),
        diagnostic: () => ({ clientAddress: clientAddressReport(req, ctx.config.rateLimit) }),
      });
      if (early) return early;
      const body = asObject(await readJson(req, ctx.config.maxBodyBytes));
      const outcome = await process(ctx, body, req);
      return json(outcome.status, outcome.body, { ...cors, ...outcome.headers });
    } catch (err) {
      if (err instanceof ValidationError) return json(400, validationAnswer(err), cors);
      if (err instanceof HttpError) return errorResponse(err, cors);
      ctx.log.error(`${name}.failed`, { reason: errorText(err) });
      return json(500, {
        error: `Something went wrong on our side. Please try again later or email us at ${ctx.config.contactTo}.`,
        code: 'unavailable',
      }, cors);
    }
  };
}
