// The sandbox's HTTP API as a Hono app: CORS, the request's language and origin, every route
// (the contract's calls from ENDPOINTS, the sandbox's pages and tools), 404 and 405, and errors.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { methodNotAllowed } from 'hono/method-not-allowed';
import { preferredLang } from '../contract';
import { isAllowedOrigin } from './config';
import { authRoutes } from './handlers/auth';
import { cabinetRoutes } from './handlers/cabinet';
import { controlRoutes } from './handlers/control';
import { livenessRoutes } from './handlers/liveness';
import { registrationRoutes } from './handlers/registration';
import { signingRoutes } from './handlers/signing';
import { telemetryRoutes } from './handlers/telemetry';
import { utmRoutes } from './handlers/utm';
import { requestOrigin, type SandboxApp, type SandboxEnv } from './http/env';
import { fail, refusal } from './http/refusal';
import type { Services } from './services';
import { text } from './texts';

export function sandboxApp(services: Services): SandboxApp {
  const app = new Hono<SandboxEnv>();
  // The app's dev server proxies the sandbox, so browsers normally stay same-origin; CORS covers
  // an app served from another local port (preview, Playwright) talking to the sandbox directly.
  app.use(
    cors({
      origin: (origin) => (isAllowedOrigin(origin, services.options.corsOrigins) ? origin : null),
      credentials: true,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
      // The app compares a late realtime push with the server time of its last step read.
      exposeHeaders: ['date'],
    }),
  );
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (_c, methods) =>
        refusal(
          405,
          { message: 'Method Not Allowed' },
          { allow: methods.join(', ') },
        ).getResponse(),
    }),
  );
  app.use(async (c, next) => {
    c.set('lang', preferredLang(c.req.header('accept-language')));
    c.set('origin', requestOrigin(c));
    await next();
  });
  for (const routes of [
    authRoutes,
    registrationRoutes,
    signingRoutes,
    livenessRoutes,
    cabinetRoutes,
    utmRoutes,
    telemetryRoutes,
    controlRoutes,
  ]) {
    routes(app, services);
  }
  app.notFound((c) => fail(404, text('notFound', c.var.lang)).getResponse());
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    services.options.log(`error on ${c.req.method} ${c.req.url}: ${error.stack ?? String(error)}`);
    return fail(500, 'Internal Server Error').getResponse();
  });
  return app;
}
