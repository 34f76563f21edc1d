import { i as __toCommonJS, n as __esmMin, r as __exportAll, t as __commonJSMin } from "./rolldown-runtime-DQp2zzRu.js";
import { $ as VERSION$10, Bt as unknownString, H as BaseInstrumentation, L as faro, O as getUrlFromResource, W as UserActionState, dt as isArray$2, et as captureMetas } from "./esm-BvQ__m3e.js";
// node_modules/@grafana/faro-web-tracing/dist/esm/semconv.js
/**
Unstable SemConv
Because the "incubating" entry-point may include breaking changes in minor versions,
it is recommended that instrumentation libraries not import @opentelemetry/semantic-conventions/incubating in runtime code,
but instead copy relevant definitions into their own code base. (This is the same recommendation as for other languages.)

See: https://www.npmjs.com/package/@opentelemetry/semantic-conventions#:~:text=%7D)%3B-,Unstable%20SemConv,-Because%20the%20%22incubating
*/
var ATTR_SESSION_ID = "session.id";
var ATTR_DEPLOYMENT_ENVIRONMENT_NAME = "deployment.environment.name";
var ATTR_SERVICE_NAMESPACE = "service.namespace";
var ATTR_PROCESS_RUNTIME_NAME$3 = "process.runtime.name";
var ATTR_PROCESS_RUNTIME_VERSION = "process.runtime.version";
var ATTR_TELEMETRY_DISTRO_NAME = "telemetry.distro.name";
var ATTR_TELEMETRY_DISTRO_VERSION = "telemetry.distro.version";
var ATTR_BROWSER_BRANDS = "browser.brands";
var ATTR_BROWSER_LANGUAGE = "browser.language";
var ATTR_BROWSER_MOBILE = "browser.mobile";
var ATTR_BROWSER_PLATFORM = "browser.platform";
// node_modules/@grafana/faro-web-tracing/dist/esm/faroMetaAttributesSpanProcessor.js
var FaroMetaAttributesSpanProcessor = class {
	constructor(processor, metas) {
		this.processor = processor;
		this.metas = metas;
	}
	forceFlush() {
		return this.processor.forceFlush();
	}
	onStart(span, parentContext) {
		var _this$metas$value$use;
		const session = this.metas.value.session;
		if (session === null || session === void 0 ? void 0 : session.id) span.attributes[ATTR_SESSION_ID] = session.id;
		const user = (_this$metas$value$use = this.metas.value.user) !== null && _this$metas$value$use !== void 0 ? _this$metas$value$use : {};
		if (user.email) span.attributes["user.email"] = user.email;
		if (user.id) span.attributes["user.id"] = user.id;
		if (user.username) span.attributes["user.name"] = user.username;
		if (user.fullName) span.attributes["user.full_name"] = user.fullName;
		if (user.roles) span.attributes["user.roles"] = user.roles.split(",").map((role) => role.trim());
		if (user.hash) span.attributes["user.hash"] = user.hash;
		this.processor.onStart(span, parentContext);
	}
	onEnd(span) {
		this.processor.onEnd(span);
	}
	shutdown() {
		return this.processor.shutdown();
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/faroPausablePropagator.js
/**
* Wraps a propagator so that no trace context is written onto outgoing requests while Faro is not
* emitting signals for the current session. Faro withholds it for two reasons:
*
* - Faro is paused. Pausing already stops signals from being sent, but the OTel propagator is
*   registered globally and kept injecting `traceparent`, which made a paused SDK look like it was
*   still tracking. See https://github.com/grafana/faro-web-sdk/issues/710.
* - The session is not part of the sample and `omitTraceContextForUnsampledSessions` is enabled.
*   See https://github.com/grafana/faro-web-sdk/issues/2250.
*
* Extraction stays enabled in both cases: reading an incoming trace context sends nothing, and
* dropping it would detach a resumed or later-sampled session from the trace it belongs to.
*/
var FaroPausablePropagator = class {
	constructor(propagator, shouldOmitTraceContext) {
		this.propagator = propagator;
		this.shouldOmitTraceContext = shouldOmitTraceContext;
	}
	inject(context, carrier, setter) {
		if (this.shouldOmitTraceContext()) return;
		this.propagator.inject(context, carrier, setter);
	}
	extract(context, carrier, getter) {
		return this.propagator.extract(context, carrier, getter);
	}
	fields() {
		return this.propagator.fields();
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/faroTraceExporter.utils.js
var import_internal_types = (/* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.EStatusCode = exports.ESpanKind = void 0;
	/**
	* SpanKind is the type of span. Can be used to specify additional relationships between spans
	* in addition to a parent/child relationship.
	*/
	var ESpanKind;
	(function(ESpanKind) {
		/** Unspecified. Do NOT use as default. Implementations MAY assume SpanKind to be INTERNAL when receiving UNSPECIFIED. */
		ESpanKind[ESpanKind["SPAN_KIND_UNSPECIFIED"] = 0] = "SPAN_KIND_UNSPECIFIED";
		/** Indicates that the span represents an internal operation within an application,
		* as opposed to an operation happening at the boundaries. Default value.
		*/
		ESpanKind[ESpanKind["SPAN_KIND_INTERNAL"] = 1] = "SPAN_KIND_INTERNAL";
		/** Indicates that the span covers server-side handling of an RPC or other
		* remote network request.
		*/
		ESpanKind[ESpanKind["SPAN_KIND_SERVER"] = 2] = "SPAN_KIND_SERVER";
		/** Indicates that the span describes a request to some remote service.
		*/
		ESpanKind[ESpanKind["SPAN_KIND_CLIENT"] = 3] = "SPAN_KIND_CLIENT";
		/** Indicates that the span describes a producer sending a message to a broker.
		* Unlike CLIENT and SERVER, there is often no direct critical path latency relationship
		* between producer and consumer spans. A PRODUCER span ends when the message was accepted
		* by the broker while the logical processing of the message might span a much longer time.
		*/
		ESpanKind[ESpanKind["SPAN_KIND_PRODUCER"] = 4] = "SPAN_KIND_PRODUCER";
		/** Indicates that the span describes consumer receiving a message from a broker.
		* Like the PRODUCER kind, there is often no direct critical path latency relationship
		* between producer and consumer spans.
		*/
		ESpanKind[ESpanKind["SPAN_KIND_CONSUMER"] = 5] = "SPAN_KIND_CONSUMER";
	})(ESpanKind || (exports.ESpanKind = ESpanKind = {}));
	/** StatusCode enum. */
	var EStatusCode;
	(function(EStatusCode) {
		/** The default status. */
		EStatusCode[EStatusCode["STATUS_CODE_UNSET"] = 0] = "STATUS_CODE_UNSET";
		/** The Span has been evaluated by an Application developers or Operator to have completed successfully. */
		EStatusCode[EStatusCode["STATUS_CODE_OK"] = 1] = "STATUS_CODE_OK";
		/** The Span contains an error. */
		EStatusCode[EStatusCode["STATUS_CODE_ERROR"] = 2] = "STATUS_CODE_ERROR";
	})(EStatusCode || (exports.EStatusCode = EStatusCode = {}));
})))();
var DURATION_NS_KEY = "duration_ns";
function sendFaroEvents(resourceSpans = [], api) {
	for (const resourceSpan of resourceSpans) {
		const { scopeSpans } = resourceSpan;
		for (const scopeSpan of scopeSpans) {
			const { scope, spans = [] } = scopeSpan;
			for (const span of spans) {
				var _scope$name;
				if (span.kind !== import_internal_types.ESpanKind.SPAN_KIND_CLIENT) continue;
				const spanContext = {
					traceId: span.traceId.toString(),
					spanId: span.spanId.toString()
				};
				const faroEventAttributes = {};
				for (const attribute of span.attributes) faroEventAttributes[attribute.key] = String(Object.values(attribute.value)[0]);
				if (!Number.isNaN(span.endTimeUnixNano) && !Number.isNaN(span.startTimeUnixNano)) faroEventAttributes[DURATION_NS_KEY] = String(Number(span.endTimeUnixNano) - Number(span.startTimeUnixNano));
				const index = ((_scope$name = scope === null || scope === void 0 ? void 0 : scope.name) !== null && _scope$name !== void 0 ? _scope$name : "").indexOf("-");
				let eventName = unknownString;
				if (scope === null || scope === void 0 ? void 0 : scope.name) {
					if (index === -1) {
						var _scope$name$split$;
						eventName = (_scope$name$split$ = scope.name.split("/")[1]) !== null && _scope$name$split$ !== void 0 ? _scope$name$split$ : scope.name;
					}
					if (index > -1) eventName = scope === null || scope === void 0 ? void 0 : scope.name.substring(index + 1);
				}
				api.pushEvent(`faro.tracing.${eventName}`, faroEventAttributes, void 0, {
					spanContext,
					timestampOverwriteMs: Number(span.endTimeUnixNano) / 1e6,
					customPayloadTransformer: (payload) => {
						if (faroEventAttributes["faro.action.user.name"] != null && faroEventAttributes["faro.action.user.parentId"] != null) {
							var _payload$attributes, _payload$attributes2;
							payload.action = {
								name: faroEventAttributes["faro.action.user.name"],
								parentId: faroEventAttributes["faro.action.user.parentId"]
							};
							(_payload$attributes = payload.attributes) === null || _payload$attributes === void 0 || delete _payload$attributes["faro.action.user.name"];
							(_payload$attributes2 = payload.attributes) === null || _payload$attributes2 === void 0 || delete _payload$attributes2["faro.action.user.parentId"];
						}
						return payload;
					}
				});
			}
		}
	}
}
// node_modules/@opentelemetry/api/build/esm/version.js
var VERSION$9;
var init_version$1 = __esmMin((() => {
	VERSION$9 = "1.9.1";
}));
// node_modules/@opentelemetry/api/build/esm/internal/semver.js
/**
* Create a function to test an API version to see if it is compatible with the provided ownVersion.
*
* The returned function has the following semantics:
* - Exact match is always compatible
* - Major versions must match exactly
*    - 1.x package cannot use global 2.x package
*    - 2.x package cannot use global 1.x package
* - The minor version of the API module requesting access to the global API must be less than or equal to the minor version of this API
*    - 1.3 package may use 1.4 global because the later global contains all functions 1.3 expects
*    - 1.4 package may NOT use 1.3 global because it may try to call functions which don't exist on 1.3
* - If the major version is 0, the minor version is treated as the major and the patch is treated as the minor
* - Patch and build tag differences are not considered at this time
*
* @param ownVersion version which should be checked against
*/
function _makeCompatibilityCheck(ownVersion) {
	const acceptedVersions = /* @__PURE__ */ new Set([ownVersion]);
	const rejectedVersions = /* @__PURE__ */ new Set();
	const myVersionMatch = ownVersion.match(re);
	if (!myVersionMatch) return () => false;
	const ownVersionParsed = {
		major: +myVersionMatch[1],
		minor: +myVersionMatch[2],
		patch: +myVersionMatch[3],
		prerelease: myVersionMatch[4]
	};
	if (ownVersionParsed.prerelease != null) return function isExactmatch(globalVersion) {
		return globalVersion === ownVersion;
	};
	function _reject(v) {
		rejectedVersions.add(v);
		return false;
	}
	function _accept(v) {
		acceptedVersions.add(v);
		return true;
	}
	return function isCompatible(globalVersion) {
		if (acceptedVersions.has(globalVersion)) return true;
		if (rejectedVersions.has(globalVersion)) return false;
		const globalVersionMatch = globalVersion.match(re);
		if (!globalVersionMatch) return _reject(globalVersion);
		const globalVersionParsed = {
			major: +globalVersionMatch[1],
			minor: +globalVersionMatch[2],
			patch: +globalVersionMatch[3],
			prerelease: globalVersionMatch[4]
		};
		if (globalVersionParsed.prerelease != null) return _reject(globalVersion);
		if (ownVersionParsed.major !== globalVersionParsed.major) return _reject(globalVersion);
		if (ownVersionParsed.major === 0) {
			if (ownVersionParsed.minor === globalVersionParsed.minor && ownVersionParsed.patch <= globalVersionParsed.patch) return _accept(globalVersion);
			return _reject(globalVersion);
		}
		if (ownVersionParsed.minor <= globalVersionParsed.minor) return _accept(globalVersion);
		return _reject(globalVersion);
	};
}
var re, isCompatible;
var init_semver = __esmMin((() => {
	init_version$1();
	re = /^(\d+)\.(\d+)\.(\d+)(-(.+))?$/;
	isCompatible = _makeCompatibilityCheck(VERSION$9);
}));
// node_modules/@opentelemetry/api/build/esm/internal/global-utils.js
function registerGlobal(type, instance, diag, allowOverride = false) {
	var _a;
	const api = _global$1[GLOBAL_OPENTELEMETRY_API_KEY] = (_a = _global$1[GLOBAL_OPENTELEMETRY_API_KEY]) !== null && _a !== void 0 ? _a : { version: VERSION$9 };
	if (!allowOverride && api[type]) {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Attempted duplicate registration of API: ${type}`);
		diag.error(err.stack || err.message);
		return false;
	}
	if (api.version !== "1.9.1") {
		const err = /* @__PURE__ */ new Error(`@opentelemetry/api: Registration of version v${api.version} for ${type} does not match previously registered API v${VERSION$9}`);
		diag.error(err.stack || err.message);
		return false;
	}
	api[type] = instance;
	diag.debug(`@opentelemetry/api: Registered a global for ${type} v${VERSION$9}.`);
	return true;
}
function getGlobal(type) {
	var _a, _b;
	const globalVersion = (_a = _global$1[GLOBAL_OPENTELEMETRY_API_KEY]) === null || _a === void 0 ? void 0 : _a.version;
	if (!globalVersion || !isCompatible(globalVersion)) return;
	return (_b = _global$1[GLOBAL_OPENTELEMETRY_API_KEY]) === null || _b === void 0 ? void 0 : _b[type];
}
function unregisterGlobal(type, diag) {
	diag.debug(`@opentelemetry/api: Unregistering a global for ${type} v${VERSION$9}.`);
	const api = _global$1[GLOBAL_OPENTELEMETRY_API_KEY];
	if (api) delete api[type];
}
var major, GLOBAL_OPENTELEMETRY_API_KEY, _global$1;
var init_global_utils = __esmMin((() => {
	init_version$1();
	init_semver();
	major = VERSION$9.split(".")[0];
	GLOBAL_OPENTELEMETRY_API_KEY = Symbol.for(`opentelemetry.js.api.${major}`);
	_global$1 = typeof globalThis === "object" ? globalThis : typeof self === "object" ? self : typeof window === "object" ? window : typeof global === "object" ? global : {};
}));
// node_modules/@opentelemetry/api/build/esm/diag/ComponentLogger.js
function logProxy(funcName, namespace, args) {
	const logger = getGlobal("diag");
	if (!logger) return;
	return logger[funcName](namespace, ...args);
}
var DiagComponentLogger;
var init_ComponentLogger = __esmMin((() => {
	init_global_utils();
	DiagComponentLogger = class {
		constructor(props) {
			this._namespace = props.namespace || "DiagComponentLogger";
		}
		debug(...args) {
			return logProxy("debug", this._namespace, args);
		}
		error(...args) {
			return logProxy("error", this._namespace, args);
		}
		info(...args) {
			return logProxy("info", this._namespace, args);
		}
		warn(...args) {
			return logProxy("warn", this._namespace, args);
		}
		verbose(...args) {
			return logProxy("verbose", this._namespace, args);
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/diag/types.js
var DiagLogLevel;
var init_types = __esmMin((() => {
	(function(DiagLogLevel) {
		/** Diagnostic Logging level setting to disable all logging (except and forced logs) */
		DiagLogLevel[DiagLogLevel["NONE"] = 0] = "NONE";
		/** Identifies an error scenario */
		DiagLogLevel[DiagLogLevel["ERROR"] = 30] = "ERROR";
		/** Identifies a warning scenario */
		DiagLogLevel[DiagLogLevel["WARN"] = 50] = "WARN";
		/** General informational log message */
		DiagLogLevel[DiagLogLevel["INFO"] = 60] = "INFO";
		/** General debug log message */
		DiagLogLevel[DiagLogLevel["DEBUG"] = 70] = "DEBUG";
		/**
		* Detailed trace level logging should only be used for development, should only be set
		* in a development environment.
		*/
		DiagLogLevel[DiagLogLevel["VERBOSE"] = 80] = "VERBOSE";
		/** Used to set the logging level to include all logging */
		DiagLogLevel[DiagLogLevel["ALL"] = 9999] = "ALL";
	})(DiagLogLevel || (DiagLogLevel = {}));
}));
// node_modules/@opentelemetry/api/build/esm/diag/internal/logLevelLogger.js
function createLogLevelDiagLogger(maxLevel, logger) {
	if (maxLevel < DiagLogLevel.NONE) maxLevel = DiagLogLevel.NONE;
	else if (maxLevel > DiagLogLevel.ALL) maxLevel = DiagLogLevel.ALL;
	logger = logger || {};
	function _filterFunc(funcName, theLevel) {
		const theFunc = logger[funcName];
		if (typeof theFunc === "function" && maxLevel >= theLevel) return theFunc.bind(logger);
		return function() {};
	}
	return {
		error: _filterFunc("error", DiagLogLevel.ERROR),
		warn: _filterFunc("warn", DiagLogLevel.WARN),
		info: _filterFunc("info", DiagLogLevel.INFO),
		debug: _filterFunc("debug", DiagLogLevel.DEBUG),
		verbose: _filterFunc("verbose", DiagLogLevel.VERBOSE)
	};
}
var init_logLevelLogger = __esmMin((() => {
	init_types();
}));
// node_modules/@opentelemetry/api/build/esm/api/diag.js
var API_NAME$4, DiagAPI;
var init_diag = __esmMin((() => {
	init_ComponentLogger();
	init_logLevelLogger();
	init_types();
	init_global_utils();
	API_NAME$4 = "diag";
	DiagAPI = class DiagAPI {
		/** Get the singleton instance of the DiagAPI API */
		static instance() {
			if (!this._instance) this._instance = new DiagAPI();
			return this._instance;
		}
		/**
		* Private internal constructor
		* @private
		*/
		constructor() {
			function _logProxy(funcName) {
				return function(...args) {
					const logger = getGlobal("diag");
					if (!logger) return;
					return logger[funcName](...args);
				};
			}
			const self = this;
			const setLogger = (logger, optionsOrLogLevel = { logLevel: DiagLogLevel.INFO }) => {
				var _a, _b, _c;
				if (logger === self) {
					const err = /* @__PURE__ */ new Error("Cannot use diag as the logger for itself. Please use a DiagLogger implementation like ConsoleDiagLogger or a custom implementation");
					self.error((_a = err.stack) !== null && _a !== void 0 ? _a : err.message);
					return false;
				}
				if (typeof optionsOrLogLevel === "number") optionsOrLogLevel = { logLevel: optionsOrLogLevel };
				const oldLogger = getGlobal("diag");
				const newLogger = createLogLevelDiagLogger((_b = optionsOrLogLevel.logLevel) !== null && _b !== void 0 ? _b : DiagLogLevel.INFO, logger);
				if (oldLogger && !optionsOrLogLevel.suppressOverrideMessage) {
					const stack = (_c = (/* @__PURE__ */ new Error()).stack) !== null && _c !== void 0 ? _c : "<failed to generate stacktrace>";
					oldLogger.warn(`Current logger will be overwritten from ${stack}`);
					newLogger.warn(`Current logger will overwrite one already registered from ${stack}`);
				}
				return registerGlobal("diag", newLogger, self, true);
			};
			self.setLogger = setLogger;
			self.disable = () => {
				unregisterGlobal(API_NAME$4, self);
			};
			self.createComponentLogger = (options) => {
				return new DiagComponentLogger(options);
			};
			self.verbose = _logProxy("verbose");
			self.debug = _logProxy("debug");
			self.info = _logProxy("info");
			self.warn = _logProxy("warn");
			self.error = _logProxy("error");
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/baggage/internal/baggage-impl.js
var BaggageImpl;
var init_baggage_impl = __esmMin((() => {
	BaggageImpl = class BaggageImpl {
		constructor(entries) {
			this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
		}
		getEntry(key) {
			const entry = this._entries.get(key);
			if (!entry) return;
			return Object.assign({}, entry);
		}
		getAllEntries() {
			return Array.from(this._entries.entries());
		}
		setEntry(key, entry) {
			const newBaggage = new BaggageImpl(this._entries);
			newBaggage._entries.set(key, entry);
			return newBaggage;
		}
		removeEntry(key) {
			const newBaggage = new BaggageImpl(this._entries);
			newBaggage._entries.delete(key);
			return newBaggage;
		}
		removeEntries(...keys) {
			const newBaggage = new BaggageImpl(this._entries);
			for (const key of keys) newBaggage._entries.delete(key);
			return newBaggage;
		}
		clear() {
			return new BaggageImpl();
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/baggage/internal/symbol.js
var baggageEntryMetadataSymbol;
var init_symbol = __esmMin((() => {
	baggageEntryMetadataSymbol = Symbol("BaggageEntryMetadata");
}));
// node_modules/@opentelemetry/api/build/esm/baggage/utils.js
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		diag$1.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
var diag$1;
var init_utils$1 = __esmMin((() => {
	init_diag();
	init_baggage_impl();
	init_symbol();
	diag$1 = DiagAPI.instance();
}));
// node_modules/@opentelemetry/api/build/esm/context/context.js
/**
* Get a key to uniquely identify a context value
*
* @since 1.0.0
*/
function createContextKey(description) {
	return Symbol.for(description);
}
var BaseContext, ROOT_CONTEXT;
var init_context$1 = __esmMin((() => {
	BaseContext = class BaseContext {
		/**
		* Construct a new context which inherits values from an optional parent context.
		*
		* @param parentContext a context from which to inherit values
		*/
		constructor(parentContext) {
			const self = this;
			self._currentContext = parentContext ? new Map(parentContext) : /* @__PURE__ */ new Map();
			self.getValue = (key) => self._currentContext.get(key);
			self.setValue = (key, value) => {
				const context = new BaseContext(self._currentContext);
				context._currentContext.set(key, value);
				return context;
			};
			self.deleteValue = (key) => {
				const context = new BaseContext(self._currentContext);
				context._currentContext.delete(key);
				return context;
			};
		}
	};
	ROOT_CONTEXT = new BaseContext();
}));
// node_modules/@opentelemetry/api/build/esm/metrics/NoopMeter.js
/**
* Create a no-op Meter
*
* @since 1.3.0
*/
function createNoopMeter() {
	return NOOP_METER;
}
var NoopMeter, NoopMetric, NoopCounterMetric, NoopUpDownCounterMetric, NoopGaugeMetric, NoopHistogramMetric, NoopObservableMetric, NoopObservableCounterMetric, NoopObservableGaugeMetric, NoopObservableUpDownCounterMetric, NOOP_METER, NOOP_COUNTER_METRIC, NOOP_GAUGE_METRIC, NOOP_HISTOGRAM_METRIC, NOOP_UP_DOWN_COUNTER_METRIC, NOOP_OBSERVABLE_COUNTER_METRIC, NOOP_OBSERVABLE_GAUGE_METRIC, NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC;
var init_NoopMeter = __esmMin((() => {
	NoopMeter = class {
		constructor() {}
		/**
		* @see {@link Meter.createGauge}
		*/
		createGauge(_name, _options) {
			return NOOP_GAUGE_METRIC;
		}
		/**
		* @see {@link Meter.createHistogram}
		*/
		createHistogram(_name, _options) {
			return NOOP_HISTOGRAM_METRIC;
		}
		/**
		* @see {@link Meter.createCounter}
		*/
		createCounter(_name, _options) {
			return NOOP_COUNTER_METRIC;
		}
		/**
		* @see {@link Meter.createUpDownCounter}
		*/
		createUpDownCounter(_name, _options) {
			return NOOP_UP_DOWN_COUNTER_METRIC;
		}
		/**
		* @see {@link Meter.createObservableGauge}
		*/
		createObservableGauge(_name, _options) {
			return NOOP_OBSERVABLE_GAUGE_METRIC;
		}
		/**
		* @see {@link Meter.createObservableCounter}
		*/
		createObservableCounter(_name, _options) {
			return NOOP_OBSERVABLE_COUNTER_METRIC;
		}
		/**
		* @see {@link Meter.createObservableUpDownCounter}
		*/
		createObservableUpDownCounter(_name, _options) {
			return NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC;
		}
		/**
		* @see {@link Meter.addBatchObservableCallback}
		*/
		addBatchObservableCallback(_callback, _observables) {}
		/**
		* @see {@link Meter.removeBatchObservableCallback}
		*/
		removeBatchObservableCallback(_callback) {}
	};
	NoopMetric = class {};
	NoopCounterMetric = class extends NoopMetric {
		add(_value, _attributes) {}
	};
	NoopUpDownCounterMetric = class extends NoopMetric {
		add(_value, _attributes) {}
	};
	NoopGaugeMetric = class extends NoopMetric {
		record(_value, _attributes) {}
	};
	NoopHistogramMetric = class extends NoopMetric {
		record(_value, _attributes) {}
	};
	NoopObservableMetric = class {
		addCallback(_callback) {}
		removeCallback(_callback) {}
	};
	NoopObservableCounterMetric = class extends NoopObservableMetric {};
	NoopObservableGaugeMetric = class extends NoopObservableMetric {};
	NoopObservableUpDownCounterMetric = class extends NoopObservableMetric {};
	NOOP_METER = new NoopMeter();
	NOOP_COUNTER_METRIC = new NoopCounterMetric();
	NOOP_GAUGE_METRIC = new NoopGaugeMetric();
	NOOP_HISTOGRAM_METRIC = new NoopHistogramMetric();
	NOOP_UP_DOWN_COUNTER_METRIC = new NoopUpDownCounterMetric();
	NOOP_OBSERVABLE_COUNTER_METRIC = new NoopObservableCounterMetric();
	NOOP_OBSERVABLE_GAUGE_METRIC = new NoopObservableGaugeMetric();
	NOOP_OBSERVABLE_UP_DOWN_COUNTER_METRIC = new NoopObservableUpDownCounterMetric();
}));
// node_modules/@opentelemetry/api/build/esm/propagation/TextMapPropagator.js
var defaultTextMapGetter, defaultTextMapSetter;
var init_TextMapPropagator = __esmMin((() => {
	defaultTextMapGetter = {
		get(carrier, key) {
			if (carrier == null) return;
			return carrier[key];
		},
		keys(carrier) {
			if (carrier == null) return [];
			return Object.keys(carrier);
		}
	};
	defaultTextMapSetter = { set(carrier, key, value) {
		if (carrier == null) return;
		carrier[key] = value;
	} };
}));
// node_modules/@opentelemetry/api/build/esm/context/NoopContextManager.js
var NoopContextManager;
var init_NoopContextManager = __esmMin((() => {
	init_context$1();
	NoopContextManager = class {
		active() {
			return ROOT_CONTEXT;
		}
		with(_context, fn, thisArg, ...args) {
			return fn.call(thisArg, ...args);
		}
		bind(_context, target) {
			return target;
		}
		enable() {
			return this;
		}
		disable() {
			return this;
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/api/context.js
var API_NAME$3, NOOP_CONTEXT_MANAGER, ContextAPI;
var init_context = __esmMin((() => {
	init_NoopContextManager();
	init_global_utils();
	init_diag();
	API_NAME$3 = "context";
	NOOP_CONTEXT_MANAGER = new NoopContextManager();
	ContextAPI = class ContextAPI {
		/** Empty private constructor prevents end users from constructing a new instance of the API */
		constructor() {}
		/** Get the singleton instance of the Context API */
		static getInstance() {
			if (!this._instance) this._instance = new ContextAPI();
			return this._instance;
		}
		/**
		* Set the current context manager.
		*
		* @returns true if the context manager was successfully registered, else false
		*/
		setGlobalContextManager(contextManager) {
			return registerGlobal(API_NAME$3, contextManager, DiagAPI.instance());
		}
		/**
		* Get the currently active context
		*/
		active() {
			return this._getContextManager().active();
		}
		/**
		* Execute a function with an active context
		*
		* @param context context to be active during function execution
		* @param fn function to execute in a context
		* @param thisArg optional receiver to be used for calling fn
		* @param args optional arguments forwarded to fn
		*/
		with(context, fn, thisArg, ...args) {
			return this._getContextManager().with(context, fn, thisArg, ...args);
		}
		/**
		* Bind a context to a target function or event emitter
		*
		* @param context context to bind to the event emitter or function. Defaults to the currently active context
		* @param target function or event emitter to bind
		*/
		bind(context, target) {
			return this._getContextManager().bind(context, target);
		}
		_getContextManager() {
			return getGlobal(API_NAME$3) || NOOP_CONTEXT_MANAGER;
		}
		/** Disable and remove the global context manager */
		disable() {
			this._getContextManager().disable();
			unregisterGlobal(API_NAME$3, DiagAPI.instance());
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/trace_flags.js
var TraceFlags;
var init_trace_flags = __esmMin((() => {
	(function(TraceFlags) {
		/** Represents no flag set. */
		TraceFlags[TraceFlags["NONE"] = 0] = "NONE";
		/** Bit to represent whether trace is sampled in trace flags. */
		TraceFlags[TraceFlags["SAMPLED"] = 1] = "SAMPLED";
	})(TraceFlags || (TraceFlags = {}));
}));
// node_modules/@opentelemetry/api/build/esm/trace/invalid-span-constants.js
var INVALID_SPANID, INVALID_TRACEID, INVALID_SPAN_CONTEXT;
var init_invalid_span_constants = __esmMin((() => {
	init_trace_flags();
	INVALID_SPANID = "0000000000000000";
	INVALID_TRACEID = "00000000000000000000000000000000";
	INVALID_SPAN_CONTEXT = {
		traceId: INVALID_TRACEID,
		spanId: INVALID_SPANID,
		traceFlags: TraceFlags.NONE
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/NonRecordingSpan.js
var NonRecordingSpan;
var init_NonRecordingSpan = __esmMin((() => {
	init_invalid_span_constants();
	NonRecordingSpan = class {
		constructor(spanContext = INVALID_SPAN_CONTEXT) {
			this._spanContext = spanContext;
		}
		spanContext() {
			return this._spanContext;
		}
		setAttribute(_key, _value) {
			return this;
		}
		setAttributes(_attributes) {
			return this;
		}
		addEvent(_name, _attributes) {
			return this;
		}
		addLink(_link) {
			return this;
		}
		addLinks(_links) {
			return this;
		}
		setStatus(_status) {
			return this;
		}
		updateName(_name) {
			return this;
		}
		end(_endTime) {}
		isRecording() {
			return false;
		}
		recordException(_exception, _time) {}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/context-utils.js
/**
* Return the span if one exists
*
* @param context context to get span from
*/
function getSpan(context) {
	return context.getValue(SPAN_KEY) || void 0;
}
/**
* Gets the span from the current context, if one exists.
*/
function getActiveSpan() {
	return getSpan(ContextAPI.getInstance().active());
}
/**
* Set the span on a context
*
* @param context context to use as parent
* @param span span to set active
*/
function setSpan(context, span) {
	return context.setValue(SPAN_KEY, span);
}
/**
* Remove current span stored in the context
*
* @param context context to delete span from
*/
function deleteSpan(context) {
	return context.deleteValue(SPAN_KEY);
}
/**
* Wrap span context in a NoopSpan and set as span in a new
* context
*
* @param context context to set active span on
* @param spanContext span context to be wrapped
*/
function setSpanContext(context, spanContext) {
	return setSpan(context, new NonRecordingSpan(spanContext));
}
/**
* Get the span context of the span if it exists.
*
* @param context context to get values from
*/
function getSpanContext(context) {
	var _a;
	return (_a = getSpan(context)) === null || _a === void 0 ? void 0 : _a.spanContext();
}
var SPAN_KEY;
var init_context_utils = __esmMin((() => {
	init_context$1();
	init_NonRecordingSpan();
	init_context();
	SPAN_KEY = createContextKey("OpenTelemetry Context Key SPAN");
}));
// node_modules/@opentelemetry/api/build/esm/trace/spancontext-utils.js
function isValidHex(id, length) {
	if (typeof id !== "string" || id.length !== length) return false;
	let r = 0;
	for (let i = 0; i < id.length; i += 4) r += (isHex[id.charCodeAt(i)] | 0) + (isHex[id.charCodeAt(i + 1)] | 0) + (isHex[id.charCodeAt(i + 2)] | 0) + (isHex[id.charCodeAt(i + 3)] | 0);
	return r === length;
}
/**
* @since 1.0.0
*/
function isValidTraceId(traceId) {
	return isValidHex(traceId, 32) && traceId !== "00000000000000000000000000000000";
}
/**
* @since 1.0.0
*/
function isValidSpanId(spanId) {
	return isValidHex(spanId, 16) && spanId !== "0000000000000000";
}
/**
* Returns true if this {@link SpanContext} is valid.
* @return true if this {@link SpanContext} is valid.
*
* @since 1.0.0
*/
function isSpanContextValid(spanContext) {
	return isValidTraceId(spanContext.traceId) && isValidSpanId(spanContext.spanId);
}
/**
* Wrap the given {@link SpanContext} in a new non-recording {@link Span}
*
* @param spanContext span context to be wrapped
* @returns a new non-recording {@link Span} with the provided context
*/
function wrapSpanContext(spanContext) {
	return new NonRecordingSpan(spanContext);
}
var isHex;
var init_spancontext_utils = __esmMin((() => {
	init_invalid_span_constants();
	init_NonRecordingSpan();
	isHex = new Uint8Array([
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		1,
		1,
		1,
		1,
		1,
		1,
		1,
		1,
		1,
		1,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		1,
		1,
		1,
		1,
		1,
		1,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		0,
		1,
		1,
		1,
		1,
		1,
		1
	]);
}));
// node_modules/@opentelemetry/api/build/esm/trace/NoopTracer.js
function isSpanContext(spanContext) {
	return spanContext !== null && typeof spanContext === "object" && "spanId" in spanContext && typeof spanContext["spanId"] === "string" && "traceId" in spanContext && typeof spanContext["traceId"] === "string" && "traceFlags" in spanContext && typeof spanContext["traceFlags"] === "number";
}
var contextApi, NoopTracer;
var init_NoopTracer = __esmMin((() => {
	init_context();
	init_context_utils();
	init_NonRecordingSpan();
	init_spancontext_utils();
	contextApi = ContextAPI.getInstance();
	NoopTracer = class {
		startSpan(name, options, context = contextApi.active()) {
			if (Boolean(options === null || options === void 0 ? void 0 : options.root)) return new NonRecordingSpan();
			const parentFromContext = context && getSpanContext(context);
			if (isSpanContext(parentFromContext) && isSpanContextValid(parentFromContext)) return new NonRecordingSpan(parentFromContext);
			else return new NonRecordingSpan();
		}
		startActiveSpan(name, arg2, arg3, arg4) {
			let opts;
			let ctx;
			let fn;
			if (arguments.length < 2) return;
			else if (arguments.length === 2) fn = arg2;
			else if (arguments.length === 3) {
				opts = arg2;
				fn = arg3;
			} else {
				opts = arg2;
				ctx = arg3;
				fn = arg4;
			}
			const parentContext = ctx !== null && ctx !== void 0 ? ctx : contextApi.active();
			const span = this.startSpan(name, opts, parentContext);
			const contextWithSpanSet = setSpan(parentContext, span);
			return contextApi.with(contextWithSpanSet, fn, void 0, span);
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/ProxyTracer.js
var NOOP_TRACER, ProxyTracer;
var init_ProxyTracer = __esmMin((() => {
	init_NoopTracer();
	NOOP_TRACER = new NoopTracer();
	ProxyTracer = class {
		constructor(provider, name, version, options) {
			this._provider = provider;
			this.name = name;
			this.version = version;
			this.options = options;
		}
		startSpan(name, options, context) {
			return this._getTracer().startSpan(name, options, context);
		}
		startActiveSpan(_name, _options, _context, _fn) {
			const tracer = this._getTracer();
			return Reflect.apply(tracer.startActiveSpan, tracer, arguments);
		}
		/**
		* Try to get a tracer from the proxy tracer provider.
		* If the proxy tracer provider has no delegate, return a noop tracer.
		*/
		_getTracer() {
			if (this._delegate) return this._delegate;
			const tracer = this._provider.getDelegateTracer(this.name, this.version, this.options);
			if (!tracer) return NOOP_TRACER;
			this._delegate = tracer;
			return this._delegate;
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/NoopTracerProvider.js
var NoopTracerProvider;
var init_NoopTracerProvider = __esmMin((() => {
	init_NoopTracer();
	NoopTracerProvider = class {
		getTracer(_name, _version, _options) {
			return new NoopTracer();
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/ProxyTracerProvider.js
var NOOP_TRACER_PROVIDER, ProxyTracerProvider;
var init_ProxyTracerProvider = __esmMin((() => {
	init_ProxyTracer();
	init_NoopTracerProvider();
	NOOP_TRACER_PROVIDER = new NoopTracerProvider();
	ProxyTracerProvider = class {
		/**
		* Get a {@link ProxyTracer}
		*/
		getTracer(name, version, options) {
			var _a;
			return (_a = this.getDelegateTracer(name, version, options)) !== null && _a !== void 0 ? _a : new ProxyTracer(this, name, version, options);
		}
		getDelegate() {
			var _a;
			return (_a = this._delegate) !== null && _a !== void 0 ? _a : NOOP_TRACER_PROVIDER;
		}
		/**
		* Set the delegate tracer provider
		*/
		setDelegate(delegate) {
			this._delegate = delegate;
		}
		getDelegateTracer(name, version, options) {
			var _a;
			return (_a = this._delegate) === null || _a === void 0 ? void 0 : _a.getTracer(name, version, options);
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace/SamplingResult.js
var SamplingDecision$1;
var init_SamplingResult = __esmMin((() => {
	(function(SamplingDecision) {
		/**
		* `Span.isRecording() === false`, span will not be recorded and all events
		* and attributes will be dropped.
		*/
		SamplingDecision[SamplingDecision["NOT_RECORD"] = 0] = "NOT_RECORD";
		/**
		* `Span.isRecording() === true`, but `Sampled` flag in {@link TraceFlags}
		* MUST NOT be set.
		*/
		SamplingDecision[SamplingDecision["RECORD"] = 1] = "RECORD";
		/**
		* `Span.isRecording() === true` AND `Sampled` flag in {@link TraceFlags}
		* MUST be set.
		*/
		SamplingDecision[SamplingDecision["RECORD_AND_SAMPLED"] = 2] = "RECORD_AND_SAMPLED";
	})(SamplingDecision$1 || (SamplingDecision$1 = {}));
}));
// node_modules/@opentelemetry/api/build/esm/trace/span_kind.js
var SpanKind;
var init_span_kind = __esmMin((() => {
	(function(SpanKind) {
		/** Default value. Indicates that the span is used internally. */
		SpanKind[SpanKind["INTERNAL"] = 0] = "INTERNAL";
		/**
		* Indicates that the span covers server-side handling of an RPC or other
		* remote request.
		*/
		SpanKind[SpanKind["SERVER"] = 1] = "SERVER";
		/**
		* Indicates that the span covers the client-side wrapper around an RPC or
		* other remote request.
		*/
		SpanKind[SpanKind["CLIENT"] = 2] = "CLIENT";
		/**
		* Indicates that the span describes producer sending a message to a
		* broker. Unlike client and server, there is no direct critical path latency
		* relationship between producer and consumer spans.
		*/
		SpanKind[SpanKind["PRODUCER"] = 3] = "PRODUCER";
		/**
		* Indicates that the span describes consumer receiving a message from a
		* broker. Unlike client and server, there is no direct critical path latency
		* relationship between producer and consumer spans.
		*/
		SpanKind[SpanKind["CONSUMER"] = 4] = "CONSUMER";
	})(SpanKind || (SpanKind = {}));
}));
// node_modules/@opentelemetry/api/build/esm/trace/status.js
var SpanStatusCode;
var init_status = __esmMin((() => {
	(function(SpanStatusCode) {
		/**
		* The default status.
		*/
		SpanStatusCode[SpanStatusCode["UNSET"] = 0] = "UNSET";
		/**
		* The operation has been validated by an Application developer or
		* Operator to have completed successfully.
		*/
		SpanStatusCode[SpanStatusCode["OK"] = 1] = "OK";
		/**
		* The operation contains an error.
		*/
		SpanStatusCode[SpanStatusCode["ERROR"] = 2] = "ERROR";
	})(SpanStatusCode || (SpanStatusCode = {}));
}));
// node_modules/@opentelemetry/api/build/esm/context-api.js
var context;
var init_context_api = __esmMin((() => {
	init_context();
	context = ContextAPI.getInstance();
}));
// node_modules/@opentelemetry/api/build/esm/diag-api.js
var diag;
var init_diag_api = __esmMin((() => {
	init_diag();
	diag = DiagAPI.instance();
}));
// node_modules/@opentelemetry/api/build/esm/metrics/NoopMeterProvider.js
var NoopMeterProvider, NOOP_METER_PROVIDER;
var init_NoopMeterProvider = __esmMin((() => {
	init_NoopMeter();
	NoopMeterProvider = class {
		getMeter(_name, _version, _options) {
			return NOOP_METER;
		}
	};
	NOOP_METER_PROVIDER = new NoopMeterProvider();
}));
// node_modules/@opentelemetry/api/build/esm/api/metrics.js
var API_NAME$2, MetricsAPI;
var init_metrics = __esmMin((() => {
	init_NoopMeterProvider();
	init_global_utils();
	init_diag();
	API_NAME$2 = "metrics";
	MetricsAPI = class MetricsAPI {
		/** Empty private constructor prevents end users from constructing a new instance of the API */
		constructor() {}
		/** Get the singleton instance of the Metrics API */
		static getInstance() {
			if (!this._instance) this._instance = new MetricsAPI();
			return this._instance;
		}
		/**
		* Set the current global meter provider.
		* Returns true if the meter provider was successfully registered, else false.
		*/
		setGlobalMeterProvider(provider) {
			return registerGlobal(API_NAME$2, provider, DiagAPI.instance());
		}
		/**
		* Returns the global meter provider.
		*/
		getMeterProvider() {
			return getGlobal(API_NAME$2) || NOOP_METER_PROVIDER;
		}
		/**
		* Returns a meter from the global meter provider.
		*/
		getMeter(name, version, options) {
			return this.getMeterProvider().getMeter(name, version, options);
		}
		/** Remove the global meter provider */
		disable() {
			unregisterGlobal(API_NAME$2, DiagAPI.instance());
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/metrics-api.js
var metrics;
var init_metrics_api = __esmMin((() => {
	init_metrics();
	metrics = MetricsAPI.getInstance();
}));
// node_modules/@opentelemetry/api/build/esm/propagation/NoopTextMapPropagator.js
var NoopTextMapPropagator;
var init_NoopTextMapPropagator = __esmMin((() => {
	NoopTextMapPropagator = class {
		/** Noop inject function does nothing */
		inject(_context, _carrier) {}
		/** Noop extract function does nothing and returns the input context */
		extract(context, _carrier) {
			return context;
		}
		fields() {
			return [];
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/baggage/context-helpers.js
/**
* Retrieve the current baggage from the given context
*
* @param {Context} Context that manage all context values
* @returns {Baggage} Extracted baggage from the context
*/
function getBaggage(context) {
	return context.getValue(BAGGAGE_KEY) || void 0;
}
/**
* Retrieve the current baggage from the active/current context
*
* @returns {Baggage} Extracted baggage from the context
*/
function getActiveBaggage() {
	return getBaggage(ContextAPI.getInstance().active());
}
/**
* Store a baggage in the given context
*
* @param {Context} Context that manage all context values
* @param {Baggage} baggage that will be set in the actual context
*/
function setBaggage(context, baggage) {
	return context.setValue(BAGGAGE_KEY, baggage);
}
/**
* Delete the baggage stored in the given context
*
* @param {Context} Context that manage all context values
*/
function deleteBaggage(context) {
	return context.deleteValue(BAGGAGE_KEY);
}
var BAGGAGE_KEY;
var init_context_helpers = __esmMin((() => {
	init_context();
	init_context$1();
	BAGGAGE_KEY = createContextKey("OpenTelemetry Baggage Key");
}));
// node_modules/@opentelemetry/api/build/esm/api/propagation.js
var API_NAME$1, NOOP_TEXT_MAP_PROPAGATOR, PropagationAPI;
var init_propagation = __esmMin((() => {
	init_global_utils();
	init_NoopTextMapPropagator();
	init_TextMapPropagator();
	init_context_helpers();
	init_utils$1();
	init_diag();
	API_NAME$1 = "propagation";
	NOOP_TEXT_MAP_PROPAGATOR = new NoopTextMapPropagator();
	PropagationAPI = class PropagationAPI {
		/** Empty private constructor prevents end users from constructing a new instance of the API */
		constructor() {
			this.createBaggage = createBaggage;
			this.getBaggage = getBaggage;
			this.getActiveBaggage = getActiveBaggage;
			this.setBaggage = setBaggage;
			this.deleteBaggage = deleteBaggage;
		}
		/** Get the singleton instance of the Propagator API */
		static getInstance() {
			if (!this._instance) this._instance = new PropagationAPI();
			return this._instance;
		}
		/**
		* Set the current propagator.
		*
		* @returns true if the propagator was successfully registered, else false
		*/
		setGlobalPropagator(propagator) {
			return registerGlobal(API_NAME$1, propagator, DiagAPI.instance());
		}
		/**
		* Inject context into a carrier to be propagated inter-process
		*
		* @param context Context carrying tracing data to inject
		* @param carrier carrier to inject context into
		* @param setter Function used to set values on the carrier
		*/
		inject(context, carrier, setter = defaultTextMapSetter) {
			return this._getGlobalPropagator().inject(context, carrier, setter);
		}
		/**
		* Extract context from a carrier
		*
		* @param context Context which the newly created context will inherit from
		* @param carrier Carrier to extract context from
		* @param getter Function used to extract keys from a carrier
		*/
		extract(context, carrier, getter = defaultTextMapGetter) {
			return this._getGlobalPropagator().extract(context, carrier, getter);
		}
		/**
		* Return a list of all fields which may be used by the propagator.
		*/
		fields() {
			return this._getGlobalPropagator().fields();
		}
		/** Remove the global propagator */
		disable() {
			unregisterGlobal(API_NAME$1, DiagAPI.instance());
		}
		_getGlobalPropagator() {
			return getGlobal(API_NAME$1) || NOOP_TEXT_MAP_PROPAGATOR;
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/propagation-api.js
var propagation;
var init_propagation_api = __esmMin((() => {
	init_propagation();
	propagation = PropagationAPI.getInstance();
}));
// node_modules/@opentelemetry/api/build/esm/api/trace.js
var API_NAME, TraceAPI;
var init_trace = __esmMin((() => {
	init_global_utils();
	init_ProxyTracerProvider();
	init_spancontext_utils();
	init_context_utils();
	init_diag();
	API_NAME = "trace";
	TraceAPI = class TraceAPI {
		/** Empty private constructor prevents end users from constructing a new instance of the API */
		constructor() {
			this._proxyTracerProvider = new ProxyTracerProvider();
			this.wrapSpanContext = wrapSpanContext;
			this.isSpanContextValid = isSpanContextValid;
			this.deleteSpan = deleteSpan;
			this.getSpan = getSpan;
			this.getActiveSpan = getActiveSpan;
			this.getSpanContext = getSpanContext;
			this.setSpan = setSpan;
			this.setSpanContext = setSpanContext;
		}
		/** Get the singleton instance of the Trace API */
		static getInstance() {
			if (!this._instance) this._instance = new TraceAPI();
			return this._instance;
		}
		/**
		* Set the current global tracer.
		*
		* @returns true if the tracer provider was successfully registered, else false
		*/
		setGlobalTracerProvider(provider) {
			const success = registerGlobal(API_NAME, this._proxyTracerProvider, DiagAPI.instance());
			if (success) this._proxyTracerProvider.setDelegate(provider);
			return success;
		}
		/**
		* Returns the global tracer provider.
		*/
		getTracerProvider() {
			return getGlobal(API_NAME) || this._proxyTracerProvider;
		}
		/**
		* Returns a tracer from the global tracer provider.
		*/
		getTracer(name, version) {
			return this.getTracerProvider().getTracer(name, version);
		}
		/** Remove the global tracer provider */
		disable() {
			unregisterGlobal(API_NAME, DiagAPI.instance());
			this._proxyTracerProvider = new ProxyTracerProvider();
		}
	};
}));
// node_modules/@opentelemetry/api/build/esm/trace-api.js
var trace;
var init_trace_api = __esmMin((() => {
	init_trace();
	trace = TraceAPI.getInstance();
}));
// node_modules/@opentelemetry/api/build/esm/index.js
var init_esm$1 = __esmMin((() => {
	init_utils$1();
	init_context$1();
	init_types();
	init_NoopMeter();
	init_TextMapPropagator();
	init_ProxyTracer();
	init_ProxyTracerProvider();
	init_SamplingResult();
	init_span_kind();
	init_status();
	init_trace_flags();
	init_spancontext_utils();
	init_invalid_span_constants();
	init_context_api();
	init_diag_api();
	init_metrics_api();
	init_propagation_api();
	init_trace_api();
}));
// node_modules/@opentelemetry/core/build/esm/trace/suppress-tracing.js
init_esm$1();
var SUPPRESS_TRACING_KEY$3 = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function isTracingSuppressed$3(context) {
	return context.getValue(SUPPRESS_TRACING_KEY$3) === true;
}
// node_modules/@opentelemetry/core/build/esm/version.js
var VERSION$8 = "2.12.1";
// node_modules/@opentelemetry/semantic-conventions/dist/resource/SemanticResourceAttributes.mjs
var TMP_DEPLOYMENT_ENVIRONMENT, SEMRESATTRS_DEPLOYMENT_ENVIRONMENT;
var init_SemanticResourceAttributes = __esmMin((() => {
	TMP_DEPLOYMENT_ENVIRONMENT = "deployment.environment";
	SEMRESATTRS_DEPLOYMENT_ENVIRONMENT = TMP_DEPLOYMENT_ENVIRONMENT;
}));
// node_modules/@opentelemetry/semantic-conventions/dist/stable_attributes.mjs
var ATTR_ERROR_TYPE, ATTR_EXCEPTION_MESSAGE, ATTR_EXCEPTION_STACKTRACE, ATTR_EXCEPTION_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_REQUEST_METHOD_ORIGINAL, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT, ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION, ATTR_TELEMETRY_SDK_LANGUAGE, TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS, ATTR_TELEMETRY_SDK_NAME, ATTR_TELEMETRY_SDK_VERSION, ATTR_URL_FULL, ATTR_USER_AGENT_ORIGINAL;
var init_stable_attributes = __esmMin((() => {
	ATTR_ERROR_TYPE = "error.type";
	ATTR_EXCEPTION_MESSAGE = "exception.message";
	ATTR_EXCEPTION_STACKTRACE = "exception.stacktrace";
	ATTR_EXCEPTION_TYPE = "exception.type";
	ATTR_HTTP_REQUEST_METHOD = "http.request.method";
	ATTR_HTTP_REQUEST_METHOD_ORIGINAL = "http.request.method_original";
	ATTR_HTTP_RESPONSE_STATUS_CODE = "http.response.status_code";
	ATTR_SERVER_ADDRESS = "server.address";
	ATTR_SERVER_PORT = "server.port";
	ATTR_SERVICE_NAME = "service.name";
	ATTR_SERVICE_VERSION = "service.version";
	ATTR_TELEMETRY_SDK_LANGUAGE = "telemetry.sdk.language";
	TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS = "webjs";
	ATTR_TELEMETRY_SDK_NAME = "telemetry.sdk.name";
	ATTR_TELEMETRY_SDK_VERSION = "telemetry.sdk.version";
	ATTR_URL_FULL = "url.full";
	ATTR_USER_AGENT_ORIGINAL = "user_agent.original";
}));
// node_modules/@opentelemetry/semantic-conventions/dist/index.mjs
var init_dist = __esmMin((() => {
	init_SemanticResourceAttributes();
	init_stable_attributes();
}));
// node_modules/@opentelemetry/core/build/esm/semconv.js
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_PROCESS_RUNTIME_NAME$2 = "process.runtime.name";
// node_modules/@opentelemetry/core/build/esm/platform/browser/sdk-info.js
init_dist();
/** Constants describing the SDK in use */
var SDK_INFO$2 = {
	[ATTR_TELEMETRY_SDK_NAME]: "opentelemetry",
	[ATTR_PROCESS_RUNTIME_NAME$2]: "browser",
	[ATTR_TELEMETRY_SDK_LANGUAGE]: TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS,
	[ATTR_TELEMETRY_SDK_VERSION]: VERSION$8
};
// node_modules/@opentelemetry/core/build/esm/ExportResult.js
var ExportResultCode$2;
(function(ExportResultCode) {
	ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
	ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
})(ExportResultCode$2 || (ExportResultCode$2 = {}));
// node_modules/@opentelemetry/core/build/esm/internal/validators.js
var VALID_KEY_CHAR_RANGE$2 = "[_0-9a-z-*/]";
var VALID_KEY_REGEX$2 = new RegExp(`^(?:${`[a-z]${VALID_KEY_CHAR_RANGE$2}{0,255}`}|${`[a-z0-9]${VALID_KEY_CHAR_RANGE$2}{0,240}@[a-z]${VALID_KEY_CHAR_RANGE$2}{0,13}`})$`);
var VALID_VALUE_BASE_REGEX$2 = /^[ -~]{0,255}[!-~]$/;
var INVALID_VALUE_COMMA_EQUAL_REGEX$2 = /,|=/;
/**
* Key is opaque string up to 256 characters printable. It MUST begin with a
* lowercase letter, and can only contain lowercase letters a-z, digits 0-9,
* underscores _, dashes -, asterisks *, and forward slashes /.
* For multi-tenant vendor scenarios, an at sign (@) can be used to prefix the
* vendor name. Vendors SHOULD set the tenant ID at the beginning of the key.
* see https://www.w3.org/TR/trace-context/#key
*/
function validateKey$2(key) {
	return VALID_KEY_REGEX$2.test(key);
}
/**
* Value is opaque string up to 256 characters printable ASCII RFC0020
* characters (i.e., the range 0x20 to 0x7E) except comma , and =.
*/
function validateValue$2(value) {
	return VALID_VALUE_BASE_REGEX$2.test(value) && !INVALID_VALUE_COMMA_EQUAL_REGEX$2.test(value);
}
// node_modules/@opentelemetry/core/build/esm/trace/TraceState.js
var MAX_TRACE_STATE_ITEMS$2 = 32;
var MAX_TRACE_STATE_LEN$2 = 512;
var LIST_MEMBERS_SEPARATOR$2 = ",";
var LIST_MEMBER_KEY_VALUE_SPLITTER$2 = "=";
/**
* TraceState must be a class and not a simple object type because of the spec
* requirement (https://www.w3.org/TR/trace-context/#tracestate-field).
*
* Here is the list of allowed mutations:
* - New key-value pair should be added into the beginning of the list
* - The value of any key can be updated. Modified keys MUST be moved to the
* beginning of the list.
*/
var TraceState$2 = class TraceState$2 {
	_length;
	_rawTraceState;
	_internalState;
	constructor(rawTraceState) {
		this._rawTraceState = typeof rawTraceState === "string" ? rawTraceState : "";
		this._length = this._rawTraceState.length;
	}
	set(key, value) {
		if (!validateKey$2(key) || !validateValue$2(value)) return this;
		const currState = this._getState();
		const currValue = currState.get(key);
		let newLength = this._length;
		if (typeof currValue === "string") newLength += value.length - currValue.length;
		else newLength += key.length + value.length + (currState.size > 0 ? 2 : 1);
		if (newLength > MAX_TRACE_STATE_LEN$2) return this;
		const newState = new Map(currState);
		newState.delete(key);
		newState.set(key, value);
		return this._fromState(newState, newLength);
	}
	unset(key) {
		const currState = this._getState();
		const currValue = currState.get(key);
		if (typeof currValue !== "string") return this;
		let newLength = this._length - (key.length + currValue.length + 1);
		if (currState.size > 1) newLength = newLength - 1;
		const newState = new Map(currState);
		newState.delete(key);
		return this._fromState(newState, newLength);
	}
	get(key) {
		return this._getState().get(key);
	}
	serialize() {
		let serialized = "";
		let index = 0;
		for (const entry of this._getState()) {
			if (index > 0) serialized = LIST_MEMBERS_SEPARATOR$2 + serialized;
			serialized = `${entry[0]}${LIST_MEMBER_KEY_VALUE_SPLITTER$2}${entry[1]}` + serialized;
			index++;
		}
		return serialized;
	}
	_getState() {
		if (this._internalState) return this._internalState;
		const vendorMembers = this._rawTraceState.split(LIST_MEMBERS_SEPARATOR$2);
		const vendorEntries = /* @__PURE__ */ new Map();
		let currentLength = 0;
		for (const member of vendorMembers) {
			const m = member.trim();
			const idx = m.indexOf(LIST_MEMBER_KEY_VALUE_SPLITTER$2);
			if (idx === -1) continue;
			const key = m.slice(0, idx);
			const value = m.slice(idx + 1);
			if (!validateKey$2(key) || !validateValue$2(value)) continue;
			const futureLength = currentLength + m.length + (vendorEntries.size > 0 ? 1 : 0);
			if (futureLength > MAX_TRACE_STATE_LEN$2) continue;
			vendorEntries.set(key, value);
			currentLength = futureLength;
			if (vendorEntries.size >= MAX_TRACE_STATE_ITEMS$2) break;
		}
		this._length = currentLength;
		this._internalState = new Map(Array.from(vendorEntries.entries()).reverse());
		return this._internalState;
	}
	_fromState(state, length) {
		const traceState = Object.create(TraceState$2.prototype);
		traceState._internalState = state;
		traceState._length = length;
		return traceState;
	}
};
// node_modules/@opentelemetry/core/build/esm/trace/W3CTraceContextPropagator.js
init_esm$1();
var TRACE_PARENT_HEADER$2 = "traceparent";
var TRACE_STATE_HEADER$2 = "tracestate";
var VERSION$7 = "00";
var TRACE_PARENT_REGEX$2 = new RegExp(`^\\s?((?!ff)[\\da-f]{2})-((?![0]{32})[\\da-f]{32})-((?![0]{16})[\\da-f]{16})-([\\da-f]{2})(-.*)?\\s?$`);
/**
* Parses information from the [traceparent] span tag and converts it into {@link SpanContext}
* @param traceParent - A meta property that comes from server.
*     It should be dynamically generated server side to have the server's request trace Id,
*     a parent span Id that was set on the server's request span,
*     and the trace flags to indicate the server's sampling decision
*     (01 = sampled, 00 = not sampled).
*     for example: '{version}-{traceId}-{spanId}-{sampleDecision}'
*     For more information see {@link https://www.w3.org/TR/trace-context/}
*/
function parseTraceParent$2(traceParent) {
	const match = TRACE_PARENT_REGEX$2.exec(traceParent);
	if (!match) return null;
	if (match[1] === "00" && match[5]) return null;
	return {
		traceId: match[2],
		spanId: match[3],
		traceFlags: parseInt(match[4], 16)
	};
}
/**
* Propagates {@link SpanContext} through Trace Context format propagation.
*
* Based on the Trace Context specification:
* https://www.w3.org/TR/trace-context/
*/
var W3CTraceContextPropagator$2 = class {
	inject(context, carrier, setter) {
		const spanContext = trace.getSpanContext(context);
		if (!spanContext || isTracingSuppressed$3(context) || !isSpanContextValid(spanContext)) return;
		const traceParent = `${VERSION$7}-${spanContext.traceId}-${spanContext.spanId}-0${Number(spanContext.traceFlags || TraceFlags.NONE).toString(16)}`;
		setter.set(carrier, TRACE_PARENT_HEADER$2, traceParent);
		if (spanContext.traceState) setter.set(carrier, TRACE_STATE_HEADER$2, spanContext.traceState.serialize());
	}
	extract(context, carrier, getter) {
		const traceParentHeader = getter.get(carrier, TRACE_PARENT_HEADER$2);
		if (!traceParentHeader) return context;
		const traceParent = Array.isArray(traceParentHeader) ? traceParentHeader[0] : traceParentHeader;
		if (typeof traceParent !== "string") return context;
		const spanContext = parseTraceParent$2(traceParent);
		if (!spanContext) return context;
		spanContext.isRemote = true;
		const traceStateHeader = getter.get(carrier, TRACE_STATE_HEADER$2);
		if (traceStateHeader) {
			const state = Array.isArray(traceStateHeader) ? traceStateHeader.join(",") : traceStateHeader;
			spanContext.traceState = new TraceState$2(typeof state === "string" ? state : void 0);
		}
		return trace.setSpanContext(context, spanContext);
	}
	fields() {
		return [TRACE_PARENT_HEADER$2, TRACE_STATE_HEADER$2];
	}
};
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/trace/suppress-tracing.js
function suppressTracing$1(context) {
	return context.setValue(SUPPRESS_TRACING_KEY$2, true);
}
function unsuppressTracing(context) {
	return context.deleteValue(SUPPRESS_TRACING_KEY$2);
}
function isTracingSuppressed$2(context) {
	return context.getValue(SUPPRESS_TRACING_KEY$2) === true;
}
var SUPPRESS_TRACING_KEY$2;
var init_suppress_tracing = __esmMin((() => {
	init_esm$1();
	SUPPRESS_TRACING_KEY$2 = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
})), BAGGAGE_HEADER$1, BAGGAGE_MAX_PER_NAME_VALUE_PAIRS$1;
var init_constants = __esmMin((() => {
	BAGGAGE_HEADER$1 = "baggage";
	BAGGAGE_MAX_PER_NAME_VALUE_PAIRS$1 = 4096;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/baggage/utils.js
function serializeKeyPairs$1(keyPairs) {
	return keyPairs.reduce((hValue, current) => {
		const value = `${hValue}${hValue !== "" ? "," : ""}${current}`;
		return value.length > 8192 ? hValue : value;
	}, "");
}
function getKeyPairs$1(baggage) {
	return baggage.getAllEntries().map(([key, value]) => {
		let entry = `${encodeURIComponent(key)}=${encodeURIComponent(value.value)}`;
		if (value.metadata !== void 0) entry += ";" + value.metadata.toString();
		return entry;
	});
}
function parsePairKeyValue$1(entry) {
	if (!entry) return;
	const metadataSeparatorIndex = entry.indexOf(";");
	const keyPairPart = metadataSeparatorIndex === -1 ? entry : entry.substring(0, metadataSeparatorIndex);
	const separatorIndex = keyPairPart.indexOf("=");
	if (separatorIndex <= 0) return;
	const rawKey = keyPairPart.substring(0, separatorIndex).trim();
	const rawValue = keyPairPart.substring(separatorIndex + 1).trim();
	if (!rawKey || !rawValue) return;
	let key;
	let value;
	try {
		key = decodeURIComponent(rawKey);
		value = decodeURIComponent(rawValue);
	} catch {
		return;
	}
	let metadata;
	if (metadataSeparatorIndex !== -1 && metadataSeparatorIndex < entry.length - 1) metadata = baggageEntryMetadataFromString(entry.substring(metadataSeparatorIndex + 1));
	return {
		key,
		value,
		metadata
	};
}
/**
* Parses a single baggage header string into the provided record, applying limits defined in this package.
* Uses indexOf/substring in a while loop to avoid allocating a full array of split entries.
* Returns the updated pair count so callers can track totals across multiple header values.
*/
function parseBaggageHeaderString$1(value, baggage, count, totalSize) {
	let start = 0;
	while (start < value.length && count < 180) {
		const end = value.indexOf(",", start);
		const entryEnd = end === -1 ? value.length : end;
		const entryLength = entryEnd - start;
		if (entryLength <= 4096) {
			const keyPair = parsePairKeyValue$1(value.substring(start, entryEnd));
			if (keyPair) {
				const entrySize = (count === 0 ? 0 : 1) + entryLength;
				if (totalSize + entrySize > 8192) break;
				baggage[keyPair.key] = keyPair.metadata ? {
					value: keyPair.value,
					metadata: keyPair.metadata
				} : { value: keyPair.value };
				count++;
				totalSize += entrySize;
			}
		}
		if (end === -1) break;
		start = end + 1;
	}
	return [count, totalSize];
}
/**
* Parse a string serialized in the baggage HTTP Format (without metadata):
* https://github.com/w3c/baggage/blob/master/baggage/HTTP_HEADER_FORMAT.md
*/
function parseKeyPairsIntoRecord(value) {
	const result = {};
	if (typeof value === "string" && value.length > 0) value.split(",").forEach((entry) => {
		const keyPair = parsePairKeyValue$1(entry);
		if (keyPair !== void 0 && keyPair.value.length > 0) result[keyPair.key] = keyPair.value;
	});
	return result;
}
var init_utils = __esmMin((() => {
	init_esm$1();
	init_constants();
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/baggage/propagation/W3CBaggagePropagator.js
var W3CBaggagePropagator$1;
var init_W3CBaggagePropagator = __esmMin((() => {
	init_esm$1();
	init_suppress_tracing();
	init_constants();
	init_utils();
	W3CBaggagePropagator$1 = class {
		inject(context, carrier, setter) {
			const baggage = propagation.getBaggage(context);
			if (!baggage || isTracingSuppressed$2(context)) return;
			const headerValue = serializeKeyPairs$1(getKeyPairs$1(baggage).filter((pair) => {
				return pair.length <= BAGGAGE_MAX_PER_NAME_VALUE_PAIRS$1;
			}).slice(0, 180));
			if (headerValue.length > 0) setter.set(carrier, BAGGAGE_HEADER$1, headerValue);
		}
		extract(context, carrier, getter) {
			const headerValue = getter.get(carrier, BAGGAGE_HEADER$1);
			if (!headerValue) return context;
			const baggage = {};
			let count = 0;
			let totalSize = 0;
			if (Array.isArray(headerValue)) for (let i = 0; i < headerValue.length; i++) [count, totalSize] = parseBaggageHeaderString$1(headerValue[i], baggage, count, totalSize);
			else [count] = parseBaggageHeaderString$1(headerValue, baggage, count, totalSize);
			if (count === 0) return context;
			return propagation.setBaggage(context, propagation.createBaggage(baggage));
		}
		fields() {
			return [BAGGAGE_HEADER$1];
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/anchored-clock.js
var AnchoredClock;
var init_anchored_clock = __esmMin((() => {
	AnchoredClock = class {
		_monotonicClock;
		_epochMillis;
		_performanceMillis;
		/**
		* Create a new AnchoredClock anchored to the current time returned by systemClock.
		*
		* @param systemClock should be a clock that returns the number of milliseconds since January 1 1970 such as Date
		* @param monotonicClock should be a clock that counts milliseconds monotonically such as window.performance or perf_hooks.performance
		*/
		constructor(systemClock, monotonicClock) {
			this._monotonicClock = monotonicClock;
			this._epochMillis = systemClock.now();
			this._performanceMillis = monotonicClock.now();
		}
		/**
		* Returns the current time by adding the number of milliseconds since the
		* AnchoredClock was created to the creation epoch time
		*/
		now() {
			const delta = this._monotonicClock.now() - this._performanceMillis;
			return this._epochMillis + delta;
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/attributes.js
function sanitizeAttributes$1(attributes) {
	const out = {};
	if (typeof attributes !== "object" || attributes == null) return out;
	for (const key in attributes) {
		if (!Object.prototype.hasOwnProperty.call(attributes, key)) continue;
		if (!isAttributeKey$1(key)) {
			diag.warn(`Invalid attribute key: ${key}`);
			continue;
		}
		const val = attributes[key];
		if (!isAttributeValue$1(val)) {
			diag.warn(`Invalid attribute value set for key: ${key}`);
			continue;
		}
		if (Array.isArray(val)) out[key] = val.slice();
		else out[key] = val;
	}
	return out;
}
function isAttributeKey$1(key) {
	return typeof key === "string" && key !== "";
}
function isAttributeValue$1(val) {
	if (val == null) return true;
	if (Array.isArray(val)) return isHomogeneousAttributeValueArray$1(val);
	return isValidPrimitiveAttributeValueType$1(typeof val);
}
function isHomogeneousAttributeValueArray$1(arr) {
	let type;
	for (const element of arr) {
		if (element == null) continue;
		const elementType = typeof element;
		if (elementType === type) continue;
		if (!type) {
			if (isValidPrimitiveAttributeValueType$1(elementType)) {
				type = elementType;
				continue;
			}
			return false;
		}
		return false;
	}
	return true;
}
function isValidPrimitiveAttributeValueType$1(valType) {
	switch (valType) {
		case "number":
		case "boolean":
		case "string": return true;
	}
	return false;
}
var init_attributes = __esmMin((() => {
	init_esm$1();
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/logging-error-handler.js
/**
* Returns a function that logs an error using the provided logger, or a
* console logger if one was not provided.
*/
function loggingErrorHandler$1() {
	return (ex) => {
		diag.error(stringifyException$1(ex));
	};
}
/**
* Converts an exception into a string representation
* @param {Exception} ex
*/
function stringifyException$1(ex) {
	if (typeof ex === "string") return ex;
	else return JSON.stringify(flattenException$1(ex));
}
/**
* Flattens an exception into key-value pairs by traversing the prototype chain
* and coercing values to strings. Duplicate properties will not be overwritten;
* the first insert wins.
*/
function flattenException$1(ex) {
	const result = {};
	let current = ex;
	while (current !== null) {
		Object.getOwnPropertyNames(current).forEach((propertyName) => {
			if (result[propertyName]) return;
			const value = current[propertyName];
			if (value) result[propertyName] = String(value);
		});
		current = Object.getPrototypeOf(current);
	}
	return result;
}
var init_logging_error_handler = __esmMin((() => {
	init_esm$1();
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/global-error-handler.js
/**
* Set the global error handler
* @param {ErrorHandler} handler
*/
function setGlobalErrorHandler(handler) {
	delegateHandler$1 = handler;
}
/**
* Return the global error handler
* @param {Exception} ex
*/
function globalErrorHandler$1(ex) {
	try {
		delegateHandler$1(ex);
	} catch {}
}
var delegateHandler$1;
var init_global_error_handler = __esmMin((() => {
	init_logging_error_handler();
	delegateHandler$1 = loggingErrorHandler$1();
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/platform/browser/environment.js
function getStringFromEnv$1(_) {}
function getBooleanFromEnv(_) {}
function getNumberFromEnv$1(_) {}
function getStringListFromEnv$2(_) {}
var init_environment = __esmMin((() => {}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/globalThis.js
var _globalThis;
var init_globalThis = __esmMin((() => {
	_globalThis = globalThis;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/version.js
var VERSION$6;
var init_version = __esmMin((() => {
	VERSION$6 = "2.11.0";
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/semconv.js
var ATTR_PROCESS_RUNTIME_NAME$1;
var init_semconv = __esmMin((() => {
	ATTR_PROCESS_RUNTIME_NAME$1 = "process.runtime.name";
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/platform/browser/sdk-info.js
var SDK_INFO$1;
var init_sdk_info = __esmMin((() => {
	init_version();
	init_dist();
	init_semconv();
	SDK_INFO$1 = {
		[ATTR_TELEMETRY_SDK_NAME]: "opentelemetry",
		[ATTR_PROCESS_RUNTIME_NAME$1]: "browser",
		[ATTR_TELEMETRY_SDK_LANGUAGE]: TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS,
		[ATTR_TELEMETRY_SDK_VERSION]: VERSION$6
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/platform/browser/index.js
var otperformance$3;
var init_browser = __esmMin((() => {
	init_environment();
	init_globalThis();
	init_sdk_info();
	otperformance$3 = performance;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/time.js
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime$3(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS$3)];
}
/**
* @deprecated Use `performance.timeOrigin` directly.
*/
function getTimeOrigin() {
	return otperformance$3.timeOrigin;
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime$3(performanceNow) {
	return addHrTimes$3(millisToHrTime$3(otperformance$3.timeOrigin), millisToHrTime$3(typeof performanceNow === "number" ? performanceNow : otperformance$3.now()));
}
/**
*
* Converts a TimeInput to an HrTime, defaults to _hrtime().
* @param time
*/
function timeInputToHrTime$2(time) {
	if (isTimeInputHrTime$3(time)) return time;
	else if (typeof time === "number") {
		if (time < otperformance$3.timeOrigin / 2) return hrTime$3(time);
		else return millisToHrTime$3(time);
	} else if (time instanceof Date) return millisToHrTime$3(time.getTime());
	else throw TypeError("Invalid input type");
}
/**
* Returns a duration of two hrTime.
* @param startTime
* @param endTime
*/
function hrTimeDuration$1(startTime, endTime) {
	let seconds = endTime[0] - startTime[0];
	let nanos = endTime[1] - startTime[1];
	if (nanos < 0) {
		seconds -= 1;
		nanos += SECOND_TO_NANOSECONDS$3;
	}
	return [seconds, nanos];
}
/**
* Convert hrTime to timestamp, for example "2019-05-14T17:00:00.000123456Z"
* @param time
*/
function hrTimeToTimeStamp(time) {
	const precision = NANOSECOND_DIGITS$3;
	const tmp = `${"0".repeat(precision)}${time[1]}Z`;
	const nanoString = tmp.substring(tmp.length - precision - 1);
	return (/* @__PURE__ */ new Date(time[0] * 1e3)).toISOString().replace("000Z", nanoString);
}
/**
* Convert hrTime to nanoseconds.
* @param time
*/
function hrTimeToNanoseconds$2(time) {
	return time[0] * SECOND_TO_NANOSECONDS$3 + time[1];
}
/**
* Convert hrTime to microseconds.
* @param time
*/
function hrTimeToMicroseconds(time) {
	return time[0] * 1e6 + time[1] / 1e3;
}
/**
* Convert hrTime to milliseconds.
* @param time
*/
function hrTimeToMilliseconds(time) {
	return time[0] * 1e3 + time[1] / 1e6;
}
/**
* Convert hrTime to seconds.
* @param time
*/
function hrTimeToSeconds(time) {
	return time[0] + time[1] / SECOND_TO_NANOSECONDS$3;
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime$3(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* check if input value is a correct types.TimeInput
* @param value
*/
function isTimeInput$1(value) {
	return isTimeInputHrTime$3(value) || typeof value === "number" || value instanceof Date;
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes$3(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS$3) {
		out[1] -= SECOND_TO_NANOSECONDS$3;
		out[0] += 1;
	}
	return out;
}
var NANOSECOND_DIGITS$3, MILLISECONDS_TO_NANOSECONDS$3, SECOND_TO_NANOSECONDS$3;
var init_time = __esmMin((() => {
	init_browser();
	NANOSECOND_DIGITS$3 = 9;
	MILLISECONDS_TO_NANOSECONDS$3 = Math.pow(10, 6);
	SECOND_TO_NANOSECONDS$3 = Math.pow(10, NANOSECOND_DIGITS$3);
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/common/timer-util.js
/**
* @deprecated please copy this code to your implementation instead, this function will be removed in the next major version of this package.
* @param timer
*/
function unrefTimer(timer) {
	if (typeof timer !== "number") timer.unref();
}
var init_timer_util = __esmMin((() => {}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/ExportResult.js
var ExportResultCode$1;
var init_ExportResult = __esmMin((() => {
	(function(ExportResultCode) {
		ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
		ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
	})(ExportResultCode$1 || (ExportResultCode$1 = {}));
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/propagation/composite.js
var CompositePropagator$1;
var init_composite = __esmMin((() => {
	init_esm$1();
	CompositePropagator$1 = class {
		_propagators;
		_fields;
		/**
		* Construct a composite propagator from a list of propagators.
		*
		* @param [config] Configuration object for composite propagator
		*/
		constructor(config = {}) {
			this._propagators = config.propagators ?? [];
			const fields = /* @__PURE__ */ new Set();
			for (const propagator of this._propagators) {
				const propagatorFields = typeof propagator.fields === "function" ? propagator.fields() : [];
				for (const field of propagatorFields) fields.add(field);
			}
			this._fields = Array.from(fields);
		}
		/**
		* Run each of the configured propagators with the given context and carrier.
		* Propagators are run in the order they are configured, so if multiple
		* propagators write the same carrier key, the propagator later in the list
		* will "win".
		*
		* @param context Context to inject
		* @param carrier Carrier into which context will be injected
		*/
		inject(context, carrier, setter) {
			for (const propagator of this._propagators) try {
				propagator.inject(context, carrier, setter);
			} catch (err) {
				diag.warn(`Failed to inject with ${propagator.constructor.name}. Err: ${err.message}`);
			}
		}
		/**
		* Run each of the configured propagators with the given context and carrier.
		* Propagators are run in the order they are configured, so if multiple
		* propagators write the same context key, the propagator later in the list
		* will "win".
		*
		* @param context Context to add values to
		* @param carrier Carrier from which to extract context
		*/
		extract(context, carrier, getter) {
			return this._propagators.reduce((ctx, propagator) => {
				try {
					return propagator.extract(ctx, carrier, getter);
				} catch (err) {
					diag.warn(`Failed to extract with ${propagator.constructor.name}. Err: ${err.message}`);
				}
				return ctx;
			}, context);
		}
		fields() {
			return this._fields.slice();
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/internal/validators.js
/**
* Key is opaque string up to 256 characters printable. It MUST begin with a
* lowercase letter, and can only contain lowercase letters a-z, digits 0-9,
* underscores _, dashes -, asterisks *, and forward slashes /.
* For multi-tenant vendor scenarios, an at sign (@) can be used to prefix the
* vendor name. Vendors SHOULD set the tenant ID at the beginning of the key.
* see https://www.w3.org/TR/trace-context/#key
*/
function validateKey$1(key) {
	return VALID_KEY_REGEX$1.test(key);
}
/**
* Value is opaque string up to 256 characters printable ASCII RFC0020
* characters (i.e., the range 0x20 to 0x7E) except comma , and =.
*/
function validateValue$1(value) {
	return VALID_VALUE_BASE_REGEX$1.test(value) && !INVALID_VALUE_COMMA_EQUAL_REGEX$1.test(value);
}
var VALID_KEY_CHAR_RANGE$1, VALID_KEY_REGEX$1, VALID_VALUE_BASE_REGEX$1, INVALID_VALUE_COMMA_EQUAL_REGEX$1;
var init_validators = __esmMin((() => {
	VALID_KEY_CHAR_RANGE$1 = "[_0-9a-z-*/]";
	VALID_KEY_REGEX$1 = new RegExp(`^(?:${`[a-z]${VALID_KEY_CHAR_RANGE$1}{0,255}`}|${`[a-z0-9]${VALID_KEY_CHAR_RANGE$1}{0,240}@[a-z]${VALID_KEY_CHAR_RANGE$1}{0,13}`})$`);
	VALID_VALUE_BASE_REGEX$1 = /^[ -~]{0,255}[!-~]$/;
	INVALID_VALUE_COMMA_EQUAL_REGEX$1 = /,|=/;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/trace/TraceState.js
var MAX_TRACE_STATE_ITEMS$1, MAX_TRACE_STATE_LEN$1, LIST_MEMBERS_SEPARATOR$1, LIST_MEMBER_KEY_VALUE_SPLITTER$1, TraceState$1;
var init_TraceState = __esmMin((() => {
	init_validators();
	MAX_TRACE_STATE_ITEMS$1 = 32;
	MAX_TRACE_STATE_LEN$1 = 512;
	LIST_MEMBERS_SEPARATOR$1 = ",";
	LIST_MEMBER_KEY_VALUE_SPLITTER$1 = "=";
	TraceState$1 = class TraceState$1 {
		_length;
		_rawTraceState;
		_internalState;
		constructor(rawTraceState) {
			this._rawTraceState = typeof rawTraceState === "string" ? rawTraceState : "";
			this._length = this._rawTraceState.length;
		}
		set(key, value) {
			if (!validateKey$1(key) || !validateValue$1(value)) return this;
			const currState = this._getState();
			const currValue = currState.get(key);
			let newLength = this._length;
			if (typeof currValue === "string") newLength += value.length - currValue.length;
			else newLength += key.length + value.length + (currState.size > 0 ? 2 : 1);
			if (newLength > MAX_TRACE_STATE_LEN$1) return this;
			const newState = new Map(currState);
			newState.delete(key);
			newState.set(key, value);
			return this._fromState(newState, newLength);
		}
		unset(key) {
			const currState = this._getState();
			const currValue = currState.get(key);
			if (typeof currValue !== "string") return this;
			let newLength = this._length - (key.length + currValue.length + 1);
			if (currState.size > 1) newLength = newLength - 1;
			const newState = new Map(currState);
			newState.delete(key);
			return this._fromState(newState, newLength);
		}
		get(key) {
			return this._getState().get(key);
		}
		serialize() {
			let serialized = "";
			let index = 0;
			for (const entry of this._getState()) {
				if (index > 0) serialized = LIST_MEMBERS_SEPARATOR$1 + serialized;
				serialized = `${entry[0]}${LIST_MEMBER_KEY_VALUE_SPLITTER$1}${entry[1]}` + serialized;
				index++;
			}
			return serialized;
		}
		_getState() {
			if (this._internalState) return this._internalState;
			const vendorMembers = this._rawTraceState.split(LIST_MEMBERS_SEPARATOR$1);
			const vendorEntries = /* @__PURE__ */ new Map();
			let currentLength = 0;
			for (const member of vendorMembers) {
				const m = member.trim();
				const idx = m.indexOf(LIST_MEMBER_KEY_VALUE_SPLITTER$1);
				if (idx === -1) continue;
				const key = m.slice(0, idx);
				const value = m.slice(idx + 1);
				if (!validateKey$1(key) || !validateValue$1(value)) continue;
				const futureLength = currentLength + m.length + (vendorEntries.size > 0 ? 1 : 0);
				if (futureLength > MAX_TRACE_STATE_LEN$1) continue;
				vendorEntries.set(key, value);
				currentLength = futureLength;
				if (vendorEntries.size >= MAX_TRACE_STATE_ITEMS$1) break;
			}
			this._length = currentLength;
			this._internalState = new Map(Array.from(vendorEntries.entries()).reverse());
			return this._internalState;
		}
		_fromState(state, length) {
			const traceState = Object.create(TraceState$1.prototype);
			traceState._internalState = state;
			traceState._length = length;
			return traceState;
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/trace/W3CTraceContextPropagator.js
/**
* Parses information from the [traceparent] span tag and converts it into {@link SpanContext}
* @param traceParent - A meta property that comes from server.
*     It should be dynamically generated server side to have the server's request trace Id,
*     a parent span Id that was set on the server's request span,
*     and the trace flags to indicate the server's sampling decision
*     (01 = sampled, 00 = not sampled).
*     for example: '{version}-{traceId}-{spanId}-{sampleDecision}'
*     For more information see {@link https://www.w3.org/TR/trace-context/}
*/
function parseTraceParent$1(traceParent) {
	const match = TRACE_PARENT_REGEX$1.exec(traceParent);
	if (!match) return null;
	if (match[1] === "00" && match[5]) return null;
	return {
		traceId: match[2],
		spanId: match[3],
		traceFlags: parseInt(match[4], 16)
	};
}
var TRACE_PARENT_HEADER$1, TRACE_STATE_HEADER$1, VERSION$5, TRACE_PARENT_REGEX$1, W3CTraceContextPropagator$1;
var init_W3CTraceContextPropagator = __esmMin((() => {
	init_esm$1();
	init_suppress_tracing();
	init_TraceState();
	TRACE_PARENT_HEADER$1 = "traceparent";
	TRACE_STATE_HEADER$1 = "tracestate";
	VERSION$5 = "00";
	TRACE_PARENT_REGEX$1 = new RegExp(`^\\s?((?!ff)[\\da-f]{2})-((?![0]{32})[\\da-f]{32})-((?![0]{16})[\\da-f]{16})-([\\da-f]{2})(-.*)?\\s?$`);
	W3CTraceContextPropagator$1 = class {
		inject(context, carrier, setter) {
			const spanContext = trace.getSpanContext(context);
			if (!spanContext || isTracingSuppressed$2(context) || !isSpanContextValid(spanContext)) return;
			const traceParent = `${VERSION$5}-${spanContext.traceId}-${spanContext.spanId}-0${Number(spanContext.traceFlags || TraceFlags.NONE).toString(16)}`;
			setter.set(carrier, TRACE_PARENT_HEADER$1, traceParent);
			if (spanContext.traceState) setter.set(carrier, TRACE_STATE_HEADER$1, spanContext.traceState.serialize());
		}
		extract(context, carrier, getter) {
			const traceParentHeader = getter.get(carrier, TRACE_PARENT_HEADER$1);
			if (!traceParentHeader) return context;
			const traceParent = Array.isArray(traceParentHeader) ? traceParentHeader[0] : traceParentHeader;
			if (typeof traceParent !== "string") return context;
			const spanContext = parseTraceParent$1(traceParent);
			if (!spanContext) return context;
			spanContext.isRemote = true;
			const traceStateHeader = getter.get(carrier, TRACE_STATE_HEADER$1);
			if (traceStateHeader) {
				const state = Array.isArray(traceStateHeader) ? traceStateHeader.join(",") : traceStateHeader;
				spanContext.traceState = new TraceState$1(typeof state === "string" ? state : void 0);
			}
			return trace.setSpanContext(context, spanContext);
		}
		fields() {
			return [TRACE_PARENT_HEADER$1, TRACE_STATE_HEADER$1];
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/trace/rpc-metadata.js
function setRPCMetadata(context, meta) {
	return context.setValue(RPC_METADATA_KEY, meta);
}
function deleteRPCMetadata(context) {
	return context.deleteValue(RPC_METADATA_KEY);
}
function getRPCMetadata(context) {
	return context.getValue(RPC_METADATA_KEY);
}
var RPC_METADATA_KEY, RPCType;
var init_rpc_metadata = __esmMin((() => {
	init_esm$1();
	RPC_METADATA_KEY = createContextKey("OpenTelemetry SDK Context Key RPC_METADATA");
	(function(RPCType) {
		RPCType["HTTP"] = "http";
	})(RPCType || (RPCType = {}));
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/lodash.merge.js
/**
* Checks if `value` is a plain object, that is, an object created by the
* `Object` constructor or one with a `[[Prototype]]` of `null`.
*
* @static
* @memberOf _
* @since 0.8.0
* @category Lang
* @param {*} value The value to check.
* @returns {boolean} Returns `true` if `value` is a plain object, else `false`.
* @example
*
* function Foo() {
*   this.a = 1;
* }
*
* _.isPlainObject(new Foo);
* // => false
*
* _.isPlainObject([1, 2, 3]);
* // => false
*
* _.isPlainObject({ 'x': 0, 'y': 0 });
* // => true
*
* _.isPlainObject(Object.create(null));
* // => true
*/
function isPlainObject$1(value) {
	if (!isObjectLike$1(value) || baseGetTag$1(value) !== objectTag$1) return false;
	const proto = getPrototypeOf$1(value);
	if (proto === null) return true;
	const Ctor = hasOwnProperty$1.call(proto, "constructor") && proto.constructor;
	return typeof Ctor == "function" && Ctor instanceof Ctor && funcToString$1.call(Ctor) === objectCtorString$1;
}
/**
* Checks if `value` is object-like. A value is object-like if it's not `null`
* and has a `typeof` result of "object".
*
* @static
* @memberOf _
* @since 4.0.0
* @category Lang
* @param {*} value The value to check.
* @returns {boolean} Returns `true` if `value` is object-like, else `false`.
* @example
*
* _.isObjectLike({});
* // => true
*
* _.isObjectLike([1, 2, 3]);
* // => true
*
* _.isObjectLike(_.noop);
* // => false
*
* _.isObjectLike(null);
* // => false
*/
function isObjectLike$1(value) {
	return value != null && typeof value == "object";
}
/**
* The base implementation of `getTag` without fallbacks for buggy environments.
*
* @private
* @param {*} value The value to query.
* @returns {string} Returns the `toStringTag`.
*/
function baseGetTag$1(value) {
	if (value == null) return value === void 0 ? undefinedTag$1 : nullTag$1;
	return symToStringTag$1 && symToStringTag$1 in Object(value) ? getRawTag$1(value) : objectToString$1(value);
}
/**
* A specialized version of `baseGetTag` which ignores `Symbol.toStringTag` values.
*
* @private
* @param {*} value The value to query.
* @returns {string} Returns the raw `toStringTag`.
*/
function getRawTag$1(value) {
	const isOwn = hasOwnProperty$1.call(value, symToStringTag$1), tag = value[symToStringTag$1];
	let unmasked = false;
	try {
		value[symToStringTag$1] = void 0;
		unmasked = true;
	} catch {}
	const result = nativeObjectToString$1.call(value);
	if (unmasked) {
		if (isOwn) value[symToStringTag$1] = tag;
		else delete value[symToStringTag$1];
	}
	return result;
}
/**
* Converts `value` to a string using `Object.prototype.toString`.
*
* @private
* @param {*} value The value to convert.
* @returns {string} Returns the converted string.
*/
function objectToString$1(value) {
	return nativeObjectToString$1.call(value);
}
var objectTag$1, nullTag$1, undefinedTag$1, funcToString$1, objectCtorString$1, getPrototypeOf$1, objectProto$1, hasOwnProperty$1, symToStringTag$1, nativeObjectToString$1;
var init_lodash_merge = __esmMin((() => {
	objectTag$1 = "[object Object]";
	nullTag$1 = "[object Null]";
	undefinedTag$1 = "[object Undefined]";
	funcToString$1 = Function.prototype.toString;
	objectCtorString$1 = funcToString$1.call(Object);
	getPrototypeOf$1 = Object.getPrototypeOf;
	objectProto$1 = Object.prototype;
	hasOwnProperty$1 = objectProto$1.hasOwnProperty;
	symToStringTag$1 = Symbol ? Symbol.toStringTag : void 0;
	nativeObjectToString$1 = objectProto$1.toString;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/merge.js
/**
* Merges objects together
* @param args - objects / values to be merged
*/
function merge$1(...args) {
	let result = args.shift();
	const objects = /* @__PURE__ */ new WeakMap();
	while (args.length > 0) result = mergeTwoObjects$1(result, args.shift(), 0, objects);
	return result;
}
function takeValue$1(value) {
	if (isArray$1(value)) return value.slice();
	return value;
}
/**
* Merges two objects
* @param one - first object
* @param two - second object
* @param level - current deep level
* @param objects - objects holder that has been already referenced - to prevent
* cyclic dependency
*/
function mergeTwoObjects$1(one, two, level = 0, objects) {
	let result;
	if (level > MAX_LEVEL$1) return;
	level++;
	if (isPrimitive$1(one) || isPrimitive$1(two) || isFunction$1(two)) result = takeValue$1(two);
	else if (isArray$1(one)) {
		result = one.slice();
		if (isArray$1(two)) for (let i = 0, j = two.length; i < j; i++) result.push(takeValue$1(two[i]));
		else if (isObject$1(two)) {
			const keys = Object.keys(two);
			for (let i = 0, j = keys.length; i < j; i++) {
				const key = keys[i];
				if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
				result[key] = takeValue$1(two[key]);
			}
		}
	} else if (isObject$1(one)) {
		if (isObject$1(two)) {
			if (!shouldMerge$1(one, two)) return two;
			result = Object.assign({}, one);
			const keys = Object.keys(two);
			for (let i = 0, j = keys.length; i < j; i++) {
				const key = keys[i];
				if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
				const twoValue = two[key];
				if (isPrimitive$1(twoValue)) {
					if (typeof twoValue === "undefined") delete result[key];
					else result[key] = twoValue;
				} else {
					const obj1 = result[key];
					const obj2 = twoValue;
					if (wasObjectReferenced$1(one, key, objects) || wasObjectReferenced$1(two, key, objects)) delete result[key];
					else {
						if (isObject$1(obj1) && isObject$1(obj2)) {
							const arr1 = objects.get(obj1) || [];
							const arr2 = objects.get(obj2) || [];
							arr1.push({
								obj: one,
								key
							});
							arr2.push({
								obj: two,
								key
							});
							objects.set(obj1, arr1);
							objects.set(obj2, arr2);
						}
						result[key] = mergeTwoObjects$1(result[key], twoValue, level, objects);
					}
				}
			}
		} else result = two;
	}
	return result;
}
/**
* Function to check if object has been already reference
* @param obj
* @param key
* @param objects
*/
function wasObjectReferenced$1(obj, key, objects) {
	const arr = objects.get(obj[key]) || [];
	for (let i = 0, j = arr.length; i < j; i++) {
		const info = arr[i];
		if (info.key === key && info.obj === obj) return true;
	}
	return false;
}
function isArray$1(value) {
	return Array.isArray(value);
}
function isFunction$1(value) {
	return typeof value === "function";
}
function isObject$1(value) {
	return !isPrimitive$1(value) && !isArray$1(value) && !isFunction$1(value) && typeof value === "object";
}
function isPrimitive$1(value) {
	return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "undefined" || value instanceof Date || value instanceof RegExp || value === null;
}
function shouldMerge$1(one, two) {
	if (!isPlainObject$1(one) || !isPlainObject$1(two)) return false;
	return true;
}
var MAX_LEVEL$1;
var init_merge = __esmMin((() => {
	init_lodash_merge();
	MAX_LEVEL$1 = 20;
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/timeout.js
/**
* Adds a timeout to a promise and rejects if the specified timeout has elapsed. Also rejects if the specified promise
* rejects, and resolves if the specified promise resolves.
*
* <p> NOTE: this operation will continue even after it throws a {@link TimeoutError}.
*
* @param promise promise to use with timeout.
* @param timeout the timeout in milliseconds until the returned promise is rejected.
*/
function callWithTimeout(promise, timeout) {
	let timeoutHandle;
	const timeoutPromise = new Promise(function timeoutFunction(_resolve, reject) {
		timeoutHandle = setTimeout(function timeoutHandler() {
			reject(new TimeoutError("Operation timed out."));
		}, timeout);
	});
	return Promise.race([promise, timeoutPromise]).then((result) => {
		clearTimeout(timeoutHandle);
		return result;
	}, (reason) => {
		clearTimeout(timeoutHandle);
		throw reason;
	});
}
var TimeoutError;
var init_timeout = __esmMin((() => {
	TimeoutError = class TimeoutError extends Error {
		constructor(message) {
			super(message);
			Object.setPrototypeOf(this, TimeoutError.prototype);
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/url.js
function urlMatches$2(url, urlToMatch) {
	if (typeof urlToMatch === "string") return url === urlToMatch;
	else return !!url.match(urlToMatch);
}
/**
* Check if {@param url} should be ignored when comparing against {@param ignoredUrls}
* @param url
* @param ignoredUrls
*/
function isUrlIgnored$2(url, ignoredUrls) {
	if (!ignoredUrls) return false;
	for (const ignoreUrl of ignoredUrls) if (urlMatches$2(url, ignoreUrl)) return true;
	return false;
}
var init_url = __esmMin((() => {}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/promise.js
var Deferred$1;
var init_promise = __esmMin((() => {
	Deferred$1 = class {
		_promise;
		_resolve;
		_reject;
		constructor() {
			this._promise = new Promise((resolve, reject) => {
				this._resolve = resolve;
				this._reject = reject;
			});
		}
		get promise() {
			return this._promise;
		}
		resolve(val) {
			this._resolve(val);
		}
		reject(err) {
			this._reject(err);
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/callback.js
var BindOnceFuture$1;
var init_callback = __esmMin((() => {
	init_promise();
	BindOnceFuture$1 = class {
		_isCalled = false;
		_deferred = new Deferred$1();
		_callback;
		_that;
		constructor(callback, that) {
			this._callback = callback;
			this._that = that;
		}
		get isCalled() {
			return this._isCalled;
		}
		get promise() {
			return this._deferred.promise;
		}
		call(...args) {
			if (!this._isCalled) {
				this._isCalled = true;
				try {
					Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
				} catch (err) {
					this._deferred.reject(err);
				}
			}
			return this._deferred.promise;
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/utils/configuration.js
/**
* Convert a string to a {@link DiagLogLevel}, defaults to {@link DiagLogLevel} if the log level does not exist or undefined if the input is undefined.
* @param value
*/
function diagLogLevelFromString(value) {
	if (value == null) return;
	const resolvedLogLevel = logLevelMap[value.toUpperCase()];
	if (resolvedLogLevel == null) {
		diag.warn(`Unknown log level "${value}", expected one of ${Object.keys(logLevelMap)}, using default`);
		return DiagLogLevel.INFO;
	}
	return resolvedLogLevel;
}
var logLevelMap;
var init_configuration = __esmMin((() => {
	init_esm$1();
	logLevelMap = {
		ALL: DiagLogLevel.ALL,
		VERBOSE: DiagLogLevel.VERBOSE,
		DEBUG: DiagLogLevel.DEBUG,
		INFO: DiagLogLevel.INFO,
		WARN: DiagLogLevel.WARN,
		ERROR: DiagLogLevel.ERROR,
		NONE: DiagLogLevel.NONE
	};
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/internal/exporter.js
/**
* @internal
* Shared functionality used by Exporters while exporting data, including suppression of Traces.
*/
function _export(exporter, arg) {
	return new Promise((resolve) => {
		context.with(suppressTracing$1(context.active()), () => {
			exporter.export(arg, resolve);
		});
	});
}
var init_exporter = __esmMin((() => {
	init_esm$1();
	init_suppress_tracing();
}));
// node_modules/@opentelemetry/otlp-transformer/node_modules/@opentelemetry/core/build/esm/index.js
var esm_exports = /* @__PURE__ */ __exportAll({
	AnchoredClock: () => AnchoredClock,
	BindOnceFuture: () => BindOnceFuture$1,
	CompositePropagator: () => CompositePropagator$1,
	ExportResultCode: () => ExportResultCode$1,
	RPCType: () => RPCType,
	SDK_INFO: () => SDK_INFO$1,
	TRACE_PARENT_HEADER: () => TRACE_PARENT_HEADER$1,
	TRACE_STATE_HEADER: () => TRACE_STATE_HEADER$1,
	TimeoutError: () => TimeoutError,
	TraceState: () => TraceState$1,
	W3CBaggagePropagator: () => W3CBaggagePropagator$1,
	W3CTraceContextPropagator: () => W3CTraceContextPropagator$1,
	_globalThis: () => _globalThis,
	addHrTimes: () => addHrTimes$3,
	callWithTimeout: () => callWithTimeout,
	deleteRPCMetadata: () => deleteRPCMetadata,
	diagLogLevelFromString: () => diagLogLevelFromString,
	getBooleanFromEnv: () => getBooleanFromEnv,
	getNumberFromEnv: () => getNumberFromEnv$1,
	getRPCMetadata: () => getRPCMetadata,
	getStringFromEnv: () => getStringFromEnv$1,
	getStringListFromEnv: () => getStringListFromEnv$2,
	getTimeOrigin: () => getTimeOrigin,
	globalErrorHandler: () => globalErrorHandler$1,
	hrTime: () => hrTime$3,
	hrTimeDuration: () => hrTimeDuration$1,
	hrTimeToMicroseconds: () => hrTimeToMicroseconds,
	hrTimeToMilliseconds: () => hrTimeToMilliseconds,
	hrTimeToNanoseconds: () => hrTimeToNanoseconds$2,
	hrTimeToSeconds: () => hrTimeToSeconds,
	hrTimeToTimeStamp: () => hrTimeToTimeStamp,
	internal: () => internal,
	isAttributeValue: () => isAttributeValue$1,
	isTimeInput: () => isTimeInput$1,
	isTimeInputHrTime: () => isTimeInputHrTime$3,
	isTracingSuppressed: () => isTracingSuppressed$2,
	isUrlIgnored: () => isUrlIgnored$2,
	loggingErrorHandler: () => loggingErrorHandler$1,
	merge: () => merge$1,
	millisToHrTime: () => millisToHrTime$3,
	otperformance: () => otperformance$3,
	parseKeyPairsIntoRecord: () => parseKeyPairsIntoRecord,
	parseTraceParent: () => parseTraceParent$1,
	sanitizeAttributes: () => sanitizeAttributes$1,
	setGlobalErrorHandler: () => setGlobalErrorHandler,
	setRPCMetadata: () => setRPCMetadata,
	suppressTracing: () => suppressTracing$1,
	timeInputToHrTime: () => timeInputToHrTime$2,
	unrefTimer: () => unrefTimer,
	unsuppressTracing: () => unsuppressTracing,
	urlMatches: () => urlMatches$2
});
var internal;
var init_esm = __esmMin((() => {
	init_W3CBaggagePropagator();
	init_anchored_clock();
	init_attributes();
	init_global_error_handler();
	init_logging_error_handler();
	init_time();
	init_timer_util();
	init_ExportResult();
	init_utils();
	init_browser();
	init_composite();
	init_W3CTraceContextPropagator();
	init_rpc_metadata();
	init_suppress_tracing();
	init_TraceState();
	init_merge();
	init_timeout();
	init_url();
	init_callback();
	init_configuration();
	init_exporter();
	internal = { _export };
}));
// node_modules/@opentelemetry/otlp-transformer/build/src/common/hex-to-binary.js
var require_hex_to_binary = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.hexToBinary = void 0;
	function intValue(charCode) {
		if (charCode >= 48 && charCode <= 57) return charCode - 48;
		if (charCode >= 97 && charCode <= 102) return charCode - 87;
		return charCode - 55;
	}
	function hexToBinary(hexStr) {
		const buf = new Uint8Array(hexStr.length / 2);
		let offset = 0;
		for (let i = 0; i < hexStr.length; i += 2) {
			const hi = intValue(hexStr.charCodeAt(i));
			const lo = intValue(hexStr.charCodeAt(i + 1));
			buf[offset++] = hi << 4 | lo;
		}
		return buf;
	}
	exports.hexToBinary = hexToBinary;
}));
// node_modules/@opentelemetry/otlp-transformer/build/src/common/utils.js
var require_utils = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.JSON_ENCODER = exports.PROTOBUF_ENCODER = exports.encodeAsString = exports.encodeAsLongBits = exports.toLongBits = exports.hrTimeToNanos = void 0;
	var core_1 = (init_esm(), __toCommonJS(esm_exports));
	var hex_to_binary_1 = require_hex_to_binary();
	function hrTimeToNanos(hrTime) {
		const NANOSECONDS = BigInt(1e9);
		return BigInt(Math.trunc(hrTime[0])) * NANOSECONDS + BigInt(Math.trunc(hrTime[1]));
	}
	exports.hrTimeToNanos = hrTimeToNanos;
	function toLongBits(value) {
		return {
			low: Number(BigInt.asUintN(32, value)),
			high: Number(BigInt.asUintN(32, value >> BigInt(32)))
		};
	}
	exports.toLongBits = toLongBits;
	function encodeAsLongBits(hrTime) {
		return toLongBits(hrTimeToNanos(hrTime));
	}
	exports.encodeAsLongBits = encodeAsLongBits;
	function encodeAsString(hrTime) {
		return hrTimeToNanos(hrTime).toString();
	}
	exports.encodeAsString = encodeAsString;
	var encodeTimestamp = typeof BigInt !== "undefined" ? encodeAsString : core_1.hrTimeToNanoseconds;
	function identity(value) {
		return value;
	}
	function optionalHexToBinary(str) {
		if (str === void 0) return void 0;
		return (0, hex_to_binary_1.hexToBinary)(str);
	}
	/**
	* Encoder for protobuf format.
	* Uses { high, low } timestamps and binary for span/trace IDs, leaves Uint8Array attributes as-is.
	*/
	exports.PROTOBUF_ENCODER = {
		encodeHrTime: encodeAsLongBits,
		encodeSpanContext: hex_to_binary_1.hexToBinary,
		encodeOptionalSpanContext: optionalHexToBinary,
		encodeUint8Array: identity
	};
	/**
	* Encoder for JSON format.
	* Uses string timestamps, hex for span/trace IDs, and base64 for Uint8Array.
	*/
	exports.JSON_ENCODER = {
		encodeHrTime: encodeTimestamp,
		encodeSpanContext: identity,
		encodeOptionalSpanContext: identity,
		encodeUint8Array: (bytes) => {
			if (typeof Buffer !== "undefined") return Buffer.from(bytes).toString("base64");
			const chars = new Array(bytes.length);
			for (let i = 0; i < bytes.length; i++) chars[i] = String.fromCharCode(bytes[i]);
			return btoa(chars.join(""));
		}
	};
}));
// node_modules/@opentelemetry/otlp-transformer/build/src/common/internal.js
var require_internal$1 = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.toAnyValue = exports.toKeyValue = exports.toAttributes = exports.createInstrumentationScope = exports.createResource = void 0;
	function createResource(resource, encoder) {
		const result = {
			attributes: toAttributes(resource.attributes, encoder),
			droppedAttributesCount: 0
		};
		const schemaUrl = resource.schemaUrl;
		if (schemaUrl && schemaUrl !== "") result.schemaUrl = schemaUrl;
		return result;
	}
	exports.createResource = createResource;
	function createInstrumentationScope(scope, encoder) {
		const result = {
			name: scope.name,
			version: scope.version
		};
		if (scope.attributes && Object.keys(scope.attributes).length > 0) {
			result.attributes = toAttributes(scope.attributes, encoder);
			result.droppedAttributesCount = scope.droppedAttributesCount ?? 0;
		}
		return result;
	}
	exports.createInstrumentationScope = createInstrumentationScope;
	function toAttributes(attributes, encoder) {
		return Object.keys(attributes).map((key) => toKeyValue(key, attributes[key], encoder));
	}
	exports.toAttributes = toAttributes;
	function toKeyValue(key, value, encoder) {
		return {
			key,
			value: toAnyValue(value, encoder)
		};
	}
	exports.toKeyValue = toKeyValue;
	function toAnyValue(value, encoder) {
		const t = typeof value;
		if (t === "string") return { stringValue: value };
		if (t === "number") {
			if (!Number.isInteger(value)) return { doubleValue: value };
			return { intValue: value };
		}
		if (t === "boolean") return { boolValue: value };
		if (value instanceof Uint8Array) return { bytesValue: encoder.encodeUint8Array(value) };
		if (Array.isArray(value)) {
			const values = new Array(value.length);
			for (let i = 0; i < value.length; i++) values[i] = toAnyValue(value[i], encoder);
			return { arrayValue: { values } };
		}
		if (t === "object" && value != null) {
			const keys = Object.keys(value);
			const values = new Array(keys.length);
			for (let i = 0; i < keys.length; i++) values[i] = {
				key: keys[i],
				value: toAnyValue(value[keys[i]], encoder)
			};
			return { kvlistValue: { values } };
		}
		return {};
	}
	exports.toAnyValue = toAnyValue;
}));
// node_modules/@opentelemetry/otlp-transformer/build/src/trace/internal.js
var require_internal = /* @__PURE__ */ __commonJSMin(((exports) => {
	Object.defineProperty(exports, "__esModule", { value: true });
	exports.createExportTraceServiceRequest = exports.toOtlpSpanEvent = exports.toOtlpLink = exports.sdkSpanToOtlpSpan = void 0;
	var internal_1 = require_internal$1();
	var SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK = 256;
	var SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK = 512;
	/**
	* Builds the 32-bit span flags value combining the low 8-bit W3C TraceFlags
	* with the HAS_IS_REMOTE and IS_REMOTE bits according to the OTLP spec.
	*/
	function buildSpanFlagsFrom(traceFlags, isRemote) {
		let flags = traceFlags & 255 | SPAN_FLAGS_CONTEXT_HAS_IS_REMOTE_MASK;
		if (isRemote) flags |= SPAN_FLAGS_CONTEXT_IS_REMOTE_MASK;
		return flags;
	}
	function sdkSpanToOtlpSpan(span, encoder) {
		const ctx = span.spanContext();
		const status = span.status;
		const parentSpanId = span.parentSpanContext?.spanId ? encoder.encodeSpanContext(span.parentSpanContext?.spanId) : void 0;
		return {
			traceId: encoder.encodeSpanContext(ctx.traceId),
			spanId: encoder.encodeSpanContext(ctx.spanId),
			parentSpanId,
			traceState: ctx.traceState?.serialize(),
			name: span.name,
			kind: span.kind == null ? 0 : span.kind + 1,
			startTimeUnixNano: encoder.encodeHrTime(span.startTime),
			endTimeUnixNano: encoder.encodeHrTime(span.endTime),
			attributes: (0, internal_1.toAttributes)(span.attributes, encoder),
			droppedAttributesCount: span.droppedAttributesCount,
			events: span.events.map((event) => toOtlpSpanEvent(event, encoder)),
			droppedEventsCount: span.droppedEventsCount,
			status: {
				code: status.code,
				message: status.message
			},
			links: span.links.map((link) => toOtlpLink(link, encoder)),
			droppedLinksCount: span.droppedLinksCount,
			flags: buildSpanFlagsFrom(ctx.traceFlags, span.parentSpanContext?.isRemote)
		};
	}
	exports.sdkSpanToOtlpSpan = sdkSpanToOtlpSpan;
	function toOtlpLink(link, encoder) {
		return {
			attributes: link.attributes ? (0, internal_1.toAttributes)(link.attributes, encoder) : [],
			spanId: encoder.encodeSpanContext(link.context.spanId),
			traceId: encoder.encodeSpanContext(link.context.traceId),
			traceState: link.context.traceState?.serialize(),
			droppedAttributesCount: link.droppedAttributesCount || 0,
			flags: buildSpanFlagsFrom(link.context.traceFlags, link.context.isRemote)
		};
	}
	exports.toOtlpLink = toOtlpLink;
	function toOtlpSpanEvent(timedEvent, encoder) {
		return {
			attributes: timedEvent.attributes ? (0, internal_1.toAttributes)(timedEvent.attributes, encoder) : [],
			name: timedEvent.name,
			timeUnixNano: encoder.encodeHrTime(timedEvent.time),
			droppedAttributesCount: timedEvent.droppedAttributesCount || 0
		};
	}
	exports.toOtlpSpanEvent = toOtlpSpanEvent;
	function createExportTraceServiceRequest(spans, encoder) {
		return { resourceSpans: spanRecordsToResourceSpans(spans, encoder) };
	}
	exports.createExportTraceServiceRequest = createExportTraceServiceRequest;
	function createResourceMap(readableSpans) {
		const resourceMap = /* @__PURE__ */ new Map();
		for (const record of readableSpans) {
			let ilsMap = resourceMap.get(record.resource);
			if (!ilsMap) {
				ilsMap = /* @__PURE__ */ new Map();
				resourceMap.set(record.resource, ilsMap);
			}
			const instrumentationScopeKey = `${record.instrumentationScope.name}@${record.instrumentationScope.version || ""}:${record.instrumentationScope.schemaUrl || ""}`;
			let records = ilsMap.get(instrumentationScopeKey);
			if (!records) {
				records = [];
				ilsMap.set(instrumentationScopeKey, records);
			}
			records.push(record);
		}
		return resourceMap;
	}
	function spanRecordsToResourceSpans(readableSpans, encoder) {
		const resourceMap = createResourceMap(readableSpans);
		const out = [];
		const entryIterator = resourceMap.entries();
		let entry = entryIterator.next();
		while (!entry.done) {
			const [resource, ilmMap] = entry.value;
			const scopeResourceSpans = [];
			const ilmIterator = ilmMap.values();
			let ilmEntry = ilmIterator.next();
			while (!ilmEntry.done) {
				const scopeSpans = ilmEntry.value;
				if (scopeSpans.length > 0) {
					const spans = scopeSpans.map((readableSpan) => sdkSpanToOtlpSpan(readableSpan, encoder));
					scopeResourceSpans.push({
						scope: (0, internal_1.createInstrumentationScope)(scopeSpans[0].instrumentationScope, encoder),
						spans,
						schemaUrl: scopeSpans[0].instrumentationScope.schemaUrl
					});
				}
				ilmEntry = ilmIterator.next();
			}
			const processedResource = (0, internal_1.createResource)(resource, encoder);
			const transformedSpans = {
				resource: processedResource,
				scopeSpans: scopeResourceSpans,
				schemaUrl: processedResource.schemaUrl
			};
			out.push(transformedSpans);
			entry = entryIterator.next();
		}
		return out;
	}
}));
// node_modules/@grafana/faro-web-tracing/dist/esm/faroTraceExporter.js
var import_utils = require_utils();
var import_internal = require_internal();
var FaroTraceExporter = class {
	constructor(config) {
		this.config = config;
	}
	export(spans, resultCallback) {
		const traceEvent = (0, import_internal.createExportTraceServiceRequest)(spans, import_utils.JSON_ENCODER);
		this.config.api.pushTraces(traceEvent);
		sendFaroEvents(traceEvent.resourceSpans, this.config.api);
		resultCallback({ code: ExportResultCode$2.SUCCESS });
	}
	shutdown() {
		return Promise.resolve(void 0);
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/instrumentationUtils.js
init_esm$1();
/**
* Adds HTTP status code to every span.
*
* The fetch instrumentation does not always set the span status to error as defined by the spec.
* To work around that issue we manually set the span status.
*
* Issue: https://github.com/open-telemetry/opentelemetry-js/issues/3564
* Spec: https://github.com/open-telemetry/opentelemetry-specification/blob/v1.20.0/specification/trace/semantic_conventions/http.md#status
*/
function setSpanStatusOnFetchError(span, _request, result) {
	setSpanStatus(span, result instanceof Error ? 0 : result.status);
}
function setSpanStatusOnXMLHttpRequestError(span, xhr) {
	setSpanStatus(span, xhr.status);
}
function setSpanStatus(span, httpStatusCode) {
	if (httpStatusCode == null) return;
	if (httpStatusCode === 0 || httpStatusCode >= 400 && httpStatusCode < 600) span.setStatus({ code: SpanStatusCode.ERROR });
}
function fetchCustomAttributeFunctionWithDefaults(callback) {
	return (span, request, result) => {
		setSpanStatusOnFetchError(span, request, result);
		callback === null || callback === void 0 || callback(span, request, result);
	};
}
function xhrCustomAttributeFunctionWithDefaults(callback) {
	return (span, xhr) => {
		setSpanStatusOnXMLHttpRequestError(span, xhr);
		callback === null || callback === void 0 || callback(span, xhr);
	};
}
// node_modules/@opentelemetry/api-logs/build/esm/NoopLogger.js
var NoopLogger = class {
	emit(_logRecord) {}
	enabled() {
		return false;
	}
};
var NOOP_LOGGER = new NoopLogger();
// node_modules/@opentelemetry/api-logs/build/esm/internal/global-utils.js
var GLOBAL_LOGS_API_KEY = Symbol.for("io.opentelemetry.js.api.logs");
var _global = globalThis;
/**
* Make a function which accepts a version integer and returns the instance of an API if the version
* is compatible, or a fallback version (usually NOOP) if it is not.
*
* @param requiredVersion Backwards compatibility version which is required to return the instance
* @param instance Instance which should be returned if the required version is compatible
* @param fallback Fallback instance, usually NOOP, which will be returned if the required version is not compatible
*/
function makeGetter(requiredVersion, instance, fallback) {
	return (version) => version === requiredVersion ? instance : fallback;
}
// node_modules/@opentelemetry/api-logs/build/esm/NoopLoggerProvider.js
var NoopLoggerProvider = class {
	getLogger(_name, _version, _options) {
		return new NoopLogger();
	}
};
var NOOP_LOGGER_PROVIDER = new NoopLoggerProvider();
// node_modules/@opentelemetry/api-logs/build/esm/ProxyLogger.js
var ProxyLogger = class {
	constructor(provider, name, version, options) {
		this._provider = provider;
		this.name = name;
		this.version = version;
		this.options = options;
	}
	/**
	* Emit a log record. This method should only be used by log appenders.
	*
	* @param logRecord
	*/
	emit(logRecord) {
		this._getLogger().emit(logRecord);
	}
	enabled(options) {
		return this._getLogger().enabled(options);
	}
	/**
	* Try to get a logger from the proxy logger provider.
	* If the proxy logger provider has no delegate, return a noop logger.
	*/
	_getLogger() {
		if (this._delegate) return this._delegate;
		const logger = this._provider._getDelegateLogger(this.name, this.version, this.options);
		if (!logger) return NOOP_LOGGER;
		this._delegate = logger;
		return this._delegate;
	}
};
// node_modules/@opentelemetry/api-logs/build/esm/ProxyLoggerProvider.js
var ProxyLoggerProvider = class {
	getLogger(name, version, options) {
		var _a;
		return (_a = this._getDelegateLogger(name, version, options)) !== null && _a !== void 0 ? _a : new ProxyLogger(this, name, version, options);
	}
	/**
	* Get the delegate logger provider.
	* Used by tests only.
	* @internal
	*/
	_getDelegate() {
		var _a;
		return (_a = this._delegate) !== null && _a !== void 0 ? _a : NOOP_LOGGER_PROVIDER;
	}
	/**
	* Set the delegate logger provider
	* @internal
	*/
	_setDelegate(delegate) {
		this._delegate = delegate;
	}
	/**
	* @internal
	*/
	_getDelegateLogger(name, version, options) {
		var _a;
		return (_a = this._delegate) === null || _a === void 0 ? void 0 : _a.getLogger(name, version, options);
	}
};
// node_modules/@opentelemetry/api-logs/build/esm/index.js
var logs = class LogsAPI {
	constructor() {
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
	static getInstance() {
		if (!this._instance) this._instance = new LogsAPI();
		return this._instance;
	}
	setGlobalLoggerProvider(provider) {
		if (_global[GLOBAL_LOGS_API_KEY]) return this.getLoggerProvider();
		_global[GLOBAL_LOGS_API_KEY] = makeGetter(1, provider, NOOP_LOGGER_PROVIDER);
		this._proxyLoggerProvider._setDelegate(provider);
		return provider;
	}
	/**
	* Returns the global logger provider.
	*
	* @returns LoggerProvider
	*/
	getLoggerProvider() {
		var _a, _b;
		return (_b = (_a = _global[GLOBAL_LOGS_API_KEY]) === null || _a === void 0 ? void 0 : _a.call(_global, 1)) !== null && _b !== void 0 ? _b : this._proxyLoggerProvider;
	}
	/**
	* Returns a Logger, creating one if one with the given name, version,
	* schemaUrl, and attributes is not already created.
	*
	* Getting a Logger may be expensive, especially when `attributes` are
	* provided. Reuse Logger instances where possible instead of calling
	* `getLogger()` on hot paths.
	*
	* @param name The name of the logger or instrumentation library.
	* @param version The version of the logger or instrumentation library.
	* @param options The options of the logger or instrumentation library.
	* @returns {@link Logger}
	*/
	getLogger(name, version, options) {
		return this.getLoggerProvider().getLogger(name, version, options);
	}
	/** Remove the global logger provider */
	disable() {
		delete _global[GLOBAL_LOGS_API_KEY];
		this._proxyLoggerProvider = new ProxyLoggerProvider();
	}
}.getInstance();
// node_modules/@opentelemetry/instrumentation/build/esm/autoLoaderUtils.js
/**
* Enable instrumentations
* @param instrumentations
* @param tracerProvider
* @param meterProvider
*/
function enableInstrumentations(instrumentations, tracerProvider, meterProvider, loggerProvider) {
	for (let i = 0, j = instrumentations.length; i < j; i++) {
		const instrumentation = instrumentations[i];
		if (tracerProvider) instrumentation.setTracerProvider(tracerProvider);
		if (meterProvider) instrumentation.setMeterProvider(meterProvider);
		if (loggerProvider && instrumentation.setLoggerProvider) instrumentation.setLoggerProvider(loggerProvider);
		if (!instrumentation.getConfig().enabled) instrumentation.enable();
	}
}
/**
* Disable instrumentations
* @param instrumentations
*/
function disableInstrumentations(instrumentations) {
	instrumentations.forEach((instrumentation) => instrumentation.disable());
}
// node_modules/@opentelemetry/instrumentation/build/esm/autoLoader.js
init_esm$1();
/**
* It will register instrumentations and plugins
* @param options
* @return returns function to unload instrumentation and plugins that were
*   registered
*/
function registerInstrumentations(options) {
	const tracerProvider = options.tracerProvider || trace.getTracerProvider();
	const meterProvider = options.meterProvider || metrics.getMeterProvider();
	const loggerProvider = options.loggerProvider || logs.getLoggerProvider();
	const instrumentations = options.instrumentations?.flat() ?? [];
	enableInstrumentations(instrumentations, tracerProvider, meterProvider, loggerProvider);
	return () => {
		disableInstrumentations(instrumentations);
	};
}
// node_modules/@opentelemetry/instrumentation/build/esm/shimmer.js
var logger = console.error.bind(console);
function defineProperty(obj, name, value) {
	const enumerable = !!obj[name] && Object.prototype.propertyIsEnumerable.call(obj, name);
	Object.defineProperty(obj, name, {
		configurable: true,
		enumerable,
		writable: true,
		value
	});
}
var wrap = (nodule, name, wrapper) => {
	if (!nodule || !nodule[name]) {
		logger("no original function " + String(name) + " to wrap");
		return;
	}
	if (!wrapper) {
		logger("no wrapper function");
		logger((/* @__PURE__ */ new Error()).stack);
		return;
	}
	const original = nodule[name];
	if (typeof original !== "function" || typeof wrapper !== "function") {
		logger("original object and wrapper must be functions");
		return;
	}
	const wrapped = wrapper(original, name);
	defineProperty(wrapped, "__original", original);
	defineProperty(wrapped, "__unwrap", () => {
		if (nodule[name] === wrapped) defineProperty(nodule, name, original);
	});
	defineProperty(wrapped, "__wrapped", true);
	defineProperty(nodule, name, wrapped);
	return wrapped;
};
var massWrap = (nodules, names, wrapper) => {
	if (!nodules) {
		logger("must provide one or more modules to patch");
		logger((/* @__PURE__ */ new Error()).stack);
		return;
	} else if (!Array.isArray(nodules)) nodules = [nodules];
	if (!(names && Array.isArray(names))) {
		logger("must provide one or more functions to wrap on modules");
		return;
	}
	nodules.forEach((nodule) => {
		names.forEach((name) => {
			wrap(nodule, name, wrapper);
		});
	});
};
var unwrap = (nodule, name) => {
	if (!nodule || !nodule[name]) {
		logger("no function to unwrap.");
		logger((/* @__PURE__ */ new Error()).stack);
		return;
	}
	const wrapped = nodule[name];
	if (!wrapped.__unwrap) logger("no original to unwrap to -- has " + String(name) + " already been unwrapped?");
	else {
		wrapped.__unwrap();
		return;
	}
};
var massUnwrap = (nodules, names) => {
	if (!nodules) {
		logger("must provide one or more modules to patch");
		logger((/* @__PURE__ */ new Error()).stack);
		return;
	} else if (!Array.isArray(nodules)) nodules = [nodules];
	if (!(names && Array.isArray(names))) {
		logger("must provide one or more functions to unwrap on modules");
		return;
	}
	nodules.forEach((nodule) => {
		names.forEach((name) => {
			unwrap(nodule, name);
		});
	});
};
function shimmer(options) {
	if (options && options.logger) {
		if (typeof options.logger !== "function") logger("new logger isn't a function, not replacing");
		else logger = options.logger;
	}
}
shimmer.wrap = wrap;
shimmer.massWrap = massWrap;
shimmer.unwrap = unwrap;
shimmer.massUnwrap = massUnwrap;
// node_modules/@opentelemetry/instrumentation/build/esm/instrumentation.js
init_esm$1();
/**
* Base abstract internal class for instrumenting node and web plugins
*/
var InstrumentationAbstract = class {
	_config = {};
	_tracer;
	_meter;
	_logger;
	_diag;
	instrumentationName;
	instrumentationVersion;
	constructor(instrumentationName, instrumentationVersion, config) {
		this.instrumentationName = instrumentationName;
		this.instrumentationVersion = instrumentationVersion;
		this.setConfig(config);
		this._diag = diag.createComponentLogger({ namespace: instrumentationName });
		this._tracer = trace.getTracer(instrumentationName, instrumentationVersion);
		this._meter = metrics.getMeter(instrumentationName, instrumentationVersion);
		this._logger = logs.getLogger(instrumentationName, instrumentationVersion);
		this._updateMetricInstruments();
	}
	_wrap = wrap;
	_unwrap = unwrap;
	_massWrap = massWrap;
	_massUnwrap = massUnwrap;
	get meter() {
		return this._meter;
	}
	/**
	* Sets MeterProvider to this plugin
	* @param meterProvider
	*/
	setMeterProvider(meterProvider) {
		this._meter = meterProvider.getMeter(this.instrumentationName, this.instrumentationVersion);
		this._updateMetricInstruments();
	}
	get logger() {
		return this._logger;
	}
	/**
	* Sets LoggerProvider to this plugin
	* @param loggerProvider
	*/
	setLoggerProvider(loggerProvider) {
		this._logger = loggerProvider.getLogger(this.instrumentationName, this.instrumentationVersion);
	}
	/**
	* @experimental
	*
	* Get module definitions defined by {@link init}.
	* This can be used for experimental compile-time instrumentation.
	*
	* @returns an array of {@link InstrumentationModuleDefinition}
	*/
	getModuleDefinitions() {
		const initResult = this.init() ?? [];
		if (!Array.isArray(initResult)) return [initResult];
		return initResult;
	}
	/**
	* Sets the new metric instruments with the current Meter.
	*/
	_updateMetricInstruments() {}
	getConfig() {
		return this._config;
	}
	/**
	* Sets InstrumentationConfig to this plugin
	* @param config
	*/
	setConfig(config) {
		this._config = {
			enabled: true,
			...config
		};
	}
	/**
	* Sets TracerProvider to this plugin
	* @param tracerProvider
	*/
	setTracerProvider(tracerProvider) {
		this._tracer = tracerProvider.getTracer(this.instrumentationName, this.instrumentationVersion);
	}
	get tracer() {
		return this._tracer;
	}
	/**
	* Execute span customization hook, if configured, and log any errors.
	* Any semantics of the trigger and info are defined by the specific instrumentation.
	* @param hookHandler The optional hook handler which the user has configured via instrumentation config
	* @param triggerName The name of the trigger for executing the hook for logging purposes
	* @param span The span to which the hook should be applied
	* @param info The info object to be passed to the hook, with useful data the hook may use
	*/
	_runSpanCustomizationHook(hookHandler, triggerName, span, info) {
		if (!hookHandler) return;
		try {
			hookHandler(span, info);
		} catch (e) {
			this._diag.error("Error running span customization hook due to exception in handler", { triggerName }, e);
		}
	}
};
// node_modules/@opentelemetry/instrumentation/build/esm/platform/browser/instrumentation.js
/**
* Base abstract class for instrumenting web plugins
*/
var InstrumentationBase = class extends InstrumentationAbstract {
	constructor(instrumentationName, instrumentationVersion, config) {
		super(instrumentationName, instrumentationVersion, config);
		if (this._config.enabled) this.enable();
	}
};
// node_modules/@opentelemetry/instrumentation/build/esm/utils.js
/**
* function to execute patched function and being able to catch errors
* @param execute - function to be executed
* @param onFinish - callback to run when execute finishes
*/
function safeExecuteInTheMiddle(execute, onFinish, preventThrowingError) {
	let error;
	let result;
	try {
		result = execute();
	} catch (e) {
		error = e;
	} finally {
		onFinish(error, result);
		if (error && !preventThrowingError) throw error;
		return result;
	}
}
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/core/build/esm/platform/browser/index.js
/**
* @deprecated Use performance directly.
*/
var otperformance$2 = performance;
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/core/build/esm/common/time.js
var NANOSECOND_DIGITS$2 = 9;
var MILLISECONDS_TO_NANOSECONDS$2 = Math.pow(10, 6);
var SECOND_TO_NANOSECONDS$2 = Math.pow(10, NANOSECOND_DIGITS$2);
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime$2(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS$2)];
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime$2(performanceNow) {
	return addHrTimes$2(millisToHrTime$2(otperformance$2.timeOrigin), millisToHrTime$2(typeof performanceNow === "number" ? performanceNow : otperformance$2.now()));
}
/**
*
* Converts a TimeInput to an HrTime, defaults to _hrtime().
* @param time
*/
function timeInputToHrTime$1(time) {
	if (isTimeInputHrTime$2(time)) return time;
	else if (typeof time === "number") {
		if (time < otperformance$2.timeOrigin / 2) return hrTime$2(time);
		else return millisToHrTime$2(time);
	} else if (time instanceof Date) return millisToHrTime$2(time.getTime());
	else throw TypeError("Invalid input type");
}
/**
* Convert hrTime to nanoseconds.
* @param time
*/
function hrTimeToNanoseconds$1(time) {
	return time[0] * SECOND_TO_NANOSECONDS$2 + time[1];
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime$2(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes$2(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS$2) {
		out[1] -= SECOND_TO_NANOSECONDS$2;
		out[0] += 1;
	}
	return out;
}
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/core/build/esm/utils/url.js
function urlMatches$1(url, urlToMatch) {
	if (typeof urlToMatch === "string") return url === urlToMatch;
	else return !!url.match(urlToMatch);
}
/**
* Check if {@param url} should be ignored when comparing against {@param ignoredUrls}
* @param url
* @param ignoredUrls
*/
function isUrlIgnored$1(url, ignoredUrls) {
	if (!ignoredUrls) return false;
	for (const ignoreUrl of ignoredUrls) if (urlMatches$1(url, ignoreUrl)) return true;
	return false;
}
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/sdk-trace-web/build/esm/enums/PerformanceTimingNames.js
var PerformanceTimingNames$1;
(function(PerformanceTimingNames) {
	PerformanceTimingNames["CONNECT_END"] = "connectEnd";
	PerformanceTimingNames["CONNECT_START"] = "connectStart";
	PerformanceTimingNames["DECODED_BODY_SIZE"] = "decodedBodySize";
	PerformanceTimingNames["DOM_COMPLETE"] = "domComplete";
	PerformanceTimingNames["DOM_CONTENT_LOADED_EVENT_END"] = "domContentLoadedEventEnd";
	PerformanceTimingNames["DOM_CONTENT_LOADED_EVENT_START"] = "domContentLoadedEventStart";
	PerformanceTimingNames["DOM_INTERACTIVE"] = "domInteractive";
	PerformanceTimingNames["DOMAIN_LOOKUP_END"] = "domainLookupEnd";
	PerformanceTimingNames["DOMAIN_LOOKUP_START"] = "domainLookupStart";
	PerformanceTimingNames["ENCODED_BODY_SIZE"] = "encodedBodySize";
	PerformanceTimingNames["FETCH_START"] = "fetchStart";
	PerformanceTimingNames["LOAD_EVENT_END"] = "loadEventEnd";
	PerformanceTimingNames["LOAD_EVENT_START"] = "loadEventStart";
	PerformanceTimingNames["NAVIGATION_START"] = "navigationStart";
	PerformanceTimingNames["REDIRECT_END"] = "redirectEnd";
	PerformanceTimingNames["REDIRECT_START"] = "redirectStart";
	PerformanceTimingNames["REQUEST_START"] = "requestStart";
	PerformanceTimingNames["RESPONSE_END"] = "responseEnd";
	PerformanceTimingNames["RESPONSE_START"] = "responseStart";
	PerformanceTimingNames["SECURE_CONNECTION_START"] = "secureConnectionStart";
	PerformanceTimingNames["START_TIME"] = "startTime";
	PerformanceTimingNames["UNLOAD_EVENT_END"] = "unloadEventEnd";
	PerformanceTimingNames["UNLOAD_EVENT_START"] = "unloadEventStart";
})(PerformanceTimingNames$1 || (PerformanceTimingNames$1 = {}));
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/sdk-trace-web/build/esm/semconv.js
/**
* Deprecated, use `http.response.header.<key>` instead.
*
* @example 3495
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*
* @deprecated Replaced by `http.response.header.<key>`.
*/
var ATTR_HTTP_RESPONSE_CONTENT_LENGTH$1 = "http.response_content_length";
/**
* Deprecated, use `http.response.body.size` instead.
*
* @example 5493
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*
* @deprecated Replace by `http.response.body.size`.
*/
var ATTR_HTTP_RESPONSE_CONTENT_LENGTH_UNCOMPRESSED$1 = "http.response_content_length_uncompressed";
// node_modules/@opentelemetry/instrumentation-xml-http-request/node_modules/@opentelemetry/sdk-trace-web/build/esm/utils.js
var urlNormalizingAnchor$1;
function getUrlNormalizingAnchor$1() {
	if (!urlNormalizingAnchor$1) urlNormalizingAnchor$1 = document.createElement("a");
	return urlNormalizingAnchor$1;
}
/**
* Helper function to be able to use enum as typed key in type and in interface when using forEach
* @param obj
* @param key
*/
function hasKey$1(obj, key) {
	return key in obj;
}
/**
* Helper function for starting an event on span based on {@link PerformanceEntries}
* @param span
* @param performanceName name of performance entry for time start
* @param entries
* @param ignoreZeros
*/
function addSpanNetworkEvent$1(span, performanceName, entries, ignoreZeros = true) {
	if (hasKey$1(entries, performanceName) && typeof entries[performanceName] === "number" && !(ignoreZeros && entries[performanceName] === 0)) return span.addEvent(performanceName, entries[performanceName]);
}
/**
* Helper function for adding network events and content length attributes.
*/
function addSpanNetworkEvents$1(span, resource, ignoreNetworkEvents = false, ignoreZeros, skipOldSemconvContentLengthAttrs) {
	if (ignoreZeros === void 0) ignoreZeros = resource[PerformanceTimingNames$1.START_TIME] !== 0;
	if (!ignoreNetworkEvents) {
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.FETCH_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.DOMAIN_LOOKUP_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.DOMAIN_LOOKUP_END, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.CONNECT_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.SECURE_CONNECTION_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.CONNECT_END, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.REQUEST_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.RESPONSE_START, resource, ignoreZeros);
		addSpanNetworkEvent$1(span, PerformanceTimingNames$1.RESPONSE_END, resource, ignoreZeros);
	}
	if (!skipOldSemconvContentLengthAttrs) {
		const encodedLength = resource[PerformanceTimingNames$1.ENCODED_BODY_SIZE];
		if (encodedLength !== void 0) span.setAttribute(ATTR_HTTP_RESPONSE_CONTENT_LENGTH$1, encodedLength);
		const decodedLength = resource[PerformanceTimingNames$1.DECODED_BODY_SIZE];
		if (decodedLength !== void 0 && encodedLength !== decodedLength) span.setAttribute(ATTR_HTTP_RESPONSE_CONTENT_LENGTH_UNCOMPRESSED$1, decodedLength);
	}
}
/**
* sort resources by startTime
* @param filteredResources
*/
function sortResources$1(filteredResources) {
	return filteredResources.slice().sort((a, b) => {
		const valueA = a[PerformanceTimingNames$1.FETCH_START];
		const valueB = b[PerformanceTimingNames$1.FETCH_START];
		if (valueA > valueB) return 1;
		else if (valueA < valueB) return -1;
		return 0;
	});
}
/** Returns the origin if present (if in browser context). */
function getOrigin$1() {
	return typeof location !== "undefined" ? location.origin : void 0;
}
/**
* Get closest performance resource ignoring the resources that have been
* already used.
* @param spanUrl
* @param startTimeHR
* @param endTimeHR
* @param resources
* @param ignoredResources
* @param initiatorType
*/
function getResource$1(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources = /* @__PURE__ */ new WeakSet(), initiatorType) {
	const parsedSpanUrl = parseUrl$1(spanUrl);
	spanUrl = parsedSpanUrl.toString();
	const filteredResources = filterResourcesForSpan$1(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources, initiatorType);
	if (filteredResources.length === 0) return { mainRequest: void 0 };
	if (filteredResources.length === 1) return { mainRequest: filteredResources[0] };
	const sorted = sortResources$1(filteredResources);
	if (parsedSpanUrl.origin !== getOrigin$1() && sorted.length > 1) {
		let corsPreFlightRequest = sorted[0];
		let mainRequest = findMainRequest$1(sorted, corsPreFlightRequest[PerformanceTimingNames$1.RESPONSE_END], endTimeHR);
		const responseEnd = corsPreFlightRequest[PerformanceTimingNames$1.RESPONSE_END];
		if (mainRequest[PerformanceTimingNames$1.FETCH_START] < responseEnd) {
			mainRequest = corsPreFlightRequest;
			corsPreFlightRequest = void 0;
		}
		return {
			corsPreFlightRequest,
			mainRequest
		};
	} else return { mainRequest: filteredResources[0] };
}
/**
* Will find the main request skipping the cors pre flight requests
* @param resources
* @param corsPreFlightRequestEndTime
* @param spanEndTimeHR
*/
function findMainRequest$1(resources, corsPreFlightRequestEndTime, spanEndTimeHR) {
	const spanEndTime = hrTimeToNanoseconds$1(spanEndTimeHR);
	const minTime = hrTimeToNanoseconds$1(timeInputToHrTime$1(corsPreFlightRequestEndTime));
	let mainRequest = resources[1];
	let bestGap;
	const length = resources.length;
	for (let i = 1; i < length; i++) {
		const resource = resources[i];
		const resourceStartTime = hrTimeToNanoseconds$1(timeInputToHrTime$1(resource[PerformanceTimingNames$1.FETCH_START]));
		const currentGap = spanEndTime - hrTimeToNanoseconds$1(timeInputToHrTime$1(resource[PerformanceTimingNames$1.RESPONSE_END]));
		if (resourceStartTime >= minTime && (!bestGap || currentGap < bestGap)) {
			bestGap = currentGap;
			mainRequest = resource;
		}
	}
	return mainRequest;
}
/**
* Filter all resources that has started and finished according to span start time and end time.
*     It will return the closest resource to a start time
* @param spanUrl
* @param startTimeHR
* @param endTimeHR
* @param resources
* @param ignoredResources
*/
function filterResourcesForSpan$1(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources, initiatorType) {
	const startTime = hrTimeToNanoseconds$1(startTimeHR);
	const endTime = hrTimeToNanoseconds$1(endTimeHR);
	let filteredResources = resources.filter((resource) => {
		const resourceStartTime = hrTimeToNanoseconds$1(timeInputToHrTime$1(resource[PerformanceTimingNames$1.FETCH_START]));
		const resourceEndTime = hrTimeToNanoseconds$1(timeInputToHrTime$1(resource[PerformanceTimingNames$1.RESPONSE_END]));
		return resource.initiatorType.toLowerCase() === (initiatorType || "xmlhttprequest") && resource.name === spanUrl && resourceStartTime >= startTime && resourceEndTime <= endTime;
	});
	if (filteredResources.length > 0) filteredResources = filteredResources.filter((resource) => {
		return !ignoredResources.has(resource);
	});
	return filteredResources;
}
/**
* Parses url using URL constructor or fallback to anchor element.
* @param url
*/
function parseUrl$1(url) {
	if (typeof URL === "function") return new URL(url, typeof document !== "undefined" ? document.baseURI : typeof location !== "undefined" ? location.href : void 0);
	const element = getUrlNormalizingAnchor$1();
	element.href = url;
	return element;
}
/**
* Checks if trace headers should be propagated
* @param spanUrl
* @private
*/
function shouldPropagateTraceHeaders$1(spanUrl, propagateTraceHeaderCorsUrls) {
	let propagateTraceHeaderUrls = propagateTraceHeaderCorsUrls || [];
	if (typeof propagateTraceHeaderUrls === "string" || propagateTraceHeaderUrls instanceof RegExp) propagateTraceHeaderUrls = [propagateTraceHeaderUrls];
	if (parseUrl$1(spanUrl).origin === getOrigin$1()) return true;
	else return propagateTraceHeaderUrls.some((propagateTraceHeaderUrl) => urlMatches$1(spanUrl, propagateTraceHeaderUrl));
}
// node_modules/@opentelemetry/instrumentation-xml-http-request/build/esm/semconv.js
/**
* The size of the request payload body in bytes. This is the number of bytes transferred excluding headers and is often, but not always, present as the [Content-Length](https://www.rfc-editor.org/rfc/rfc9110.html#field.content-length) header. For requests using transport encoding, this should be the compressed size.
*
* @example 3495
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_HTTP_REQUEST_BODY_SIZE$1 = "http.request.body.size";
// node_modules/@opentelemetry/instrumentation-xml-http-request/build/esm/enums/EventNames.js
var EventNames;
(function(EventNames) {
	EventNames["METHOD_OPEN"] = "open";
	EventNames["METHOD_SEND"] = "send";
	EventNames["EVENT_ABORT"] = "abort";
	EventNames["EVENT_ERROR"] = "error";
	EventNames["EVENT_LOAD"] = "loaded";
	EventNames["EVENT_TIMEOUT"] = "timeout";
})(EventNames || (EventNames = {}));
// node_modules/@opentelemetry/instrumentation-xml-http-request/build/esm/utils.js
init_esm$1();
var DIAG_LOGGER$1 = diag.createComponentLogger({ namespace: "@opentelemetry/opentelemetry-instrumentation-xml-http-request/utils" });
function isDocument$1(value) {
	return typeof Document !== "undefined" && value instanceof Document;
}
/**
* Helper function to determine payload content length for XHR requests
* @param body
* @returns content length
*/
function getXHRBodyLength$1(body) {
	if (isDocument$1(body)) return new XMLSerializer().serializeToString(document).length;
	if (typeof body === "string") return getByteLength$1(body);
	if (body instanceof Blob) return body.size;
	if (body instanceof FormData) return getFormDataSize$1(body);
	if (body instanceof URLSearchParams) return getByteLength$1(body.toString());
	if (body.byteLength !== void 0) return body.byteLength;
	DIAG_LOGGER$1.warn("unknown body type");
}
var TEXT_ENCODER$1 = new TextEncoder();
function getByteLength$1(s) {
	return TEXT_ENCODER$1.encode(s).byteLength;
}
function getFormDataSize$1(formData) {
	let size = 0;
	for (const [key, value] of formData.entries()) {
		size += key.length;
		if (value instanceof Blob) size += value.size;
		else size += value.length;
	}
	return size;
}
/**
* Normalize an HTTP request method string per `http.request.method` spec
* https://github.com/open-telemetry/semantic-conventions/blob/main/docs/http/http-spans.md#http-client-span
*/
function normalizeHttpRequestMethod$1(method) {
	const knownMethods = getKnownMethods$1();
	const methUpper = method.toUpperCase();
	if (methUpper in knownMethods) return methUpper;
	else return "_OTHER";
}
var DEFAULT_KNOWN_METHODS$1 = {
	CONNECT: true,
	DELETE: true,
	GET: true,
	HEAD: true,
	OPTIONS: true,
	PATCH: true,
	POST: true,
	PUT: true,
	TRACE: true,
	QUERY: true
};
var knownMethods$1;
function getKnownMethods$1() {
	if (knownMethods$1 === void 0) knownMethods$1 = DEFAULT_KNOWN_METHODS$1;
	return knownMethods$1;
}
var HTTP_PORT_FROM_PROTOCOL$1 = {
	"https:": "443",
	"http:": "80"
};
function serverPortFromUrl$1(url) {
	const serverPort = Number(url.port || HTTP_PORT_FROM_PROTOCOL$1[url.protocol]);
	if (serverPort && !isNaN(serverPort)) return serverPort;
	else return;
}
// node_modules/@opentelemetry/instrumentation-xml-http-request/build/esm/version.js
var VERSION$4 = "0.222.0";
// node_modules/@opentelemetry/instrumentation-xml-http-request/build/esm/xhr.js
init_esm$1();
init_dist();
var OBSERVER_WAIT_TIME_MS$1 = 300;
/**
* This class represents a XMLHttpRequest plugin for auto instrumentation
*/
var XMLHttpRequestInstrumentation = class extends InstrumentationBase {
	component = "xml-http-request";
	version = VERSION$4;
	moduleName = this.component;
	_tasksCount = 0;
	_xhrMem = /* @__PURE__ */ new WeakMap();
	_usedResources = /* @__PURE__ */ new WeakSet();
	constructor(config = {}) {
		super("@opentelemetry/instrumentation-xml-http-request", VERSION$4, config);
	}
	init() {}
	/**
	* Adds custom headers to XMLHttpRequest
	* @param xhr
	* @param spanUrl
	* @private
	*/
	_addHeaders(xhr, spanUrl) {
		const url = parseUrl$1(spanUrl).href;
		if (!shouldPropagateTraceHeaders$1(url, this.getConfig().propagateTraceHeaderCorsUrls)) {
			const headers = {};
			propagation.inject(context.active(), headers);
			if (Object.keys(headers).length > 0) this._diag.debug("headers inject skipped due to CORS policy");
			return;
		}
		const headers = {};
		propagation.inject(context.active(), headers);
		Object.keys(headers).forEach((key) => {
			xhr.setRequestHeader(key, String(headers[key]));
		});
	}
	/**
	* Add cors pre flight child span
	* @param span
	* @param corsPreFlightRequest
	* @private
	*/
	_addChildSpan(span, corsPreFlightRequest) {
		context.with(trace.setSpan(context.active(), span), () => {
			const childSpan = this.tracer.startSpan("CORS Preflight", { startTime: corsPreFlightRequest[PerformanceTimingNames$1.FETCH_START] });
			addSpanNetworkEvents$1(childSpan, corsPreFlightRequest, this.getConfig().ignoreNetworkEvents, void 0, true);
			childSpan.end(corsPreFlightRequest[PerformanceTimingNames$1.RESPONSE_END]);
		});
	}
	/**
	* Add attributes when span is going to end
	* @param span
	* @param xhr
	* @private
	*/
	_addFinalSpanAttributes(span, xhrMem) {
		if (xhrMem.status) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, xhrMem.status);
	}
	_applyAttributesAfterXHR(span, xhr) {
		const applyCustomAttributesOnSpan = this.getConfig().applyCustomAttributesOnSpan;
		if (typeof applyCustomAttributesOnSpan === "function") safeExecuteInTheMiddle(() => applyCustomAttributesOnSpan(span, xhr), (error) => {
			if (!error) return;
			this._diag.error("applyCustomAttributesOnSpan", error);
		}, true);
	}
	/**
	* will collect information about all resources created
	* between "send" and "end" with additional waiting for main resource
	* @param xhr
	* @param spanUrl
	* @private
	*/
	_addResourceObserver(xhr, spanUrl) {
		const xhrMem = this._xhrMem.get(xhr);
		if (!xhrMem || typeof PerformanceObserver !== "function" || typeof PerformanceResourceTiming !== "function") return;
		xhrMem.createdResources = {
			observer: new PerformanceObserver((list) => {
				const entries = list.getEntries();
				const parsedUrl = parseUrl$1(spanUrl);
				entries.forEach((entry) => {
					if (entry.initiatorType === "xmlhttprequest" && entry.name === parsedUrl.href) {
						if (xhrMem.createdResources) xhrMem.createdResources.entries.push(entry);
					}
				});
			}),
			entries: []
		};
		xhrMem.createdResources.observer.observe({ entryTypes: ["resource"] });
	}
	/**
	* Clears the resource timings and all resources assigned with spans
	*     when {@link XMLHttpRequestInstrumentationConfig.clearTimingResources} is
	*     set to true (default false)
	* @private
	*/
	_clearResources() {
		if (this._tasksCount === 0 && this.getConfig().clearTimingResources) {
			otperformance$2.clearResourceTimings();
			this._xhrMem = /* @__PURE__ */ new WeakMap();
			this._usedResources = /* @__PURE__ */ new WeakSet();
		}
	}
	/**
	* Finds appropriate resource and add network events to the span
	* @param span
	*/
	_findResourceAndAddNetworkEvents(xhrMem, span, spanUrl, startTime, endTime) {
		if (!spanUrl || !startTime || !endTime || !xhrMem.createdResources) return;
		let resources = xhrMem.createdResources.entries;
		if (!resources || !resources.length) resources = otperformance$2.getEntriesByType("resource");
		const resource = getResource$1(parseUrl$1(spanUrl).href, startTime, endTime, resources, this._usedResources);
		if (resource.mainRequest) {
			const mainRequest = resource.mainRequest;
			this._markResourceAsUsed(mainRequest);
			const corsPreFlightRequest = resource.corsPreFlightRequest;
			if (corsPreFlightRequest) {
				this._addChildSpan(span, corsPreFlightRequest);
				this._markResourceAsUsed(corsPreFlightRequest);
			}
			addSpanNetworkEvents$1(span, mainRequest, this.getConfig().ignoreNetworkEvents, void 0, true);
		}
	}
	/**
	* Removes the previous information about span.
	* This might happened when the same xhr is used again.
	* @param xhr
	* @private
	*/
	_cleanPreviousSpanInformation(xhr) {
		const xhrMem = this._xhrMem.get(xhr);
		if (xhrMem) {
			const callbackToRemoveEvents = xhrMem.callbackToRemoveEvents;
			if (callbackToRemoveEvents) callbackToRemoveEvents();
			this._xhrMem.delete(xhr);
		}
	}
	/**
	* Creates a new span when method "open" is called
	* @param xhr
	* @param url
	* @param method
	* @private
	*/
	_createSpan(xhr, url, method) {
		const parsedUrl = parseUrl$1(url);
		if (isUrlIgnored$1(parsedUrl.href, this.getConfig().ignoreUrls)) {
			this._diag.debug("ignoring span as url matches ignored url");
			return;
		}
		const attributes = {};
		const origMethod = method;
		const normMethod = normalizeHttpRequestMethod$1(method);
		const name = normMethod;
		attributes[ATTR_HTTP_REQUEST_METHOD] = normMethod;
		if (normMethod !== origMethod) attributes[ATTR_HTTP_REQUEST_METHOD_ORIGINAL] = origMethod;
		attributes[ATTR_URL_FULL] = parsedUrl.toString();
		attributes[ATTR_SERVER_ADDRESS] = parsedUrl.hostname;
		const serverPort = serverPortFromUrl$1(parsedUrl);
		if (serverPort) attributes[ATTR_SERVER_PORT] = serverPort;
		const currentSpan = this.tracer.startSpan(name, {
			kind: SpanKind.CLIENT,
			attributes
		});
		currentSpan.addEvent(EventNames.METHOD_OPEN);
		this._cleanPreviousSpanInformation(xhr);
		this._xhrMem.set(xhr, {
			span: currentSpan,
			spanUrl: url
		});
		return currentSpan;
	}
	/**
	* Marks certain [resource]{@link PerformanceResourceTiming} when information
	* from this is used to add events to span.
	* This is done to avoid reusing the same resource again for next span
	* @param resource
	* @private
	*/
	_markResourceAsUsed(resource) {
		this._usedResources.add(resource);
	}
	/**
	* Patches the method open
	* @private
	*/
	_patchOpen() {
		return (original) => {
			const plugin = this;
			return function patchOpen(...args) {
				if (!plugin._isEnabled) return original.apply(this, args);
				const method = args[0];
				const url = args[1];
				plugin._createSpan(this, url, method);
				return original.apply(this, args);
			};
		};
	}
	/**
	* Patches the method send
	* @private
	*/
	_patchSend() {
		const plugin = this;
		function endSpanTimeout(eventName, xhrMem, performanceEndTime, endTime) {
			const callbackToRemoveEvents = xhrMem.callbackToRemoveEvents;
			if (typeof callbackToRemoveEvents === "function") callbackToRemoveEvents();
			const { span, spanUrl, sendStartTime } = xhrMem;
			if (span) {
				plugin._findResourceAndAddNetworkEvents(xhrMem, span, spanUrl, sendStartTime, performanceEndTime);
				span.addEvent(eventName, endTime);
				plugin._addFinalSpanAttributes(span, xhrMem);
				span.end(endTime);
				plugin._tasksCount--;
			}
			plugin._clearResources();
		}
		function endSpan(eventName, xhr, isError, errorType) {
			const xhrMem = plugin._xhrMem.get(xhr);
			if (!xhrMem) return;
			xhrMem.status = xhr.status;
			xhrMem.statusText = xhr.statusText;
			plugin._xhrMem.delete(xhr);
			if (xhrMem.span) {
				const span = xhrMem.span;
				plugin._applyAttributesAfterXHR(span, xhr);
				if (isError) {
					if (errorType) {
						span.setStatus({
							code: SpanStatusCode.ERROR,
							message: errorType
						});
						span.setAttribute(ATTR_ERROR_TYPE, errorType);
					}
				} else if (xhrMem.status && xhrMem.status >= 400) {
					span.setStatus({ code: SpanStatusCode.ERROR });
					span.setAttribute(ATTR_ERROR_TYPE, String(xhrMem.status));
				}
			}
			const performanceEndTime = hrTime$2();
			const endTime = Date.now();
			setTimeout(() => {
				endSpanTimeout(eventName, xhrMem, performanceEndTime, endTime);
			}, OBSERVER_WAIT_TIME_MS$1);
		}
		function onError() {
			endSpan(EventNames.EVENT_ERROR, this, true, "error");
		}
		function onAbort() {
			endSpan(EventNames.EVENT_ABORT, this, false);
		}
		function onTimeout() {
			endSpan(EventNames.EVENT_TIMEOUT, this, true, "timeout");
		}
		function onLoad() {
			if (this.status < 299) endSpan(EventNames.EVENT_LOAD, this, false);
			else endSpan(EventNames.EVENT_ERROR, this, false);
		}
		function unregister(xhr) {
			xhr.removeEventListener("abort", onAbort);
			xhr.removeEventListener("error", onError);
			xhr.removeEventListener("load", onLoad);
			xhr.removeEventListener("timeout", onTimeout);
			const xhrMem = plugin._xhrMem.get(xhr);
			if (xhrMem) xhrMem.callbackToRemoveEvents = void 0;
		}
		return (original) => {
			return function patchSend(...args) {
				if (!plugin._isEnabled) return original.apply(this, args);
				const xhrMem = plugin._xhrMem.get(this);
				if (!xhrMem) return original.apply(this, args);
				const currentSpan = xhrMem.span;
				const spanUrl = xhrMem.spanUrl;
				if (currentSpan && spanUrl) {
					if (plugin.getConfig().measureRequestSize && args?.[0]) {
						const body = args[0];
						const bodyLength = getXHRBodyLength$1(body);
						if (bodyLength !== void 0) currentSpan.setAttribute(ATTR_HTTP_REQUEST_BODY_SIZE$1, bodyLength);
					}
					context.with(trace.setSpan(context.active(), currentSpan), () => {
						plugin._tasksCount++;
						xhrMem.sendStartTime = hrTime$2();
						currentSpan.addEvent(EventNames.METHOD_SEND);
						this.addEventListener("abort", onAbort);
						this.addEventListener("error", onError);
						this.addEventListener("load", onLoad);
						this.addEventListener("timeout", onTimeout);
						xhrMem.callbackToRemoveEvents = () => {
							unregister(this);
							if (xhrMem.createdResources) xhrMem.createdResources.observer.disconnect();
						};
						plugin._addHeaders(this, spanUrl);
						plugin._addResourceObserver(this, spanUrl);
					});
				}
				return original.apply(this, args);
			};
		};
	}
	/**
	* implements enable function
	*/
	enable() {
		if (this._isEnabled) return;
		if (this._isXhrPatched) {
			this._diag.debug("reactivating existing patch on", this.moduleName, this.version);
			this._isEnabled = true;
			return;
		}
		try {
			this._diag.debug("applying patch to", this.moduleName, this.version);
			this._wrap(XMLHttpRequest.prototype, "open", this._patchOpen());
			this._wrap(XMLHttpRequest.prototype, "send", this._patchSend());
			this._isXhrPatched = true;
			this._isEnabled = true;
		} catch (err) {
			this._unwrap(XMLHttpRequest.prototype, "open");
			this._unwrap(XMLHttpRequest.prototype, "send");
			this._diag.warn("Failed to patch globalThis.XMLHttpRequest; instrumentation will not be enabled. Another script may have locked globalThis.XMLHttpRequest via Object.defineProperty.", err);
		}
	}
	/**
	* implements disable function
	*/
	disable() {
		if (!this._isEnabled) return;
		this._isEnabled = false;
		this._tasksCount = 0;
		this._xhrMem = /* @__PURE__ */ new WeakMap();
		this._usedResources = /* @__PURE__ */ new WeakSet();
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/faroXhrInstrumentation.js
var FaroXhrInstrumentation = class extends XMLHttpRequestInstrumentation {
	constructor(config = {}) {
		super(config);
		const self = this;
		this.parentCreateSpan = self._createSpan.bind(this);
	}
	_patchOpen() {
		return (original) => {
			const plugin = this;
			return function patchOpen(...args) {
				let span;
				try {
					const method = args[0];
					let url = getUrlFromResource(args[1]);
					span = plugin.parentCreateSpan(this, url, method);
				} catch (error) {
					faro.internalLogger.error(error);
				}
				const currentAction = faro.api.getActiveUserAction();
				if (span && currentAction && (currentAction === null || currentAction === void 0 ? void 0 : currentAction.getState()) === UserActionState.Started) {
					span.setAttribute("faro.action.user.name", currentAction.name);
					span.setAttribute("faro.action.user.parentId", currentAction.parentId);
				}
				return original.apply(this, args);
			};
		};
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectWithoutPropertiesLoose.js
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (e.includes(n)) continue;
		t[n] = r[n];
	}
	return t;
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectWithoutProperties.js
function _objectWithoutProperties(e, t) {
	if (null == e) return {};
	var o, r, i = _objectWithoutPropertiesLoose(e, t);
	if (Object.getOwnPropertySymbols) {
		var s = Object.getOwnPropertySymbols(e);
		for (r = 0; r < s.length; r++) o = s[r], t.includes(o) || {}.propertyIsEnumerable.call(e, o) && (i[o] = e[o]);
	}
	return i;
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/typeof.js
function _typeof(o) {
	"@babel/helpers - typeof";
	return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o) {
		return typeof o;
	} : function(o) {
		return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o;
	}, _typeof(o);
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPrimitive.js
function toPrimitive(t, r) {
	if ("object" != _typeof(t) || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != _typeof(i)) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPropertyKey.js
function toPropertyKey(t) {
	var i = toPrimitive(t, "string");
	return "symbol" == _typeof(i) ? i : i + "";
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/defineProperty.js
function _defineProperty(e, r, t) {
	return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
// node_modules/@grafana/faro-web-tracing/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectSpread2.js
function ownKeys(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread2(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys(Object(t), !0).forEach(function(r) {
			_defineProperty(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/core/build/esm/platform/browser/index.js
/**
* @deprecated Use performance directly.
*/
var otperformance$1 = performance;
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/core/build/esm/common/time.js
var NANOSECOND_DIGITS$1 = 9;
var MILLISECONDS_TO_NANOSECONDS$1 = Math.pow(10, 6);
var SECOND_TO_NANOSECONDS$1 = Math.pow(10, NANOSECOND_DIGITS$1);
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime$1(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS$1)];
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime$1(performanceNow) {
	return addHrTimes$1(millisToHrTime$1(otperformance$1.timeOrigin), millisToHrTime$1(typeof performanceNow === "number" ? performanceNow : otperformance$1.now()));
}
/**
*
* Converts a TimeInput to an HrTime, defaults to _hrtime().
* @param time
*/
function timeInputToHrTime(time) {
	if (isTimeInputHrTime$1(time)) return time;
	else if (typeof time === "number") {
		if (time < otperformance$1.timeOrigin / 2) return hrTime$1(time);
		else return millisToHrTime$1(time);
	} else if (time instanceof Date) return millisToHrTime$1(time.getTime());
	else throw TypeError("Invalid input type");
}
/**
* Convert hrTime to nanoseconds.
* @param time
*/
function hrTimeToNanoseconds(time) {
	return time[0] * SECOND_TO_NANOSECONDS$1 + time[1];
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime$1(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes$1(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS$1) {
		out[1] -= SECOND_TO_NANOSECONDS$1;
		out[0] += 1;
	}
	return out;
}
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/core/build/esm/utils/url.js
function urlMatches(url, urlToMatch) {
	if (typeof urlToMatch === "string") return url === urlToMatch;
	else return !!url.match(urlToMatch);
}
/**
* Check if {@param url} should be ignored when comparing against {@param ignoredUrls}
* @param url
* @param ignoredUrls
*/
function isUrlIgnored(url, ignoredUrls) {
	if (!ignoredUrls) return false;
	for (const ignoreUrl of ignoredUrls) if (urlMatches(url, ignoreUrl)) return true;
	return false;
}
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/sdk-trace-web/build/esm/enums/PerformanceTimingNames.js
var PerformanceTimingNames;
(function(PerformanceTimingNames) {
	PerformanceTimingNames["CONNECT_END"] = "connectEnd";
	PerformanceTimingNames["CONNECT_START"] = "connectStart";
	PerformanceTimingNames["DECODED_BODY_SIZE"] = "decodedBodySize";
	PerformanceTimingNames["DOM_COMPLETE"] = "domComplete";
	PerformanceTimingNames["DOM_CONTENT_LOADED_EVENT_END"] = "domContentLoadedEventEnd";
	PerformanceTimingNames["DOM_CONTENT_LOADED_EVENT_START"] = "domContentLoadedEventStart";
	PerformanceTimingNames["DOM_INTERACTIVE"] = "domInteractive";
	PerformanceTimingNames["DOMAIN_LOOKUP_END"] = "domainLookupEnd";
	PerformanceTimingNames["DOMAIN_LOOKUP_START"] = "domainLookupStart";
	PerformanceTimingNames["ENCODED_BODY_SIZE"] = "encodedBodySize";
	PerformanceTimingNames["FETCH_START"] = "fetchStart";
	PerformanceTimingNames["LOAD_EVENT_END"] = "loadEventEnd";
	PerformanceTimingNames["LOAD_EVENT_START"] = "loadEventStart";
	PerformanceTimingNames["NAVIGATION_START"] = "navigationStart";
	PerformanceTimingNames["REDIRECT_END"] = "redirectEnd";
	PerformanceTimingNames["REDIRECT_START"] = "redirectStart";
	PerformanceTimingNames["REQUEST_START"] = "requestStart";
	PerformanceTimingNames["RESPONSE_END"] = "responseEnd";
	PerformanceTimingNames["RESPONSE_START"] = "responseStart";
	PerformanceTimingNames["SECURE_CONNECTION_START"] = "secureConnectionStart";
	PerformanceTimingNames["START_TIME"] = "startTime";
	PerformanceTimingNames["UNLOAD_EVENT_END"] = "unloadEventEnd";
	PerformanceTimingNames["UNLOAD_EVENT_START"] = "unloadEventStart";
})(PerformanceTimingNames || (PerformanceTimingNames = {}));
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/sdk-trace-web/build/esm/semconv.js
/**
* Deprecated, use `http.response.header.<key>` instead.
*
* @example 3495
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*
* @deprecated Replaced by `http.response.header.<key>`.
*/
var ATTR_HTTP_RESPONSE_CONTENT_LENGTH = "http.response_content_length";
/**
* Deprecated, use `http.response.body.size` instead.
*
* @example 5493
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*
* @deprecated Replace by `http.response.body.size`.
*/
var ATTR_HTTP_RESPONSE_CONTENT_LENGTH_UNCOMPRESSED = "http.response_content_length_uncompressed";
// node_modules/@opentelemetry/instrumentation-fetch/node_modules/@opentelemetry/sdk-trace-web/build/esm/utils.js
var urlNormalizingAnchor;
function getUrlNormalizingAnchor() {
	if (!urlNormalizingAnchor) urlNormalizingAnchor = document.createElement("a");
	return urlNormalizingAnchor;
}
/**
* Helper function to be able to use enum as typed key in type and in interface when using forEach
* @param obj
* @param key
*/
function hasKey(obj, key) {
	return key in obj;
}
/**
* Helper function for starting an event on span based on {@link PerformanceEntries}
* @param span
* @param performanceName name of performance entry for time start
* @param entries
* @param ignoreZeros
*/
function addSpanNetworkEvent(span, performanceName, entries, ignoreZeros = true) {
	if (hasKey(entries, performanceName) && typeof entries[performanceName] === "number" && !(ignoreZeros && entries[performanceName] === 0)) return span.addEvent(performanceName, entries[performanceName]);
}
/**
* Helper function for adding network events and content length attributes.
*/
function addSpanNetworkEvents(span, resource, ignoreNetworkEvents = false, ignoreZeros, skipOldSemconvContentLengthAttrs) {
	if (ignoreZeros === void 0) ignoreZeros = resource[PerformanceTimingNames.START_TIME] !== 0;
	if (!ignoreNetworkEvents) {
		addSpanNetworkEvent(span, PerformanceTimingNames.FETCH_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.DOMAIN_LOOKUP_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.DOMAIN_LOOKUP_END, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.CONNECT_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.SECURE_CONNECTION_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.CONNECT_END, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.REQUEST_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.RESPONSE_START, resource, ignoreZeros);
		addSpanNetworkEvent(span, PerformanceTimingNames.RESPONSE_END, resource, ignoreZeros);
	}
	if (!skipOldSemconvContentLengthAttrs) {
		const encodedLength = resource[PerformanceTimingNames.ENCODED_BODY_SIZE];
		if (encodedLength !== void 0) span.setAttribute(ATTR_HTTP_RESPONSE_CONTENT_LENGTH, encodedLength);
		const decodedLength = resource[PerformanceTimingNames.DECODED_BODY_SIZE];
		if (decodedLength !== void 0 && encodedLength !== decodedLength) span.setAttribute(ATTR_HTTP_RESPONSE_CONTENT_LENGTH_UNCOMPRESSED, decodedLength);
	}
}
/**
* sort resources by startTime
* @param filteredResources
*/
function sortResources(filteredResources) {
	return filteredResources.slice().sort((a, b) => {
		const valueA = a[PerformanceTimingNames.FETCH_START];
		const valueB = b[PerformanceTimingNames.FETCH_START];
		if (valueA > valueB) return 1;
		else if (valueA < valueB) return -1;
		return 0;
	});
}
/** Returns the origin if present (if in browser context). */
function getOrigin() {
	return typeof location !== "undefined" ? location.origin : void 0;
}
/**
* Get closest performance resource ignoring the resources that have been
* already used.
* @param spanUrl
* @param startTimeHR
* @param endTimeHR
* @param resources
* @param ignoredResources
* @param initiatorType
*/
function getResource(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources = /* @__PURE__ */ new WeakSet(), initiatorType) {
	const parsedSpanUrl = parseUrl(spanUrl);
	spanUrl = parsedSpanUrl.toString();
	const filteredResources = filterResourcesForSpan(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources, initiatorType);
	if (filteredResources.length === 0) return { mainRequest: void 0 };
	if (filteredResources.length === 1) return { mainRequest: filteredResources[0] };
	const sorted = sortResources(filteredResources);
	if (parsedSpanUrl.origin !== getOrigin() && sorted.length > 1) {
		let corsPreFlightRequest = sorted[0];
		let mainRequest = findMainRequest(sorted, corsPreFlightRequest[PerformanceTimingNames.RESPONSE_END], endTimeHR);
		const responseEnd = corsPreFlightRequest[PerformanceTimingNames.RESPONSE_END];
		if (mainRequest[PerformanceTimingNames.FETCH_START] < responseEnd) {
			mainRequest = corsPreFlightRequest;
			corsPreFlightRequest = void 0;
		}
		return {
			corsPreFlightRequest,
			mainRequest
		};
	} else return { mainRequest: filteredResources[0] };
}
/**
* Will find the main request skipping the cors pre flight requests
* @param resources
* @param corsPreFlightRequestEndTime
* @param spanEndTimeHR
*/
function findMainRequest(resources, corsPreFlightRequestEndTime, spanEndTimeHR) {
	const spanEndTime = hrTimeToNanoseconds(spanEndTimeHR);
	const minTime = hrTimeToNanoseconds(timeInputToHrTime(corsPreFlightRequestEndTime));
	let mainRequest = resources[1];
	let bestGap;
	const length = resources.length;
	for (let i = 1; i < length; i++) {
		const resource = resources[i];
		const resourceStartTime = hrTimeToNanoseconds(timeInputToHrTime(resource[PerformanceTimingNames.FETCH_START]));
		const currentGap = spanEndTime - hrTimeToNanoseconds(timeInputToHrTime(resource[PerformanceTimingNames.RESPONSE_END]));
		if (resourceStartTime >= minTime && (!bestGap || currentGap < bestGap)) {
			bestGap = currentGap;
			mainRequest = resource;
		}
	}
	return mainRequest;
}
/**
* Filter all resources that has started and finished according to span start time and end time.
*     It will return the closest resource to a start time
* @param spanUrl
* @param startTimeHR
* @param endTimeHR
* @param resources
* @param ignoredResources
*/
function filterResourcesForSpan(spanUrl, startTimeHR, endTimeHR, resources, ignoredResources, initiatorType) {
	const startTime = hrTimeToNanoseconds(startTimeHR);
	const endTime = hrTimeToNanoseconds(endTimeHR);
	let filteredResources = resources.filter((resource) => {
		const resourceStartTime = hrTimeToNanoseconds(timeInputToHrTime(resource[PerformanceTimingNames.FETCH_START]));
		const resourceEndTime = hrTimeToNanoseconds(timeInputToHrTime(resource[PerformanceTimingNames.RESPONSE_END]));
		return resource.initiatorType.toLowerCase() === (initiatorType || "xmlhttprequest") && resource.name === spanUrl && resourceStartTime >= startTime && resourceEndTime <= endTime;
	});
	if (filteredResources.length > 0) filteredResources = filteredResources.filter((resource) => {
		return !ignoredResources.has(resource);
	});
	return filteredResources;
}
/**
* Parses url using URL constructor or fallback to anchor element.
* @param url
*/
function parseUrl(url) {
	if (typeof URL === "function") return new URL(url, typeof document !== "undefined" ? document.baseURI : typeof location !== "undefined" ? location.href : void 0);
	const element = getUrlNormalizingAnchor();
	element.href = url;
	return element;
}
/**
* Checks if trace headers should be propagated
* @param spanUrl
* @private
*/
function shouldPropagateTraceHeaders(spanUrl, propagateTraceHeaderCorsUrls) {
	let propagateTraceHeaderUrls = propagateTraceHeaderCorsUrls || [];
	if (typeof propagateTraceHeaderUrls === "string" || propagateTraceHeaderUrls instanceof RegExp) propagateTraceHeaderUrls = [propagateTraceHeaderUrls];
	if (parseUrl(spanUrl).origin === getOrigin()) return true;
	else return propagateTraceHeaderUrls.some((propagateTraceHeaderUrl) => urlMatches(spanUrl, propagateTraceHeaderUrl));
}
// node_modules/@opentelemetry/instrumentation-fetch/build/esm/semconv.js
/**
* The size of the request payload body in bytes. This is the number of bytes transferred excluding headers and is often, but not always, present as the [Content-Length](https://www.rfc-editor.org/rfc/rfc9110.html#field.content-length) header. For requests using transport encoding, this should be the compressed size.
*
* @example 3495
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_HTTP_REQUEST_BODY_SIZE = "http.request.body.size";
// node_modules/@opentelemetry/instrumentation-fetch/build/esm/utils.js
init_esm$1();
var DIAG_LOGGER = diag.createComponentLogger({ namespace: "@opentelemetry/opentelemetry-instrumentation-fetch/utils" });
/**
* Helper function to determine payload content length for fetch requests
*
* The fetch API is kinda messy: there are a couple of ways the body can be passed in.
*
* In all cases, the body param can be some variation of ReadableStream,
* and ReadableStreams can only be read once! We want to avoid consuming the body here,
* because that would mean that the body never gets sent with the actual fetch request.
*
* Either the first arg is a Request object, which can be cloned
*   so we can clone that object and read the body of the clone
*   without disturbing the original argument
*   However, reading the body here can only be done async; the body() method returns a promise
*   this means this entire function has to return a promise
*
* OR the first arg is a url/string
*   in which case the second arg has type RequestInit
*   RequestInit is NOT cloneable, but RequestInit.body is writable
*   so we can chain it into ReadableStream.pipeThrough()
*
*   ReadableStream.pipeThrough() lets us process a stream and returns a new stream
*   So we can measure the body length as it passes through the pie, but need to attach
*   the new stream to the original request
*   so that the browser still has access to the body.
*
* @param body
* @returns promise that resolves to the content length of the body
*/
function getFetchBodyLength(...args) {
	if (args[0] instanceof URL || typeof args[0] === "string") {
		const requestInit = args[1];
		if (!requestInit?.body) return Promise.resolve();
		if (requestInit.body instanceof ReadableStream) {
			const { body, length } = _getBodyNonDestructively(requestInit.body);
			requestInit.body = body;
			return length;
		} else return Promise.resolve(getXHRBodyLength(requestInit.body));
	} else {
		const info = args[0];
		if (!info?.body) return Promise.resolve();
		return info.clone().text().then((t) => getByteLength(t));
	}
}
function _getBodyNonDestructively(body) {
	if (!body.pipeThrough) {
		DIAG_LOGGER.warn("Platform has ReadableStream but not pipeThrough!");
		return {
			body,
			length: Promise.resolve(void 0)
		};
	}
	let length = 0;
	let resolveLength;
	const lengthPromise = new Promise((resolve) => {
		resolveLength = resolve;
	});
	const transform = new TransformStream({
		start() {},
		async transform(chunk, controller) {
			const bytearray = await chunk;
			length += bytearray.byteLength;
			controller.enqueue(chunk);
		},
		flush() {
			resolveLength(length);
		}
	});
	return {
		body: body.pipeThrough(transform),
		length: lengthPromise
	};
}
function isDocument(value) {
	return typeof Document !== "undefined" && value instanceof Document;
}
/**
* Helper function to determine payload content length for XHR requests
* @param body
* @returns content length
*/
function getXHRBodyLength(body) {
	if (isDocument(body)) return new XMLSerializer().serializeToString(document).length;
	if (typeof body === "string") return getByteLength(body);
	if (body instanceof Blob) return body.size;
	if (body instanceof FormData) return getFormDataSize(body);
	if (body instanceof URLSearchParams) return getByteLength(body.toString());
	if (body.byteLength !== void 0) return body.byteLength;
	DIAG_LOGGER.warn("unknown body type");
}
var TEXT_ENCODER = new TextEncoder();
function getByteLength(s) {
	return TEXT_ENCODER.encode(s).byteLength;
}
function getFormDataSize(formData) {
	let size = 0;
	for (const [key, value] of formData.entries()) {
		size += key.length;
		if (value instanceof Blob) size += value.size;
		else size += value.length;
	}
	return size;
}
/**
* Normalize an HTTP request method string per `http.request.method` spec
* https://github.com/open-telemetry/semantic-conventions/blob/main/docs/http/http-spans.md#http-client-span
*/
function normalizeHttpRequestMethod(method) {
	const knownMethods = getKnownMethods();
	const methUpper = method.toUpperCase();
	if (methUpper in knownMethods) return methUpper;
	else return "_OTHER";
}
var DEFAULT_KNOWN_METHODS = {
	CONNECT: true,
	DELETE: true,
	GET: true,
	HEAD: true,
	OPTIONS: true,
	PATCH: true,
	POST: true,
	PUT: true,
	TRACE: true,
	QUERY: true
};
var knownMethods;
function getKnownMethods() {
	if (knownMethods === void 0) knownMethods = DEFAULT_KNOWN_METHODS;
	return knownMethods;
}
var HTTP_PORT_FROM_PROTOCOL = {
	"https:": "443",
	"http:": "80"
};
function serverPortFromUrl(url) {
	const serverPort = Number(url.port || HTTP_PORT_FROM_PROTOCOL[url.protocol]);
	if (serverPort && !isNaN(serverPort)) return serverPort;
	else return;
}
// node_modules/@opentelemetry/instrumentation-fetch/build/esm/version.js
var VERSION$3 = "0.222.0";
// node_modules/@opentelemetry/instrumentation-fetch/build/esm/fetch.js
init_esm$1();
init_dist();
var OBSERVER_WAIT_TIME_MS = 300;
var hasBrowserPerformanceAPI = typeof PerformanceObserver !== "undefined";
/**
* This class represents a fetch plugin for auto instrumentation
*/
var FetchInstrumentation = class extends InstrumentationBase {
	component = "fetch";
	version = VERSION$3;
	moduleName = this.component;
	_usedResources = /* @__PURE__ */ new WeakSet();
	_tasksCount = 0;
	constructor(config = {}) {
		super("@opentelemetry/instrumentation-fetch", VERSION$3, config);
	}
	init() {}
	/**
	* Add cors pre flight child span
	* @param span
	* @param corsPreFlightRequest
	*/
	_addChildSpan(span, corsPreFlightRequest) {
		const childSpan = this.tracer.startSpan("CORS Preflight", { startTime: corsPreFlightRequest[PerformanceTimingNames.FETCH_START] }, trace.setSpan(context.active(), span));
		addSpanNetworkEvents(childSpan, corsPreFlightRequest, this.getConfig().ignoreNetworkEvents, void 0, true);
		childSpan.end(corsPreFlightRequest[PerformanceTimingNames.RESPONSE_END]);
	}
	/**
	* Adds more attributes to span just before ending it
	* @param span
	* @param response
	*/
	_addFinalSpanAttributes(span, response) {
		const parsedUrl = parseUrl(response.url);
		span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, response.status);
		span.setAttribute(ATTR_SERVER_ADDRESS, parsedUrl.hostname);
		const serverPort = serverPortFromUrl(parsedUrl);
		if (serverPort) span.setAttribute(ATTR_SERVER_PORT, serverPort);
	}
	/**
	* Add headers
	* @param options
	* @param spanUrl
	*/
	_addHeaders(options, spanUrl) {
		if (!shouldPropagateTraceHeaders(spanUrl, this.getConfig().propagateTraceHeaderCorsUrls)) {
			const headers = {};
			propagation.inject(context.active(), headers);
			if (Object.keys(headers).length > 0) this._diag.debug("headers inject skipped due to CORS policy");
			return;
		}
		if (options instanceof Request) propagation.inject(context.active(), options.headers, { set: (h, k, v) => h.set(k, typeof v === "string" ? v : String(v)) });
		else {
			const headers = new Headers(options.headers);
			propagation.inject(context.active(), headers, { set: (h, k, v) => h.set(k, typeof v === "string" ? v : String(v)) });
			options.headers = headers;
		}
	}
	/**
	* Clears the resource timings and all resources assigned with spans
	*     when {@link FetchPluginConfig.clearTimingResources} is
	*     set to true (default false)
	* @private
	*/
	_clearResources() {
		if (this._tasksCount === 0 && this.getConfig().clearTimingResources) {
			performance.clearResourceTimings();
			this._usedResources = /* @__PURE__ */ new WeakSet();
		}
	}
	/**
	* Creates a new span
	* @param url
	* @param options
	*/
	_createSpan(url, options = {}) {
		if (isUrlIgnored(url, this.getConfig().ignoreUrls)) {
			this._diag.debug("ignoring span as url matches ignored url");
			return;
		}
		const attributes = {};
		const origMethod = options.method;
		const normMethod = normalizeHttpRequestMethod(options.method || "GET");
		const name = normMethod;
		attributes[ATTR_HTTP_REQUEST_METHOD] = normMethod;
		if (normMethod !== origMethod) attributes[ATTR_HTTP_REQUEST_METHOD_ORIGINAL] = origMethod;
		attributes[ATTR_URL_FULL] = url;
		return this.tracer.startSpan(name, {
			kind: SpanKind.CLIENT,
			attributes
		});
	}
	/**
	* Finds appropriate resource and add network events to the span
	* @param span
	* @param resourcesObserver
	* @param endTime
	*/
	_findResourceAndAddNetworkEvents(span, resourcesObserver, endTime) {
		let resources = resourcesObserver.entries;
		if (!resources.length) {
			if (!performance.getEntriesByType) return;
			resources = performance.getEntriesByType("resource");
		}
		const resource = getResource(resourcesObserver.spanUrl, resourcesObserver.startTime, endTime, resources, this._usedResources, "fetch");
		if (resource.mainRequest) {
			const mainRequest = resource.mainRequest;
			this._markResourceAsUsed(mainRequest);
			const corsPreFlightRequest = resource.corsPreFlightRequest;
			if (corsPreFlightRequest) {
				this._addChildSpan(span, corsPreFlightRequest);
				this._markResourceAsUsed(corsPreFlightRequest);
			}
			addSpanNetworkEvents(span, mainRequest, this.getConfig().ignoreNetworkEvents, void 0, true);
		}
	}
	/**
	* Marks certain [resource]{@link PerformanceResourceTiming} when information
	* from this is used to add events to span.
	* This is done to avoid reusing the same resource again for next span
	* @param resource
	*/
	_markResourceAsUsed(resource) {
		this._usedResources.add(resource);
	}
	/**
	* Finish span, add attributes, network events etc.
	* @param span
	* @param spanData
	* @param response
	*/
	_endSpan(span, spanData, response) {
		const endTime = millisToHrTime$1(Date.now());
		const performanceEndTime = hrTime$1();
		this._addFinalSpanAttributes(span, response);
		if (response.status >= 400) {
			span.setStatus({ code: SpanStatusCode.ERROR });
			span.setAttribute(ATTR_ERROR_TYPE, String(response.status));
		}
		setTimeout(() => {
			spanData.observer?.disconnect();
			this._findResourceAndAddNetworkEvents(span, spanData, performanceEndTime);
			this._tasksCount--;
			this._clearResources();
			span.end(endTime);
		}, OBSERVER_WAIT_TIME_MS);
	}
	/**
	* Patches the constructor of fetch
	*/
	_patchConstructor() {
		return (original) => {
			const plugin = this;
			return function patchConstructor(...args) {
				if (!plugin._isEnabled) return original.apply(this, args);
				const self = this;
				const url = parseUrl(args[0] instanceof Request ? args[0].url : String(args[0])).href;
				let options;
				if (args[0] instanceof Request) options = args[1] != null ? new Request(args[0], args[1]) : args[0];
				else options = args[1] || {};
				const createdSpan = plugin._createSpan(url, options);
				if (!createdSpan) return original.apply(this, args);
				const spanData = plugin._prepareSpanData(url);
				if (plugin.getConfig().measureRequestSize) getFetchBodyLength(...args).then((bodyLength) => {
					if (!bodyLength) return;
					createdSpan.setAttribute(ATTR_HTTP_REQUEST_BODY_SIZE, bodyLength);
				}).catch((error) => {
					plugin._diag.warn("getFetchBodyLength", error);
				});
				function endSpanOnError(span, error) {
					plugin._applyAttributesAfterFetch(span, options, error);
					plugin._endSpan(span, spanData, {
						status: error.status || 0,
						statusText: error.message,
						url
					});
				}
				function endSpanOnSuccess(span, response) {
					plugin._applyAttributesAfterFetch(span, options, response);
					if (response.status >= 200 && response.status < 400) plugin._endSpan(span, spanData, response);
					else plugin._endSpan(span, spanData, {
						status: response.status,
						statusText: response.statusText,
						url
					});
				}
				function onSuccess(span, response) {
					try {
						const body = response.clone().body;
						if (body) {
							const reader = body.getReader();
							const read = () => {
								reader.read().then(({ done }) => {
									if (done) endSpanOnSuccess(span, response);
									else read();
								}, (error) => {
									endSpanOnError(span, error);
								});
							};
							read();
						} else endSpanOnSuccess(span, response);
					} catch (error) {
						plugin._diag.error("Failed to read fetch response body", error);
						plugin._endSpan(span, spanData, {
							status: 0,
							url
						});
					}
					return response;
				}
				function onError(span, error) {
					try {
						endSpanOnError(span, error);
					} catch (e) {
						plugin._diag.error("Failed to end span on fetch error", e);
						plugin._endSpan(span, spanData, {
							status: error.status || 0,
							url
						});
					}
					throw error;
				}
				return context.with(trace.setSpan(context.active(), createdSpan), () => {
					plugin._callRequestHook(createdSpan, options);
					plugin._addHeaders(options, url);
					plugin._tasksCount++;
					return original.apply(self, options instanceof Request ? [options] : [url, options]).then(onSuccess.bind(self, createdSpan), onError.bind(self, createdSpan));
				});
			};
		};
	}
	_applyAttributesAfterFetch(span, request, result) {
		const applyCustomAttributesOnSpan = this.getConfig().applyCustomAttributesOnSpan;
		if (applyCustomAttributesOnSpan) safeExecuteInTheMiddle(() => applyCustomAttributesOnSpan(span, request, result), (error) => {
			if (!error) return;
			this._diag.error("applyCustomAttributesOnSpan", error);
		}, true);
	}
	_callRequestHook(span, request) {
		const requestHook = this.getConfig().requestHook;
		if (requestHook) safeExecuteInTheMiddle(() => requestHook(span, request), (error) => {
			if (!error) return;
			this._diag.error("requestHook", error);
		}, true);
	}
	/**
	* Prepares a span data - needed later for matching appropriate network
	*     resources
	* @param spanUrl
	*/
	_prepareSpanData(spanUrl) {
		const startTime = hrTime$1();
		const entries = [];
		if (typeof PerformanceObserver !== "function") return {
			entries,
			startTime,
			spanUrl
		};
		const observer = new PerformanceObserver((list) => {
			list.getEntries().forEach((entry) => {
				if (entry.initiatorType === "fetch" && entry.name === spanUrl) entries.push(entry);
			});
		});
		observer.observe({ entryTypes: ["resource"] });
		return {
			entries,
			observer,
			startTime,
			spanUrl
		};
	}
	/**
	* implements enable function
	*/
	enable() {
		if (!hasBrowserPerformanceAPI) {
			this._diag.warn("this instrumentation is intended for web usage only, it does not instrument server-side fetch()");
			return;
		}
		if (this._isEnabled) return;
		if (this._isFetchPatched) {
			this._diag.debug("fetch constructor already patched");
			this._isEnabled = true;
			return;
		}
		try {
			this._wrap(globalThis, "fetch", this._patchConstructor());
			this._isFetchPatched = true;
			this._isEnabled = true;
		} catch (err) {
			this._diag.warn("Failed to patch globalThis.fetch; instrumentation will not be enabled. Another script may have locked globalThis.fetch via Object.defineProperty.", err);
		}
	}
	/**
	* deactivates fetch instrumentation
	*/
	disable() {
		if (!hasBrowserPerformanceAPI) return;
		if (!this._isEnabled) return;
		this._isEnabled = false;
		this._usedResources = /* @__PURE__ */ new WeakSet();
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/getDefaultOTELInstrumentations.js
var _excluded = ["fetchInstrumentationOptions", "xhrInstrumentationOptions"];
function getDefaultOTELInstrumentations(options = {}) {
	const { fetchInstrumentationOptions, xhrInstrumentationOptions } = options, sharedOptions = _objectWithoutProperties(options, _excluded);
	const fetchOpts = createFetchInstrumentationOptions(fetchInstrumentationOptions, sharedOptions);
	const xhrOpts = createXhrInstrumentationOptions(xhrInstrumentationOptions, sharedOptions);
	return [new FetchInstrumentation(fetchOpts), new FaroXhrInstrumentation(xhrOpts)];
}
function createFetchInstrumentationOptions(fetchInstrumentationOptions, sharedOptions) {
	return _objectSpread2(_objectSpread2(_objectSpread2({}, sharedOptions), {}, { ignoreNetworkEvents: true }, fetchInstrumentationOptions), {}, {
		applyCustomAttributesOnSpan: fetchCustomAttributeFunctionWithDefaults(fetchInstrumentationOptions === null || fetchInstrumentationOptions === void 0 ? void 0 : fetchInstrumentationOptions.applyCustomAttributesOnSpan),
		requestHook: fetchRequestHookWithDefaults(fetchInstrumentationOptions === null || fetchInstrumentationOptions === void 0 ? void 0 : fetchInstrumentationOptions.requestHook)
	});
}
/**
* Adds the active user action to every span, then runs the caller's own hook.
*/
function fetchRequestHookWithDefaults(callback) {
	return (span, request) => {
		const currentAction = faro.api.getActiveUserAction();
		if (currentAction && (currentAction === null || currentAction === void 0 ? void 0 : currentAction.getState()) === UserActionState.Started) {
			span.setAttribute("faro.action.user.name", currentAction.name);
			span.setAttribute("faro.action.user.parentId", currentAction.parentId);
		}
		callback === null || callback === void 0 || callback(span, request);
	};
}
function createXhrInstrumentationOptions(xhrInstrumentationOptions, sharedOptions) {
	return _objectSpread2(_objectSpread2(_objectSpread2({}, sharedOptions), {}, { ignoreNetworkEvents: true }, xhrInstrumentationOptions), {}, { applyCustomAttributesOnSpan: xhrCustomAttributeFunctionWithDefaults(xhrInstrumentationOptions === null || xhrInstrumentationOptions === void 0 ? void 0 : xhrInstrumentationOptions.applyCustomAttributesOnSpan) });
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/trace/suppress-tracing.js
init_esm$1();
var SUPPRESS_TRACING_KEY$1 = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function suppressTracing(context) {
	return context.setValue(SUPPRESS_TRACING_KEY$1, true);
}
function isTracingSuppressed$1(context) {
	return context.getValue(SUPPRESS_TRACING_KEY$1) === true;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/common/attributes.js
init_esm$1();
function sanitizeAttributes(attributes) {
	const out = {};
	if (typeof attributes !== "object" || attributes == null) return out;
	for (const key in attributes) {
		if (!Object.prototype.hasOwnProperty.call(attributes, key)) continue;
		if (!isAttributeKey(key)) {
			diag.warn(`Invalid attribute key: ${key}`);
			continue;
		}
		const val = attributes[key];
		if (!isAttributeValue(val)) {
			diag.warn(`Invalid attribute value set for key: ${key}`);
			continue;
		}
		if (Array.isArray(val)) out[key] = val.slice();
		else out[key] = val;
	}
	return out;
}
function isAttributeKey(key) {
	return typeof key === "string" && key !== "";
}
function isAttributeValue(val) {
	if (val == null) return true;
	if (Array.isArray(val)) return isHomogeneousAttributeValueArray(val);
	return isValidPrimitiveAttributeValueType(typeof val);
}
function isHomogeneousAttributeValueArray(arr) {
	let type;
	for (const element of arr) {
		if (element == null) continue;
		const elementType = typeof element;
		if (elementType === type) continue;
		if (!type) {
			if (isValidPrimitiveAttributeValueType(elementType)) {
				type = elementType;
				continue;
			}
			return false;
		}
		return false;
	}
	return true;
}
function isValidPrimitiveAttributeValueType(valType) {
	switch (valType) {
		case "number":
		case "boolean":
		case "string": return true;
	}
	return false;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/common/logging-error-handler.js
init_esm$1();
/**
* Returns a function that logs an error using the provided logger, or a
* console logger if one was not provided.
*/
function loggingErrorHandler() {
	return (ex) => {
		diag.error(stringifyException(ex));
	};
}
/**
* Converts an exception into a string representation
* @param {Exception} ex
*/
function stringifyException(ex) {
	if (typeof ex === "string") return ex;
	else return JSON.stringify(flattenException(ex));
}
/**
* Flattens an exception into key-value pairs by traversing the prototype chain
* and coercing values to strings. Duplicate properties will not be overwritten;
* the first insert wins.
*/
function flattenException(ex) {
	const result = {};
	let current = ex;
	while (current !== null) {
		Object.getOwnPropertyNames(current).forEach((propertyName) => {
			if (result[propertyName]) return;
			const value = current[propertyName];
			if (value) result[propertyName] = String(value);
		});
		current = Object.getPrototypeOf(current);
	}
	return result;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/common/global-error-handler.js
/** The global error handler delegate */
var delegateHandler = loggingErrorHandler();
/**
* Return the global error handler
* @param {Exception} ex
*/
function globalErrorHandler(ex) {
	try {
		delegateHandler(ex);
	} catch {}
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/version.js
var VERSION$2 = "2.12.0";
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/semconv.js
/**
* The name of the runtime of this process.
*
* @example OpenJDK Runtime Environment
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_PROCESS_RUNTIME_NAME = "process.runtime.name";
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/platform/browser/sdk-info.js
init_dist();
/** Constants describing the SDK in use */
var SDK_INFO = {
	[ATTR_TELEMETRY_SDK_NAME]: "opentelemetry",
	[ATTR_PROCESS_RUNTIME_NAME]: "browser",
	[ATTR_TELEMETRY_SDK_LANGUAGE]: TELEMETRY_SDK_LANGUAGE_VALUE_WEBJS,
	[ATTR_TELEMETRY_SDK_VERSION]: VERSION$2
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/platform/browser/index.js
/**
* @deprecated Use performance directly.
*/
var otperformance = performance;
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/common/time.js
var NANOSECOND_DIGITS = 9;
var MILLISECONDS_TO_NANOSECONDS = Math.pow(10, 6);
var SECOND_TO_NANOSECONDS = Math.pow(10, NANOSECOND_DIGITS);
/**
* Converts a number of milliseconds from epoch to HrTime([seconds, remainder in nanoseconds]).
* @param epochMillis
*/
function millisToHrTime(epochMillis) {
	const epochSeconds = epochMillis / 1e3;
	return [Math.trunc(epochSeconds), Math.round(epochMillis % 1e3 * MILLISECONDS_TO_NANOSECONDS)];
}
/**
* Returns an hrtime calculated via performance component.
* @param performanceNow
*/
function hrTime(performanceNow) {
	return addHrTimes(millisToHrTime(otperformance.timeOrigin), millisToHrTime(typeof performanceNow === "number" ? performanceNow : otperformance.now()));
}
/**
* Returns a duration of two hrTime.
* @param startTime
* @param endTime
*/
function hrTimeDuration(startTime, endTime) {
	let seconds = endTime[0] - startTime[0];
	let nanos = endTime[1] - startTime[1];
	if (nanos < 0) {
		seconds -= 1;
		nanos += SECOND_TO_NANOSECONDS;
	}
	return [seconds, nanos];
}
/**
* check if time is HrTime
* @param value
*/
function isTimeInputHrTime(value) {
	return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && typeof value[1] === "number";
}
/**
* check if input value is a correct types.TimeInput
* @param value
*/
function isTimeInput(value) {
	return isTimeInputHrTime(value) || typeof value === "number" || value instanceof Date;
}
/**
* Given 2 HrTime formatted times, return their sum as an HrTime.
*/
function addHrTimes(time1, time2) {
	const out = [time1[0] + time2[0], time1[1] + time2[1]];
	if (out[1] >= SECOND_TO_NANOSECONDS) {
		out[1] -= SECOND_TO_NANOSECONDS;
		out[0] += 1;
	}
	return out;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/ExportResult.js
var ExportResultCode;
(function(ExportResultCode) {
	ExportResultCode[ExportResultCode["SUCCESS"] = 0] = "SUCCESS";
	ExportResultCode[ExportResultCode["FAILED"] = 1] = "FAILED";
})(ExportResultCode || (ExportResultCode = {}));
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/utils/lodash.merge.js
/**
* based on lodash in order to support esm builds without esModuleInterop.
* lodash is using MIT License.
**/
var objectTag = "[object Object]";
var nullTag = "[object Null]";
var undefinedTag = "[object Undefined]";
var funcToString = Function.prototype.toString;
var objectCtorString = funcToString.call(Object);
var getPrototypeOf = Object.getPrototypeOf;
var objectProto = Object.prototype;
var hasOwnProperty = objectProto.hasOwnProperty;
var symToStringTag = Symbol ? Symbol.toStringTag : void 0;
var nativeObjectToString = objectProto.toString;
/**
* Checks if `value` is a plain object, that is, an object created by the
* `Object` constructor or one with a `[[Prototype]]` of `null`.
*
* @static
* @memberOf _
* @since 0.8.0
* @category Lang
* @param {*} value The value to check.
* @returns {boolean} Returns `true` if `value` is a plain object, else `false`.
* @example
*
* function Foo() {
*   this.a = 1;
* }
*
* _.isPlainObject(new Foo);
* // => false
*
* _.isPlainObject([1, 2, 3]);
* // => false
*
* _.isPlainObject({ 'x': 0, 'y': 0 });
* // => true
*
* _.isPlainObject(Object.create(null));
* // => true
*/
function isPlainObject(value) {
	if (!isObjectLike(value) || baseGetTag(value) !== objectTag) return false;
	const proto = getPrototypeOf(value);
	if (proto === null) return true;
	const Ctor = hasOwnProperty.call(proto, "constructor") && proto.constructor;
	return typeof Ctor == "function" && Ctor instanceof Ctor && funcToString.call(Ctor) === objectCtorString;
}
/**
* Checks if `value` is object-like. A value is object-like if it's not `null`
* and has a `typeof` result of "object".
*
* @static
* @memberOf _
* @since 4.0.0
* @category Lang
* @param {*} value The value to check.
* @returns {boolean} Returns `true` if `value` is object-like, else `false`.
* @example
*
* _.isObjectLike({});
* // => true
*
* _.isObjectLike([1, 2, 3]);
* // => true
*
* _.isObjectLike(_.noop);
* // => false
*
* _.isObjectLike(null);
* // => false
*/
function isObjectLike(value) {
	return value != null && typeof value == "object";
}
/**
* The base implementation of `getTag` without fallbacks for buggy environments.
*
* @private
* @param {*} value The value to query.
* @returns {string} Returns the `toStringTag`.
*/
function baseGetTag(value) {
	if (value == null) return value === void 0 ? undefinedTag : nullTag;
	return symToStringTag && symToStringTag in Object(value) ? getRawTag(value) : objectToString(value);
}
/**
* A specialized version of `baseGetTag` which ignores `Symbol.toStringTag` values.
*
* @private
* @param {*} value The value to query.
* @returns {string} Returns the raw `toStringTag`.
*/
function getRawTag(value) {
	const isOwn = hasOwnProperty.call(value, symToStringTag), tag = value[symToStringTag];
	let unmasked = false;
	try {
		value[symToStringTag] = void 0;
		unmasked = true;
	} catch {}
	const result = nativeObjectToString.call(value);
	if (unmasked) {
		if (isOwn) value[symToStringTag] = tag;
		else delete value[symToStringTag];
	}
	return result;
}
/**
* Converts `value` to a string using `Object.prototype.toString`.
*
* @private
* @param {*} value The value to convert.
* @returns {string} Returns the converted string.
*/
function objectToString(value) {
	return nativeObjectToString.call(value);
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/utils/merge.js
var MAX_LEVEL = 20;
/**
* Merges objects together
* @param args - objects / values to be merged
*/
function merge(...args) {
	let result = args.shift();
	const objects = /* @__PURE__ */ new WeakMap();
	while (args.length > 0) result = mergeTwoObjects(result, args.shift(), 0, objects);
	return result;
}
function takeValue(value) {
	if (isArray(value)) return value.slice();
	return value;
}
/**
* Merges two objects
* @param one - first object
* @param two - second object
* @param level - current deep level
* @param objects - objects holder that has been already referenced - to prevent
* cyclic dependency
*/
function mergeTwoObjects(one, two, level = 0, objects) {
	let result;
	if (level > MAX_LEVEL) return;
	level++;
	if (isPrimitive(one) || isPrimitive(two) || isFunction(two)) result = takeValue(two);
	else if (isArray(one)) {
		result = one.slice();
		if (isArray(two)) for (let i = 0, j = two.length; i < j; i++) result.push(takeValue(two[i]));
		else if (isObject(two)) {
			const keys = Object.keys(two);
			for (let i = 0, j = keys.length; i < j; i++) {
				const key = keys[i];
				if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
				result[key] = takeValue(two[key]);
			}
		}
	} else if (isObject(one)) {
		if (isObject(two)) {
			if (!shouldMerge(one, two)) return two;
			result = Object.assign({}, one);
			const keys = Object.keys(two);
			for (let i = 0, j = keys.length; i < j; i++) {
				const key = keys[i];
				if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
				const twoValue = two[key];
				if (isPrimitive(twoValue)) {
					if (typeof twoValue === "undefined") delete result[key];
					else result[key] = twoValue;
				} else {
					const obj1 = result[key];
					const obj2 = twoValue;
					if (wasObjectReferenced(one, key, objects) || wasObjectReferenced(two, key, objects)) delete result[key];
					else {
						if (isObject(obj1) && isObject(obj2)) {
							const arr1 = objects.get(obj1) || [];
							const arr2 = objects.get(obj2) || [];
							arr1.push({
								obj: one,
								key
							});
							arr2.push({
								obj: two,
								key
							});
							objects.set(obj1, arr1);
							objects.set(obj2, arr2);
						}
						result[key] = mergeTwoObjects(result[key], twoValue, level, objects);
					}
				}
			}
		} else result = two;
	}
	return result;
}
/**
* Function to check if object has been already reference
* @param obj
* @param key
* @param objects
*/
function wasObjectReferenced(obj, key, objects) {
	const arr = objects.get(obj[key]) || [];
	for (let i = 0, j = arr.length; i < j; i++) {
		const info = arr[i];
		if (info.key === key && info.obj === obj) return true;
	}
	return false;
}
function isArray(value) {
	return Array.isArray(value);
}
function isFunction(value) {
	return typeof value === "function";
}
function isObject(value) {
	return !isPrimitive(value) && !isArray(value) && !isFunction(value) && typeof value === "object";
}
function isPrimitive(value) {
	return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || typeof value === "undefined" || value instanceof Date || value instanceof RegExp || value === null;
}
function shouldMerge(one, two) {
	if (!isPlainObject(one) || !isPlainObject(two)) return false;
	return true;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/utils/promise.js
var Deferred = class {
	_promise;
	_resolve;
	_reject;
	constructor() {
		this._promise = new Promise((resolve, reject) => {
			this._resolve = resolve;
			this._reject = reject;
		});
	}
	get promise() {
		return this._promise;
	}
	resolve(val) {
		this._resolve(val);
	}
	reject(err) {
		this._reject(err);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/core/build/esm/utils/callback.js
/**
* Bind the callback and only invoke the callback once regardless how many times `BindOnceFuture.call` is invoked.
*/
var BindOnceFuture = class {
	_isCalled = false;
	_deferred = new Deferred();
	_callback;
	_that;
	constructor(callback, that) {
		this._callback = callback;
		this._that = that;
	}
	get isCalled() {
		return this._isCalled;
	}
	get promise() {
		return this._deferred.promise;
	}
	call(...args) {
		if (!this._isCalled) {
			this._isCalled = true;
			try {
				Promise.resolve(this._callback.call(this._that, ...args)).then((val) => this._deferred.resolve(val), (err) => this._deferred.reject(err));
			} catch (err) {
				this._deferred.reject(err);
			}
		}
		return this._deferred.promise;
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/resources/build/esm/default-service-name.js
var serviceName$1;
/**
* Returns the default service name for OpenTelemetry resources.
* In Node.js environments, returns "unknown_service:<process.argv0>".
* In browser/edge environments, returns "unknown_service".
*/
function defaultServiceName$1() {
	if (serviceName$1 === void 0) try {
		const argv0 = globalThis.process.argv0;
		serviceName$1 = argv0 ? `unknown_service:${argv0}` : "unknown_service";
	} catch {
		serviceName$1 = "unknown_service";
	}
	return serviceName$1;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/resources/build/esm/utils.js
var isPromiseLike$1 = (val) => {
	return val !== null && typeof val === "object" && typeof val.then === "function";
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/resources/build/esm/ResourceImpl.js
init_esm$1();
init_dist();
var ResourceImpl$1 = class ResourceImpl$1 {
	_rawAttributes;
	_asyncAttributesPending = false;
	_schemaUrl;
	_memoizedAttributes;
	static FromAttributeList(attributes, options) {
		const res = new ResourceImpl$1({}, options);
		res._rawAttributes = guardedRawAttributes$1(attributes);
		res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike$1(val)).length > 0;
		return res;
	}
	constructor(resource, options) {
		const attributes = resource.attributes ?? {};
		this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
			if (isPromiseLike$1(v)) this._asyncAttributesPending = true;
			return [k, v];
		});
		this._rawAttributes = guardedRawAttributes$1(this._rawAttributes);
		this._schemaUrl = validateSchemaUrl$1(options?.schemaUrl);
	}
	get asyncAttributesPending() {
		return this._asyncAttributesPending;
	}
	async waitForAsyncAttributes() {
		if (!this.asyncAttributesPending) return;
		for (let i = 0; i < this._rawAttributes.length; i++) {
			const [k, v] = this._rawAttributes[i];
			this._rawAttributes[i] = [k, isPromiseLike$1(v) ? await v : v];
		}
		this._asyncAttributesPending = false;
	}
	get attributes() {
		if (this.asyncAttributesPending) diag.error("Accessing resource attributes before async attributes settled");
		if (this._memoizedAttributes) return this._memoizedAttributes;
		const attrs = {};
		for (const [k, v] of this._rawAttributes) {
			if (isPromiseLike$1(v)) {
				diag.debug(`Unsettled resource attribute ${k} skipped`);
				continue;
			}
			if (v != null) attrs[k] ??= v;
		}
		if (!this._asyncAttributesPending) this._memoizedAttributes = attrs;
		return attrs;
	}
	getRawAttributes() {
		return this._rawAttributes;
	}
	get schemaUrl() {
		return this._schemaUrl;
	}
	merge(resource) {
		if (resource == null) return this;
		const mergedSchemaUrl = mergeSchemaUrl$1(this, resource);
		const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
		return ResourceImpl$1.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
	}
};
function resourceFromAttributes$1(attributes, options) {
	return ResourceImpl$1.FromAttributeList(Object.entries(attributes), options);
}
function defaultResource$1() {
	return resourceFromAttributes$1({
		[ATTR_SERVICE_NAME]: defaultServiceName$1(),
		[ATTR_TELEMETRY_SDK_LANGUAGE]: SDK_INFO[ATTR_TELEMETRY_SDK_LANGUAGE],
		[ATTR_TELEMETRY_SDK_NAME]: SDK_INFO[ATTR_TELEMETRY_SDK_NAME],
		[ATTR_TELEMETRY_SDK_VERSION]: SDK_INFO[ATTR_TELEMETRY_SDK_VERSION]
	});
}
function guardedRawAttributes$1(attributes) {
	return attributes.map(([k, v]) => {
		if (isPromiseLike$1(v)) return [k, v.catch((err) => {
			diag.debug("promise rejection for resource attribute: %s - %s", k, err);
		})];
		return [k, v];
	});
}
function validateSchemaUrl$1(schemaUrl) {
	if (typeof schemaUrl === "string" || schemaUrl === void 0) return schemaUrl;
	diag.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
}
function mergeSchemaUrl$1(old, updating) {
	const oldSchemaUrl = old?.schemaUrl;
	const updatingSchemaUrl = updating?.schemaUrl;
	const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
	const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
	if (isOldEmpty) return updatingSchemaUrl;
	if (isUpdatingEmpty) return oldSchemaUrl;
	if (oldSchemaUrl === updatingSchemaUrl) return oldSchemaUrl;
	diag.warn("Schema URL merge conflict: old resource has \"%s\", updating resource has \"%s\". Resulting resource will have undefined Schema URL.", oldSchemaUrl, updatingSchemaUrl);
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/enums.js
var ExceptionEventName = "exception";
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/inspect.js
/**
* Well-known symbol used by Node.js `util.inspect` (and `console.*`) to
* render an object via a custom representation. Defined as a global Symbol
* so it works without importing from `node:util`, keeping this module safe
* for browser builds (where the symbol is simply never looked up).
*/
var inspectCustom = Symbol.for("nodejs.util.inspect.custom");
/**
* Collect a Resource's settled attributes without touching the
* `attributes` getter, which emits diag.error/debug entries when async
* attribute detectors are still pending. Promise-like (unsettled)
* entries are silently skipped so logging a Span/Tracer/Provider during
* startup doesn't recurse through the diag pipeline.
*/
function settledResourceAttributes(resource) {
	const attrs = {};
	for (const [k, v] of resource.getRawAttributes()) {
		if (typeof v?.then === "function") continue;
		if (v != null) attrs[k] ??= v;
	}
	return attrs;
}
/**
* Build a class-tagged inspect representation. Returns a stub like
* `[ClassName]` once the recursion budget is exhausted, otherwise returns
* `ClassName <inspected payload>` so nested fields keep proper coloring,
* indentation, and depth handling. In environments that don't supply an
* `inspect` callback (e.g. browsers), falls back to returning the raw
* payload object.
*/
function formatInspect(className, payload, depth, options, inspect) {
	if (typeof depth === "number" && depth < 0) {
		const tag = `[${className}]`;
		return options?.stylize ? options.stylize(tag, "special") : tag;
	}
	if (typeof inspect !== "function" || !options) return payload;
	return `${className} ${inspect(payload, {
		...options,
		depth: options.depth == null ? options.depth : options.depth - 1
	})}`;
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/Span.js
init_esm$1();
init_dist();
/**
* This class represents a span.
*/
var SpanImpl = class {
	_spanContext;
	kind;
	parentSpanContext;
	attributes = {};
	links = [];
	events = [];
	startTime;
	resource;
	instrumentationScope;
	_droppedAttributesCount = 0;
	_droppedEventsCount = 0;
	_droppedLinksCount = 0;
	_attributesCount = 0;
	name;
	status = { code: SpanStatusCode.UNSET };
	endTime = [0, 0];
	_ended = false;
	_duration = [-1, -1];
	_spanProcessor;
	_spanLimits;
	_attributeValueLengthLimit;
	_recordEndMetrics;
	_performanceStartTime;
	_performanceOffset;
	_startTimeProvided;
	/**
	* Constructs a new SpanImpl instance.
	*/
	constructor(opts) {
		const now = Date.now();
		this._spanContext = opts.spanContext;
		this._performanceStartTime = otperformance.now();
		this._performanceOffset = now - (this._performanceStartTime + otperformance.timeOrigin);
		this._startTimeProvided = opts.startTime != null;
		this._spanLimits = opts.spanLimits;
		this._attributeValueLengthLimit = this._spanLimits.attributeValueLengthLimit ?? 0;
		this._spanProcessor = opts.spanProcessor;
		this.name = opts.name;
		this.parentSpanContext = opts.parentSpanContext;
		this.kind = opts.kind;
		if (opts.links) for (const link of opts.links) this.addLink(link);
		this.startTime = this._getTime(opts.startTime ?? now);
		this.resource = opts.resource;
		this.instrumentationScope = opts.scope;
		this._recordEndMetrics = opts.recordEndMetrics;
		if (opts.attributes != null) this.setAttributes(opts.attributes);
		this._spanProcessor.onStart(this, opts.context);
	}
	spanContext() {
		return this._spanContext;
	}
	setAttribute(key, value) {
		if (value == null || this._isSpanEnded()) return this;
		if (key.length === 0) {
			diag.warn(`Invalid attribute key: ${key}`);
			return this;
		}
		if (!isAttributeValue(value)) {
			diag.warn(`Invalid attribute value set for key: ${key}`);
			return this;
		}
		const { attributeCountLimit } = this._spanLimits;
		const isNewKey = !Object.prototype.hasOwnProperty.call(this.attributes, key);
		if (attributeCountLimit !== void 0 && this._attributesCount >= attributeCountLimit && isNewKey) {
			this._droppedAttributesCount++;
			return this;
		}
		this.attributes[key] = this._truncateToSize(value);
		if (isNewKey) this._attributesCount++;
		return this;
	}
	setAttributes(attributes) {
		for (const key in attributes) if (Object.prototype.hasOwnProperty.call(attributes, key)) this.setAttribute(key, attributes[key]);
		return this;
	}
	/**
	*
	* @param name Span Name
	* @param [attributesOrStartTime] Span attributes or start time
	*     if type is {@type TimeInput} and 3rd param is undefined
	* @param [timeStamp] Specified time stamp for the event
	*/
	addEvent(name, attributesOrStartTime, timeStamp) {
		if (this._isSpanEnded()) return this;
		const { eventCountLimit } = this._spanLimits;
		if (eventCountLimit === 0) {
			diag.warn("No events allowed.");
			this._droppedEventsCount++;
			return this;
		}
		if (eventCountLimit !== void 0 && this.events.length >= eventCountLimit) {
			if (this._droppedEventsCount === 0) diag.debug("Dropping extra events.");
			this.events.shift();
			this._droppedEventsCount++;
		}
		if (isTimeInput(attributesOrStartTime)) {
			if (!isTimeInput(timeStamp)) timeStamp = attributesOrStartTime;
			attributesOrStartTime = void 0;
		}
		const sanitized = sanitizeAttributes(attributesOrStartTime);
		const { attributePerEventCountLimit } = this._spanLimits;
		const attributes = {};
		let droppedAttributesCount = 0;
		let eventAttributesCount = 0;
		for (const attr in sanitized) {
			if (!Object.prototype.hasOwnProperty.call(sanitized, attr)) continue;
			const attrVal = sanitized[attr];
			if (attributePerEventCountLimit !== void 0 && eventAttributesCount >= attributePerEventCountLimit) {
				droppedAttributesCount++;
				continue;
			}
			attributes[attr] = this._truncateToSize(attrVal);
			eventAttributesCount++;
		}
		this.events.push({
			name,
			attributes,
			time: this._getTime(timeStamp),
			droppedAttributesCount
		});
		return this;
	}
	addLink(link) {
		if (this._isSpanEnded()) return this;
		const { linkCountLimit } = this._spanLimits;
		if (linkCountLimit === 0) {
			this._droppedLinksCount++;
			return this;
		}
		if (linkCountLimit !== void 0 && this.links.length >= linkCountLimit) {
			if (this._droppedLinksCount === 0) diag.debug("Dropping extra links.");
			this.links.shift();
			this._droppedLinksCount++;
		}
		const { attributePerLinkCountLimit } = this._spanLimits;
		const sanitized = sanitizeAttributes(link.attributes);
		const attributes = {};
		let droppedAttributesCount = 0;
		let linkAttributesCount = 0;
		for (const attr in sanitized) {
			if (!Object.prototype.hasOwnProperty.call(sanitized, attr)) continue;
			const attrVal = sanitized[attr];
			if (attributePerLinkCountLimit !== void 0 && linkAttributesCount >= attributePerLinkCountLimit) {
				droppedAttributesCount++;
				continue;
			}
			attributes[attr] = this._truncateToSize(attrVal);
			linkAttributesCount++;
		}
		const processedLink = { context: link.context };
		if (linkAttributesCount > 0) processedLink.attributes = attributes;
		if (droppedAttributesCount > 0) processedLink.droppedAttributesCount = droppedAttributesCount;
		this.links.push(processedLink);
		return this;
	}
	addLinks(links) {
		for (const link of links) this.addLink(link);
		return this;
	}
	setStatus(status) {
		if (this._isSpanEnded()) return this;
		if (status.code === SpanStatusCode.UNSET) return this;
		if (this.status.code === SpanStatusCode.OK) return this;
		const newStatus = { code: status.code };
		if (status.code === SpanStatusCode.ERROR) {
			if (typeof status.message === "string") newStatus.message = status.message;
			else if (status.message != null) diag.warn(`Dropping invalid status.message of type '${typeof status.message}', expected 'string'`);
		}
		this.status = newStatus;
		return this;
	}
	updateName(name) {
		if (this._isSpanEnded()) return this;
		this.name = name;
		return this;
	}
	end(endTime) {
		if (this._isSpanEnded()) {
			diag.error(`${this.name} ${this._spanContext.traceId}-${this._spanContext.spanId} - You can only call end() on a span once.`);
			return;
		}
		this.endTime = this._getTime(endTime);
		this._duration = hrTimeDuration(this.startTime, this.endTime);
		if (this._duration[0] < 0) {
			diag.warn("Inconsistent start and end time, startTime > endTime. Setting span duration to 0ms.", this.startTime, this.endTime);
			this.endTime = this.startTime.slice();
			this._duration = [0, 0];
		}
		if (this._droppedEventsCount > 0) diag.warn(`Dropped ${this._droppedEventsCount} events because eventCountLimit reached`);
		if (this._droppedLinksCount > 0) diag.warn(`Dropped ${this._droppedLinksCount} links because linkCountLimit reached`);
		if (this._spanProcessor.onEnding) this._spanProcessor.onEnding(this);
		this._recordEndMetrics?.();
		this._ended = true;
		this._spanProcessor.onEnd(this);
	}
	_getTime(inp) {
		if (typeof inp === "number" && inp <= otperformance.now()) return hrTime(inp + this._performanceOffset);
		if (typeof inp === "number") return millisToHrTime(inp);
		if (inp instanceof Date) return millisToHrTime(inp.getTime());
		if (isTimeInputHrTime(inp)) return inp;
		if (this._startTimeProvided) return millisToHrTime(Date.now());
		const msDuration = otperformance.now() - this._performanceStartTime;
		return addHrTimes(this.startTime, millisToHrTime(msDuration));
	}
	isRecording() {
		return this._ended === false;
	}
	recordException(exception, time) {
		const attributes = {};
		if (typeof exception === "string") attributes[ATTR_EXCEPTION_MESSAGE] = exception;
		else if (exception) {
			if (exception.code) attributes[ATTR_EXCEPTION_TYPE] = exception.code.toString();
			else if (exception.name) attributes[ATTR_EXCEPTION_TYPE] = exception.name;
			if (exception.message) attributes[ATTR_EXCEPTION_MESSAGE] = exception.message;
			if (exception.stack) attributes[ATTR_EXCEPTION_STACKTRACE] = exception.stack;
		}
		if (attributes["exception.type"] || attributes["exception.message"]) this.addEvent(ExceptionEventName, attributes, time);
		else diag.warn(`Failed to record an exception ${exception}`);
	}
	get duration() {
		return this._duration;
	}
	get ended() {
		return this._ended;
	}
	get droppedAttributesCount() {
		return this._droppedAttributesCount;
	}
	get droppedEventsCount() {
		return this._droppedEventsCount;
	}
	get droppedLinksCount() {
		return this._droppedLinksCount;
	}
	_isSpanEnded() {
		if (this._ended) {
			const error = /* @__PURE__ */ new Error(`Operation attempted on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`);
			diag.warn(`Cannot execute the operation on ended Span {traceId: ${this._spanContext.traceId}, spanId: ${this._spanContext.spanId}}`, error);
		}
		return this._ended;
	}
	_truncateToLimitUtil(value, limit) {
		if (value.length <= limit) return value;
		return value.substring(0, limit);
	}
	/**
	* If the given attribute value is of type string and has more characters than given {@code attributeValueLengthLimit} then
	* return string with truncated to {@code attributeValueLengthLimit} characters
	*
	* If the given attribute value is array of strings then
	* return new array of strings with each element truncated to {@code attributeValueLengthLimit} characters
	*
	* Otherwise return same Attribute {@code value}
	*
	* @param value Attribute value
	* @returns truncated attribute value if required, otherwise same value
	*/
	_truncateToSize(value) {
		const limit = this._attributeValueLengthLimit;
		if (limit <= 0) {
			diag.warn(`Attribute value limit must be positive, got ${limit}`);
			return value;
		}
		if (typeof value === "string") return this._truncateToLimitUtil(value, limit);
		if (Array.isArray(value)) return value.map((val) => typeof val === "string" ? this._truncateToLimitUtil(val, limit) : val);
		return value;
	}
	[inspectCustom](depth, options, inspect) {
		return formatInspect("SpanImpl", {
			name: this.name,
			kind: this.kind,
			spanContext: this._spanContext,
			parentSpanContext: this.parentSpanContext,
			status: this.status,
			startTime: this.startTime,
			endTime: this.endTime,
			duration: this._duration,
			ended: this._ended,
			attributes: this.attributes,
			events: this.events,
			links: this.links,
			droppedAttributesCount: this._droppedAttributesCount,
			droppedEventsCount: this._droppedEventsCount,
			droppedLinksCount: this._droppedLinksCount,
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this.resource) }
		}, depth, options, inspect);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/Sampler.js
/**
* A sampling decision that determines how a {@link Span} will be recorded
* and collected.
*/
var SamplingDecision;
(function(SamplingDecision) {
	/**
	* `Span.isRecording() === false`, span will not be recorded and all events
	* and attributes will be dropped.
	*/
	SamplingDecision[SamplingDecision["NOT_RECORD"] = 0] = "NOT_RECORD";
	/**
	* `Span.isRecording() === true`, but `Sampled` flag in {@link TraceFlags}
	* MUST NOT be set.
	*/
	SamplingDecision[SamplingDecision["RECORD"] = 1] = "RECORD";
	/**
	* `Span.isRecording() === true` AND `Sampled` flag in {@link TraceFlags}
	* MUST be set.
	*/
	SamplingDecision[SamplingDecision["RECORD_AND_SAMPLED"] = 2] = "RECORD_AND_SAMPLED";
})(SamplingDecision || (SamplingDecision = {}));
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/semconv.js
/**
* A name uniquely identifying the instance of the OpenTelemetry component within its containing SDK instance.
*
* @example otlp_grpc_span_exporter/0
* @example custom-name
*
* @note Implementations **SHOULD** ensure a low cardinality for this attribute, even across application or SDK restarts.
* E.g. implementations **MUST NOT** use UUIDs as values for this attribute.
*
* Implementations **MAY** achieve these goals by following a `<otel.component.type>/<instance-counter>` pattern, e.g. `batching_span_processor/0`.
* Hereby `otel.component.type` refers to the corresponding attribute value of the component.
*
* The value of `instance-counter` **MAY** be automatically assigned by the component and uniqueness within the enclosing SDK instance **MUST** be guaranteed.
* For example, `<instance-counter>` **MAY** be implemented by using a monotonically increasing counter (starting with `0`), which is incremented every time an
* instance of the given component type is started.
*
* With this implementation, for example the first Batching Span Processor would have `batching_span_processor/0`
* as `otel.component.name`, the second one `batching_span_processor/1` and so on.
* These values will therefore be reused in the case of an application restart.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_OTEL_COMPONENT_NAME = "otel.component.name";
/**
* A name identifying the type of the OpenTelemetry component.
*
* @example batching_span_processor
* @example com.example.MySpanExporter
*
* @note If none of the standardized values apply, implementations **SHOULD** use the language-defined name of the type.
* E.g. for Java the fully qualified classname **SHOULD** be used in this case.
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_OTEL_COMPONENT_TYPE = "otel.component.type";
/**
* Determines whether the span has a parent span, and if so, [whether it is a remote parent](https://opentelemetry.io/docs/specs/otel/trace/api/#isremote)
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_OTEL_SPAN_PARENT_ORIGIN = "otel.span.parent.origin";
/**
* The result value of the sampler for this span
*
* @experimental This attribute is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var ATTR_OTEL_SPAN_SAMPLING_RESULT = "otel.span.sampling_result";
/**
* The number of spans for which the processing has finished, either successful or failed.
*
* @note For successful processing, `error.type` **MUST NOT** be set. For failed processing, `error.type` **MUST** contain the failure cause.
* For the SDK Simple and Batching Span Processor a span is considered to be processed already when it has been submitted to the exporter, not when the corresponding export call has finished.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED = "otel.sdk.processor.span.processed";
/**
* The maximum number of spans the queue of a given instance of an SDK span processor can hold.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY = "otel.sdk.processor.span.queue.capacity";
/**
* The number of spans in the queue of a given instance of an SDK span processor.
*
* @note Only applies to span processors which use a queue, e.g. the SDK Batching Span Processor.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE = "otel.sdk.processor.span.queue.size";
/**
* The number of created spans with `recording=true` for which the end operation has not been called yet.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var METRIC_OTEL_SDK_SPAN_LIVE = "otel.sdk.span.live";
/**
* The number of created spans.
*
* @note Implementations **MUST** record this metric for all spans, even for non-recording ones.
*
* @experimental This metric is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var METRIC_OTEL_SDK_SPAN_STARTED = "otel.sdk.span.started";
/**
* Enum value "batching_span_processor" for attribute {@link ATTR_OTEL_COMPONENT_TYPE}.
*
* The builtin SDK batching span processor
*
* @experimental This enum value is experimental and is subject to breaking changes in minor releases of `@opentelemetry/semantic-conventions`.
*/
var OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR = "batching_span_processor";
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/TracerMetrics.js
/**
* Generates `otel.sdk.span.*` metrics.
* https://opentelemetry.io/docs/specs/semconv/otel/sdk-metrics/#span-metrics
*/
var TracerMetrics = class {
	startedSpans;
	liveSpans;
	constructor(meter) {
		this.startedSpans = meter.createCounter(METRIC_OTEL_SDK_SPAN_STARTED, {
			unit: "{span}",
			description: "The number of created spans."
		});
		this.liveSpans = meter.createUpDownCounter(METRIC_OTEL_SDK_SPAN_LIVE, {
			unit: "{span}",
			description: "The number of currently live spans."
		});
	}
	startSpan(parentSpanCtx, samplingDecision) {
		const samplingDecisionStr = samplingDecisionToString(samplingDecision);
		this.startedSpans.add(1, {
			[ATTR_OTEL_SPAN_PARENT_ORIGIN]: parentOrigin(parentSpanCtx),
			[ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr
		});
		if (samplingDecision === SamplingDecision.NOT_RECORD) return () => {};
		const liveSpanAttributes = { [ATTR_OTEL_SPAN_SAMPLING_RESULT]: samplingDecisionStr };
		this.liveSpans.add(1, liveSpanAttributes);
		return () => {
			this.liveSpans.add(-1, liveSpanAttributes);
		};
	}
};
function parentOrigin(parentSpanContext) {
	if (!parentSpanContext) return "none";
	if (parentSpanContext.isRemote) return "remote";
	return "local";
}
function samplingDecisionToString(decision) {
	switch (decision) {
		case SamplingDecision.RECORD_AND_SAMPLED: return "RECORD_AND_SAMPLE";
		case SamplingDecision.RECORD: return "RECORD_ONLY";
		case SamplingDecision.NOT_RECORD: return "DROP";
	}
}
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/version.js
var VERSION$1 = "2.12.0";
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/Tracer.js
init_esm$1();
/**
* This class represents a basic tracer.
*/
var Tracer = class {
	_sampler;
	_spanLimits;
	_idGenerator;
	instrumentationScope;
	_resource;
	_spanProcessor;
	_tracerMetrics;
	/**
	* Constructs a new Tracer instance.
	*/
	constructor(instrumentationScope, options) {
		this.instrumentationScope = instrumentationScope;
		this._sampler = options.sampler;
		this._spanLimits = options.spanLimits;
		this._resource = options.resource;
		this._idGenerator = options.idGenerator;
		this._spanProcessor = options.spanProcessor;
		const meter = options.meterProvider.getMeter("@opentelemetry/sdk-trace", VERSION$1);
		this._tracerMetrics = new TracerMetrics(meter);
	}
	/**
	* Starts a new Span or returns the default NoopSpan based on the sampling
	* decision.
	*/
	startSpan(name, options = {}, context$1 = context.active()) {
		if (options.root) context$1 = trace.deleteSpan(context$1);
		const parentSpan = trace.getSpan(context$1);
		if (isTracingSuppressed$1(context$1)) {
			diag.debug("Instrumentation suppressed, returning Noop Span");
			return trace.wrapSpanContext(INVALID_SPAN_CONTEXT);
		}
		const parentSpanContext = parentSpan?.spanContext();
		const spanId = this._idGenerator.generateSpanId();
		let validParentSpanContext;
		let traceId;
		let traceState;
		if (!parentSpanContext || !trace.isSpanContextValid(parentSpanContext)) traceId = this._idGenerator.generateTraceId();
		else {
			traceId = parentSpanContext.traceId;
			traceState = parentSpanContext.traceState;
			validParentSpanContext = parentSpanContext;
		}
		const spanKind = options.kind ?? SpanKind.INTERNAL;
		const links = (options.links ?? []).map((link) => {
			return {
				context: link.context,
				attributes: sanitizeAttributes(link.attributes)
			};
		});
		const attributes = sanitizeAttributes(options.attributes);
		const samplingResult = this._sampler.shouldSample(context$1, traceId, name, spanKind, attributes, links);
		const recordEndMetrics = this._tracerMetrics.startSpan(parentSpanContext, samplingResult.decision);
		traceState = samplingResult.traceState ?? traceState;
		const traceFlags = samplingResult.decision === SamplingDecision$1.RECORD_AND_SAMPLED ? TraceFlags.SAMPLED : TraceFlags.NONE;
		const spanContext = {
			traceId,
			spanId,
			traceFlags,
			traceState
		};
		if (samplingResult.decision === SamplingDecision$1.NOT_RECORD) {
			diag.debug("Recording is off, propagating context in a non-recording span");
			return trace.wrapSpanContext(spanContext);
		}
		const initAttributes = sanitizeAttributes(Object.assign(attributes, samplingResult.attributes));
		return new SpanImpl({
			resource: this._resource,
			scope: this.instrumentationScope,
			context: context$1,
			spanContext,
			name,
			kind: spanKind,
			links,
			parentSpanContext: validParentSpanContext,
			attributes: initAttributes,
			startTime: options.startTime,
			spanProcessor: this._spanProcessor,
			spanLimits: this._spanLimits,
			recordEndMetrics
		});
	}
	startActiveSpan(name, arg2, arg3, arg4) {
		let opts;
		let ctx;
		let fn;
		if (arguments.length < 2) return;
		else if (arguments.length === 2) fn = arg2;
		else if (arguments.length === 3) {
			opts = arg2;
			fn = arg3;
		} else {
			opts = arg2;
			ctx = arg3;
			fn = arg4;
		}
		const parentContext = ctx ?? context.active();
		const span = this.startSpan(name, opts, parentContext);
		const contextWithSpanSet = trace.setSpan(parentContext, span);
		return context.with(contextWithSpanSet, fn, void 0, span);
	}
	[inspectCustom](depth, options, inspect) {
		return formatInspect("Tracer", {
			instrumentationScope: this.instrumentationScope,
			resource: { attributes: settledResourceAttributes(this._resource) },
			spanLimits: this._spanLimits
		}, depth, options, inspect);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/MultiSpanProcessor.js
/**
* Implementation of the {@link SpanProcessor} that simply forwards all
* received events to a list of {@link SpanProcessor}s.
*/
var MultiSpanProcessor = class {
	_spanProcessors;
	constructor(spanProcessors) {
		this._spanProcessors = spanProcessors;
	}
	forceFlush() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.forceFlush());
		return new Promise((resolve) => {
			Promise.all(promises).then(() => {
				resolve();
			}).catch((error) => {
				globalErrorHandler(error || /* @__PURE__ */ new Error("MultiSpanProcessor: forceFlush failed"));
				resolve();
			});
		});
	}
	onStart(span, context) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onStart(span, context);
	}
	onEnding(span) {
		for (const spanProcessor of this._spanProcessors) if (spanProcessor.onEnding) spanProcessor.onEnding(span);
	}
	onEnd(span) {
		for (const spanProcessor of this._spanProcessors) spanProcessor.onEnd(span);
	}
	shutdown() {
		const promises = [];
		for (const spanProcessor of this._spanProcessors) promises.push(spanProcessor.shutdown());
		return new Promise((resolve, reject) => {
			Promise.all(promises).then(() => {
				resolve();
			}, reject);
		});
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/sampler/AlwaysOffSampler.js
/** Sampler that samples no traces. */
var AlwaysOffSampler = class {
	shouldSample() {
		return { decision: SamplingDecision.NOT_RECORD };
	}
	toString() {
		return "AlwaysOffSampler";
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/sampler/AlwaysOnSampler.js
/** Sampler that samples all traces. */
var AlwaysOnSampler = class {
	shouldSample() {
		return { decision: SamplingDecision.RECORD_AND_SAMPLED };
	}
	toString() {
		return "AlwaysOnSampler";
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/sampler/ParentBasedSampler.js
init_esm$1();
/**
* A composite sampler that either respects the parent span's sampling decision
* or delegates to `delegateSampler` for root spans.
*/
var ParentBasedSampler = class {
	_root;
	_remoteParentSampled;
	_remoteParentNotSampled;
	_localParentSampled;
	_localParentNotSampled;
	constructor(config) {
		this._root = config.root;
		if (!this._root) {
			globalErrorHandler(/* @__PURE__ */ new Error("ParentBasedSampler must have a root sampler configured"));
			this._root = new AlwaysOnSampler();
		}
		this._remoteParentSampled = config.remoteParentSampled ?? new AlwaysOnSampler();
		this._remoteParentNotSampled = config.remoteParentNotSampled ?? new AlwaysOffSampler();
		this._localParentSampled = config.localParentSampled ?? new AlwaysOnSampler();
		this._localParentNotSampled = config.localParentNotSampled ?? new AlwaysOffSampler();
	}
	shouldSample(context, traceId, spanName, spanKind, attributes, links) {
		const parentContext = trace.getSpanContext(context);
		if (!parentContext || !isSpanContextValid(parentContext)) return this._root.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		if (parentContext.isRemote) {
			if (parentContext.traceFlags & TraceFlags.SAMPLED) return this._remoteParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
			return this._remoteParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		}
		if (parentContext.traceFlags & TraceFlags.SAMPLED) return this._localParentSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
		return this._localParentNotSampled.shouldSample(context, traceId, spanName, spanKind, attributes, links);
	}
	toString() {
		return `ParentBased{root=${this._root.toString()}, remoteParentSampled=${this._remoteParentSampled.toString()}, remoteParentNotSampled=${this._remoteParentNotSampled.toString()}, localParentSampled=${this._localParentSampled.toString()}, localParentNotSampled=${this._localParentNotSampled.toString()}}`;
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/export/SpanProcessorMetrics.js
init_dist();
var componentCounter = /* @__PURE__ */ new Map();
var SpanProcessorMetrics = class {
	processedSpans;
	queueSize;
	queueSizeCallback;
	standardAttrs;
	droppedAttrs;
	constructor(componentType, meter, queueConfig) {
		const counter = componentCounter.get(componentType) ?? 0;
		componentCounter.set(componentType, counter + 1);
		this.standardAttrs = {
			[ATTR_OTEL_COMPONENT_TYPE]: componentType,
			[ATTR_OTEL_COMPONENT_NAME]: `${componentType}/${counter}`
		};
		this.droppedAttrs = {
			...this.standardAttrs,
			[ATTR_ERROR_TYPE]: "queue_full"
		};
		this.processedSpans = meter.createCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_PROCESSED, {
			unit: "{span}",
			description: "The number of spans for which the processing has finished, either successful or failed."
		});
		if (queueConfig) {
			const { capacity, getQueueSize } = queueConfig;
			meter.createUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_CAPACITY, {
				unit: "{span}",
				description: "The maximum number of spans the queue of a given instance of an SDK span processor can hold."
			}).add(capacity, this.standardAttrs);
			this.queueSize = meter.createObservableUpDownCounter(METRIC_OTEL_SDK_PROCESSOR_SPAN_QUEUE_SIZE, {
				unit: "{span}",
				description: "The number of spans in the queue of a given instance of an SDK span processor."
			});
			this.queueSizeCallback = (result) => result.observe(getQueueSize(), this.standardAttrs);
			this.queueSize.addCallback(this.queueSizeCallback);
		}
	}
	dropSpans(count) {
		this.processedSpans.add(count, this.droppedAttrs);
	}
	finishSpans(count, error) {
		if (!error) {
			this.processedSpans.add(count, this.standardAttrs);
			return;
		}
		const attrs = {
			...this.standardAttrs,
			[ATTR_ERROR_TYPE]: error.name
		};
		this.processedSpans.add(count, attrs);
	}
	shutdown() {
		if (this.queueSize && this.queueSizeCallback) this.queueSize.removeCallback(this.queueSizeCallback);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/export/BatchSpanProcessorBase.js
init_esm$1();
/**
* Implementation of the {@link SpanProcessor} that batches spans exported by
* the SDK then pushes them to the exporter pipeline.
*/
var BatchSpanProcessorBase = class {
	_maxExportBatchSize;
	_maxQueueSize;
	_scheduledDelayMillis;
	_exportTimeoutMillis;
	_exporter;
	_metrics;
	_isExporting = false;
	_finishedSpans = [];
	_timer;
	_shutdownOnce;
	_droppedSpansCount = 0;
	constructor(options) {
		this._exporter = options.exporter;
		this._maxExportBatchSize = options.maxExportBatchSize ?? 512;
		this._maxQueueSize = options.maxQueueSize ?? 2048;
		this._scheduledDelayMillis = options.scheduledDelayMillis ?? 5e3;
		this._exportTimeoutMillis = options.exportTimeoutMillis ?? 3e4;
		this._shutdownOnce = new BindOnceFuture(this._shutdown, this);
		if (this._maxExportBatchSize > this._maxQueueSize) {
			diag.warn("BatchSpanProcessor: maxExportBatchSize must be smaller or equal to maxQueueSize, setting maxExportBatchSize to match maxQueueSize");
			this._maxExportBatchSize = this._maxQueueSize;
		}
		const meter = options.selfObsMeterProvider ? options.selfObsMeterProvider.getMeter("@opentelemetry/sdk-trace") : createNoopMeter();
		this._metrics = new SpanProcessorMetrics(OTEL_COMPONENT_TYPE_VALUE_BATCHING_SPAN_PROCESSOR, meter, {
			capacity: this._maxQueueSize,
			getQueueSize: () => this._finishedSpans.length
		});
	}
	forceFlush() {
		if (this._shutdownOnce.isCalled) return this._shutdownOnce.promise;
		return this._flushAll();
	}
	onStart(_span, _parentContext) {}
	onEnd(span) {
		if (this._shutdownOnce.isCalled) return;
		if ((span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return;
		this._addToBuffer(span);
	}
	shutdown() {
		return this._shutdownOnce.call();
	}
	_shutdown() {
		return Promise.resolve().then(() => {
			return this.onShutdown();
		}).then(() => {
			return this._flushAll();
		}).then(() => {
			this._metrics.shutdown();
			return this._exporter.shutdown();
		});
	}
	/** Add a span in the buffer. */
	_addToBuffer(span) {
		if (this._finishedSpans.length >= this._maxQueueSize) {
			if (this._droppedSpansCount === 0) diag.debug("maxQueueSize reached, dropping spans");
			this._droppedSpansCount++;
			this._metrics.dropSpans(1);
			return;
		}
		if (this._droppedSpansCount > 0) {
			diag.warn(`Dropped ${this._droppedSpansCount} spans because maxQueueSize reached`);
			this._droppedSpansCount = 0;
		}
		this._finishedSpans.push(span);
		this._maybeStartTimer();
	}
	/**
	* Send all spans to the exporter respecting the batch size limit
	* This function is used only on forceFlush or shutdown,
	* for all other cases _flush should be used
	* */
	_flushAll() {
		return new Promise((resolve, reject) => {
			const promises = [];
			const count = Math.ceil(this._finishedSpans.length / this._maxExportBatchSize);
			for (let i = 0, j = count; i < j; i++) promises.push(this._flushOneBatch());
			Promise.all(promises).then(() => {
				resolve();
			}).catch(reject);
		});
	}
	_flushOneBatch() {
		this._clearTimer();
		if (this._finishedSpans.length === 0) return Promise.resolve();
		return new Promise((resolve, reject) => {
			const timer = setTimeout(() => {
				reject(/* @__PURE__ */ new Error("Timeout"));
			}, this._exportTimeoutMillis);
			context.with(suppressTracing(context.active()), () => {
				let spans;
				if (this._finishedSpans.length <= this._maxExportBatchSize) {
					spans = this._finishedSpans;
					this._finishedSpans = [];
				} else spans = this._finishedSpans.splice(0, this._maxExportBatchSize);
				const doExport = () => this._exporter.export(spans, (result) => {
					clearTimeout(timer);
					this._metrics.finishSpans(spans.length, result.error);
					if (result.code === ExportResultCode.SUCCESS) resolve();
					else reject(result.error ?? /* @__PURE__ */ new Error("BatchSpanProcessor: span export failed"));
				});
				let pendingResources = null;
				for (let i = 0, len = spans.length; i < len; i++) {
					const span = spans[i];
					if (span.resource.asyncAttributesPending && span.resource.waitForAsyncAttributes) {
						pendingResources ??= [];
						pendingResources.push(span.resource.waitForAsyncAttributes());
					}
				}
				if (pendingResources === null) doExport();
				else Promise.all(pendingResources).then(doExport, (err) => {
					globalErrorHandler(err);
					reject(err);
				});
			});
		});
	}
	_maybeStartTimer() {
		if (this._isExporting) return;
		const flush = () => {
			this._isExporting = true;
			this._flushOneBatch().finally(() => {
				this._isExporting = false;
				if (this._finishedSpans.length > 0) {
					this._clearTimer();
					this._maybeStartTimer();
				}
			}).catch((e) => {
				this._isExporting = false;
				globalErrorHandler(e);
			});
		};
		if (this._finishedSpans.length >= this._maxExportBatchSize) return flush();
		if (this._timer !== void 0) return;
		this._timer = setTimeout(() => flush(), this._scheduledDelayMillis);
		if (typeof this._timer !== "number") this._timer.unref();
	}
	_clearTimer() {
		if (this._timer !== void 0) {
			clearTimeout(this._timer);
			this._timer = void 0;
		}
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/platform/browser/export/BatchSpanProcessor.js
var BatchSpanProcessor$1 = class extends BatchSpanProcessorBase {
	_visibilityChangeListener;
	_pageHideListener;
	constructor(options) {
		super(options);
		this.onInit(options);
	}
	onInit(options) {
		if (options.disableAutoFlushOnDocumentHide !== true && typeof document !== "undefined") {
			this._visibilityChangeListener = () => {
				if (document.visibilityState === "hidden") this.forceFlush().catch((error) => {
					globalErrorHandler(error);
				});
			};
			this._pageHideListener = () => {
				this.forceFlush().catch((error) => {
					globalErrorHandler(error);
				});
			};
			document.addEventListener("visibilitychange", this._visibilityChangeListener);
			document.addEventListener("pagehide", this._pageHideListener);
		}
	}
	onShutdown() {
		if (typeof document !== "undefined") {
			if (this._visibilityChangeListener) document.removeEventListener("visibilitychange", this._visibilityChangeListener);
			if (this._pageHideListener) document.removeEventListener("pagehide", this._pageHideListener);
		}
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/platform/browser/RandomIdGenerator.js
var TRACE_ID_BYTES = 16;
var SPAN_ID_BYTES = 8;
var TRACE_BUFFER = new Uint8Array(TRACE_ID_BYTES);
var SPAN_BUFFER = new Uint8Array(SPAN_ID_BYTES);
var HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));
/**
* Fills buffer with random bytes, ensuring at least one is non-zero
* per W3C Trace Context spec.
*/
function randomFill(buf) {
	for (let i = 0; i < buf.length; i++) buf[i] = Math.random() * 256 >>> 0;
	for (let i = 0; i < buf.length; i++) if (buf[i] > 0) return;
	buf[buf.length - 1] = 1;
}
function toHex(buf) {
	let hex = "";
	for (let i = 0; i < buf.length; i++) hex += HEX[buf[i]];
	return hex;
}
var RandomIdGenerator = class {
	/**
	* Returns a random 16-byte trace ID formatted/encoded as a 32 lowercase hex
	* characters corresponding to 128 bits.
	*/
	generateTraceId() {
		randomFill(TRACE_BUFFER);
		return toHex(TRACE_BUFFER);
	}
	/**
	* Returns a random 8-byte span ID formatted/encoded as a 16 lowercase hex
	* characters corresponding to 64 bits.
	*/
	generateSpanId() {
		randomFill(SPAN_BUFFER);
		return toHex(SPAN_BUFFER);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/TracerProvider.js
init_esm$1();
var ForceFlushState;
(function(ForceFlushState) {
	ForceFlushState[ForceFlushState["resolved"] = 0] = "resolved";
	ForceFlushState[ForceFlushState["timeout"] = 1] = "timeout";
	ForceFlushState[ForceFlushState["error"] = 2] = "error";
	ForceFlushState[ForceFlushState["unresolved"] = 3] = "unresolved";
})(ForceFlushState || (ForceFlushState = {}));
/**
* This class represents a basic tracer provider which platform libraries can extend
*/
var TracerProvider = class {
	_resource;
	_activeSpanProcessor;
	_forceFlushTimeoutMillis;
	_tracerOptions;
	_tracers = /* @__PURE__ */ new Map();
	constructor(options = {}) {
		this._forceFlushTimeoutMillis = options.forceFlushTimeoutMillis ?? 3e4;
		this._resource = options.resource ?? defaultResource$1();
		const spanProcessors = options.spanProcessors ?? [];
		this._activeSpanProcessor = new MultiSpanProcessor(spanProcessors);
		this._tracerOptions = {
			resource: this._resource,
			sampler: options.sampler ?? new ParentBasedSampler({ root: new AlwaysOnSampler() }),
			spanLimits: {
				attributeCountLimit: options.spanLimits?.attributeCountLimit ?? 128,
				attributeValueLengthLimit: options.spanLimits?.attributeValueLengthLimit ?? Infinity,
				eventCountLimit: options.spanLimits?.eventCountLimit ?? 128,
				linkCountLimit: options.spanLimits?.linkCountLimit ?? 128,
				attributePerEventCountLimit: options.spanLimits?.attributePerEventCountLimit ?? 128,
				attributePerLinkCountLimit: options.spanLimits?.attributePerLinkCountLimit ?? 128
			},
			idGenerator: options.idGenerator || new RandomIdGenerator(),
			spanProcessor: this._activeSpanProcessor,
			meterProvider: options.meterProvider ?? { getMeter() {
				return createNoopMeter();
			} }
		};
	}
	getTracer(name, version, options) {
		const key = `${name}@${version || ""}:${options?.schemaUrl || ""}`;
		if (!this._tracers.has(key)) this._tracers.set(key, new Tracer({
			name,
			version,
			schemaUrl: options?.schemaUrl
		}, this._tracerOptions));
		return this._tracers.get(key);
	}
	forceFlush(options) {
		const timeout = options?.timeoutMillis ?? this._forceFlushTimeoutMillis;
		const promises = this._activeSpanProcessor["_spanProcessors"].map((spanProcessor) => {
			return new Promise((resolve) => {
				let state;
				const timeoutInterval = setTimeout(() => {
					resolve(/* @__PURE__ */ new Error(`Span processor did not completed within timeout period of ${timeout} ms`));
					state = ForceFlushState.timeout;
				}, timeout);
				spanProcessor.forceFlush().then(() => {
					clearTimeout(timeoutInterval);
					if (state !== ForceFlushState.timeout) {
						state = ForceFlushState.resolved;
						resolve(state);
					}
				}).catch((error) => {
					clearTimeout(timeoutInterval);
					state = ForceFlushState.error;
					resolve(error);
				});
			});
		});
		return new Promise((resolve, reject) => {
			Promise.all(promises).then((results) => {
				const errors = results.filter((result) => result !== ForceFlushState.resolved);
				if (errors.length > 0) reject(errors);
				else resolve();
			}).catch((error) => reject([error]));
		});
	}
	shutdown() {
		return this._activeSpanProcessor.shutdown();
	}
	[inspectCustom](depth, options, inspect) {
		const processors = this._activeSpanProcessor["_spanProcessors"];
		return formatInspect("TracerProvider", {
			resource: { attributes: settledResourceAttributes(this._resource) },
			tracers: Array.from(this._tracers.keys()),
			spanProcessors: processors.map((p) => p.constructor?.name ?? "SpanProcessor")
		}, depth, options, inspect);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/node_modules/@opentelemetry/sdk-trace/build/esm/sampler/TraceIdRatioBasedSampler.js
init_esm$1();
/** Sampler that samples a given fraction of traces based of trace id deterministically. */
var TraceIdRatioBasedSampler = class {
	_ratio;
	_upperBound;
	constructor(ratio = 0) {
		this._ratio = this._normalize(ratio);
		this._upperBound = this._ratio === 1 ? 4294967296 : Math.floor(this._ratio * 4294967295);
	}
	shouldSample(context, traceId) {
		return { decision: isValidTraceId(traceId) && this._accumulate(traceId) < this._upperBound ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD };
	}
	toString() {
		return `TraceIdRatioBased{${this._ratio}}`;
	}
	_normalize(ratio) {
		if (typeof ratio !== "number" || isNaN(ratio)) return 0;
		return ratio >= 1 ? 1 : ratio <= 0 ? 0 : ratio;
	}
	_accumulate(traceId) {
		let accumulation = 0;
		for (let i = 0; i < 32; i += 8) {
			let part = 0;
			for (let j = 0; j < 8; j++) {
				const c = traceId.charCodeAt(i + j);
				const v = c < 58 ? c - 48 : c < 71 ? c - 55 : c - 87;
				part = part << 4 | v;
			}
			accumulation = (accumulation ^ part) >>> 0;
		}
		return accumulation;
	}
};
// node_modules/@opentelemetry/sdk-trace-base/build/esm/config.js
init_esm$1();
var TracesSamplerValues;
(function(TracesSamplerValues) {
	TracesSamplerValues["AlwaysOff"] = "always_off";
	TracesSamplerValues["AlwaysOn"] = "always_on";
	TracesSamplerValues["ParentBasedAlwaysOff"] = "parentbased_always_off";
	TracesSamplerValues["ParentBasedAlwaysOn"] = "parentbased_always_on";
	TracesSamplerValues["ParentBasedTraceIdRatio"] = "parentbased_traceidratio";
	TracesSamplerValues["TraceIdRatio"] = "traceidratio";
})(TracesSamplerValues || (TracesSamplerValues = {}));
var DEFAULT_RATIO = 1;
/**
* Load default configuration. For fields with primitive values, any user-provided
* value will override the corresponding default value. For fields with
* non-primitive values (like `spanLimits`), the user-provided value will be
* used to extend the default value.
*/
function loadDefaultConfig() {
	return {
		sampler: buildSamplerFromEnv(),
		forceFlushTimeoutMillis: 3e4,
		generalLimits: {
			attributeValueLengthLimit: Infinity,
			attributeCountLimit: 128
		},
		spanLimits: {
			attributeValueLengthLimit: Infinity,
			attributeCountLimit: 128,
			linkCountLimit: 128,
			eventCountLimit: 128,
			attributePerEventCountLimit: 128,
			attributePerLinkCountLimit: 128
		}
	};
}
/**
* Based on environment, builds a sampler, complies with specification.
*/
function buildSamplerFromEnv() {
	const sampler = TracesSamplerValues.ParentBasedAlwaysOn;
	switch (sampler) {
		case TracesSamplerValues.AlwaysOn: return new AlwaysOnSampler();
		case TracesSamplerValues.AlwaysOff: return new AlwaysOffSampler();
		case TracesSamplerValues.ParentBasedAlwaysOn: return new ParentBasedSampler({ root: new AlwaysOnSampler() });
		case TracesSamplerValues.ParentBasedAlwaysOff: return new ParentBasedSampler({ root: new AlwaysOffSampler() });
		case TracesSamplerValues.TraceIdRatio: return new TraceIdRatioBasedSampler(getSamplerProbabilityFromEnv());
		case TracesSamplerValues.ParentBasedTraceIdRatio: return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(getSamplerProbabilityFromEnv()) });
		default:
			diag.error(`OTEL_TRACES_SAMPLER value "${sampler}" invalid, defaulting to "${TracesSamplerValues.ParentBasedAlwaysOn}".`);
			return new ParentBasedSampler({ root: new AlwaysOnSampler() });
	}
}
function getSamplerProbabilityFromEnv() {
	diag.error(`OTEL_TRACES_SAMPLER_ARG is blank, defaulting to ${DEFAULT_RATIO}.`);
	return DEFAULT_RATIO;
}
/**
* When general limits are provided and model specific limits are not,
* configures the model specific limits by using the values from the general ones.
* @param userConfig User provided tracer configuration
*/
function reconfigureLimits(userConfig) {
	const spanLimits = Object.assign({}, userConfig.spanLimits);
	/**
	* Reassign span attribute count limit to use first non null value defined by user or use default value
	*/
	spanLimits.attributeCountLimit = userConfig.spanLimits?.attributeCountLimit ?? userConfig.generalLimits?.attributeCountLimit ?? void 0 ?? void 0 ?? 128;
	/**
	* Reassign span attribute value length limit to use first non null value defined by user or use default value
	*/
	spanLimits.attributeValueLengthLimit = userConfig.spanLimits?.attributeValueLengthLimit ?? userConfig.generalLimits?.attributeValueLengthLimit ?? void 0 ?? void 0 ?? Infinity;
	return Object.assign({}, userConfig, { spanLimits });
}
// node_modules/@opentelemetry/sdk-trace-base/build/esm/BasicTracerProvider-shim.js
/**
* A TracerProvider implementation that reads configuration defaults from
* OTEL_* environment variables per
* https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/
*/
var BasicTracerProvider = class extends TracerProvider {
	constructor(config = {}) {
		const mergedConfig = merge({}, loadDefaultConfig(), reconfigureLimits(config));
		delete mergedConfig.generalLimits;
		super(mergedConfig);
	}
};
// node_modules/@opentelemetry/sdk-trace-base/build/esm/BatchSpanProcessor-shim.js
/**
* A BatchSpanProcessor that applies `OTEL_*` environment variable fallbacks per
* https://opentelemetry.io/docs/specs/otel/configuration/sdk-environment-variables/
*/
var BatchSpanProcessor = class extends BatchSpanProcessor$1 {
	constructor(exporter, config) {
		if (!config) config = {};
		for (const [configName, envName] of [
			["maxExportBatchSize", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE"],
			["maxQueueSize", "OTEL_BSP_MAX_QUEUE_SIZE"],
			["scheduledDelayMillis", "OTEL_BSP_SCHEDULE_DELAY"],
			["exportTimeoutMillis", "OTEL_BSP_EXPORT_TIMEOUT"]
		]) if (config[configName] === void 0) {}
		super({
			exporter,
			...config
		});
	}
};
// node_modules/@opentelemetry/sdk-trace-web/build/esm/StackContextManager.js
init_esm$1();
/**
* Stack Context Manager for managing the state in web
* it doesn't fully support the async calls though
*/
var StackContextManager = class {
	/**
	* whether the context manager is enabled or not
	*/
	_enabled = false;
	/**
	* Keeps the reference to current context
	*/
	_currentContext = ROOT_CONTEXT;
	/**
	*
	* @param context
	* @param target Function to be executed within the context
	*/
	_bindFunction(context = ROOT_CONTEXT, target) {
		const manager = this;
		const contextWrapper = function(...args) {
			return manager.with(context, () => target.apply(this, args));
		};
		Object.defineProperty(contextWrapper, "length", {
			enumerable: false,
			configurable: true,
			writable: false,
			value: target.length
		});
		return contextWrapper;
	}
	/**
	* Returns the active context
	*/
	active() {
		return this._currentContext;
	}
	/**
	* Binds a the certain context or the active one to the target function and then returns the target
	* @param context A context (span) to be bind to target
	* @param target a function or event emitter. When target or one of its callbacks is called,
	*  the provided context will be used as the active context for the duration of the call.
	*/
	bind(context, target) {
		if (context === void 0) context = this.active();
		if (typeof target === "function") return this._bindFunction(context, target);
		return target;
	}
	/**
	* Disable the context manager (clears the current context)
	*/
	disable() {
		this._currentContext = ROOT_CONTEXT;
		this._enabled = false;
		return this;
	}
	/**
	* Enables the context manager and creates a default(root) context
	*/
	enable() {
		if (this._enabled) return this;
		this._enabled = true;
		this._currentContext = ROOT_CONTEXT;
		return this;
	}
	/**
	* Calls the callback function [fn] with the provided [context]. If [context] is undefined then it will use the window.
	* The context will be set as active
	* @param context
	* @param fn Callback function
	* @param thisArg optional receiver to be used for calling fn
	* @param args optional arguments forwarded to fn
	*/
	with(context, fn, thisArg, ...args) {
		const previousContext = this._currentContext;
		this._currentContext = context || ROOT_CONTEXT;
		try {
			return fn.call(thisArg, ...args);
		} finally {
			this._currentContext = previousContext;
		}
	}
};
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/trace/suppress-tracing.js
init_esm$1();
var SUPPRESS_TRACING_KEY = createContextKey("OpenTelemetry SDK Context Key SUPPRESS_TRACING");
function isTracingSuppressed(context) {
	return context.getValue(SUPPRESS_TRACING_KEY) === true;
}
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/baggage/constants.js
var BAGGAGE_HEADER = "baggage";
var BAGGAGE_MAX_PER_NAME_VALUE_PAIRS = 4096;
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/baggage/utils.js
init_esm$1();
function serializeKeyPairs(keyPairs) {
	return keyPairs.reduce((hValue, current) => {
		const value = `${hValue}${hValue !== "" ? "," : ""}${current}`;
		return value.length > 8192 ? hValue : value;
	}, "");
}
function getKeyPairs(baggage) {
	return baggage.getAllEntries().map(([key, value]) => {
		let entry = `${encodeURIComponent(key)}=${encodeURIComponent(value.value)}`;
		if (value.metadata !== void 0) entry += ";" + value.metadata.toString();
		return entry;
	});
}
function parsePairKeyValue(entry) {
	if (!entry) return;
	const metadataSeparatorIndex = entry.indexOf(";");
	const keyPairPart = metadataSeparatorIndex === -1 ? entry : entry.substring(0, metadataSeparatorIndex);
	const separatorIndex = keyPairPart.indexOf("=");
	if (separatorIndex <= 0) return;
	const rawKey = keyPairPart.substring(0, separatorIndex).trim();
	const rawValue = keyPairPart.substring(separatorIndex + 1).trim();
	if (!rawKey || !rawValue) return;
	let key;
	let value;
	try {
		key = decodeURIComponent(rawKey);
		value = decodeURIComponent(rawValue);
	} catch {
		return;
	}
	let metadata;
	if (metadataSeparatorIndex !== -1 && metadataSeparatorIndex < entry.length - 1) metadata = baggageEntryMetadataFromString(entry.substring(metadataSeparatorIndex + 1));
	return {
		key,
		value,
		metadata
	};
}
/**
* Parses a single baggage header string into the provided record, applying limits defined in this package.
* Uses indexOf/substring in a while loop to avoid allocating a full array of split entries.
* Returns the updated pair count so callers can track totals across multiple header values.
*/
function parseBaggageHeaderString(value, baggage, count, totalSize) {
	let start = 0;
	while (start < value.length && count < 180) {
		const end = value.indexOf(",", start);
		const entryEnd = end === -1 ? value.length : end;
		const entryLength = entryEnd - start;
		if (entryLength <= 4096) {
			const keyPair = parsePairKeyValue(value.substring(start, entryEnd));
			if (keyPair) {
				const entrySize = (count === 0 ? 0 : 1) + entryLength;
				if (totalSize + entrySize > 8192) break;
				baggage[keyPair.key] = keyPair.metadata ? {
					value: keyPair.value,
					metadata: keyPair.metadata
				} : { value: keyPair.value };
				count++;
				totalSize += entrySize;
			}
		}
		if (end === -1) break;
		start = end + 1;
	}
	return [count, totalSize];
}
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/baggage/propagation/W3CBaggagePropagator.js
init_esm$1();
/**
* Propagates {@link Baggage} through Context format propagation.
*
* Based on the Baggage specification:
* https://w3c.github.io/baggage/
*/
var W3CBaggagePropagator = class {
	inject(context, carrier, setter) {
		const baggage = propagation.getBaggage(context);
		if (!baggage || isTracingSuppressed(context)) return;
		const headerValue = serializeKeyPairs(getKeyPairs(baggage).filter((pair) => {
			return pair.length <= BAGGAGE_MAX_PER_NAME_VALUE_PAIRS;
		}).slice(0, 180));
		if (headerValue.length > 0) setter.set(carrier, BAGGAGE_HEADER, headerValue);
	}
	extract(context, carrier, getter) {
		const headerValue = getter.get(carrier, BAGGAGE_HEADER);
		if (!headerValue) return context;
		const baggage = {};
		let count = 0;
		let totalSize = 0;
		if (Array.isArray(headerValue)) for (let i = 0; i < headerValue.length; i++) [count, totalSize] = parseBaggageHeaderString(headerValue[i], baggage, count, totalSize);
		else [count] = parseBaggageHeaderString(headerValue, baggage, count, totalSize);
		if (count === 0) return context;
		return propagation.setBaggage(context, propagation.createBaggage(baggage));
	}
	fields() {
		return [BAGGAGE_HEADER];
	}
};
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/propagation/composite.js
init_esm$1();
/** Combines multiple propagators into a single propagator. */
var CompositePropagator = class {
	_propagators;
	_fields;
	/**
	* Construct a composite propagator from a list of propagators.
	*
	* @param [config] Configuration object for composite propagator
	*/
	constructor(config = {}) {
		this._propagators = config.propagators ?? [];
		const fields = /* @__PURE__ */ new Set();
		for (const propagator of this._propagators) {
			const propagatorFields = typeof propagator.fields === "function" ? propagator.fields() : [];
			for (const field of propagatorFields) fields.add(field);
		}
		this._fields = Array.from(fields);
	}
	/**
	* Run each of the configured propagators with the given context and carrier.
	* Propagators are run in the order they are configured, so if multiple
	* propagators write the same carrier key, the propagator later in the list
	* will "win".
	*
	* @param context Context to inject
	* @param carrier Carrier into which context will be injected
	*/
	inject(context, carrier, setter) {
		for (const propagator of this._propagators) try {
			propagator.inject(context, carrier, setter);
		} catch (err) {
			diag.warn(`Failed to inject with ${propagator.constructor.name}. Err: ${err.message}`);
		}
	}
	/**
	* Run each of the configured propagators with the given context and carrier.
	* Propagators are run in the order they are configured, so if multiple
	* propagators write the same context key, the propagator later in the list
	* will "win".
	*
	* @param context Context to add values to
	* @param carrier Carrier from which to extract context
	*/
	extract(context, carrier, getter) {
		return this._propagators.reduce((ctx, propagator) => {
			try {
				return propagator.extract(ctx, carrier, getter);
			} catch (err) {
				diag.warn(`Failed to extract with ${propagator.constructor.name}. Err: ${err.message}`);
			}
			return ctx;
		}, context);
	}
	fields() {
		return this._fields.slice();
	}
};
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/internal/validators.js
var VALID_KEY_CHAR_RANGE = "[_0-9a-z-*/]";
var VALID_KEY_REGEX = new RegExp(`^(?:${`[a-z]${VALID_KEY_CHAR_RANGE}{0,255}`}|${`[a-z0-9]${VALID_KEY_CHAR_RANGE}{0,240}@[a-z]${VALID_KEY_CHAR_RANGE}{0,13}`})$`);
var VALID_VALUE_BASE_REGEX = /^[ -~]{0,255}[!-~]$/;
var INVALID_VALUE_COMMA_EQUAL_REGEX = /,|=/;
/**
* Key is opaque string up to 256 characters printable. It MUST begin with a
* lowercase letter, and can only contain lowercase letters a-z, digits 0-9,
* underscores _, dashes -, asterisks *, and forward slashes /.
* For multi-tenant vendor scenarios, an at sign (@) can be used to prefix the
* vendor name. Vendors SHOULD set the tenant ID at the beginning of the key.
* see https://www.w3.org/TR/trace-context/#key
*/
function validateKey(key) {
	return VALID_KEY_REGEX.test(key);
}
/**
* Value is opaque string up to 256 characters printable ASCII RFC0020
* characters (i.e., the range 0x20 to 0x7E) except comma , and =.
*/
function validateValue(value) {
	return VALID_VALUE_BASE_REGEX.test(value) && !INVALID_VALUE_COMMA_EQUAL_REGEX.test(value);
}
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/trace/TraceState.js
var MAX_TRACE_STATE_ITEMS = 32;
var MAX_TRACE_STATE_LEN = 512;
var LIST_MEMBERS_SEPARATOR = ",";
var LIST_MEMBER_KEY_VALUE_SPLITTER = "=";
/**
* TraceState must be a class and not a simple object type because of the spec
* requirement (https://www.w3.org/TR/trace-context/#tracestate-field).
*
* Here is the list of allowed mutations:
* - New key-value pair should be added into the beginning of the list
* - The value of any key can be updated. Modified keys MUST be moved to the
* beginning of the list.
*/
var TraceState = class TraceState {
	_length;
	_rawTraceState;
	_internalState;
	constructor(rawTraceState) {
		this._rawTraceState = typeof rawTraceState === "string" ? rawTraceState : "";
		this._length = this._rawTraceState.length;
	}
	set(key, value) {
		if (!validateKey(key) || !validateValue(value)) return this;
		const currState = this._getState();
		const currValue = currState.get(key);
		let newLength = this._length;
		if (typeof currValue === "string") newLength += value.length - currValue.length;
		else newLength += key.length + value.length + (currState.size > 0 ? 2 : 1);
		if (newLength > MAX_TRACE_STATE_LEN) return this;
		const newState = new Map(currState);
		newState.delete(key);
		newState.set(key, value);
		return this._fromState(newState, newLength);
	}
	unset(key) {
		const currState = this._getState();
		const currValue = currState.get(key);
		if (typeof currValue !== "string") return this;
		let newLength = this._length - (key.length + currValue.length + 1);
		if (currState.size > 1) newLength = newLength - 1;
		const newState = new Map(currState);
		newState.delete(key);
		return this._fromState(newState, newLength);
	}
	get(key) {
		return this._getState().get(key);
	}
	serialize() {
		let serialized = "";
		let index = 0;
		for (const entry of this._getState()) {
			if (index > 0) serialized = LIST_MEMBERS_SEPARATOR + serialized;
			serialized = `${entry[0]}${LIST_MEMBER_KEY_VALUE_SPLITTER}${entry[1]}` + serialized;
			index++;
		}
		return serialized;
	}
	_getState() {
		if (this._internalState) return this._internalState;
		const vendorMembers = this._rawTraceState.split(LIST_MEMBERS_SEPARATOR);
		const vendorEntries = /* @__PURE__ */ new Map();
		let currentLength = 0;
		for (const member of vendorMembers) {
			const m = member.trim();
			const idx = m.indexOf(LIST_MEMBER_KEY_VALUE_SPLITTER);
			if (idx === -1) continue;
			const key = m.slice(0, idx);
			const value = m.slice(idx + 1);
			if (!validateKey(key) || !validateValue(value)) continue;
			const futureLength = currentLength + m.length + (vendorEntries.size > 0 ? 1 : 0);
			if (futureLength > MAX_TRACE_STATE_LEN) continue;
			vendorEntries.set(key, value);
			currentLength = futureLength;
			if (vendorEntries.size >= MAX_TRACE_STATE_ITEMS) break;
		}
		this._length = currentLength;
		this._internalState = new Map(Array.from(vendorEntries.entries()).reverse());
		return this._internalState;
	}
	_fromState(state, length) {
		const traceState = Object.create(TraceState.prototype);
		traceState._internalState = state;
		traceState._length = length;
		return traceState;
	}
};
// node_modules/@opentelemetry/sdk-trace-web/node_modules/@opentelemetry/core/build/esm/trace/W3CTraceContextPropagator.js
init_esm$1();
var TRACE_PARENT_HEADER = "traceparent";
var TRACE_STATE_HEADER = "tracestate";
var VERSION = "00";
var TRACE_PARENT_REGEX = new RegExp(`^\\s?((?!ff)[\\da-f]{2})-((?![0]{32})[\\da-f]{32})-((?![0]{16})[\\da-f]{16})-([\\da-f]{2})(-.*)?\\s?$`);
/**
* Parses information from the [traceparent] span tag and converts it into {@link SpanContext}
* @param traceParent - A meta property that comes from server.
*     It should be dynamically generated server side to have the server's request trace Id,
*     a parent span Id that was set on the server's request span,
*     and the trace flags to indicate the server's sampling decision
*     (01 = sampled, 00 = not sampled).
*     for example: '{version}-{traceId}-{spanId}-{sampleDecision}'
*     For more information see {@link https://www.w3.org/TR/trace-context/}
*/
function parseTraceParent(traceParent) {
	const match = TRACE_PARENT_REGEX.exec(traceParent);
	if (!match) return null;
	if (match[1] === "00" && match[5]) return null;
	return {
		traceId: match[2],
		spanId: match[3],
		traceFlags: parseInt(match[4], 16)
	};
}
/**
* Propagates {@link SpanContext} through Trace Context format propagation.
*
* Based on the Trace Context specification:
* https://www.w3.org/TR/trace-context/
*/
var W3CTraceContextPropagator = class {
	inject(context, carrier, setter) {
		const spanContext = trace.getSpanContext(context);
		if (!spanContext || isTracingSuppressed(context) || !isSpanContextValid(spanContext)) return;
		const traceParent = `${VERSION}-${spanContext.traceId}-${spanContext.spanId}-0${Number(spanContext.traceFlags || TraceFlags.NONE).toString(16)}`;
		setter.set(carrier, TRACE_PARENT_HEADER, traceParent);
		if (spanContext.traceState) setter.set(carrier, TRACE_STATE_HEADER, spanContext.traceState.serialize());
	}
	extract(context, carrier, getter) {
		const traceParentHeader = getter.get(carrier, TRACE_PARENT_HEADER);
		if (!traceParentHeader) return context;
		const traceParent = Array.isArray(traceParentHeader) ? traceParentHeader[0] : traceParentHeader;
		if (typeof traceParent !== "string") return context;
		const spanContext = parseTraceParent(traceParent);
		if (!spanContext) return context;
		spanContext.isRemote = true;
		const traceStateHeader = getter.get(carrier, TRACE_STATE_HEADER);
		if (traceStateHeader) {
			const state = Array.isArray(traceStateHeader) ? traceStateHeader.join(",") : traceStateHeader;
			spanContext.traceState = new TraceState(typeof state === "string" ? state : void 0);
		}
		return trace.setSpanContext(context, spanContext);
	}
	fields() {
		return [TRACE_PARENT_HEADER, TRACE_STATE_HEADER];
	}
};
// node_modules/@opentelemetry/sdk-trace-web/build/esm/WebTracerProvider.js
init_esm$1();
function setupContextManager(contextManager) {
	if (contextManager === null) return;
	if (contextManager === void 0) {
		const defaultContextManager = new StackContextManager();
		defaultContextManager.enable();
		context.setGlobalContextManager(defaultContextManager);
		return;
	}
	contextManager.enable();
	context.setGlobalContextManager(contextManager);
}
function setupPropagator(propagator) {
	if (propagator === null) return;
	if (propagator === void 0) {
		propagation.setGlobalPropagator(new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }));
		return;
	}
	propagation.setGlobalPropagator(propagator);
}
/**
* This class represents a web tracer with {@link StackContextManager}
*/
var WebTracerProvider = class extends BasicTracerProvider {
	/**
	* Constructs a new Tracer instance.
	* @param config Web Tracer config
	*/
	constructor(config = {}) {
		super(config);
	}
	/**
	* Register this TracerProvider for use with the OpenTelemetry API.
	* Undefined values may be replaced with defaults, and
	* null values will be skipped.
	*
	* @param config Configuration object for SDK registration
	*/
	register(config = {}) {
		trace.setGlobalTracerProvider(this);
		setupPropagator(config.propagator);
		setupContextManager(config.contextManager);
	}
};
// node_modules/@grafana/faro-web-tracing/dist/esm/sampler.js
function isSessionSampled(sessionMeta = {}) {
	var _sessionMeta$attribut;
	return ((_sessionMeta$attribut = sessionMeta.attributes) === null || _sessionMeta$attribut === void 0 ? void 0 : _sessionMeta$attribut["isSampled"]) === "true";
}
function getSamplingDecision(sessionMeta = {}) {
	return isSessionSampled(sessionMeta) ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD;
}
// node_modules/@opentelemetry/resources/build/esm/default-service-name.js
var serviceName;
/**
* Returns the default service name for OpenTelemetry resources.
* In Node.js environments, returns "unknown_service:<process.argv0>".
* In browser/edge environments, returns "unknown_service".
*/
function defaultServiceName() {
	if (serviceName === void 0) try {
		const argv0 = globalThis.process.argv0;
		serviceName = argv0 ? `unknown_service:${argv0}` : "unknown_service";
	} catch {
		serviceName = "unknown_service";
	}
	return serviceName;
}
// node_modules/@opentelemetry/resources/build/esm/utils.js
var isPromiseLike = (val) => {
	return val !== null && typeof val === "object" && typeof val.then === "function";
};
// node_modules/@opentelemetry/resources/build/esm/ResourceImpl.js
init_esm$1();
init_dist();
var ResourceImpl = class ResourceImpl {
	_rawAttributes;
	_asyncAttributesPending = false;
	_schemaUrl;
	_memoizedAttributes;
	static FromAttributeList(attributes, options) {
		const res = new ResourceImpl({}, options);
		res._rawAttributes = guardedRawAttributes(attributes);
		res._asyncAttributesPending = attributes.filter(([_, val]) => isPromiseLike(val)).length > 0;
		return res;
	}
	constructor(resource, options) {
		const attributes = resource.attributes ?? {};
		this._rawAttributes = Object.entries(attributes).map(([k, v]) => {
			if (isPromiseLike(v)) this._asyncAttributesPending = true;
			return [k, v];
		});
		this._rawAttributes = guardedRawAttributes(this._rawAttributes);
		this._schemaUrl = validateSchemaUrl(options?.schemaUrl);
	}
	get asyncAttributesPending() {
		return this._asyncAttributesPending;
	}
	async waitForAsyncAttributes() {
		if (!this.asyncAttributesPending) return;
		for (let i = 0; i < this._rawAttributes.length; i++) {
			const [k, v] = this._rawAttributes[i];
			this._rawAttributes[i] = [k, isPromiseLike(v) ? await v : v];
		}
		this._asyncAttributesPending = false;
	}
	get attributes() {
		if (this.asyncAttributesPending) diag.error("Accessing resource attributes before async attributes settled");
		if (this._memoizedAttributes) return this._memoizedAttributes;
		const attrs = {};
		for (const [k, v] of this._rawAttributes) {
			if (isPromiseLike(v)) {
				diag.debug(`Unsettled resource attribute ${k} skipped`);
				continue;
			}
			if (v != null) attrs[k] ??= v;
		}
		if (!this._asyncAttributesPending) this._memoizedAttributes = attrs;
		return attrs;
	}
	getRawAttributes() {
		return this._rawAttributes;
	}
	get schemaUrl() {
		return this._schemaUrl;
	}
	merge(resource) {
		if (resource == null) return this;
		const mergedSchemaUrl = mergeSchemaUrl(this, resource);
		const mergedOptions = mergedSchemaUrl ? { schemaUrl: mergedSchemaUrl } : void 0;
		return ResourceImpl.FromAttributeList([...resource.getRawAttributes(), ...this.getRawAttributes()], mergedOptions);
	}
};
function resourceFromAttributes(attributes, options) {
	return ResourceImpl.FromAttributeList(Object.entries(attributes), options);
}
function defaultResource() {
	return resourceFromAttributes({
		[ATTR_SERVICE_NAME]: defaultServiceName(),
		[ATTR_TELEMETRY_SDK_LANGUAGE]: SDK_INFO$2[ATTR_TELEMETRY_SDK_LANGUAGE],
		[ATTR_TELEMETRY_SDK_NAME]: SDK_INFO$2[ATTR_TELEMETRY_SDK_NAME],
		[ATTR_TELEMETRY_SDK_VERSION]: SDK_INFO$2[ATTR_TELEMETRY_SDK_VERSION]
	});
}
function guardedRawAttributes(attributes) {
	return attributes.map(([k, v]) => {
		if (isPromiseLike(v)) return [k, v.catch((err) => {
			diag.debug("promise rejection for resource attribute: %s - %s", k, err);
		})];
		return [k, v];
	});
}
function validateSchemaUrl(schemaUrl) {
	if (typeof schemaUrl === "string" || schemaUrl === void 0) return schemaUrl;
	diag.warn("Schema URL must be string or undefined, got %s. Schema URL will be ignored.", schemaUrl);
}
function mergeSchemaUrl(old, updating) {
	const oldSchemaUrl = old?.schemaUrl;
	const updatingSchemaUrl = updating?.schemaUrl;
	const isOldEmpty = oldSchemaUrl === void 0 || oldSchemaUrl === "";
	const isUpdatingEmpty = updatingSchemaUrl === void 0 || updatingSchemaUrl === "";
	if (isOldEmpty) return updatingSchemaUrl;
	if (isUpdatingEmpty) return oldSchemaUrl;
	if (oldSchemaUrl === updatingSchemaUrl) return oldSchemaUrl;
	diag.warn("Schema URL merge conflict: old resource has \"%s\", updating resource has \"%s\". Resulting resource will have undefined Schema URL.", oldSchemaUrl, updatingSchemaUrl);
}
// node_modules/@grafana/faro-web-tracing/dist/esm/instrumentation.js
init_esm$1();
init_dist();
var TracingInstrumentation = class TracingInstrumentation extends BaseInstrumentation {
	constructor(options = {}) {
		super();
		this.options = options;
		this.name = "@grafana/faro-web-tracing";
		this.version = VERSION$10;
	}
	initialize() {
		var _this$metas$value$bro, _options$spanProcesso, _options$propagator, _this$options$instrum, _options$instrumentat;
		const options = this.options;
		const attributes = {};
		if (this.config.app.name) attributes[ATTR_SERVICE_NAME] = this.config.app.name;
		if (this.config.app.namespace) attributes[ATTR_SERVICE_NAMESPACE] = this.config.app.namespace;
		if (this.config.app.version) attributes[ATTR_SERVICE_VERSION] = this.config.app.version;
		if (this.config.app.environment) {
			attributes[ATTR_DEPLOYMENT_ENVIRONMENT_NAME] = this.config.app.environment;
			/**
			* @deprecated will be removed in the future and has been replaced by ATTR_DEPLOYMENT_ENVIRONMENT_NAME (deployment.environment.name)
			* We need to keep this for compatibility with some internal services for now.
			*/
			attributes[SEMRESATTRS_DEPLOYMENT_ENVIRONMENT] = this.config.app.environment;
		}
		const browserMeta = this.metas.value.browser;
		if (isArray$2(browserMeta === null || browserMeta === void 0 ? void 0 : browserMeta.brands)) attributes[ATTR_BROWSER_BRANDS] = browserMeta.brands.map((entry) => entry.brand);
		if (browserMeta === null || browserMeta === void 0 ? void 0 : browserMeta.language) attributes[ATTR_BROWSER_LANGUAGE] = browserMeta.language;
		if (typeof (browserMeta === null || browserMeta === void 0 ? void 0 : browserMeta.mobile) === "boolean") attributes[ATTR_BROWSER_MOBILE] = Boolean(browserMeta.mobile);
		if (browserMeta === null || browserMeta === void 0 ? void 0 : browserMeta.os) attributes[ATTR_BROWSER_PLATFORM] = browserMeta.os;
		if (browserMeta === null || browserMeta === void 0 ? void 0 : browserMeta.userAgent) attributes[ATTR_USER_AGENT_ORIGINAL] = browserMeta.userAgent;
		attributes[ATTR_PROCESS_RUNTIME_NAME$3] = "browser";
		attributes[ATTR_PROCESS_RUNTIME_VERSION] = (_this$metas$value$bro = this.metas.value.browser) === null || _this$metas$value$bro === void 0 ? void 0 : _this$metas$value$bro.userAgent;
		attributes[ATTR_TELEMETRY_DISTRO_NAME] = "faro-web-sdk";
		attributes[ATTR_TELEMETRY_DISTRO_VERSION] = VERSION$10;
		Object.assign(attributes, options.resourceAttributes);
		const provider = new WebTracerProvider({
			resource: defaultResource().merge(resourceFromAttributes(attributes)),
			sampler: { shouldSample: () => {
				var _this$config$sessionT;
				if (((_this$config$sessionT = this.config.sessionTracking) === null || _this$config$sessionT === void 0 ? void 0 : _this$config$sessionT.enabled) && document.prerendering) return { decision: SamplingDecision.NOT_RECORD };
				return { decision: getSamplingDecision(captureMetas(this.metas).session) };
			} },
			spanProcessors: [(_options$spanProcesso = options.spanProcessor) !== null && _options$spanProcesso !== void 0 ? _options$spanProcesso : new FaroMetaAttributesSpanProcessor(new BatchSpanProcessor(new FaroTraceExporter({ api: this.api }), {
				scheduledDelayMillis: TracingInstrumentation.SCHEDULED_BATCH_DELAY_MS,
				maxExportBatchSize: 30
			}), this.metas)]
		});
		const omitForUnsampledSessions = options.omitTraceContextForUnsampledSessions === true;
		provider.register({
			propagator: new FaroPausablePropagator((_options$propagator = options.propagator) !== null && _options$propagator !== void 0 ? _options$propagator : new W3CTraceContextPropagator$2(), () => this.transports.isPaused() || omitForUnsampledSessions && !isSessionSampled(this.api.getSession())),
			contextManager: options.contextManager
		});
		const { propagateTraceHeaderCorsUrls, fetchInstrumentationOptions, xhrInstrumentationOptions } = (_this$options$instrum = this.options.instrumentationOptions) !== null && _this$options$instrum !== void 0 ? _this$options$instrum : {};
		registerInstrumentations({ instrumentations: (_options$instrumentat = options.instrumentations) !== null && _options$instrumentat !== void 0 ? _options$instrumentat : getDefaultOTELInstrumentations({
			ignoreUrls: this.getIgnoreUrls(),
			propagateTraceHeaderCorsUrls,
			fetchInstrumentationOptions,
			xhrInstrumentationOptions
		}) });
		this.api.initOTEL(trace, context);
	}
	getIgnoreUrls() {
		return this.transports.transports.flatMap((transport) => transport.getIgnoreUrls());
	}
};
TracingInstrumentation.SCHEDULED_BATCH_DELAY_MS = 1e3;
export { TracingInstrumentation };
