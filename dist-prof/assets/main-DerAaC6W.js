const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/route-rules-q4DuAt1J.js","assets/dist-Dr_YuOSD.js","assets/shell-oMbG3FHC.js","assets/rolldown-runtime-DQp2zzRu.js","assets/framework-B3PySpgF.js","assets/shell-DYROvCsN.css","assets/app-client-B0qunVxQ.js","assets/app-client-BdVo_JDt.js","assets/i18n-ClyN93g2.js","assets/logger-BAX1XnkR.js","assets/preload-helper-DmnJAiNt.js","assets/telemetry-QWDau4a5.js","assets/errors--5bWsX5T.js","assets/endpoints-CXsnQa0X.js","assets/endpoints-V7yDMERo.js","assets/page-head-Cd3Y1rr3.js","assets/step-guard-BVepQ2Li.js","assets/head-BGYs-zRU.js","assets/meta-YfQSF-Ui.js","assets/route-CFBAyvky.js","assets/route-DRARBMsR.js","assets/route-CV2aEauo.js","assets/route-D0NwhZ2x.js","assets/route-BPYdv1JU.js","assets/badbrowser-cgZKx88Q.js","assets/home-page-Cgheo9rc.js","assets/home-page-yNXCzHRd.css","assets/badbrowser-a-Rxf8p3.css","assets/_default-BforWbTa.js","assets/temporal-COggACj8.js","assets/ready-B5J0Qfs3.js","assets/LoanCalculator.module-D39lRfjy.js","assets/LoanCalculator-A-6GS_bU.css","assets/contacts-CDhu_vUY.js","assets/ContactsPage-QM8bV06B.js","assets/company-Dln32odB.js","assets/Page-BuUpyQGk.js","assets/Page-C1pqvwyI.css","assets/ContactsPage-BbpI0uHI.css","assets/deposit-huNkLsxp.js","assets/temporal-DKExSULs.js","assets/deposit-CfUi4sHc.css","assets/flood-relief-2BB70R6_.js","assets/how-to-get-C0mUnqwD.js","assets/Callout-COkOoblB.js","assets/Callout-C8uaGv_A.css","assets/how-to-return-BRk4HFFJ.js","assets/Requisites-B39-dRfz.js","assets/media-BVlMim5U.js","assets/media-C-CANoyB.css","assets/new-index-CjdcQju-.js","assets/login-BhS3wwBF.js","assets/runtime-Zr3GPKI7.js","assets/runtime-Cm4U2iah.js","assets/fatal-error-5DemZgBI.js","assets/gate-DBURbq8t.js","assets/runtime-DY2ytes4.css","assets/forms-li3DRO6r.js","assets/forms-BiY639by.css","assets/iin-Dgif_q31.js","assets/useStepForm-Cdt_OZiW.js","assets/StepFrame-D7spvALz.js","assets/liveness-error-TNpL9QgY.js","assets/liveness-error-DI6WVc7l.css","assets/liveness-waiting-results-D9_777xC.js","assets/WaitingScreen-BEL2z9DO.js","assets/lk-D-jbPucs.js","assets/HomeLoanCalculator-BZUN62lA.js","assets/loader-B90mzAe2.js","assets/passport-BI000wqh.js","assets/PassportFields-C7F9-qyk.js","assets/personal-CIZMcxvV.js","assets/PersonalFields-DSAYCwCr.js","assets/personal-and-passport-DlRtRxX-.js","assets/photo-D7QJFV7b.js","assets/photo-xOubeAS7.css","assets/signing-init-error-CBApWvng.js","assets/signing-init-wait-xkDG6JgP.js","assets/signing-waiting-results-DXGobUmn.js","assets/wait-DCII9Vry.js","assets/about-Dl-KHnGC.js","assets/regulators-DqRRxVNO.js","assets/documents-BCXMANvr.js","assets/versions-nAq0f0-d.js","assets/documents-CGYwiHoS.css","assets/info-BDuIWLvt.js","assets/info-Bo2DB06g.css","assets/contacts-DqDvK6V_.js","assets/financial-competence-B3EclOBg.js","assets/privacy-policy-BWH8nY8q.js","assets/security-B_XBKXrY.js"])))=>i.map(i=>d[i]);
import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { b as i18n, c as createRouter, d as createFileRoute, f as createRootRouteWithContext, g as require_jsx_runtime, l as Outlet, n as require_client, o as useLocation, r as I18nProvider, s as RouterProvider, u as lazyRouteComponent, v as notFound, y as require_react } from "./framework-B3PySpgF.js";
import { C as detectLocale, D as routeName, E as localizePath, N as appConfig, S as LOCALES, T as localeFromPath, k as withLocaleSuffix, o as ErrorPage, u as markClientNavigation, v as replaceTo } from "./shell-oMbG3FHC.js";
import { n as installGlobalHandlers, r as logError, s as setLogContext, t as getLogger } from "./logger-BAX1XnkR.js";
import { a as ensureUid, i as ensureDeviceGuid, n as startTelemetry, t as setTelemetryView } from "./telemetry-QWDau4a5.js";
import { t as __vitePreload } from "./preload-helper-DmnJAiNt.js";
import { n as markAppReady, t as appReady } from "./ready-B5J0Qfs3.js";
import { n as followRegistrationWith, t as appRegistrationGate } from "./gate-DBURbq8t.js";
import { a as toAppError, i as subscribeFatalError, n as logFatalError, r as showFatalError, t as getFatalError } from "./fatal-error-5DemZgBI.js";
import { n as loadCatalog, t as activateLocale } from "./i18n-ClyN93g2.js";
import { n as stepGuard } from "./step-guard-BVepQ2Li.js";
import { n as prerenderHomeLoanCalculator, t as calculatorsLoader } from "./loader-B90mzAe2.js";
// src/platform/utm.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_client = require_client();
var CURRENT_UTM_KEY = "currentClientUTM";
var PREVIOUS_UTM_KEY = "previousClientUTM";
var UTM_BULK_PATH = "/rest/utm/apply/bulk";
/** The same routes by full name, in every locale (SPEC §2: route names carry a locale suffix). */
var UTM_ROUTES = [
	"login",
	"login-iin",
	"register-address",
	"register-employment",
	"register-lk",
	"register-passport",
	"register-personal",
	"register-photo",
	"register-wait"
].flatMap((base) => LOCALES.map(({ code }) => withLocaleSuffix(base, code)));
var UTM_NOT_FOUND = "Current UTM parameters not found";
var UTM_UNPARSEABLE = "Cannot parse current UTM JSON String";
function defaultStorage() {
	return window.localStorage;
}
/**
* On landing: a query with any utm_* parameter becomes the current record (with the time it was
* seen) and the record it replaces becomes the previous one. Returns the new record, if any.
*/
function captureUtm(search, now = Date.now(), storage = defaultStorage()) {
	const params = typeof search === "string" ? new URLSearchParams(search) : search;
	const record = {};
	for (const [key, value] of params) if (key.startsWith("utm_") && key !== "utm_timestamp") record[key] = value;
	if (Object.keys(record).length === 0) return null;
	record.utm_timestamp = now;
	const replaced = storage.getItem(CURRENT_UTM_KEY);
	if (replaced !== null) storage.setItem(PREVIOUS_UTM_KEY, replaced);
	storage.setItem(CURRENT_UTM_KEY, JSON.stringify(record));
	return record;
}
function parseRecord(raw) {
	try {
		const value = JSON.parse(raw);
		return value && typeof value === "object" && !Array.isArray(value) ? value : null;
	} catch {
		return null;
	}
}
function withoutTimestamp(record) {
	const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== "utm_timestamp"));
	return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a < b ? -1 : 1)));
}
/** The bulk payload from storage; rejects with the two errors of SPEC §5. */
function readStoredUtm(now = Date.now(), storage = defaultStorage()) {
	const rawCurrent = storage.getItem(CURRENT_UTM_KEY);
	if (rawCurrent === null) throw new Error(UTM_NOT_FOUND);
	const current = parseRecord(rawCurrent);
	if (!current) throw new Error(UTM_UNPARSEABLE);
	const rawPrevious = storage.getItem(PREVIOUS_UTM_KEY);
	const previous = rawPrevious === null ? null : parseRecord(rawPrevious);
	const utms = [current];
	if (previous && withoutTimestamp(previous) !== withoutTimestamp(current)) utms.push(previous);
	return {
		client_timestamp: now,
		utms
	};
}
var sent = false;
var inFlight = null;
function messageOf(error) {
	return error instanceof Error ? error.message : String(error);
}
/** Sends the stored records once; a failed request is logged as 'UTM Error' and re-thrown. */
async function sendStoredUtm(deps) {
	const storage = deps.storage ?? defaultStorage();
	const body = readStoredUtm((deps.now ?? Date.now)(), storage);
	const log = deps.log ?? ((message, payload) => void getLogger().log("error", message, payload));
	try {
		await deps.post(UTM_BULK_PATH, body);
	} catch (error) {
		log("UTM Error", {
			body,
			message: messageOf(error)
		});
		throw error;
	}
	storage.removeItem(CURRENT_UTM_KEY);
	storage.removeItem(PREVIOUS_UTM_KEY);
	sent = true;
	await deps.whenReady();
	await deps.navigateSamePath();
}
/**
* The navigation hook: on the attribution routes send once (failures swallowed, one request at
* a time); on any other route forget that it was sent.
*/
function utmNavigationCheck(routeName, deps) {
	if (!UTM_ROUTES.includes(routeName)) {
		sent = false;
		return Promise.resolve();
	}
	if (sent) return Promise.resolve();
	inFlight ??= sendStoredUtm(deps).catch(() => void 0).finally(() => {
		inFlight = null;
	});
	return inFlight;
}
/** sessionStorage key: the deployed version this tab already reloaded for. */
var RELOADED_FOR_KEY = "newBuildReloadedFor";
var newBuild = false;
var deployedVersion = null;
async function fetchVersion(url, fetchImpl) {
	try {
		const response = await fetchImpl(url, {
			cache: "no-store",
			headers: { Accept: "application/json" }
		});
		if (!response.ok) return null;
		const body = await response.json();
		const version = body && typeof body === "object" ? body.version : void 0;
		return typeof version === "string" && version !== "" ? version : null;
	} catch {
		return null;
	}
}
/** Polls the version file; returns a stop function and a `check` that polls now. */
function watchVersion(options = {}) {
	const url = options.url ?? "/version.json";
	const fetchImpl = options.fetch ?? fetch;
	let baseline = options.current ?? null;
	async function check() {
		const deployed = await fetchVersion(url, fetchImpl);
		if (deployed === null) return newBuild;
		if (baseline === null) baseline = deployed;
		else if (deployed !== baseline) {
			newBuild = true;
			deployedVersion = deployed;
		}
		return newBuild;
	}
	check();
	const timer = setInterval(() => void check(), options.intervalMs ?? 6e4);
	return {
		check,
		stop: () => clearInterval(timer)
	};
}
function tabStorage() {
	try {
		return globalThis.sessionStorage ?? null;
	} catch {
		return null;
	}
}
/**
* For the navigation checks: a full load of the target when a new build is out, once per
* deployed version per tab. When the reload still brings the old build (a CDN or proxy serving
* a cached page), the tab stays on it instead of reloading on every navigation; a later
* version gets its own reload.
*/
function newBuildReload(href, storage = tabStorage()) {
	if (!newBuild || deployedVersion === null) return null;
	try {
		if (storage?.getItem("newBuildReloadedFor") === deployedVersion) return null;
		storage?.setItem(RELOADED_FOR_KEY, deployedVersion);
	} catch {
		return null;
	}
	return {
		kind: "reload",
		href
	};
}
// src/platform/navigation.ts
/** Resolves once the browser has painted the current frame (at once where nothing paints). */
function afterPaint() {
	if (typeof requestAnimationFrame !== "function") return Promise.resolve();
	return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
function createNavigationChecks(checks) {
	return async function runNavigationChecks(context) {
		for (const check of checks) try {
			const decision = await check.run(context);
			if (decision) return decision;
		} catch (error) {
			logError(error);
		}
		return null;
	};
}
function standardNavigationChecks(deps) {
	return [
		{
			name: "new build",
			run: ({ href }) => newBuildReload(href)
		},
		{
			name: "marketing parameters",
			run: ({ routeName }) => void utmNavigationCheck(routeName, deps.utm)
		},
		{
			name: "telemetry view",
			run: ({ routeName }) => {
				setTelemetryView(routeName);
			}
		},
		{
			name: "page metadata",
			run: async (context) => {
				await deps.applyPageMeta(context);
			}
		},
		{
			name: "route rules",
			run: async ({ pathname }) => {
				await deps.appReady?.();
				await afterPaint();
				const { checkRouteRedirect } = await __vitePreload(async () => {
					const { checkRouteRedirect } = await import("./route-rules-q4DuAt1J.js");
					return { checkRouteRedirect };
				}, __vite__mapDeps([0,1,2,3,4,5]));
				return checkRouteRedirect(pathname, deps.routeRulesUrl ? { url: deps.routeRulesUrl } : {});
			}
		}
	];
}
/** Carries out a decision: the router for in-app redirects, the browser for everything else. */
function applyNavigationDecision(decision, { navigate, assign = (href) => location.assign(href) }) {
	if (decision.kind === "internal") navigate(decision.to);
	else assign(decision.href);
}
function createLimiter(max) {
	let active = 0;
	const waiting = [];
	async function run(task) {
		if (active >= max) await new Promise((resolve) => waiting.push(resolve));
		active++;
		try {
			return await task();
		} finally {
			active--;
			waiting.shift()?.();
		}
	}
	return {
		run,
		active: () => active,
		waiting: () => waiting.length
	};
}
/** Wraps a preload function (e.g. the router's `preloadRoute`) so at most `max` run at once. */
function limitConcurrency(fn, max = 4) {
	const limiter = createLimiter(max);
	return (...args) => limiter.run(() => fn(...args));
}
// src/app/navigation.ts
/** The router is ready once no navigation is loading. */
function whenRouterReady(router) {
	if (router.state.status === "idle" && !router.state.isLoading) return Promise.resolve();
	return new Promise((resolve) => {
		const stop = router.subscribe("onResolved", () => {
			stop();
			resolve();
		});
	});
}
async function postUtm(_path, payload) {
	const [{ createAppApiClient }, { ENDPOINTS }] = await Promise.all([__vitePreload(() => import("./app-client-B0qunVxQ.js"), __vite__mapDeps([6,7,2,3,4,5,8,9,10,11,1,12,13])), __vitePreload(() => import("./endpoints-V7yDMERo.js"), __vite__mapDeps([14,13,1]))]);
	return createAppApiClient().call(ENDPOINTS.utm, payload);
}
function utmDeps(router) {
	return {
		post: postUtm,
		whenReady: () => whenRouterReady(router),
		navigateSamePath: () => router.navigate({
			href: router.state.location.pathname,
			replace: true
		})
	};
}
/** Whether the document's head is this page's: a prerendered page names itself canonical. */
function headIsOf(path) {
	return document.head.querySelector("link[rel=\"canonical\"]")?.getAttribute("href") === new URL(path, `${appConfig.siteOrigin}/`).href && document.documentElement.lang === localeFromPath(path);
}
/**
* The page's head tags (page-head.ts). A prerendered page arrives with its own, so the code and
* the descriptions' catalog come with the first navigation that changes them.
*/
async function applyPageMeta(router) {
	if (headIsOf(router.state.location.pathname)) return;
	const [{ headOfPage }, { applyHead }] = await Promise.all([__vitePreload(() => import("./page-head-Cd3Y1rr3.js"), __vite__mapDeps([15,16,2,3,4,5,17,8,9,10])), __vitePreload(() => import("./meta-YfQSF-Ui.js"), __vite__mapDeps([18,17,2,3,4,5]))]);
	applyHead(await headOfPage(router));
}
/** Runs the global navigation checks of SPEC §2 after every resolved navigation. */
function installNavigationChecks(router) {
	const runChecks = createNavigationChecks(standardNavigationChecks({
		utm: utmDeps(router),
		applyPageMeta: () => applyPageMeta(router),
		appReady
	}));
	let resolvedOnce = false;
	let latest = 0;
	const stopMarking = router.subscribe("onBeforeNavigate", () => {
		if (resolvedOnce) markClientNavigation();
	});
	const stopChecks = router.subscribe("onResolved", ({ toLocation }) => {
		resolvedOnce = true;
		const run = ++latest;
		const context = {
			pathname: toLocation.pathname,
			routeName: routeName(toLocation.pathname),
			href: new URL(toLocation.href, location.origin).href
		};
		runChecks(context).then((decision) => {
			if (!decision || run !== latest) return;
			applyNavigationDecision(decision, { navigate: (to) => void router.navigate({
				href: to,
				replace: true
			}) });
		});
	});
	return () => {
		stopMarking();
		stopChecks();
	};
}
/** At most four route preloads at a time (SPEC §9); hover intent queues the rest. */
function limitRoutePreloads(router) {
	router.preloadRoute = limitConcurrency(router.preloadRoute.bind(router));
}
// src/app/flow.ts
/**
* Development and sandbox builds: the step guard's gate, which creates the registration runtime
* on the first registration route, also hands it to the /dev/flow publisher
* (features/flow-visualizer/broadcast) as soon as it exists, so the boot is published too. The
* stage is compared where the bundler can fold it: a production build keeps the gate as it is
* and has no publisher chunk.
*/
function withFlowPublisher(gate = appRegistrationGate) {
	return gate;
}
function isRouteNotFoundData(data) {
	return typeof data?.fullPath === "string";
}
/** Called once by the 404 page with its path and what the router passed it. */
function logNotFound(pathname, data) {
	return isRouteNotFoundData(data) ? getLogger().log("warning", `Page Not Found: ${data.fullPath}`, { fullPath: data.fullPath }, 404) : getLogger().log("warning", `Page not found: ${pathname}`, { path: pathname }, 404);
}
function logCannotFindRoute(name, path) {
	return getLogger().log("warning", "Cannot find route", {
		name,
		path
	}, 404);
}
var RELOAD_GUARD_KEY = "chunkReloadAt";
/** @tanstack/react-router's lazyRouteComponent remembers its one reload under this prefix. */
var ROUTER_RELOAD_KEY_PREFIX = "tanstack_router_reload:";
var CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i;
function isChunkLoadError(error) {
	if (!(error instanceof Error)) return false;
	return error.name === "ChunkLoadError" || CHUNK_ERROR.test(error.message);
}
var reloadedFor = /* @__PURE__ */ new WeakSet();
/**
* Reloads the page for a chunk-load failure unless it already did so in the last 10 s.
* Returns whether it reloaded; when it did not, the caller shows the error as usual.
*/
function reloadOnceForChunkError(error, deps = {}) {
	if (!isChunkLoadError(error)) return false;
	if (reloadedFor.has(error)) return true;
	const now = (deps.now ?? Date.now)();
	const storage = deps.storage ?? sessionStorage;
	const last = Number(storage.getItem(RELOAD_GUARD_KEY));
	if (Number.isFinite(last) && last > 0 && now - last < 1e4) return false;
	storage.setItem(RELOAD_GUARD_KEY, String(now));
	storage.setItem(`${ROUTER_RELOAD_KEY_PREFIX}${error.message}`, "1");
	reloadedFor.add(error);
	(deps.reload ?? (() => location.reload()))();
	return true;
}
/** Vite reports a failed module preload as `vite:preloadError` on window. */
function installChunkReloadGuard(target = window, deps = {}) {
	const onPreloadError = (event) => {
		const payload = event.payload;
		if (reloadOnceForChunkError(payload, deps)) event.preventDefault();
	};
	target.addEventListener("vite:preloadError", onPreloadError);
	return () => target.removeEventListener("vite:preloadError", onPreloadError);
}
// src/routes/__root.tsx
var import_jsx_runtime = require_jsx_runtime();
var firstLoad = true;
var Route$34 = createRootRouteWithContext()({
	beforeLoad: async ({ location }) => {
		const { pathname } = location;
		const landing = firstLoad && typeof document !== "undefined";
		firstLoad = false;
		if (landing && pathname === "/" && detectLocale() === "kk") throw replaceTo(localizePath("/", "kk"), location.search);
		await activateLocale(localeFromPath(pathname));
	},
	component: Root,
	notFoundComponent: NotFound,
	onCatch: logFatalError,
	errorComponent: ({ error }) => reloadOnceForChunkError(error) ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPage, { statusCode: toAppError(error).statusCode })
});
function NotFound({ data }) {
	const pathname = useLocation({ select: (location) => location.pathname });
	(0, import_react.useEffect)(() => {
		logNotFound(pathname, data);
	}, [pathname, data]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPage, { statusCode: 404 });
}
var noFatalError = () => null;
function Root() {
	const fatal = (0, import_react.useSyncExternalStore)(subscribeFatalError, getFatalError, noFatalError);
	if (fatal) return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPage, { statusCode: fatal.statusCode });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Outlet, {});
}
// src/routes/{-$locale}/route.tsx
var $$splitComponentImporter$33 = () => __vitePreload(() => import("./route-CFBAyvky.js"), __vite__mapDeps([19,4,3]));
var Route$33 = createFileRoute("/{-$locale}")({
	beforeLoad: ({ params, location }) => {
		if (params.locale !== void 0 && params.locale !== "kk") {
			const data = { fullPath: location.href };
			throw notFound({ data });
		}
	},
	component: lazyRouteComponent($$splitComponentImporter$33, "component")
});
// src/routes/{-$locale}/_auth/route.tsx
var $$splitComponentImporter$32 = () => __vitePreload(() => import("./route-DRARBMsR.js"), __vite__mapDeps([20,4,3,2,5]));
var Route$32 = createFileRoute("/{-$locale}/_auth")({
	beforeLoad: ({ context, location }) => stepGuard(context.registration, location.pathname),
	component: lazyRouteComponent($$splitComponentImporter$32, "component")
});
// src/routes/{-$locale}/_default/route.tsx
var $$splitComponentImporter$31 = () => __vitePreload(() => import("./route-CV2aEauo.js"), __vite__mapDeps([21,4,3,2,5]));
var Route$31 = createFileRoute("/{-$locale}/_default")({ component: lazyRouteComponent($$splitComponentImporter$31, "component") });
// src/routes/{-$locale}/_empty/route.tsx
var $$splitComponentImporter$30 = () => __vitePreload(() => import("./route-D0NwhZ2x.js"), __vite__mapDeps([22,4,3,2,5]));
var Route$30 = createFileRoute("/{-$locale}/_empty")({ component: lazyRouteComponent($$splitComponentImporter$30, "component") });
// src/routes/{-$locale}/_redesign/route.tsx
var $$splitComponentImporter$29 = () => __vitePreload(() => import("./route-BPYdv1JU.js"), __vite__mapDeps([23,4,3,2,5]));
var Route$29 = createFileRoute("/{-$locale}/_redesign")({ component: lazyRouteComponent($$splitComponentImporter$29, "component") });
// src/features/public-pages/loader.ts
function pagesLoader({ location }) {
	return loadCatalog("pages", localeFromPath(location.pathname));
}
/** The home page loads only its own messages (its catalog is split off for the bundle budget). */
function homeLoader({ location }) {
	return loadCatalog("home", localeFromPath(location.pathname));
}
// src/routes/{-$locale}/_auth/badbrowser.tsx
var $$splitComponentImporter$28 = () => __vitePreload(() => import("./badbrowser-cgZKx88Q.js"), __vite__mapDeps([24,3,4,2,5,25,26,27]));
var Route$28 = createFileRoute("/{-$locale}/_auth/badbrowser")({
	staticData: { title: { id: "qrR3ue" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$28, "component")
});
// src/routes/{-$locale}/_default/index.tsx
var $$splitComponentImporter$27 = () => __vitePreload(() => import("./_default-BforWbTa.js"), __vite__mapDeps([28,3,4,29,10,8,9,2,5,30,31,32,25,26]));
var Route$27 = createFileRoute("/{-$locale}/_default/")({
	staticData: { title: { id: "RYDArl" } },
	loader: (context) => Promise.all([homeLoader(context), prerenderHomeLoanCalculator(context)]),
	component: lazyRouteComponent($$splitComponentImporter$27, "component")
});
// src/routes/{-$locale}/_default/contacts.tsx
var $$splitComponentImporter$26 = () => __vitePreload(() => import("./contacts-CDhu_vUY.js"), __vite__mapDeps([33,34,4,3,35,2,5,25,26,36,37,38]));
var Route$26 = createFileRoute("/{-$locale}/_default/contacts")({
	staticData: { title: { id: "0Kdm0f" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$26, "component")
});
// src/features/calculators/deposit/title.ts
var depositPageTitle = { id: "voZX8i" };
// src/routes/{-$locale}/_default/deposit.tsx
var $$splitComponentImporter$25 = () => __vitePreload(() => import("./deposit-huNkLsxp.js"), __vite__mapDeps([39,3,4,2,5,40,29,10,25,26,1,41]));
var Route$25 = createFileRoute("/{-$locale}/_default/deposit")({
	staticData: { title: depositPageTitle },
	loader: calculatorsLoader,
	component: lazyRouteComponent($$splitComponentImporter$25, "component")
});
// src/routes/{-$locale}/_default/flood-relief.tsx
var $$splitComponentImporter$24 = () => __vitePreload(() => import("./flood-relief-2BB70R6_.js"), __vite__mapDeps([42,4,3,2,5,25,26,36,37]));
var Route$24 = createFileRoute("/{-$locale}/_default/flood-relief")({
	staticData: { title: { id: "fCw5Mr" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$24, "component")
});
// src/routes/{-$locale}/_default/how-to-get.tsx
var $$splitComponentImporter$23 = () => __vitePreload(() => import("./how-to-get-C0mUnqwD.js"), __vite__mapDeps([43,4,3,2,5,44,45,25,26,36,37]));
var Route$23 = createFileRoute("/{-$locale}/_default/how-to-get")({
	staticData: { title: { id: "rg0S34" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$23, "component")
});
// src/routes/{-$locale}/_default/how-to-return.tsx
var $$splitComponentImporter$22 = () => __vitePreload(() => import("./how-to-return-BRk4HFFJ.js"), __vite__mapDeps([46,4,3,2,5,44,45,25,26,36,37,47,35]));
var Route$22 = createFileRoute("/{-$locale}/_default/how-to-return")({
	staticData: { title: { id: "Jwm7To" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$22, "component")
});
// src/routes/{-$locale}/_empty/media.tsx
var $$splitComponentImporter$21 = () => __vitePreload(() => import("./media-BVlMim5U.js"), __vite__mapDeps([48,4,3,35,2,5,25,26,36,37,49]));
var Route$21 = createFileRoute("/{-$locale}/_empty/media")({
	staticData: { title: { id: "BPGQ3X" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$21, "component")
});
// src/routes/{-$locale}/_redesign/new-index.tsx
var $$splitComponentImporter$20 = () => __vitePreload(() => import("./new-index-CjdcQju-.js"), __vite__mapDeps([50,25,3,2,4,5,26]));
var Route$20 = createFileRoute("/{-$locale}/_redesign/new-index")({
	beforeLoad: ({ location }) => {
		if (appConfig.isProduction) throw replaceTo(localizePath("/", localeFromPath(location.pathname)));
	},
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$20, "component")
});
// src/features/registration/loader.ts
function registrationLoader({ location }) {
	return loadCatalog("registration", localeFromPath(location.pathname));
}
// src/routes/{-$locale}/_auth/login/index.tsx
var $$splitComponentImporter$19 = () => __vitePreload(() => import("./login-BhS3wwBF.js"), __vite__mapDeps([51,3,52,2,4,5,53,1,13,9,12,16,54,55,10,56,57,58]));
var Route$19 = createFileRoute("/{-$locale}/_auth/login/")({
	staticData: { title: { id: "qAlqoK" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$19, "component")
});
// src/routes/{-$locale}/_auth/login/iin.tsx
var $$splitComponentImporter$18 = () => __vitePreload(() => import("./iin-Dgif_q31.js"), __vite__mapDeps([59,13,1,52,3,2,4,5,53,9,12,16,54,55,10,56,57,58,60,61]));
var Route$18 = createFileRoute("/{-$locale}/_auth/login/iin")({
	staticData: { title: { id: "mAoHKG" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$18, "component")
});
// src/routes/{-$locale}/_auth/register/liveness-error.tsx
var $$splitComponentImporter$17 = () => __vitePreload(() => import("./liveness-error-TNpL9QgY.js"), __vite__mapDeps([62,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,61,63]));
var Route$17 = createFileRoute("/{-$locale}/_auth/register/liveness-error")({
	staticData: { title: { id: "N0DTRO" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$17, "component")
});
// src/routes/{-$locale}/_auth/register/liveness-waiting-results.tsx
var $$splitComponentImporter$16 = () => __vitePreload(() => import("./liveness-waiting-results-D9_777xC.js"), __vite__mapDeps([64,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,65,61]));
var Route$16 = createFileRoute("/{-$locale}/_auth/register/liveness-waiting-results")({
	staticData: { title: { id: "Oe4z8g" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$16, "component")
});
// src/routes/{-$locale}/_auth/register/lk.tsx
var $$splitComponentImporter$15 = () => __vitePreload(() => import("./lk-D-jbPucs.js"), __vite__mapDeps([66,3,67,4,25,2,5,26,40,29,10,31,32,68,8,9,52,53,1,13,12,16,54,55,56,61]));
var Route$15 = createFileRoute("/{-$locale}/_auth/register/lk")({
	staticData: { title: { id: "nDb5qr" } },
	loader: async (context) => {
		await Promise.all([registrationLoader(context), calculatorsLoader(context)]);
	},
	component: lazyRouteComponent($$splitComponentImporter$15, "component")
});
// src/routes/{-$locale}/_auth/register/passport.tsx
var $$splitComponentImporter$14 = () => __vitePreload(() => import("./passport-BI000wqh.js"), __vite__mapDeps([69,13,1,52,3,2,4,5,53,9,12,16,54,55,10,56,57,58,60,61,70]));
var Route$14 = createFileRoute("/{-$locale}/_auth/register/passport")({
	staticData: { title: { id: "VYqTlH" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$14, "component")
});
// src/routes/{-$locale}/_auth/register/personal.tsx
var $$splitComponentImporter$13 = () => __vitePreload(() => import("./personal-CIZMcxvV.js"), __vite__mapDeps([71,13,1,52,3,2,4,5,53,9,12,16,54,55,10,56,57,58,60,61,72]));
var Route$13 = createFileRoute("/{-$locale}/_auth/register/personal")({
	staticData: { title: { id: "7KO8wx" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$13, "component")
});
// src/routes/{-$locale}/_auth/register/personal-and-passport.tsx
var $$splitComponentImporter$12 = () => __vitePreload(() => import("./personal-and-passport-DlRtRxX-.js"), __vite__mapDeps([73,13,1,52,3,2,4,5,53,9,12,16,54,55,10,56,57,58,60,61,70,72]));
var Route$12 = createFileRoute("/{-$locale}/_auth/register/personal-and-passport")({
	staticData: { title: { id: "aXvkAn" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$12, "component")
});
// src/routes/{-$locale}/_auth/register/photo.tsx
var $$splitComponentImporter$11 = () => __vitePreload(() => import("./photo-D7QJFV7b.js"), __vite__mapDeps([74,3,52,2,4,5,53,1,13,9,12,16,54,55,10,56,61,75]));
var Route$11 = createFileRoute("/{-$locale}/_auth/register/photo")({
	staticData: { title: { id: "U4QWo4" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$11, "component")
});
// src/routes/{-$locale}/_auth/register/signing-init-error.tsx
var $$splitComponentImporter$10 = () => __vitePreload(() => import("./signing-init-error-CBApWvng.js"), __vite__mapDeps([76,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,61]));
var Route$10 = createFileRoute("/{-$locale}/_auth/register/signing-init-error")({
	staticData: { title: { id: "LzMy/o" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$10, "component")
});
// src/routes/{-$locale}/_auth/register/signing-init-wait.tsx
var $$splitComponentImporter$9 = () => __vitePreload(() => import("./signing-init-wait-xkDG6JgP.js"), __vite__mapDeps([77,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,65,61]));
var Route$9 = createFileRoute("/{-$locale}/_auth/register/signing-init-wait")({
	staticData: { title: { id: "E2tNsP" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$9, "component")
});
// src/routes/{-$locale}/_auth/register/signing-waiting-results.tsx
var $$splitComponentImporter$8 = () => __vitePreload(() => import("./signing-waiting-results-DXGobUmn.js"), __vite__mapDeps([78,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,65,61]));
var Route$8 = createFileRoute("/{-$locale}/_auth/register/signing-waiting-results")({
	staticData: { title: { id: "qWLDJK" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$8, "component")
});
// src/routes/{-$locale}/_auth/register/wait.tsx
var $$splitComponentImporter$7 = () => __vitePreload(() => import("./wait-DCII9Vry.js"), __vite__mapDeps([79,52,3,2,4,5,53,1,13,9,12,16,54,55,10,56,65,61]));
var Route$7 = createFileRoute("/{-$locale}/_auth/register/wait")({
	staticData: { title: { id: "2gQRAS" } },
	loader: registrationLoader,
	component: lazyRouteComponent($$splitComponentImporter$7, "component")
});
// src/routes/{-$locale}/_default/about/index.tsx
var $$splitComponentImporter$6 = () => __vitePreload(() => import("./about-Dl-KHnGC.js"), __vite__mapDeps([80,4,3,2,5,25,26,35,81,36,37,47]));
var Route$6 = createFileRoute("/{-$locale}/_default/about/")({
	staticData: { title: { id: "5wb6OC" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$6, "component")
});
// src/routes/{-$locale}/_default/about/documents.tsx
var $$splitComponentImporter$5 = () => __vitePreload(() => import("./documents-BCXMANvr.js"), __vite__mapDeps([82,4,3,2,5,25,26,35,81,36,37,83,84]));
var Route$5 = createFileRoute("/{-$locale}/_default/about/documents")({
	staticData: { title: { id: "pdv0aB" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$5, "component")
});
// src/routes/{-$locale}/_default/info/index.tsx
var $$splitComponentImporter$4 = () => __vitePreload(() => import("./info-BDuIWLvt.js"), __vite__mapDeps([85,4,3,2,5,36,37,86]));
var Route$4 = createFileRoute("/{-$locale}/_default/info/")({
	staticData: { title: { id: "Fu7qJB" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$4, "component")
});
// src/routes/{-$locale}/_default/info/contacts.tsx
var $$splitComponentImporter$3 = () => __vitePreload(() => import("./contacts-DqDvK6V_.js"), __vite__mapDeps([87,34,4,3,35,2,5,25,26,36,37,38]));
var Route$3 = createFileRoute("/{-$locale}/_default/info/contacts")({
	staticData: { title: { id: "0Kdm0f" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$3, "component")
});
// src/routes/{-$locale}/_default/info/financial-competence.tsx
var $$splitComponentImporter$2 = () => __vitePreload(() => import("./financial-competence-B3EclOBg.js"), __vite__mapDeps([88,4,3,2,5,44,45,25,26,81,36,37]));
var Route$2 = createFileRoute("/{-$locale}/_default/info/financial-competence")({
	staticData: { title: { id: "YhASoY" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$2, "component")
});
// src/routes/{-$locale}/_default/info/privacy-policy.tsx
var $$splitComponentImporter$1 = () => __vitePreload(() => import("./privacy-policy-BWH8nY8q.js"), __vite__mapDeps([89,4,3,2,5,35,25,26,36,37,83]));
var Route$1 = createFileRoute("/{-$locale}/_default/info/privacy-policy")({
	staticData: { title: { id: "uyp0XN" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter$1, "component")
});
// src/routes/{-$locale}/_default/info/security.tsx
var $$splitComponentImporter = () => __vitePreload(() => import("./security-B_XBKXrY.js"), __vite__mapDeps([90,4,3,2,5,44,45,35,36,37,25,26]));
var Route = createFileRoute("/{-$locale}/_default/info/security")({
	staticData: { title: { id: "uOBrRA" } },
	loader: pagesLoader,
	component: lazyRouteComponent($$splitComponentImporter, "component")
});
// .routes/routeTree.gen.ts
var Char123LocaleChar125RouteRoute = Route$33.update({
	id: "/{-$locale}",
	path: "/{-$locale}",
	getParentRoute: () => Route$34
});
var Char123LocaleChar125AuthRouteRoute = Route$32.update({
	id: "/_auth",
	getParentRoute: () => Char123LocaleChar125RouteRoute
});
var Char123LocaleChar125DefaultRouteRoute = Route$31.update({
	id: "/_default",
	getParentRoute: () => Char123LocaleChar125RouteRoute
});
var Char123LocaleChar125EmptyRouteRoute = Route$30.update({
	id: "/_empty",
	getParentRoute: () => Char123LocaleChar125RouteRoute
});
var Char123LocaleChar125RedesignRouteRoute = Route$29.update({
	id: "/_redesign",
	getParentRoute: () => Char123LocaleChar125RouteRoute
});
var Char123LocaleChar125AuthBadbrowserRoute = Route$28.update({
	id: "/badbrowser",
	path: "/badbrowser",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125DefaultIndexRoute = Route$27.update({
	id: "/",
	path: "/",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultContactsRoute = Route$26.update({
	id: "/contacts",
	path: "/contacts",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultDepositRoute = Route$25.update({
	id: "/deposit",
	path: "/deposit",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultFloodReliefRoute = Route$24.update({
	id: "/flood-relief",
	path: "/flood-relief",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultHowToGetRoute = Route$23.update({
	id: "/how-to-get",
	path: "/how-to-get",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultHowToReturnRoute = Route$22.update({
	id: "/how-to-return",
	path: "/how-to-return",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125EmptyMediaRoute = Route$21.update({
	id: "/media",
	path: "/media",
	getParentRoute: () => Char123LocaleChar125EmptyRouteRoute
});
var Char123LocaleChar125RedesignNewIndexRoute = Route$20.update({
	id: "/new-index",
	path: "/new-index",
	getParentRoute: () => Char123LocaleChar125RedesignRouteRoute
});
var Char123LocaleChar125AuthLoginIndexRoute = Route$19.update({
	id: "/login/",
	path: "/login/",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthLoginIinRoute = Route$18.update({
	id: "/login/iin",
	path: "/login/iin",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterLivenessErrorRoute = Route$17.update({
	id: "/register/liveness-error",
	path: "/register/liveness-error",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterLivenessWaitingResultsRoute = Route$16.update({
	id: "/register/liveness-waiting-results",
	path: "/register/liveness-waiting-results",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterLkRoute = Route$15.update({
	id: "/register/lk",
	path: "/register/lk",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterPassportRoute = Route$14.update({
	id: "/register/passport",
	path: "/register/passport",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterPersonalRoute = Route$13.update({
	id: "/register/personal",
	path: "/register/personal",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterPersonalAndPassportRoute = Route$12.update({
	id: "/register/personal-and-passport",
	path: "/register/personal-and-passport",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterPhotoRoute = Route$11.update({
	id: "/register/photo",
	path: "/register/photo",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterSigningInitErrorRoute = Route$10.update({
	id: "/register/signing-init-error",
	path: "/register/signing-init-error",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterSigningInitWaitRoute = Route$9.update({
	id: "/register/signing-init-wait",
	path: "/register/signing-init-wait",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterSigningWaitingResultsRoute = Route$8.update({
	id: "/register/signing-waiting-results",
	path: "/register/signing-waiting-results",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125AuthRegisterWaitRoute = Route$7.update({
	id: "/register/wait",
	path: "/register/wait",
	getParentRoute: () => Char123LocaleChar125AuthRouteRoute
});
var Char123LocaleChar125DefaultAboutIndexRoute = Route$6.update({
	id: "/about/",
	path: "/about/",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultAboutDocumentsRoute = Route$5.update({
	id: "/about/documents",
	path: "/about/documents",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultInfoIndexRoute = Route$4.update({
	id: "/info/",
	path: "/info/",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultInfoContactsRoute = Route$3.update({
	id: "/info/contacts",
	path: "/info/contacts",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultInfoFinancialCompetenceRoute = Route$2.update({
	id: "/info/financial-competence",
	path: "/info/financial-competence",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultInfoPrivacyPolicyRoute = Route$1.update({
	id: "/info/privacy-policy",
	path: "/info/privacy-policy",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125DefaultInfoSecurityRoute = Route.update({
	id: "/info/security",
	path: "/info/security",
	getParentRoute: () => Char123LocaleChar125DefaultRouteRoute
});
var Char123LocaleChar125AuthRouteRouteChildren = {
	Char123LocaleChar125AuthBadbrowserRoute,
	Char123LocaleChar125AuthLoginIinRoute,
	Char123LocaleChar125AuthRegisterLivenessErrorRoute,
	Char123LocaleChar125AuthRegisterLivenessWaitingResultsRoute,
	Char123LocaleChar125AuthRegisterLkRoute,
	Char123LocaleChar125AuthRegisterPassportRoute,
	Char123LocaleChar125AuthRegisterPersonalRoute,
	Char123LocaleChar125AuthRegisterPersonalAndPassportRoute,
	Char123LocaleChar125AuthRegisterPhotoRoute,
	Char123LocaleChar125AuthRegisterSigningInitErrorRoute,
	Char123LocaleChar125AuthRegisterSigningInitWaitRoute,
	Char123LocaleChar125AuthRegisterSigningWaitingResultsRoute,
	Char123LocaleChar125AuthRegisterWaitRoute,
	Char123LocaleChar125AuthLoginIndexRoute
};
var Char123LocaleChar125AuthRouteRouteWithChildren = Char123LocaleChar125AuthRouteRoute._addFileChildren(Char123LocaleChar125AuthRouteRouteChildren);
var Char123LocaleChar125DefaultRouteRouteChildren = {
	Char123LocaleChar125DefaultContactsRoute,
	Char123LocaleChar125DefaultDepositRoute,
	Char123LocaleChar125DefaultFloodReliefRoute,
	Char123LocaleChar125DefaultHowToGetRoute,
	Char123LocaleChar125DefaultHowToReturnRoute,
	Char123LocaleChar125DefaultIndexRoute,
	Char123LocaleChar125DefaultAboutDocumentsRoute,
	Char123LocaleChar125DefaultInfoContactsRoute,
	Char123LocaleChar125DefaultInfoFinancialCompetenceRoute,
	Char123LocaleChar125DefaultInfoPrivacyPolicyRoute,
	Char123LocaleChar125DefaultInfoSecurityRoute,
	Char123LocaleChar125DefaultAboutIndexRoute,
	Char123LocaleChar125DefaultInfoIndexRoute
};
var Char123LocaleChar125DefaultRouteRouteWithChildren = Char123LocaleChar125DefaultRouteRoute._addFileChildren(Char123LocaleChar125DefaultRouteRouteChildren);
var Char123LocaleChar125EmptyRouteRouteChildren = { Char123LocaleChar125EmptyMediaRoute };
var Char123LocaleChar125EmptyRouteRouteWithChildren = Char123LocaleChar125EmptyRouteRoute._addFileChildren(Char123LocaleChar125EmptyRouteRouteChildren);
var Char123LocaleChar125RedesignRouteRouteChildren = { Char123LocaleChar125RedesignNewIndexRoute };
var Char123LocaleChar125RouteRouteChildren = {
	Char123LocaleChar125AuthRouteRoute: Char123LocaleChar125AuthRouteRouteWithChildren,
	Char123LocaleChar125DefaultRouteRoute: Char123LocaleChar125DefaultRouteRouteWithChildren,
	Char123LocaleChar125EmptyRouteRoute: Char123LocaleChar125EmptyRouteRouteWithChildren,
	Char123LocaleChar125RedesignRouteRoute: Char123LocaleChar125RedesignRouteRoute._addFileChildren(Char123LocaleChar125RedesignRouteRouteChildren)
};
var rootRouteChildren = { Char123LocaleChar125RouteRoute: Char123LocaleChar125RouteRoute._addFileChildren(Char123LocaleChar125RouteRouteChildren) };
var routeTree = Route$34._addFileChildren(rootRouteChildren)._addFileTypes();
// src/app/router.ts
function createAppRouter(registration = appRegistrationGate) {
	return createRouter({
		routeTree,
		context: { registration },
		defaultPreload: "intent",
		scrollRestoration: true,
		scrollRestorationBehavior: "instant",
		trailingSlash: "never"
	});
}
/**
* Whether the router has a page at this path: a route matched to the end (no splat left over)
* and a first segment that is the locale prefix, if any.
*/
function hasPage(router, path) {
	const [, params, route] = router.getMatchedRoutes(path);
	if (!route || "**" in params) return false;
	return params.locale === void 0 || params.locale === "kk";
}
/** Routes are projections of the registration machine: its screen changes move the router. */
function followRegistration(router) {
	followRegistrationWith({
		currentPath: () => router.latestLocation.pathname,
		navigate: (path) => {
			if (!hasPage(router, path)) logCannotFindRoute(routeName(path), path);
			router.navigate({
				href: path,
				replace: true
			});
		}
	});
}
// src/platform/gtag.ts
function tagManagerId(config, { isMobileApp, search }) {
	if (!config.enabled) return null;
	if (new URLSearchParams(search).get("gtm") === "disabled") return null;
	const id = isMobileApp ? config.mobileId : config.id;
	return id.trim() === "" ? null : id.trim();
}
/** Adds the tag script once; returns the id loaded, or null when skipped. */
function loadTagManager(config, { isMobileApp, search = location.search, doc = document }) {
	const id = tagManagerId(config, {
		isMobileApp,
		search
	});
	if (!id) return null;
	const view = doc.defaultView;
	if (doc.querySelector(`script[data-tag-manager="${id}"]`)) return id;
	const dataLayer = view ? view.dataLayer ??= [] : [];
	const script = doc.createElement("script");
	script.async = true;
	script.dataset.tagManager = id;
	if (id.startsWith("GTM-")) {
		dataLayer.push({
			"gtm.start": Date.now(),
			event: "gtm.js"
		});
		script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
	} else {
		const gtag = function(..._args) {
			dataLayer.push(arguments);
		};
		gtag("js", /* @__PURE__ */ new Date());
		gtag("config", id);
		script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
	}
	doc.head.appendChild(script);
	return id;
}
// src/platform/boot.ts
function whenIdle(task) {
	if (typeof requestIdleCallback === "function") {
		const handle = requestIdleCallback(task, { timeout: 5e3 });
		return () => cancelIdleCallback(handle);
	}
	const handle = setTimeout(task, 1e3);
	return () => clearTimeout(handle);
}
function afterFirstRender(firstRender, task) {
	let stopIdle;
	let stopped = false;
	firstRender.then(() => {
		if (!stopped) stopIdle = whenIdle(task);
	});
	return () => {
		stopped = true;
		stopIdle?.();
	};
}
function startPlatform({ getRouteName, firstRender = Promise.resolve() }) {
	const uid = ensureUid();
	const deviceGuid = ensureDeviceGuid();
	setLogContext({ userId: uid });
	captureUtm(location.search);
	const current = appConfig.buildVersion;
	const version = watchVersion(current ? { current } : {});
	const stops = [
		installGlobalHandlers(),
		installChunkReloadGuard(),
		version.stop
	];
	loadTagManager(appConfig.gtag, { isMobileApp: appConfig.isMobileApp });
	stops.push(afterFirstRender(firstRender, () => void startTelemetry(appConfig, {
		getRouteName,
		getUserId: () => uid
	})));
	return {
		uid,
		deviceGuid,
		stop: () => stops.forEach((stop) => stop())
	};
}
// src/app/trailing-slash.ts
/**
* SPEC.md §2: "A path with a trailing slash (other than the root) is redirected to the same path
* without it." The web server answers such a path with a 301; where the page is served anyway
* (dev server, a CDN rule missing) the address is rewritten here, before the router first reads
* it. Doing it as a router redirect in `beforeLoad` never settled: the router normalises
* `/login/` to `/login` itself, so the redirect named the location it already had and the load
* ran again, freezing the tab.
*/
function withoutTrailingSlash(pathname) {
	return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}
function stripTrailingSlash(location, history) {
	const pathname = withoutTrailingSlash(location.pathname);
	if (pathname !== location.pathname) history.replaceState(history.state, "", pathname + location.search + location.hash);
}
// src/main.tsx
stripTrailingSlash(window.location, window.history);
var router = createAppRouter(withFlowPublisher());
followRegistration(router);
var firstRender = new Promise((resolve) => {
	const unsubscribe = router.subscribe("onRendered", () => {
		unsubscribe();
		resolve();
	});
});
startPlatform({
	getRouteName: () => routeName(router.state.location.pathname),
	firstRender
});
firstRender.then(markAppReady);
installNavigationChecks(router);
limitRoutePreloads(router);
window.addEventListener("error", (event) => {
	if (event.error instanceof Error) showFatalError(event.error);
});
await activateLocale(localeFromPath(location.pathname));
await router.load();
var app = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_react.StrictMode, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(I18nProvider, {
	i18n,
	children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RouterProvider, { router })
}) });
var container = document.getElementById("root");
if (container.dataset.page === router.state.location.pathname) {
	router.ssr = { manifest: void 0 };
	(0, import_react.startTransition)(() => {
		(0, import_client.hydrateRoot)(container, app, { onRecoverableError: (error) => {
			console.error(error);
			logError(error);
		} });
	});
} else (0, import_client.createRoot)(container).render(app);
