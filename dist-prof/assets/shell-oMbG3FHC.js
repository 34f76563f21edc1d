import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { _ as redirect, a as useLingui, g as require_jsx_runtime, m as useNavigate, o as useLocation, p as Link, y as require_react } from "./framework-B3PySpgF.js";
// src/platform/config.ts
var company = {
	"phone": "+7 (727) 339-39-39",
	"email": "info@qazcredit.kz",
	"collectionChat": "https://wa.me/77273393940",
	"social": {
		"instagram": "https://instagram.com/qazcredit.kz",
		"facebook": "https://facebook.com/qazcredit.kz",
		"vk": "https://vk.com/qazcredit",
		"telegram": "https://t.me/qazcredit_kz"
	},
	"licenceNumber": "02.21.0001.М"
};
var env = {
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "sandbox",
	"PROD": true,
	"SSR": false,
	"TSS_INLINE_CSS_ENABLED": "false",
	"VITE_API_BASE_URL": "",
	"VITE_API_BASE_URL_SERVER": "http://127.0.0.1:5180",
	"VITE_APP_STAGE": "production",
	"VITE_BUILD_DATE": "2026-11-24",
	"VITE_BUILD_VERSION": "mwuhs3qa",
	"VITE_GTAG_ENABLED": "false",
	"VITE_GTAG_ID": "",
	"VITE_GTAG_MOBILE_ID": "",
	"VITE_LIVENESS_SCRIPT_URL": "/sandbox/liveness/provider.js",
	"VITE_LOGS_URL": "/sandbox/logs",
	"VITE_REALTIME_CHECK_PATH": "/sandbox",
	"VITE_REALTIME_HOST": "127.0.0.1",
	"VITE_REALTIME_PORT": 5180,
	"VITE_REALTIME_TLS": "false",
	"VITE_SITE_ORIGIN": "http://127.0.0.1:8080",
	"VITE_TELEMETRY": "true",
	"VITE_TELEMETRY_KEY": "sandbox-key",
	"VITE_TELEMETRY_URL": "/sandbox/collect",
	"VITE_TRACING": "false"
};
var stage = env.VITE_APP_STAGE;
var phone = company.phone;
var appConfig = {
	brand: "QazCredit",
	projectName: "qazcredit-web",
	appStage: stage,
	environment: stage,
	isProduction: stage === "production",
	/** The Android wrapper flag; this build never runs inside the wrapper. */
	isMobileApp: false,
	/** This build's id (written to /version.json by the build); absent in development. */
	buildVersion: env.VITE_BUILD_VERSION ?? null,
	/**
	* The build's date in Almaty (YYYY-MM-DD): "today" in the prerendered pages, and in the render
	* that hydrates them (ui/hydration.ts). Unit tests, which have no build, use their own today.
	*/
	buildDate: env.VITE_BUILD_DATE ?? new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty" }).format(),
	siteOrigin: env.VITE_SITE_ORIGIN,
	apiBaseUrl: env.VITE_API_BASE_URL,
	apiBaseUrlServer: env.VITE_API_BASE_URL_SERVER || env.VITE_API_BASE_URL,
	realtime: {
		host: env.VITE_REALTIME_HOST,
		port: Number(env.VITE_REALTIME_PORT),
		tls: env.VITE_REALTIME_TLS === "true",
		checkPath: env.VITE_REALTIME_CHECK_PATH
	},
	livenessScriptUrl: env.VITE_LIVENESS_SCRIPT_URL,
	tracingEnabled: env.VITE_TRACING === "true",
	telemetry: {
		enabled: env.VITE_TELEMETRY !== "false",
		collectorUrl: env.VITE_TELEMETRY_URL,
		apiKey: env.VITE_TELEMETRY_KEY
	},
	logsUrl: env.VITE_LOGS_URL,
	gtag: {
		enabled: env.VITE_GTAG_ENABLED === "true",
		id: env.VITE_GTAG_ID,
		mobileId: env.VITE_GTAG_MOBILE_ID
	},
	contacts: {
		phone,
		phoneHref: `tel:${phone.replace(/[^\d+]/g, "")}`,
		email: company.email,
		emailHref: `mailto:${company.email}`,
		/** Debt-collection department, reached through a messaging app. */
		collectionChat: company.collectionChat,
		branchesUrl: "/info/contacts"
	},
	social: company.social,
	licenceNumber: company.licenceNumber
};
// src/platform/cookies.ts
function getCookie(name) {
	if (typeof document === "undefined") return void 0;
	const prefix = `${encodeURIComponent(name)}=`;
	for (const part of document.cookie.split("; ")) if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
}
function setCookie(name, value, options = {}) {
	if (typeof document === "undefined") return;
	const { maxAge, expires, path = "/", sameSite = "lax" } = options;
	let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}; SameSite=${sameSite}`;
	if (maxAge !== void 0) cookie += `; max-age=${Math.round(maxAge)}`;
	if (expires) cookie += `; expires=${expires.toUTCString()}`;
	if (location.protocol === "https:") cookie += "; Secure";
	document.cookie = cookie;
}
function deleteCookie(name, path = "/") {
	setCookie(name, "", {
		maxAge: 0,
		path
	});
}
// src/platform/locale.ts
var LOCALES = [{
	code: "ru",
	backendCode: "ru",
	language: "ru-RU",
	name: "Русский",
	files: ["ru"]
}, {
	code: "kk",
	backendCode: "kz",
	language: "kk-KZ",
	name: "Қазақша",
	files: ["kk"]
}];
var LOCALE_COOKIE = "i18n_redirected";
var LOCALE_COOKIE_MAX_AGE = 31536e3;
function isLocale(value) {
	return value === "ru" || value === "kk";
}
/** ru has no prefix (Nuxt's prefix_except_default); every other locale lives under /{code}. */
function localeFromPath(pathname) {
	return pathname.split("/")[1] === "kk" ? "kk" : "ru";
}
function stripLocale(pathname) {
	if (pathname === "/kk") return "/";
	return pathname.startsWith("/kk/") ? pathname.slice(3) : pathname;
}
function localizePath(path, locale) {
	const bare = stripLocale(path);
	if (locale === "ru") return bare;
	return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}
/** Route names carry a locale suffix, as in Nuxt i18n: `/login/iin` in kk is `login-iin___kk`. */
function routeBaseName(path) {
	const bare = stripLocale(path).replace(/^\/+|\/+$/g, "");
	return bare === "" ? "index" : bare.replaceAll("/", "-");
}
/** A base route name with the locale suffix: `login-iin` in kk is `login-iin___kk`. */
function withLocaleSuffix(baseName, locale) {
	return `${baseName}___${locale}`;
}
function routeName(path, locale = localeFromPath(path)) {
	return withLocaleSuffix(routeBaseName(path), locale);
}
function fromLanguages(languages) {
	for (const language of languages) {
		const primary = language.toLowerCase().split("-")[0];
		if (primary === "kk" || primary === "kz") return "kk";
		if (primary === "ru") return "ru";
	}
}
/** The stored choice first, then the browser's languages, then ru. */
function detectLocale(cookie = getCookie(LOCALE_COOKIE), languages = typeof navigator === "undefined" ? [] : navigator.languages) {
	if (isLocale(cookie)) return cookie;
	return fromLanguages(languages) ?? "ru";
}
function storeLocale(locale) {
	setCookie(LOCALE_COOKIE, locale, {
		maxAge: LOCALE_COOKIE_MAX_AGE,
		path: "/",
		sameSite: "lax"
	});
}
var MOBILE = /(android|bb\d+|meego).+mobile|avantgo|bada\/|blackberry|blazer|compal|elaine|fennec|hiptop|iemobile|ip(hone|od)|iris|kindle|lge |maemo|midp|mmp|mobile.+firefox|netfront|opera m(ob|in)i|palm( os)?|phone|p(ixi|re)\/|plucker|pocket|psp|series[46]0|symbian|treo|up\.(browser|link)|vodafone|wap|windows ce|xda|xiino/i;
var MOBILE_OR_TABLET = new RegExp(`${MOBILE.source}|android|ipad|playbook|silk`, "i");
var BROWSERS = [
	["samsung", /SamsungBrowser/i],
	["edge", /Edg(e|A|iOS)?\//i],
	["firefox", /Firefox|FxiOS|Iceweasel/i],
	["chrome", /Chrome|CriOS|CrMo/i],
	["safari", /Safari|AppleWebKit/i]
];
var CRAWLER = /(?<!cu)bot\b|crawler|spider|slurp|mediapartners-google|adsbot|apis-google|feedfetcher|google-inspectiontool|googleother|facebookexternalhit|facebookcatalog|embedly|vkshare|whatsapp|yandex(images|metrika|direct|mobilebot|accessibility)|bingpreview|ahrefs|semrush|ia_archiver|screaming frog/i;
function header$1(headers, name) {
	if (!headers) return void 0;
	const wanted = name.toLowerCase();
	for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return (Array.isArray(value) ? value[0] : value)?.trim();
}
function fromCdn(headers) {
	const viewer = (kind) => header$1(headers, `CloudFront-Is-${kind}-Viewer`);
	if (viewer("Mobile") === "true") return "mobile";
	if (viewer("Tablet") === "true") return "tablet";
	if (viewer("Desktop") === "true") return "desktop";
}
function fromDeviceTypeHeader(headers) {
	const value = (header$1(headers, "x-device-type") ?? header$1(headers, "cf-device-type"))?.toLowerCase();
	return value === "mobile" || value === "tablet" || value === "desktop" ? value : void 0;
}
function isIpadAsMac(userAgent, touchPoints) {
	return /Macintosh/.test(userAgent) && (touchPoints ?? 0) > 1;
}
function fromUserAgent(userAgent, touchPoints) {
	if (MOBILE.test(userAgent)) return "mobile";
	if (MOBILE_OR_TABLET.test(userAgent) || isIpadAsMac(userAgent, touchPoints)) return "tablet";
	return "desktop";
}
function browserOf(userAgent) {
	return BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
}
function isCrawler(userAgent) {
	return CRAWLER.test(userAgent);
}
function detectDevice({ headers, userAgent, touchPoints }) {
	const kind = fromCdn(headers) ?? fromDeviceTypeHeader(headers) ?? fromUserAgent(userAgent, touchPoints);
	const isIos = /iPad|iPhone|iPod/.test(userAgent) || isIpadAsMac(userAgent, touchPoints);
	const isMacOS = !isIos && /Macintosh|Mac OS X/.test(userAgent);
	const browser = browserOf(userAgent);
	return {
		userAgent,
		isMobile: kind === "mobile",
		isMobileOrTablet: kind !== "desktop",
		isTablet: kind === "tablet",
		isDesktop: kind === "desktop",
		isIos,
		isAndroid: /Android/i.test(userAgent),
		isWindows: /Windows/.test(userAgent),
		isMacOS,
		isApple: isIos || isMacOS,
		isDesktopOrTablet: kind !== "mobile",
		isSafari: browser === "safari",
		isFirefox: browser === "firefox",
		isEdge: browser === "edge",
		isChrome: browser === "chrome",
		isSamsung: browser === "samsung",
		isCrawler: isCrawler(userAgent)
	};
}
/** The device of the running browser. */
function currentDevice() {
	return detectDevice({
		userAgent: navigator.userAgent,
		touchPoints: navigator.maxTouchPoints
	});
}
var shared = null;
var subscribers = /* @__PURE__ */ new Set();
var stopShared = null;
/** The running browser's device, kept fresh by one resize watcher while anyone subscribes. */
function getDevice() {
	shared ??= currentDevice();
	return shared;
}
/** For useSyncExternalStore: the first subscriber starts the resize watcher, the last stops it. */
function subscribeDevice(listener) {
	subscribers.add(listener);
	stopShared ??= watchDevice((device) => {
		shared = device;
		subscribers.forEach((notify) => notify());
	});
	return () => {
		subscribers.delete(listener);
		if (subscribers.size === 0) {
			stopShared?.();
			stopShared = null;
		}
	};
}
/**
* Calls `onChange` with a fresh detection 50 ms after the window stops resizing (a rotated
* tablet or a devtools device switch). Returns the function that stops watching.
*/
function watchDevice(onChange, { refreshOnResize = true, target = window } = {}) {
	if (!refreshOnResize) return () => {};
	let timer;
	const onResize = () => {
		clearTimeout(timer);
		timer = setTimeout(() => onChange(currentDevice()), 50);
	};
	target.addEventListener("resize", onResize);
	return () => {
		clearTimeout(timer);
		target.removeEventListener("resize", onResize);
	};
}
// src/ui/redirect.ts
/**
* A replace-redirect to a concrete path (locale prefix included). Route ids carry the
* `{-$locale}` segment, so a computed path cannot be typed as one; the router matches it at
* run time. `href` redirects are avoided: the router re-applies its own path form to them.
*/
function replaceTo(path, search) {
	return redirect({
		to: path,
		search,
		replace: true
	});
}
var Button_module_default = {
	button: "_button_4t6re_1",
	primary: "_primary_4t6re_18",
	secondary: "_secondary_4t6re_28",
	outline: "_outline_4t6re_38",
	block: "_block_4t6re_50"
};
// src/ui/Button.tsx
var import_jsx_runtime = require_jsx_runtime();
function buttonClass(variant = "primary", block = false) {
	return [
		Button_module_default.button,
		Button_module_default[variant],
		block ? Button_module_default.block : ""
	].filter(Boolean).join(" ");
}
function Button({ variant, block, className, type = "button", ...rest }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
		type,
		className: [buttonClass(variant, block), className].filter(Boolean).join(" "),
		...rest
	});
}
// src/ui/hydration.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var noSubscription = () => () => {};
/**
* A value only the browser knows (a cookie, today's date, the address bar). The prerendered HTML
* was made without a browser, so the server render and the browser's render that hydrates that
* HTML both use `prerendered`; React renders again with the browser's value right after, and a
* page the browser renders itself has the browser's value from the start. `read` must return
* the same value for the same state (a string or number, not a new object each call).
*/
function useBrowserValue(read, prerendered) {
	return (0, import_react.useSyncExternalStore)(noSubscription, read, () => prerendered);
}
// src/ui/locale.ts
/** The locale of the current URL: `/kk/...` is Kazakh, anything else Russian. */
function useLocale() {
	return localeFromPath(useLocation({ select: (location) => location.pathname }));
}
/** Route params that keep the current language on a link. */
function localeParams(locale) {
	return { locale: locale === "kk" ? "kk" : void 0 };
}
// src/ui/LocaleLink.tsx
/** A router link that stays in the current language (`/kk/...` stays Kazakh). */
function LocaleLink(props) {
	const locale = useLocale();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
		...props,
		params: localeParams(locale)
	});
}
// src/ui/focus.ts
var navigated = false;
function markClientNavigation() {
	navigated = true;
}
function shouldFocusHeading() {
	return navigated;
}
/**
* A new screen opens at its top with its heading focused, before its first paint: it must not
* show at the old screen's scroll position and then glide up (a tap aimed during the glide
* lands on the wrong control). Called from a layout effect.
*/
function openScreenAt(heading) {
	if (!window.location.hash) window.scrollTo({
		top: 0,
		left: 0,
		behavior: "instant"
	});
	heading?.focus({ preventScroll: true });
}
var Container_module_default = { container: "_container_1s6y2_1" };
// src/ui/Container.tsx
function Container({ children, className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		className: [Container_module_default.container, className].filter(Boolean).join(" "),
		children
	});
}
// src/ui/PageHeading.tsx
function PageHeading({ children, className }) {
	const ref = (0, import_react.useRef)(null);
	(0, import_react.useLayoutEffect)(() => {
		if (shouldFocusHeading()) openScreenAt(ref.current);
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("h1", {
		ref,
		tabIndex: -1,
		className,
		children
	});
}
var ErrorPage_module_default = {
	page: "_page_2msvp_1",
	main: "_main_2msvp_7",
	content: "_content_2msvp_14",
	image: "_image_2msvp_22",
	text: "_text_2msvp_27"
};
var Footer_module_default = {
	footer: "_footer_ng0je_1",
	grid: "_grid_ng0je_18",
	actions: "_actions_ng0je_29",
	contact: "_contact_ng0je_36",
	chat: "_chat_ng0je_44",
	heading: "_heading_ng0je_56",
	links: "_links_ng0je_62",
	social: "_social_ng0je_74",
	bottom: "_bottom_ng0je_92",
	top: "_top_ng0je_107"
};
// src/features/shell/SocialIcon.tsx
var PATHS = {
	instagram: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
	facebook: "M14 8V6.5c0-.8.2-1.5 1.5-1.5H17V2h-2.6C11.6 2 11 3.8 11 5.9V8H9v3h2v11h3V11h2.6l.4-3H14z",
	vk: "M3 7h3.2c.2 3.6 1.7 5.4 3 5.7V7h3v3.1c1.3-.1 2.6-1.6 3.1-3.1h2.9c-.4 2-1.9 3.6-3 4.2 1.1.5 2.8 1.9 3.5 4.3h-3.2c-.6-1.6-1.9-2.9-3.3-3V16.5h-.4C6.2 16.5 3.3 13 3 7z",
	telegram: "M21.5 3.5 2.9 10.7c-1.3.5-1.2 1.2-.2 1.5l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8L23 4.8c.3-1.3-.5-1.8-1.5-1.3zM8.6 13.4l9.6-6.1-7.5 7-.3 3.3-1.8-4.2z",
	whatsapp: "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z"
};
function SocialIcon({ network }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
		width: "24",
		height: "24",
		viewBox: "0 0 24 24",
		"aria-hidden": "true",
		focusable: "false",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
			d: PATHS[network],
			fill: "currentColor"
		})
	});
}
// src/features/shell/Footer.tsx
function scrollToTop() {
	const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
	window.scrollTo({
		top: 0,
		behavior: reduce ? "auto" : "smooth"
	});
}
var currentYear = () => (/* @__PURE__ */ new Date()).getFullYear();
var buildYear = Number(appConfig.buildDate.slice(0, 4));
function Footer() {
	const { _: _t } = useLingui();
	const { contacts, social, brand } = appConfig;
	const licence = appConfig.licenceNumber;
	const year = useBrowserValue(currentYear, buildYear);
	const networks = [
		{
			network: "instagram",
			href: social.instagram,
			label: "Instagram"
		},
		{
			network: "facebook",
			href: social.facebook,
			label: "Facebook"
		},
		{
			network: "vk",
			href: social.vk,
			label: _t({ id: "s3fFoP" })
		},
		{
			network: "telegram",
			href: social.telegram,
			label: "Telegram"
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("footer", {
		className: Footer_module_default.footer,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: Footer_module_default.grid,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
					className: Footer_module_default.actions,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
							to: "/{-$locale}/login",
							className: buttonClass("primary"),
							children: _t({ id: "G7Z58D" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: Footer_module_default.contact,
							href: contacts.phoneHref,
							children: contacts.phone
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: Footer_module_default.contact,
							href: contacts.emailHref,
							children: contacts.email
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("a", {
							className: Footer_module_default.chat,
							href: contacts.collectionChat,
							target: "_blank",
							rel: "noopener noreferrer",
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SocialIcon, { network: "whatsapp" }),
								_t({ id: "lfqp68" }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
									className: "visually-hidden",
									children: _t({ id: "Bm474q" })
								})
							]
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": _t({ id: "EXgaIB" }),
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
						className: Footer_module_default.heading,
						children: _t({ id: "9yNMr0" })
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
						className: Footer_module_default.links,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/how-to-get",
								children: _t({ id: "rg0S34" })
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/how-to-return",
								children: _t({ id: "Jwm7To" })
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/flood-relief",
								children: _t({ id: "fCw5Mr" })
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/info/financial-competence",
								children: _t({ id: "YhASoY" })
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
								to: "/{-$locale}/info/security",
								children: _t({ id: "uOBrRA" })
							}) })
						]
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": _t({ id: "5wb6OC" }),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("h2", {
							className: Footer_module_default.heading,
							children: _t({ id: "5wb6OC" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
							className: Footer_module_default.links,
							children: [
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/about",
									children: _t({ id: "jCUnfB" })
								}) }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/about/documents",
									children: _t({ id: "pdv0aB" })
								}) }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/media",
									children: _t({ id: "BPGQ3X" })
								}) }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/info/contacts",
									children: _t({ id: "0Kdm0f" })
								}) }),
								/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
									to: "/{-$locale}/info/privacy-policy",
									children: _t({ id: "uyp0XN" })
								}) })
							]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", {
							className: Footer_module_default.social,
							"aria-label": _t({ id: "U+0Gka" }),
							children: networks.map(({ network, href, label }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
								href,
								target: "_blank",
								rel: "noopener noreferrer",
								"aria-label": label,
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SocialIcon, { network })
							}) }, network))
						})
					]
				})
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: Footer_module_default.bottom,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", { children: [
				"© ",
				year,
				" ",
				brand,
				". ",
				_t({
					id: "c3o2a9",
					values: { licence }
				})
			] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: Footer_module_default.top,
				onClick: scrollToTop,
				"aria-label": _t({ id: "As069s" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("svg", {
					width: "20",
					height: "20",
					viewBox: "0 0 20 20",
					"aria-hidden": "true",
					focusable: "false",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
						d: "M10 4 3 11h4.5v5h5v-5H17z",
						fill: "currentColor"
					})
				})
			})]
		})] })
	});
}
var Header_module_default = {
	header: "_header_fxdxe_1",
	bar: "_bar_fxdxe_6",
	logo: "_logo_fxdxe_14",
	languages: "_languages_fxdxe_21",
	language: "_language_fxdxe_21",
	skip: "_skip_fxdxe_48"
};
// src/features/shell/LanguageSwitcher.tsx
var OPTIONS = [{
	locale: "ru",
	label: "Рус",
	lang: "ru"
}, {
	locale: "kk",
	label: "Қаз",
	lang: "kk"
}];
function LanguageSwitcher() {
	const { _: _t } = useLingui();
	const current = useLocale();
	const location = useLocation();
	const navigate = useNavigate();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
		"aria-label": _t({ id: "C7kl2t" }),
		className: Header_module_default.languages,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("ul", { children: OPTIONS.map(({ locale, label, lang }) => {
			const href = localizePath(location.pathname, locale) + (location.searchStr ?? "");
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
				href,
				lang,
				hrefLang: lang,
				"aria-current": locale === current ? "true" : void 0,
				className: Header_module_default.language,
				onClick: (event) => {
					event.preventDefault();
					storeLocale(locale);
					if (locale !== current) navigate({ href });
				},
				children: label
			}) }, locale);
		}) })
	});
}
// src/features/shell/Logo.tsx
function Logo() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "148",
		height: "32",
		viewBox: "0 0 148 32",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("circle", {
				cx: "16",
				cy: "16",
				r: "15",
				fill: "#ffc629"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				d: "M9 11h14M9 15h14M16 15v10",
				stroke: "#102a43",
				strokeWidth: "3",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
				x: "38",
				y: "22",
				fontFamily: "system-ui, sans-serif",
				fontSize: "18",
				fontWeight: "700",
				fill: "currentColor",
				children: appConfig.brand
			})
		]
	});
}
// src/features/shell/Header.tsx
function Header() {
	const { _: _t } = useLingui();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("header", {
		className: Header_module_default.header,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
			className: Header_module_default.skip,
			href: "#main",
			children: _t({ id: "mWrHVU" })
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			className: Header_module_default.bar,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocaleLink, {
				to: "/{-$locale}",
				className: Header_module_default.logo,
				"aria-label": _t({ id: "xVLQXM" }),
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Logo, {})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LanguageSwitcher, {})]
		})]
	});
}
// src/features/shell/ErrorPage.tsx
/** SPEC §2: 503 is technical works, 500 or no code an internal error, anything else 404. */
function errorKind(statusCode) {
	if (statusCode === 503) return "technical-works";
	if (statusCode === void 0 || statusCode === 500) return "internal";
	return "not-found";
}
var IMAGES = {
	"technical-works": "/images/error-503.svg",
	internal: "/images/error-500.svg",
	"not-found": "/images/error-404.svg"
};
function ErrorPage({ statusCode }) {
	const { _: _t } = useLingui();
	const locale = useLocale();
	const kind = errorKind(statusCode);
	const { title, text } = {
		"technical-works": {
			title: _t({ id: "J7mvfg" }),
			text: _t({ id: "8xzd7q" })
		},
		internal: {
			title: _t({ id: "DSJo5/" }),
			text: _t({ id: "nCNOvh" })
		},
		"not-found": {
			title: _t({ id: "iNjJnc" }),
			text: _t({ id: "UCmzyo" })
		}
	}[kind];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: ErrorPage_module_default.page,
		"data-error-kind": kind,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Header, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				id: "main",
				className: ErrorPage_module_default.main,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
					className: ErrorPage_module_default.content,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("img", {
							className: ErrorPage_module_default.image,
							src: IMAGES[kind],
							width: 200,
							height: 200,
							alt: _t({ id: "wNkxc7" })
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { children: title }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", {
							className: ErrorPage_module_default.text,
							children: text
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
							className: buttonClass("secondary"),
							href: localizePath("/", locale),
							children: _t({ id: "o35S2m" })
						})
					]
				})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
		]
	});
}
// src/ui/device.ts
/**
* The visitor's device (SPEC §3/§4), re-detected 50 ms after a resize. Null while rendering
* without a browser (prerendering) and during hydration, so what a page shows for "any
* device" must be what null renders.
*/
function useDevice() {
	return (0, import_react.useSyncExternalStore)(subscribeDevice, getDevice, () => null);
}
var layouts_module_default = {
	main: "_main_1c6fo_1",
	auth: "_auth_1c6fo_7",
	redesign: "_redesign_1c6fo_15"
};
// src/features/shell/layouts.tsx
/** Public pages: header, content, the full footer. */
function DefaultLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Header, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
			id: "main",
			className: layouts_module_default.main,
			children
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
	] });
}
/** Registration and login: a narrow column that fits a phone, the footer for support contacts. */
function AuthLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Header, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
			id: "main",
			className: `${layouts_module_default.main} ${layouts_module_default.auth}`,
			children
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
	] });
}
/** The next home page design, shown outside production only. */
function RedesignLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: layouts_module_default.redesign,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Header, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
				id: "main",
				className: layouts_module_default.main,
				children
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Footer, {})
		]
	});
}
/** Bare pages such as /media: no header or footer. */
function EmptyLayout({ children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("main", {
		id: "main",
		className: layouts_module_default.main,
		children
	});
}
export { deleteCookie as A, detectLocale as C, routeName as D, localizePath as E, setCookie as M, appConfig as N, stripLocale as O, LOCALES as S, localeFromPath as T, buttonClass as _, useDevice as a, getDevice as b, PageHeading as c, openScreenAt as d, LocaleLink as f, Button as g, useBrowserValue as h, RedesignLayout as i, getCookie as j, withLocaleSuffix as k, Container as l, useLocale as m, DefaultLayout as n, ErrorPage as o, localeParams as p, EmptyLayout as r, Logo as s, AuthLayout as t, markClientNavigation as u, replaceTo as v, isLocale as w, subscribeDevice as x, browserOf as y };
