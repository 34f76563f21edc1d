import { t as __commonJSMin } from "./rolldown-runtime-DQp2zzRu.js";
// node_modules/@grafana/faro-web-sdk/dist/esm/consts.js
var defaultEventDomain = "browser";
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/sessionConstants.js
var STORAGE_KEY = "com.grafana.faro.session";
var SESSION_EXPIRATION_TIME = 144e5;
var SESSION_INACTIVITY_TIME = 9e5;
var STORAGE_UPDATE_DELAY = 1e3;
var MAX_SESSION_PERSISTENCE_TIME = SESSION_INACTIVITY_TIME;
var defaultSessionTrackingConfig = {
	enabled: true,
	persistent: false,
	maxSessionPersistenceTime: MAX_SESSION_PERSISTENCE_TIME
};
// node_modules/@grafana/faro-core/dist/esm/consts.js
var unknownString = "unknown";
// node_modules/@grafana/faro-core/dist/esm/utils/sampling.js
function clampSamplingRate(samplingRate) {
	return Math.min(1, Math.max(0, samplingRate));
}
// node_modules/@grafana/faro-core/dist/esm/utils/is.js
function isTypeof(value, type) {
	return typeof value === type;
}
function isToString(value, type) {
	return Object.prototype.toString.call(value) === `[object ${type}]`;
}
function isInstanceOf(value, reference) {
	try {
		return value instanceof reference;
	} catch (_err) {
		return false;
	}
}
var isUndefined = ((value) => isTypeof(value, "undefined"));
var isNull = ((value) => isTypeof(value, "null"));
var isString = ((value) => isTypeof(value, "string"));
var isNumber = ((value) => isTypeof(value, "number") && !isNaN(value) || isTypeof(value, "bigint"));
var isInt = ((value) => isNumber(value) && Number.isInteger(value));
var isBoolean = ((value) => isTypeof(value, "boolean"));
var isSymbol = ((value) => isTypeof(value, "symbol"));
var isObject = ((value) => !isNull(value) && isTypeof(value, "object"));
var isFunction = ((value) => isTypeof(value, "function"));
var isArray = ((value) => isToString(value, "Array"));
var isRegExp = ((value) => isToString(value, "RegExp"));
var isThenable = ((value) => isFunction(value === null || value === void 0 ? void 0 : value.then));
var isPrimitive = ((value) => !isObject(value) && !isFunction(value));
var isEventDefined = typeof Event !== "undefined";
var isEvent = ((value) => isEventDefined && isInstanceOf(value, Event));
var isErrorDefined = typeof Error !== "undefined";
var isError = ((value) => isErrorDefined && isInstanceOf(value, Error));
var isErrorEvent = ((value) => isToString(value, "ErrorEvent"));
var isDomError = ((value) => isToString(value, "DOMError"));
var isDomException = ((value) => isToString(value, "DOMException"));
var isElementDefined = typeof Element !== "undefined";
var isElement = ((value) => isElementDefined && isInstanceOf(value, Element));
var isMapDefined = typeof Map !== "undefined";
var isMap = ((value) => isMapDefined && isInstanceOf(value, Map));
var isSyntheticEvent = ((value) => isObject(value) && "nativeEvent" in value && "preventDefault" in value && "stopPropagation" in value);
function isEmpty(value) {
	if (value == null) return true;
	if (isArray(value) || isString(value)) return value.length === 0;
	if (isObject(value)) return Object.keys(value).length === 0;
	return false;
}
// node_modules/@grafana/faro-core/dist/esm/utils/deepEqual.js
function deepEqual(a, b) {
	if (a === b) return true;
	if (isTypeof(a, "number") && isNaN(a)) return isTypeof(b, "number") && isNaN(b);
	const aIsArray = isArray(a);
	const bIsArray = isArray(b);
	if (aIsArray !== bIsArray) return false;
	if (aIsArray && bIsArray) {
		const length = a.length;
		if (length !== b.length) return false;
		for (let idx = length; idx-- !== 0;) if (!deepEqual(a[idx], b[idx])) return false;
		return true;
	}
	const aIsObject = isObject(a);
	const bIsObject = isObject(b);
	if (aIsObject !== bIsObject) return false;
	if (a && b && aIsObject && bIsObject) {
		const aKeys = Object.keys(a);
		const bKeys = Object.keys(b);
		if (aKeys.length !== bKeys.length) return false;
		for (let aKey of aKeys) if (!bKeys.includes(aKey)) return false;
		for (let aKey of aKeys) if (!deepEqual(a[aKey], b[aKey])) return false;
		return true;
	}
	return false;
}
// node_modules/@grafana/faro-core/dist/esm/utils/date.js
function dateNow() {
	return Date.now();
}
/**
* Returns a high-resolution, monotonic timestamp in milliseconds.
*
* Use this for measuring elapsed time / durations. Unlike {@link dateNow} (which is
* derived from the system wall clock and is therefore subject to NTP adjustments,
* manual clock changes, daylight-savings transitions, etc.), `monoNow` is backed by
* `performance.now()`, which is guaranteed never to decrease and is unaffected by
* such adjustments.
*
* Do NOT use this for absolute event timestamps that need to be correlated with
* other systems or persisted across page loads — use {@link dateNow} or
* {@link getCurrentTimestamp} for that.
*
* Falls back to {@link dateNow} in environments where `performance.now` is
* unavailable (very old runtimes, unusual SSR setups). The fallback re-introduces
* wall-clock susceptibility but preserves the API contract.
*/
function monoNow() {
	if (typeof performance !== "undefined" && typeof performance.now === "function") return performance.now();
	return Date.now();
}
function getCurrentTimestamp() {
	return (/* @__PURE__ */ new Date()).toISOString();
}
function timestampToIsoString(value) {
	return new Date(value).toISOString();
}
// node_modules/@grafana/faro-core/dist/esm/utils/logLevels.js
var LogLevel = /* @__PURE__ */ function(LogLevel) {
	LogLevel["TRACE"] = "trace";
	LogLevel["DEBUG"] = "debug";
	LogLevel["INFO"] = "info";
	LogLevel["LOG"] = "log";
	LogLevel["WARN"] = "warn";
	LogLevel["ERROR"] = "error";
	return LogLevel;
}({});
var defaultLogLevel = "log";
var allLogLevels = [
	"trace",
	"debug",
	"info",
	"log",
	"warn",
	"error"
];
// node_modules/@grafana/faro-core/dist/esm/utils/noop.js
function noop() {}
// node_modules/@grafana/faro-core/dist/esm/utils/promiseBuffer.js
function createPromiseBuffer(options) {
	const { size, concurrency } = options;
	const buffer = [];
	let inProgress = 0;
	const work = () => {
		if (inProgress < concurrency && buffer.length) {
			const { producer, resolve, reject } = buffer.shift();
			inProgress++;
			producer().then((result) => {
				inProgress--;
				work();
				resolve(result);
			}, (reason) => {
				inProgress--;
				work();
				reject(reason);
			});
		}
	};
	const add = (promiseProducer) => {
		if (buffer.length + inProgress >= size) throw new Error("Task buffer full");
		return new Promise((resolve, reject) => {
			buffer.push({
				producer: promiseProducer,
				resolve,
				reject
			});
			work();
		});
	};
	return { add };
}
// node_modules/@grafana/faro-core/dist/esm/utils/shortId.js
var alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
function genShortID(length = 10) {
	const values = new Uint32Array(length);
	const cryptoObj = typeof globalThis !== "undefined" ? globalThis.crypto : void 0;
	if (cryptoObj === null || cryptoObj === void 0 ? void 0 : cryptoObj.getRandomValues) cryptoObj.getRandomValues(values);
	else for (let i = 0; i < length; i++) values[i] = Math.floor(Math.random() * 4294967296);
	let result = "";
	for (let i = 0; i < length; i++) result += alphabet[values[i] % 59];
	return result;
}
// node_modules/@grafana/faro-core/dist/esm/globalObject/globalObject.js
var globalObject = typeof globalThis !== "undefined" ? globalThis : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : void 0;
// node_modules/@grafana/faro-core/dist/esm/utils/json.js
function getCircularDependencyReplacer() {
	const valueSeen = /* @__PURE__ */ new WeakSet();
	return function(_key, value) {
		if (isObject(value) && value !== null) {
			if (valueSeen.has(value)) return null;
			valueSeen.add(value);
		}
		return value;
	};
}
function stringifyExternalJson(json = {}) {
	return JSON.stringify(json !== null && json !== void 0 ? json : {}, getCircularDependencyReplacer());
}
function stringifyObjectValues(obj = {}) {
	const o = {};
	for (const [key, value] of Object.entries(obj)) o[key] = isObject(value) && value !== null ? stringifyExternalJson(value) : String(value);
	return o;
}
// node_modules/@grafana/faro-core/dist/esm/utils/reactive.js
var Observable = class Observable {
	constructor() {
		this.subscribers = [];
	}
	subscribe(subscriber) {
		this.subscribers.push(subscriber);
		return { unsubscribe: () => this.unsubscribe(subscriber) };
	}
	unsubscribe(subscriber) {
		this.subscribers = this.subscribers.filter((sub) => sub !== subscriber);
	}
	notify(value) {
		this.subscribers.forEach((subscriber) => subscriber(value));
	}
	first() {
		const result = new Observable();
		const internalSubscriber = (data) => {
			result.notify(data);
			subscription.unsubscribe();
		};
		const subscription = this.subscribe(internalSubscriber);
		const resultUnsubscribeFn = result.unsubscribe.bind(result);
		return this.withUnsubscribeOverride(result, resultUnsubscribeFn, internalSubscriber);
	}
	takeWhile(predicate) {
		const result = new Observable();
		const internalSubscriber = (value) => {
			if (predicate(value)) result.notify(value);
			else result.unsubscribe(internalSubscriber);
		};
		this.subscribe(internalSubscriber);
		const resultUnsubscribeFn = result.unsubscribe.bind(result);
		return this.withUnsubscribeOverride(result, resultUnsubscribeFn, internalSubscriber);
	}
	filter(predicate) {
		const result = new Observable();
		const internalSubscriber = (value) => {
			if (predicate(value)) result.notify(value);
		};
		this.subscribe(internalSubscriber);
		const resultUnsubscribeFn = result.unsubscribe.bind(result);
		return this.withUnsubscribeOverride(result, resultUnsubscribeFn, internalSubscriber);
	}
	merge(...observables) {
		const mergerObservable = new Observable();
		const subscriptions = [];
		observables.forEach((observable) => {
			const subscription = observable.subscribe((value) => {
				mergerObservable.notify(value);
			});
			subscriptions.push(subscription);
		});
		const originalUnsubscribeAll = mergerObservable.unsubscribeAll.bind(mergerObservable);
		mergerObservable.unsubscribe = () => {
			subscriptions.forEach((subscription) => subscription.unsubscribe());
			originalUnsubscribeAll();
		};
		return mergerObservable;
	}
	withUnsubscribeOverride(observable, resultUnsubscribeFn, internalSubscriber) {
		observable.unsubscribe = (subscriber) => {
			resultUnsubscribeFn(subscriber);
			this.unsubscribe(internalSubscriber);
		};
		return observable;
	}
	unsubscribeAll() {
		this.subscribers = [];
	}
};
// node_modules/@grafana/faro-core/dist/esm/metas/capture.js
var capturedMetas = /* @__PURE__ */ new WeakSet();
function markMetaCaptured(meta) {
	capturedMetas.add(meta);
	return meta;
}
function isMetaCaptured(meta) {
	return capturedMetas.has(meta);
}
/** Capture metadata, including with extension implementations predating capture listeners. */
function captureMetas(metas, callback) {
	if (metas.capture) return markMetaCaptured(metas.capture(callback));
	const meta = markMetaCaptured(metas.value);
	callback === null || callback === void 0 || callback();
	return meta;
}
// node_modules/@grafana/faro-core/dist/esm/version.js
var VERSION = "2.12.1";
// node_modules/@grafana/faro-core/dist/esm/transports/const.js
var TransportItemType = /* @__PURE__ */ function(TransportItemType) {
	TransportItemType["EXCEPTION"] = "exception";
	TransportItemType["LOG"] = "log";
	TransportItemType["MEASUREMENT"] = "measurement";
	TransportItemType["TRACE"] = "trace";
	TransportItemType["EVENT"] = "event";
	return TransportItemType;
}({});
var transportItemTypeToBodyKey = {
	["exception"]: "exceptions",
	["log"]: "logs",
	["measurement"]: "measurements",
	["trace"]: "traces",
	["event"]: "events"
};
// node_modules/@grafana/faro-core/dist/esm/internalLogger/const.js
var InternalLoggerLevel = /* @__PURE__ */ function(InternalLoggerLevel) {
	InternalLoggerLevel[InternalLoggerLevel["OFF"] = 0] = "OFF";
	InternalLoggerLevel[InternalLoggerLevel["ERROR"] = 1] = "ERROR";
	InternalLoggerLevel[InternalLoggerLevel["WARN"] = 2] = "WARN";
	InternalLoggerLevel[InternalLoggerLevel["INFO"] = 3] = "INFO";
	InternalLoggerLevel[InternalLoggerLevel["VERBOSE"] = 4] = "VERBOSE";
	return InternalLoggerLevel;
}({});
var defaultInternalLogger = {
	debug: noop,
	error: noop,
	info: noop,
	prefix: "Faro",
	warn: noop
};
var defaultInternalLoggerLevel = 1;
// node_modules/@grafana/faro-core/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/typeof.js
function _typeof$1(o) {
	"@babel/helpers - typeof";
	return _typeof$1 = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o) {
		return typeof o;
	} : function(o) {
		return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o;
	}, _typeof$1(o);
}
// node_modules/@grafana/faro-core/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPrimitive.js
function toPrimitive$1(t, r) {
	if ("object" != _typeof$1(t) || !t) return t;
	var e = t[Symbol.toPrimitive];
	if (void 0 !== e) {
		var i = e.call(t, r || "default");
		if ("object" != _typeof$1(i)) return i;
		throw new TypeError("@@toPrimitive must return a primitive value.");
	}
	return ("string" === r ? String : Number)(t);
}
// node_modules/@grafana/faro-core/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPropertyKey.js
function toPropertyKey$1(t) {
	var i = toPrimitive$1(t, "string");
	return "symbol" == _typeof$1(i) ? i : i + "";
}
// node_modules/@grafana/faro-core/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/defineProperty.js
function _defineProperty$1(e, r, t) {
	return (r = toPropertyKey$1(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
// node_modules/@grafana/faro-core/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectSpread2.js
function ownKeys$1(e, r) {
	var t = Object.keys(e);
	if (Object.getOwnPropertySymbols) {
		var o = Object.getOwnPropertySymbols(e);
		r && (o = o.filter(function(r) {
			return Object.getOwnPropertyDescriptor(e, r).enumerable;
		})), t.push.apply(t, o);
	}
	return t;
}
function _objectSpread2$1(e) {
	for (var r = 1; r < arguments.length; r++) {
		var t = null != arguments[r] ? arguments[r] : {};
		r % 2 ? ownKeys$1(Object(t), !0).forEach(function(r) {
			_defineProperty$1(e, r, t[r]);
		}) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t)) : ownKeys$1(Object(t)).forEach(function(r) {
			Object.defineProperty(e, r, Object.getOwnPropertyDescriptor(t, r));
		});
	}
	return e;
}
// node_modules/@grafana/faro-core/dist/esm/unpatchedConsole/const.js
var defaultUnpatchedConsole = _objectSpread2$1({}, console);
// node_modules/@grafana/faro-core/dist/esm/internalLogger/createInternalLogger.js
function createInternalLogger(unpatchedConsole = defaultUnpatchedConsole, internalLoggerLevel = 1) {
	const internalLogger = defaultInternalLogger;
	if (internalLoggerLevel > 0) {
		internalLogger.error = internalLoggerLevel >= 1 ? function(...args) {
			unpatchedConsole.error(`${internalLogger.prefix}\n`, ...args);
		} : noop;
		internalLogger.warn = internalLoggerLevel >= 2 ? function(...args) {
			unpatchedConsole.warn(`${internalLogger.prefix}\n`, ...args);
		} : noop;
		internalLogger.info = internalLoggerLevel >= 3 ? function(...args) {
			unpatchedConsole.info(`${internalLogger.prefix}\n`, ...args);
		} : noop;
		internalLogger.debug = internalLoggerLevel >= 4 ? function(...args) {
			unpatchedConsole.debug(`${internalLogger.prefix}\n`, ...args);
		} : noop;
	}
	return internalLogger;
}
// node_modules/@grafana/faro-core/dist/esm/extensions/baseExtension.js
var BaseExtension = class {
	constructor() {
		this.unpatchedConsole = defaultUnpatchedConsole;
		this.internalLogger = defaultInternalLogger;
		this.config = {};
		this.metas = {};
	}
	logDebug(...args) {
		this.internalLogger.debug(`${this.name}\n`, ...args);
	}
	logInfo(...args) {
		this.internalLogger.info(`${this.name}\n`, ...args);
	}
	logWarn(...args) {
		this.internalLogger.warn(`${this.name}\n`, ...args);
	}
	logError(...args) {
		this.internalLogger.error(`${this.name}\n`, ...args);
	}
};
// node_modules/@grafana/faro-core/dist/esm/transports/base.js
var BaseTransport = class extends BaseExtension {
	isBatched() {
		return false;
	}
	getIgnoreUrls() {
		return [];
	}
};
// node_modules/@grafana/faro-core/dist/esm/transports/utils.js
function mergeResourceSpans(traces, resourceSpans) {
	var _traces$resourceSpans, _resourceSpans$;
	if (resourceSpans === void 0) return traces;
	if (traces === void 0) return { resourceSpans };
	const currentResource = (_traces$resourceSpans = traces.resourceSpans) === null || _traces$resourceSpans === void 0 ? void 0 : _traces$resourceSpans[0];
	if (currentResource === void 0) return traces;
	const currentSpans = (currentResource === null || currentResource === void 0 ? void 0 : currentResource.scopeSpans) || [];
	const newSpans = (resourceSpans === null || resourceSpans === void 0 || (_resourceSpans$ = resourceSpans[0]) === null || _resourceSpans$ === void 0 ? void 0 : _resourceSpans$.scopeSpans) || [];
	return _objectSpread2$1(_objectSpread2$1({}, traces), {}, { resourceSpans: [_objectSpread2$1(_objectSpread2$1({}, currentResource), {}, { scopeSpans: [...currentSpans, ...newSpans] })] });
}
function getTransportBody(item) {
	let body = { meta: {} };
	if (item[0] !== void 0) body.meta = item[0].meta;
	item.forEach((currentItem) => {
		switch (currentItem.type) {
			case "log":
			case "event":
			case "exception":
			case "measurement": {
				const bk = transportItemTypeToBodyKey[currentItem.type];
				const signals = body[bk];
				body = _objectSpread2$1(_objectSpread2$1({}, body), {}, { [bk]: signals === void 0 ? [currentItem.payload] : [...signals, currentItem.payload] });
				break;
			}
			case "trace": body = _objectSpread2$1(_objectSpread2$1({}, body), {}, { traces: mergeResourceSpans(body.traces, currentItem.payload.resourceSpans) });
		}
	});
	return body;
}
// node_modules/@grafana/faro-core/dist/esm/api/userActions/const.js
var userActionStart = "user_action_start";
var UserActionImportance = {
	Normal: "normal",
	Critical: "critical"
};
var userActionEventName = "faro.user.action";
// node_modules/@grafana/faro-core/dist/esm/api/userActions/types.js
var UserActionState = /* @__PURE__ */ function(UserActionState) {
	UserActionState[UserActionState["Started"] = 0] = "Started";
	UserActionState[UserActionState["Halted"] = 1] = "Halted";
	UserActionState[UserActionState["Cancelled"] = 2] = "Cancelled";
	UserActionState[UserActionState["Ended"] = 3] = "Ended";
	return UserActionState;
}({});
// node_modules/@grafana/faro-core/dist/esm/api/ItemBuffer.js
var ItemBuffer = class {
	constructor() {
		this.buffer = [];
	}
	addItem(item) {
		this.buffer.push(item);
	}
	flushBuffer(cb) {
		if (isFunction(cb)) for (const item of this.buffer) cb(item);
		this.buffer.length = 0;
	}
	size() {
		return this.buffer.length;
	}
};
// node_modules/@grafana/faro-core/dist/esm/api/userActions/userAction.js
var UserAction = class extends Observable {
	constructor({ name, parentId, trigger, transports, attributes, trackUserActionsExcludeItem, importance = UserActionImportance.Normal, pushEvent }) {
		super();
		this.name = name;
		this.attributes = attributes;
		this.id = genShortID();
		this.trigger = trigger;
		this.parentId = parentId !== null && parentId !== void 0 ? parentId : this.id;
		this.trackUserActionsExcludeItem = trackUserActionsExcludeItem;
		this.importance = importance;
		this._pushEvent = pushEvent;
		this._itemBuffer = new ItemBuffer();
		this._transports = transports;
		this._state = 0;
		this._start();
	}
	addItem(item) {
		if (this._state === 0) {
			this._itemBuffer.addItem(item);
			return true;
		}
		return false;
	}
	_start() {
		this._state = 0;
		if (this._state === 0) {
			this.startTime = dateNow();
			this._startTimeMono = monoNow();
		}
	}
	halt() {
		if (this._state !== 0) return;
		this._state = 1;
		this.notify(this._state);
	}
	cancel() {
		if (this._state === 0) this._itemBuffer.flushBuffer((item) => {
			this._transports.execute(item);
		});
		this._state = 2;
		this.notify(this._state);
	}
	end() {
		if (this._state === 2) return;
		const endTime = dateNow();
		const duration = monoNow() - this._startTimeMono;
		this._state = 3;
		this._itemBuffer.flushBuffer((item) => {
			if (isExcludeFromUserAction(item, this.trackUserActionsExcludeItem)) {
				this._transports.execute(item);
				return;
			}
			const userActionItem = _objectSpread2$1(_objectSpread2$1({}, item), {}, { payload: _objectSpread2$1(_objectSpread2$1({}, item.payload), {}, { action: {
				parentId: this.id,
				name: this.name
			} }) });
			this._transports.execute(userActionItem);
		});
		this._state = 3;
		this.notify(this._state);
		this._pushEvent(userActionEventName, _objectSpread2$1({
			userActionName: this.name,
			userActionStartTime: this.startTime.toString(),
			userActionEndTime: endTime.toString(),
			userActionDuration: duration.toString(),
			userActionTrigger: this.trigger,
			userActionImportance: this.importance
		}, stringifyObjectValues(this.attributes)), void 0, {
			timestampOverwriteMs: this.startTime,
			customPayloadTransformer: (payload) => {
				payload.action = {
					id: this.id,
					name: this.name
				};
				return payload;
			}
		});
	}
	getState() {
		return this._state;
	}
};
function isExcludeFromUserAction(item, trackUserActionsExcludeItem) {
	return (trackUserActionsExcludeItem === null || trackUserActionsExcludeItem === void 0 ? void 0 : trackUserActionsExcludeItem(item)) || item.type === "measurement" && item.payload.type === "web-vitals";
}
// node_modules/@grafana/faro-core/dist/esm/api/userActions/initialize.js
var userActionsMessageBus = new Observable();
function initializeUserActionsAPI({ transports, internalLogger, config, pushEvent }) {
	var _config$userActionsIn;
	const trackUserActionsExcludeItem = (_config$userActionsIn = config.userActionsInstrumentation) === null || _config$userActionsIn === void 0 ? void 0 : _config$userActionsIn.excludeItem;
	let activeUserAction;
	const startUserAction = (name, attributes, options) => {
		if (getActiveUserAction() === void 0) {
			const userAction = new UserAction({
				name,
				transports,
				attributes,
				trigger: (options === null || options === void 0 ? void 0 : options.triggerName) || "faroApiCall",
				importance: (options === null || options === void 0 ? void 0 : options.importance) || UserActionImportance.Normal,
				trackUserActionsExcludeItem,
				pushEvent
			});
			userAction.filter((v) => [3, 2].includes(v)).first().subscribe(() => {
				activeUserAction = void 0;
			});
			userActionsMessageBus.notify({
				type: userActionStart,
				userAction,
				initialActivityTimeout: options === null || options === void 0 ? void 0 : options.initialActivityTimeout
			});
			activeUserAction = userAction;
			return activeUserAction;
		} else {
			internalLogger.error("Attempted to create a new user action while one is already running. This is not possible.");
			return;
		}
	};
	const getActiveUserAction = () => {
		return activeUserAction;
	};
	return {
		startUserAction,
		getActiveUserAction
	};
}
/**
* Adds an item to the buffer associated with the given UserAction.
* The item will only be added if the UserAction is in the Started state.
* @param userAction The UserAction instance
* @param item The item to add to the buffer
* @returns {boolean} True if the item was added, false otherwise
*/
function addItemToUserActionBuffer(userAction, item) {
	if (!userAction) return false;
	if ((userAction === null || userAction === void 0 ? void 0 : userAction.getState()) !== 0) return false;
	userAction.addItem(item);
	return true;
}
// node_modules/@grafana/faro-core/dist/esm/api/exceptions/const.js
var defaultExceptionType = "Error";
var defaultErrorArgsSerializer = (args) => {
	return args.map((arg) => {
		if (isObject(arg)) return stringifyExternalJson(arg);
		return String(arg);
	}).join(" ");
};
// node_modules/@grafana/faro-core/dist/esm/api/logs/const.js
var defaultLogArgsSerializer = (args) => args.map((arg) => {
	try {
		return String(arg);
	} catch (_err) {
		return "";
	}
}).join(" ");
// node_modules/@grafana/faro-core/dist/esm/instrumentations/base.js
var BaseInstrumentation = class extends BaseExtension {
	constructor(..._args) {
		super(..._args);
		this.api = {};
		this.transports = {};
	}
};
// node_modules/@grafana/faro-core/dist/esm/sdk/const.js
var internalGlobalObjectKey = "_faroInternal";
// node_modules/@grafana/faro-core/dist/esm/sdk/internalFaroGlobalObject.js
function getInternalFromGlobalObject() {
	return globalObject[internalGlobalObjectKey];
}
function setInternalFaroOnGlobalObject(faro) {
	if (!faro.config.isolate) {
		faro.internalLogger.debug("Registering internal Faro instance on global object");
		Object.defineProperty(globalObject, internalGlobalObjectKey, {
			configurable: false,
			enumerable: false,
			writable: false,
			value: faro
		});
	} else faro.internalLogger.debug("Skipping registering internal Faro instance on global object");
}
function isInternalFaroOnGlobalObject() {
	return internalGlobalObjectKey in globalObject;
}
// node_modules/@grafana/faro-core/dist/esm/api/noop.js
function getNoopAPI() {
	return {
		pushLog: () => {},
		pushError: () => {},
		changeStacktraceParser: () => {},
		getStacktraceParser: () => void 0,
		pushMeasurement: () => {},
		pushTraces: () => {},
		getOTEL: () => void 0,
		getTraceContext: () => void 0,
		initOTEL: () => {},
		isOTELInitialized: () => false,
		setUser: () => {},
		resetUser: () => {},
		setSession: () => {},
		resetSession: () => {},
		getSession: () => void 0,
		setView: () => {},
		getView: () => void 0,
		setPage: () => {},
		getPage: () => void 0,
		pushEvent: () => {},
		startUserAction: () => void 0,
		getActiveUserAction: () => void 0
	};
}
// node_modules/@grafana/faro-core/dist/esm/sdk/faroGlobalObject.js
function setFaroOnGlobalObject(faro) {
	if (!faro.config.preventGlobalExposure) {
		faro.internalLogger.debug(`Registering public faro reference in the global scope using "${faro.config.globalObjectKey}" key`);
		if (faro.config.globalObjectKey in globalObject) {
			faro.internalLogger.warn(`Skipping global registration due to key "${faro.config.globalObjectKey}" being used already. Please set "globalObjectKey" to something else or set "preventGlobalExposure" to "true"`);
			return;
		}
		Object.defineProperty(globalObject, faro.config.globalObjectKey, {
			configurable: false,
			writable: false,
			value: faro
		});
	} else faro.internalLogger.debug("Skipping registering public Faro instance in the global scope");
}
// node_modules/@grafana/faro-core/dist/esm/sdk/registerFaro.js
var faro = { api: getNoopAPI() };
function registerFaro(unpatchedConsole, internalLogger, config, metas, transports, api, instrumentations) {
	internalLogger.debug("Initializing Faro");
	faro = {
		api,
		config,
		instrumentations,
		internalLogger,
		metas,
		pause: transports.pause,
		transports,
		unpatchedConsole,
		unpause: transports.unpause
	};
	setInternalFaroOnGlobalObject(faro);
	setFaroOnGlobalObject(faro);
	return faro;
}
// node_modules/@grafana/faro-core/dist/esm/metas/initialize.js
function initializeMetas(_unpatchedConsole, internalLogger, _config) {
	let items = [];
	let listeners = [];
	let captureListeners = [];
	let pendingCaptureListeners;
	let nextCaptureListener = 0;
	let captureListenerCount = 0;
	const getValue = () => items.reduce((acc, item) => Object.assign(acc, isFunction(item) ? item() : item), {});
	const notifyListeners = () => {
		if (listeners.length) {
			const value = getValue();
			listeners.forEach((listener) => listener(value));
		}
	};
	const add = (...newItems) => {
		internalLogger.debug("Adding metas\n", newItems);
		items.push(...newItems);
		notifyListeners();
	};
	const remove = (...itemsToRemove) => {
		internalLogger.debug("Removing metas\n", itemsToRemove);
		items = items.filter((currentItem) => !itemsToRemove.includes(currentItem));
		notifyListeners();
	};
	const addListener = (listener) => {
		internalLogger.debug("Adding metas listener\n", listener);
		listeners.push(listener);
	};
	const removeListener = (listener) => {
		internalLogger.debug("Removing metas listener\n", listener);
		listeners = listeners.filter((currentListener) => currentListener !== listener);
	};
	const capture = (callback) => {
		var _pendingCaptureListen;
		const nested = pendingCaptureListeners !== void 0;
		const cycleListeners = (_pendingCaptureListen = pendingCaptureListeners) !== null && _pendingCaptureListen !== void 0 ? _pendingCaptureListen : captureListeners;
		if (!nested) {
			pendingCaptureListeners = cycleListeners;
			nextCaptureListener = 0;
			captureListenerCount = cycleListeners.length;
		}
		try {
			while (nextCaptureListener < captureListenerCount) {
				const listener = cycleListeners[nextCaptureListener++];
				listener === null || listener === void 0 || listener();
			}
			const value = markMetaCaptured(getValue());
			callback === null || callback === void 0 || callback();
			return value;
		} finally {
			if (!nested) pendingCaptureListeners = void 0;
		}
	};
	return {
		add,
		remove,
		addListener,
		removeListener,
		capture,
		addCaptureListener: (listener) => {
			captureListeners.push(listener);
		},
		removeCaptureListener: (listener) => {
			captureListeners = captureListeners.filter((current) => current !== listener);
		},
		get value() {
			return getValue();
		}
	};
}
// node_modules/@grafana/faro-core/dist/esm/utils/sourceMaps.js
/**
* Reads the bundle id injected by `@grafana/faro-metro-plugin` / webpack plugin preamble.
* Prefer `globalObject` (globalThis-first). Also check `window` for older bundles that set the
* property only on `window` when it differed from `globalThis` (e.g. legacy preamble order).
*/
function getBundleId(appName) {
	const key = `__faroBundleId_${appName}`;
	const fromGlobal = globalObject === null || globalObject === void 0 ? void 0 : globalObject[key];
	if (typeof fromGlobal === "string" && fromGlobal !== "") return fromGlobal;
	const fromWindow = typeof window !== "undefined" ? window[key] : void 0;
	if (typeof fromWindow === "string" && fromWindow !== "") return fromWindow;
}
function getGitHash(appName) {
	return globalObject === null || globalObject === void 0 ? void 0 : globalObject[`__faroGitHash_${appName}`];
}
// node_modules/@grafana/faro-core/dist/esm/metas/registerInitial.js
function registerInitialMetas(faro) {
	var _faro$config$sessionT, _faro$config$metas;
	const appName = faro.config.app.name;
	const gitHash = appName ? getGitHash(appName) : void 0;
	const initial = {
		sdk: {
			version: VERSION,
			name: "faro"
		},
		app: _objectSpread2$1({ bundleId: appName && getBundleId(appName) }, gitHash !== void 0 ? { gitHash } : {})
	};
	const session = (_faro$config$sessionT = faro.config.sessionTracking) === null || _faro$config$sessionT === void 0 ? void 0 : _faro$config$sessionT.session;
	if (session) faro.api.setSession(session);
	if (faro.config.app) initial.app = _objectSpread2$1(_objectSpread2$1({}, faro.config.app), initial.app);
	if (faro.config.user) initial.user = faro.config.user;
	if (faro.config.view) initial.view = faro.config.view;
	faro.metas.add(initial, ...(_faro$config$metas = faro.config.metas) !== null && _faro$config$metas !== void 0 ? _faro$config$metas : []);
}
// node_modules/@grafana/faro-core/dist/esm/internal/metas.js
var instances = /* @__PURE__ */ new WeakMap();
/** Share private coordination state between SDK packages without extending faro.metas. */
function getInternalMetas(metas) {
	let internal = instances.get(metas);
	if (!internal) {
		let sessionUpdateListeners = [];
		let captureFilters = [];
		internal = {
			addSessionUpdateListener: (listener) => {
				sessionUpdateListeners.push(listener);
			},
			removeSessionUpdateListener: (listener) => {
				sessionUpdateListeners = sessionUpdateListeners.filter((current) => current !== listener);
			},
			notifySessionUpdate: (update) => {
				sessionUpdateListeners.forEach((listener) => listener(update));
			},
			shouldCapture: () => captureFilters.every((filter) => filter()),
			addCaptureFilter: (filter) => {
				captureFilters.push(filter);
			},
			removeCaptureFilter: (filter) => {
				captureFilters = captureFilters.filter((current) => current !== filter);
			}
		};
		instances.set(metas, internal);
	}
	return internal;
}
// node_modules/@grafana/faro-core/dist/esm/transports/batchExecutor.js
var DEFAULT_SEND_TIMEOUT_MS = 250;
var DEFAULT_BATCH_ITEM_LIMIT = 50;
var BatchExecutor = class {
	constructor(sendFn, options) {
		var _options$itemLimit, _options$sendTimeout;
		this.signalBuffer = [];
		this.itemLimit = (_options$itemLimit = options === null || options === void 0 ? void 0 : options.itemLimit) !== null && _options$itemLimit !== void 0 ? _options$itemLimit : DEFAULT_BATCH_ITEM_LIMIT;
		this.sendTimeout = (_options$sendTimeout = options === null || options === void 0 ? void 0 : options.sendTimeout) !== null && _options$sendTimeout !== void 0 ? _options$sendTimeout : DEFAULT_SEND_TIMEOUT_MS;
		this.paused = (options === null || options === void 0 ? void 0 : options.paused) || false;
		this.sendFn = sendFn;
		if (!this.paused) this.start();
		if (typeof document !== "undefined") document.addEventListener("visibilitychange", () => {
			if (document.visibilityState === "hidden") this.flush();
		});
	}
	addItem(item) {
		if (this.paused) return;
		this.signalBuffer.push(item);
		if (this.signalBuffer.length >= this.itemLimit) this.flush();
	}
	start() {
		this.paused = false;
		if (this.sendTimeout > 0) this.flushInterval = setInterval(() => this.flush(), this.sendTimeout);
	}
	pause() {
		this.paused = true;
		clearInterval(this.flushInterval);
	}
	groupItems(items) {
		const itemMap = /* @__PURE__ */ new Map();
		items.forEach((item) => {
			const metaKey = JSON.stringify(item.meta);
			let currentItems = itemMap.get(metaKey);
			if (currentItems === void 0) currentItems = [item];
			else currentItems = [...currentItems, item];
			itemMap.set(metaKey, currentItems);
		});
		return Array.from(itemMap.values());
	}
	flush() {
		if (this.paused || this.signalBuffer.length === 0) return;
		const snapshot = this.signalBuffer;
		this.signalBuffer = [];
		try {
			this.groupItems(snapshot).forEach(this.sendFn);
		} catch (error) {
			this.signalBuffer = [...snapshot, ...this.signalBuffer];
			this.trimBufferToLimit();
			throw error;
		}
	}
	trimBufferToLimit() {
		if (this.signalBuffer.length > this.itemLimit) this.signalBuffer = this.signalBuffer.slice(0, this.itemLimit);
	}
};
// node_modules/@grafana/faro-core/dist/esm/transports/initialize.js
function initializeTransports(unpatchedConsole, internalLogger, config, metas) {
	var _config$batching3;
	internalLogger.debug("Initializing transports");
	const transports = [];
	let beforeSendHooks = [];
	const add = (...newTransports) => {
		internalLogger.debug("Adding transports");
		newTransports.forEach((newTransport) => {
			internalLogger.debug(`Adding "${newTransport.name}" transport`);
			if (transports.some((existingTransport) => existingTransport === newTransport)) {
				internalLogger.warn(`Transport ${newTransport.name} is already added`);
				return;
			}
			newTransport.unpatchedConsole = unpatchedConsole;
			newTransport.internalLogger = internalLogger;
			newTransport.config = config;
			newTransport.metas = metas;
			transports.push(newTransport);
		});
	};
	const addBeforeSendHooks = (...newBeforeSendHooks) => {
		internalLogger.debug("Adding beforeSendHooks\n", beforeSendHooks);
		newBeforeSendHooks.forEach((beforeSendHook) => {
			if (beforeSendHook) beforeSendHooks.push(beforeSendHook);
		});
	};
	const applyBeforeSendHooks = (items) => {
		let filteredItems = items;
		for (const hook of beforeSendHooks) {
			const modified = filteredItems.map(hook).filter(Boolean);
			if (modified.length === 0) return [];
			filteredItems = sanitizeItems(modified, config);
		}
		return filteredItems;
	};
	const batchedSend = (items) => {
		const filteredItems = applyBeforeSendHooks(items);
		if (filteredItems.length === 0) return;
		for (const transport of transports) {
			internalLogger.debug(`Transporting item using ${transport.name}\n`, filteredItems);
			if (transport.isBatched()) transport.send(filteredItems);
		}
	};
	const instantSend = (item) => {
		var _config$batching;
		if (((_config$batching = config.batching) === null || _config$batching === void 0 ? void 0 : _config$batching.enabled) && transports.every((transport) => transport.isBatched())) return;
		const [filteredItem] = applyBeforeSendHooks([item]);
		if (filteredItem === void 0) return;
		for (const transport of transports) {
			var _config$batching2;
			internalLogger.debug(`Transporting item using ${transport.name}\n`, filteredItem);
			if (!transport.isBatched()) transport.send(filteredItem);
			else if (!((_config$batching2 = config.batching) === null || _config$batching2 === void 0 ? void 0 : _config$batching2.enabled)) transport.send([filteredItem]);
		}
	};
	let batchExecutor;
	if ((_config$batching3 = config.batching) === null || _config$batching3 === void 0 ? void 0 : _config$batching3.enabled) batchExecutor = new BatchExecutor(batchedSend, {
		sendTimeout: config.batching.sendTimeout,
		itemLimit: config.batching.itemLimit,
		paused: config.paused
	});
	const execute = (item) => {
		var _config$batching4;
		if (config.paused || !getInternalMetas(metas).shouldCapture()) return;
		if (!isMetaCaptured(item.meta)) {
			var _metas$value$session, _itemMeta$session, _meta$session;
			const previousSessionId = (_metas$value$session = metas.value.session) === null || _metas$value$session === void 0 ? void 0 : _metas$value$session.id;
			const meta = captureMetas(metas);
			if (config.paused) return;
			const itemMeta = _objectSpread2$1({}, item.meta);
			if (((_itemMeta$session = itemMeta.session) === null || _itemMeta$session === void 0 ? void 0 : _itemMeta$session.id) === previousSessionId && ((_meta$session = meta.session) === null || _meta$session === void 0 ? void 0 : _meta$session.id) !== previousSessionId) {
				if (meta.session === void 0) delete itemMeta.session;
				else itemMeta.session = meta.session;
			}
			item = _objectSpread2$1(_objectSpread2$1({}, item), {}, { meta: markMetaCaptured(itemMeta) });
		}
		if ((_config$batching4 = config.batching) === null || _config$batching4 === void 0 ? void 0 : _config$batching4.enabled) batchExecutor === null || batchExecutor === void 0 || batchExecutor.addItem(item);
		instantSend(item);
	};
	const getBeforeSendHooks = () => [...beforeSendHooks];
	const isPaused = () => config.paused;
	const pause = () => {
		internalLogger.debug("Pausing transports");
		batchExecutor === null || batchExecutor === void 0 || batchExecutor.pause();
		config.paused = true;
	};
	const remove = (...transportsToRemove) => {
		internalLogger.debug("Removing transports");
		transportsToRemove.forEach((transportToRemove) => {
			internalLogger.debug(`Removing "${transportToRemove.name}" transport`);
			const existingTransportIndex = transports.indexOf(transportToRemove);
			if (existingTransportIndex === -1) {
				internalLogger.warn(`Transport "${transportToRemove.name}" is not added`);
				return;
			}
			transports.splice(existingTransportIndex, 1);
		});
	};
	const removeBeforeSendHooks = (...beforeSendHooksToRemove) => {
		internalLogger.debug("Removing beforeSendHooks");
		beforeSendHooks = beforeSendHooks.filter((beforeSendHook) => !beforeSendHooksToRemove.includes(beforeSendHook));
	};
	const unpause = () => {
		internalLogger.debug("Unpausing transports");
		batchExecutor === null || batchExecutor === void 0 || batchExecutor.start();
		config.paused = false;
	};
	return {
		add,
		addBeforeSendHooks,
		getBeforeSendHooks,
		execute,
		isPaused,
		pause,
		remove,
		removeBeforeSendHooks,
		get transports() {
			return [...transports];
		},
		unpause
	};
}
/**
* Removes the `payload.originalError` property from the provided `TransportItem[]` parameter.
*/
function sanitizeItems(filteredItems, config) {
	if (config.preserveOriginalError) {
		for (const item of filteredItems) if (item.type === "exception") delete item.payload.originalError;
	}
	return filteredItems;
}
// node_modules/@grafana/faro-core/dist/esm/unpatchedConsole/initialize.js
var unpatchedConsole = defaultUnpatchedConsole;
function initializeUnpatchedConsole(config) {
	var _config$unpatchedCons;
	unpatchedConsole = (_config$unpatchedCons = config.unpatchedConsole) !== null && _config$unpatchedCons !== void 0 ? _config$unpatchedCons : unpatchedConsole;
	return unpatchedConsole;
}
// node_modules/@grafana/faro-core/dist/esm/internalLogger/initialize.js
var internalLogger = defaultInternalLogger;
function initializeInternalLogger(unpatchedConsole, config) {
	internalLogger = createInternalLogger(unpatchedConsole, config.internalLoggerLevel);
	return internalLogger;
}
// node_modules/@grafana/faro-core/dist/esm/transports/registerInitial.js
function registerInitialTransports(faro) {
	faro.transports.add(...faro.config.transports);
	faro.transports.addBeforeSendHooks(faro.config.beforeSend);
}
// node_modules/@grafana/faro-core/dist/esm/api/events/initialize.js
function initializeEventsAPI({ internalLogger, config, metas, transports, tracesApi, userActionsApi }) {
	let lastPayload = null;
	const pushEvent = (name, attributes, domain, { skipDedupe, spanContext, timestampOverwriteMs, customPayloadTransformer = (payload) => payload } = {}) => {
		try {
			if (!getInternalMetas(metas).shouldCapture()) return;
			const attrs = stringifyObjectValues(attributes);
			const payload = customPayloadTransformer({
				name,
				domain: domain !== null && domain !== void 0 ? domain : config.eventDomain,
				attributes: isEmpty(attrs) ? void 0 : attrs,
				timestamp: timestampOverwriteMs ? timestampToIsoString(timestampOverwriteMs) : getCurrentTimestamp(),
				trace: spanContext ? {
					trace_id: spanContext.traceId,
					span_id: spanContext.spanId
				} : tracesApi.getTraceContext()
			});
			const testingPayload = {
				name: payload.name,
				attributes: payload.attributes,
				domain: payload.domain
			};
			if (!skipDedupe && config.dedupe && !isNull(lastPayload) && deepEqual(testingPayload, lastPayload)) {
				internalLogger.debug("Skipping event push because it is the same as the last one\n", payload);
				return;
			}
			const previousPayload = lastPayload;
			const meta = captureMetas(metas);
			if (lastPayload !== previousPayload && !skipDedupe && config.dedupe && deepEqual(testingPayload, lastPayload)) return;
			lastPayload = testingPayload;
			const item = {
				meta,
				payload,
				type: "event"
			};
			internalLogger.debug("Pushing event\n", item);
			if (!addItemToUserActionBuffer(userActionsApi.getActiveUserAction(), item)) transports.execute(item);
		} catch (err) {
			internalLogger.error("Error pushing event", err);
		}
	};
	return { pushEvent };
}
// node_modules/@grafana/faro-core/dist/esm/api/utils.js
function shouldIgnoreEvent(patterns, msg) {
	return patterns.some((pattern) => {
		return isString(pattern) ? msg.includes(pattern) : !!msg.match(pattern);
	});
}
// node_modules/@grafana/faro-core/dist/esm/api/exceptions/initialize.js
var stacktraceParser;
function initializeExceptionsAPI({ internalLogger, config, metas, transports, tracesApi, userActionsApi }) {
	var _config$parseStacktra;
	internalLogger.debug("Initializing exceptions API");
	let lastPayload = null;
	stacktraceParser = (_config$parseStacktra = config.parseStacktrace) !== null && _config$parseStacktra !== void 0 ? _config$parseStacktra : stacktraceParser;
	const changeStacktraceParser = (newStacktraceParser) => {
		internalLogger.debug("Changing stacktrace parser");
		stacktraceParser = newStacktraceParser !== null && newStacktraceParser !== void 0 ? newStacktraceParser : stacktraceParser;
	};
	const getStacktraceParser = () => stacktraceParser;
	const { ignoreErrors = [], preserveOriginalError } = config;
	const pushError = (error, { skipDedupe, stackFrames, type, context, spanContext, timestampOverwriteMs, originalError, fingerprint, fatal } = {}) => {
		if (isErrorIgnored(ignoreErrors, originalError !== null && originalError !== void 0 ? originalError : error)) return;
		try {
			var _stackFrames, _payload$fatal;
			if (!getInternalMetas(metas).shouldCapture()) return;
			const ctx = stringifyObjectValues(_objectSpread2$1(_objectSpread2$1({}, parseCause(originalError !== null && originalError !== void 0 ? originalError : error)), context !== null && context !== void 0 ? context : {}));
			const payload = _objectSpread2$1(_objectSpread2$1(_objectSpread2$1(_objectSpread2$1({
				type: type || error.name || "Error",
				value: error.message,
				timestamp: timestampOverwriteMs ? timestampToIsoString(timestampOverwriteMs) : getCurrentTimestamp(),
				trace: spanContext ? {
					trace_id: spanContext.traceId,
					span_id: spanContext.spanId
				} : tracesApi.getTraceContext()
			}, isEmpty(ctx) ? {} : { context: ctx }), preserveOriginalError ? { originalError } : {}), fingerprint ? { fingerprint } : {}), fatal !== void 0 ? { fatal } : {});
			stackFrames = (_stackFrames = stackFrames) !== null && _stackFrames !== void 0 ? _stackFrames : error.stack ? stacktraceParser === null || stacktraceParser === void 0 ? void 0 : stacktraceParser(error).frames : void 0;
			if (stackFrames === null || stackFrames === void 0 ? void 0 : stackFrames.length) payload.stacktrace = { frames: stackFrames };
			const testingPayload = {
				type: payload.type,
				value: payload.value,
				stacktrace: payload.stacktrace,
				context: payload.context,
				fingerprint: payload.fingerprint,
				fatal: (_payload$fatal = payload.fatal) !== null && _payload$fatal !== void 0 ? _payload$fatal : false
			};
			if (!skipDedupe && config.dedupe && !isNull(lastPayload) && deepEqual(testingPayload, lastPayload)) {
				internalLogger.debug("Skipping error push because it is the same as the last one\n", payload);
				return;
			}
			const previousPayload = lastPayload;
			const meta = captureMetas(metas);
			if (lastPayload !== previousPayload && !skipDedupe && config.dedupe && deepEqual(testingPayload, lastPayload)) return;
			lastPayload = testingPayload;
			const item = {
				meta,
				payload,
				type: "exception"
			};
			internalLogger.debug("Pushing exception\n", item);
			if (!addItemToUserActionBuffer(userActionsApi.getActiveUserAction(), item)) transports.execute(item);
		} catch (err) {
			internalLogger.error("Error pushing event", err);
		}
	};
	changeStacktraceParser(config.parseStacktrace);
	return {
		changeStacktraceParser,
		getStacktraceParser,
		pushError
	};
}
function parseCause(error) {
	let cause = error.cause;
	if (isError(cause)) cause = error.cause.toString();
	else if (cause !== null && (isObject(error.cause) || isArray(error.cause))) cause = stringifyExternalJson(error.cause);
	else if (cause != null) cause = error.cause.toString();
	return cause == null ? {} : { cause };
}
function isErrorIgnored(ignoreErrors, error) {
	const { message, name, stack } = error;
	return shouldIgnoreEvent(ignoreErrors, message + " " + name + " " + stack);
}
// node_modules/@grafana/faro-core/dist/esm/api/logs/initialize.js
function initializeLogsAPI({ internalLogger, config, metas, transports, tracesApi, userActionsApi }) {
	var _config$logArgsSerial;
	internalLogger.debug("Initializing logs API");
	let lastPayload = null;
	const logArgsSerializer = (_config$logArgsSerial = config.logArgsSerializer) !== null && _config$logArgsSerial !== void 0 ? _config$logArgsSerial : defaultLogArgsSerializer;
	const pushLog = (args, { context, level, skipDedupe, spanContext, timestampOverwriteMs } = {}) => {
		try {
			if (!getInternalMetas(metas).shouldCapture()) return;
			const ctx = stringifyObjectValues(context);
			const payload = {
				message: logArgsSerializer(args),
				level: level !== null && level !== void 0 ? level : "log",
				context: isEmpty(ctx) ? void 0 : ctx,
				timestamp: timestampOverwriteMs ? timestampToIsoString(timestampOverwriteMs) : getCurrentTimestamp(),
				trace: spanContext ? {
					trace_id: spanContext.traceId,
					span_id: spanContext.spanId
				} : tracesApi.getTraceContext()
			};
			const testingPayload = {
				message: payload.message,
				level: payload.level,
				context: payload.context
			};
			if (!skipDedupe && config.dedupe && !isNull(lastPayload) && deepEqual(testingPayload, lastPayload)) {
				internalLogger.debug("Skipping log push because it is the same as the last one\n", payload);
				return;
			}
			const previousPayload = lastPayload;
			const meta = captureMetas(metas);
			if (lastPayload !== previousPayload && !skipDedupe && config.dedupe && deepEqual(testingPayload, lastPayload)) return;
			lastPayload = testingPayload;
			const item = {
				type: "log",
				payload,
				meta
			};
			internalLogger.debug("Pushing log\n", item);
			if (!addItemToUserActionBuffer(userActionsApi.getActiveUserAction(), item)) transports.execute(item);
		} catch (err) {
			internalLogger.error("Error pushing log\n", err);
		}
	};
	return { pushLog };
}
// node_modules/@grafana/faro-core/dist/esm/api/measurements/initialize.js
function initializeMeasurementsAPI({ internalLogger, config, metas, transports, tracesApi, userActionsApi }) {
	internalLogger.debug("Initializing measurements API");
	let lastPayload = null;
	const pushMeasurement = (payload, { skipDedupe, context, spanContext, timestampOverwriteMs } = {}) => {
		try {
			if (!getInternalMetas(metas).shouldCapture()) return;
			const ctx = stringifyObjectValues(context);
			const measurement = _objectSpread2$1(_objectSpread2$1({}, payload), {}, {
				trace: spanContext ? {
					trace_id: spanContext.traceId,
					span_id: spanContext.spanId
				} : tracesApi.getTraceContext(),
				timestamp: timestampOverwriteMs ? timestampToIsoString(timestampOverwriteMs) : getCurrentTimestamp(),
				context: isEmpty(ctx) ? void 0 : ctx
			});
			const testingPayload = {
				type: measurement.type,
				values: measurement.values,
				context: measurement.context
			};
			if (!skipDedupe && config.dedupe && !isNull(lastPayload) && deepEqual(testingPayload, lastPayload)) {
				internalLogger.debug("Skipping measurement push because it is the same as the last one\n", measurement);
				return;
			}
			const previousPayload = lastPayload;
			const meta = captureMetas(metas);
			if (lastPayload !== previousPayload && !skipDedupe && config.dedupe && deepEqual(testingPayload, lastPayload)) return;
			lastPayload = testingPayload;
			const item = {
				type: "measurement",
				payload: measurement,
				meta
			};
			internalLogger.debug("Pushing measurement\n", item);
			if (!addItemToUserActionBuffer(userActionsApi.getActiveUserAction(), item)) transports.execute(item);
		} catch (err) {
			internalLogger.error("Error pushing measurement\n", err);
		}
	};
	return { pushMeasurement };
}
// node_modules/@grafana/faro-core/dist/esm/api/meta/initialize.js
function initializeMetaAPI({ internalLogger, metas }) {
	internalLogger.debug("Initializing meta API");
	let metaSession = void 0;
	let metaUser = void 0;
	let metaView = void 0;
	let metaPage = void 0;
	const setUser = (user) => {
		if (metaUser) metas.remove(metaUser);
		metaUser = { user };
		metas.add(metaUser);
	};
	const updateSession = (session, options) => {
		var _metaSession$session;
		const newOverrides = options === null || options === void 0 ? void 0 : options.overrides;
		const overrides = newOverrides ? { overrides: _objectSpread2$1(_objectSpread2$1({}, metaSession === null || metaSession === void 0 || (_metaSession$session = metaSession.session) === null || _metaSession$session === void 0 ? void 0 : _metaSession$session.overrides), newOverrides) } : {};
		if (metaSession) metas.remove(metaSession);
		metaSession = { session: _objectSpread2$1(_objectSpread2$1({}, isEmpty(session) ? void 0 : session), overrides) };
		metas.add(metaSession);
	};
	const setSession = (session, options) => {
		getInternalMetas(metas).notifySessionUpdate({
			type: "replace",
			session,
			overrides: options === null || options === void 0 ? void 0 : options.overrides
		});
		updateSession(session, options);
	};
	const getSession = () => metas.value.session;
	const setView = (view, options) => {
		var _metaView$view;
		if (options === null || options === void 0 ? void 0 : options.overrides) {
			getInternalMetas(metas).notifySessionUpdate({
				type: "overrides",
				overrides: options.overrides
			});
			updateSession(getSession(), { overrides: options.overrides });
		}
		if ((metaView === null || metaView === void 0 || (_metaView$view = metaView.view) === null || _metaView$view === void 0 ? void 0 : _metaView$view.name) === (view === null || view === void 0 ? void 0 : view.name)) return;
		const previousView = metaView;
		metaView = { view };
		metas.add(metaView);
		if (previousView) metas.remove(previousView);
	};
	const getView = () => metas.value.view;
	const setPage = (page) => {
		var _metaPage$page;
		const pageMeta = isString(page) ? _objectSpread2$1(_objectSpread2$1({}, (_metaPage$page = metaPage === null || metaPage === void 0 ? void 0 : metaPage.page) !== null && _metaPage$page !== void 0 ? _metaPage$page : getPage()), {}, { id: page }) : page;
		if (metaPage) metas.remove(metaPage);
		metaPage = { page: pageMeta };
		metas.add(metaPage);
	};
	const getPage = () => metas.value.page;
	return {
		setUser,
		resetUser: setUser,
		setSession,
		resetSession: setSession,
		getSession,
		setView,
		getView,
		setPage,
		getPage
	};
}
// node_modules/@grafana/faro-core/dist/esm/api/traces/initialize.js
function initializeTracesAPI(_unpatchedConsole, internalLogger, _config, metas, transports) {
	internalLogger.debug("Initializing traces API");
	let otel = void 0;
	const initOTEL = (trace, context) => {
		internalLogger.debug("Initializing OpenTelemetry");
		otel = {
			trace,
			context
		};
	};
	const getTraceContext = () => {
		const ctx = otel === null || otel === void 0 ? void 0 : otel.trace.getSpanContext(otel.context.active());
		return !ctx ? void 0 : {
			trace_id: ctx.traceId,
			span_id: ctx.spanId
		};
	};
	const pushTraces = (payload) => {
		try {
			if (!getInternalMetas(metas).shouldCapture()) return;
			const item = {
				type: "trace",
				payload,
				meta: captureMetas(metas)
			};
			internalLogger.debug("Pushing trace\n", item);
			transports.execute(item);
		} catch (err) {
			internalLogger.error("Error pushing trace\n", err);
		}
	};
	const getOTEL = () => otel;
	const isOTELInitialized = () => !!otel;
	return {
		getOTEL,
		getTraceContext,
		initOTEL,
		isOTELInitialized,
		pushTraces
	};
}
// node_modules/@grafana/faro-core/dist/esm/api/initialize.js
function initializeAPI(unpatchedConsole, internalLogger, config, metas, transports) {
	internalLogger.debug("Initializing API");
	let pushEventImpl = null;
	const pushEventWrapper = (name, attributes, domain, options) => {
		if (pushEventImpl) pushEventImpl(name, attributes, domain, options);
		else internalLogger.warn("pushEventImpl is not initialized. Event dropped:", {
			name,
			attributes,
			domain,
			options
		});
	};
	const userActionsApi = initializeUserActionsAPI({
		transports,
		config,
		internalLogger,
		pushEvent: pushEventWrapper
	});
	const tracesApi = initializeTracesAPI(unpatchedConsole, internalLogger, config, metas, transports);
	const props = {
		unpatchedConsole,
		internalLogger,
		userActionsApi,
		config,
		metas,
		transports,
		tracesApi
	};
	const eventsApi = initializeEventsAPI(props);
	pushEventImpl = eventsApi.pushEvent;
	return _objectSpread2$1(_objectSpread2$1(_objectSpread2$1(_objectSpread2$1(_objectSpread2$1(_objectSpread2$1(_objectSpread2$1({}, tracesApi), initializeExceptionsAPI(props)), initializeMetaAPI(props)), initializeLogsAPI(props)), initializeMeasurementsAPI(props)), eventsApi), userActionsApi);
}
// node_modules/@grafana/faro-core/dist/esm/instrumentations/initialize.js
function initializeInstrumentations(unpatchedConsole, internalLogger, config, metas, transports, api) {
	internalLogger.debug("Initializing instrumentations");
	const instrumentations = [];
	const add = (...newInstrumentations) => {
		internalLogger.debug("Adding instrumentations");
		newInstrumentations.forEach((newInstrumentation) => {
			internalLogger.debug(`Adding "${newInstrumentation.name}" instrumentation`);
			if (instrumentations.some((existingInstrumentation) => existingInstrumentation.name === newInstrumentation.name)) {
				internalLogger.warn(`Instrumentation ${newInstrumentation.name} is already added`);
				return;
			}
			newInstrumentation.unpatchedConsole = unpatchedConsole;
			newInstrumentation.internalLogger = internalLogger;
			newInstrumentation.config = config;
			newInstrumentation.metas = metas;
			newInstrumentation.transports = transports;
			newInstrumentation.api = api;
			instrumentations.push(newInstrumentation);
			newInstrumentation.initialize();
		});
	};
	const remove = (...instrumentationsToRemove) => {
		internalLogger.debug("Removing instrumentations");
		instrumentationsToRemove.forEach((instrumentationToRemove) => {
			var _destroy, _ref;
			internalLogger.debug(`Removing "${instrumentationToRemove.name}" instrumentation`);
			const existingInstrumentationIndex = instrumentations.reduce((acc, existingInstrumentation, existingTransportIndex) => {
				if (acc === null && existingInstrumentation.name === instrumentationToRemove.name) return existingTransportIndex;
				return null;
			}, null);
			if (existingInstrumentationIndex === null) {
				internalLogger.warn(`Instrumentation "${instrumentationToRemove.name}" is not added`);
				return;
			}
			(_destroy = (_ref = instrumentations[existingInstrumentationIndex]).destroy) === null || _destroy === void 0 || _destroy.call(_ref);
			instrumentations.splice(existingInstrumentationIndex, 1);
		});
	};
	return {
		add,
		get instrumentations() {
			return [...instrumentations];
		},
		remove
	};
}
// node_modules/@grafana/faro-core/dist/esm/instrumentations/registerInitial.js
function registerInitialInstrumentations(faro) {
	faro.instrumentations.add(...faro.config.instrumentations);
}
// node_modules/@grafana/faro-core/dist/esm/initialize.js
function initializeFaro$1(config) {
	const unpatchedConsole = initializeUnpatchedConsole(config);
	const internalLogger = initializeInternalLogger(unpatchedConsole, config);
	if (isInternalFaroOnGlobalObject() && !config.isolate) {
		internalLogger.error("Faro is already registered. Either add instrumentations, transports etc. to the global faro instance or use the \"isolate\" property");
		return;
	}
	internalLogger.debug("Initializing");
	const metas = initializeMetas(unpatchedConsole, internalLogger, config);
	const transports = initializeTransports(unpatchedConsole, internalLogger, config, metas);
	const api = initializeAPI(unpatchedConsole, internalLogger, config, metas, transports);
	const faro = registerFaro(unpatchedConsole, internalLogger, config, metas, transports, api, initializeInstrumentations(unpatchedConsole, internalLogger, config, metas, transports, api));
	registerInitialMetas(faro);
	registerInitialTransports(faro);
	registerInitialInstrumentations(faro);
	return faro;
}
// node_modules/@grafana/faro-core/dist/esm/config/const.js
var defaultGlobalObjectKey = "faro";
var defaultBatchingConfig = {
	enabled: true,
	sendTimeout: 250,
	itemLimit: 50
};
// node_modules/@grafana/faro-core/dist/esm/semantic.js
var EVENT_CLICK = "click";
var EVENT_NAVIGATION = "navigation";
var EVENT_VIEW_CHANGED = "view_changed";
var EVENT_SESSION_START = "session_start";
var EVENT_SESSION_RESUME = "session_resume";
var EVENT_SESSION_EXTEND = "session_extend";
var EVENT_OVERRIDES_SERVICE_NAME = "service_name_override";
var EVENT_ROUTE_CHANGE = "route_change";
// node_modules/@grafana/faro-web-sdk/dist/esm/utils/url.js
/**
* Retrieves a list of URLs to be ignored by aggregating the ignore URLs from all transports.
*
* @returns {string[]} An array of URLs to be ignored.
*/
function getIgnoreUrls() {
	return faro.transports.transports.flatMap((transport) => transport.getIgnoreUrls());
}
/**
* Checks if the given URL should be ignored based on a list of ignored URLs.
*
* @param url - The URL to check.
* @returns `true` if the URL is in the list of ignored URLs, `false` otherwise.
*/
function isUrlIgnored(url = "") {
	return getIgnoreUrls().some((ignoredUrl) => url && url.match(ignoredUrl) != null);
}
/**
* Extracts a URL string from the given resource.
*
* @param resource - The input resource which can be a string, a URL object, or an object with a `toString` method.
* @returns The URL as a string if the resource is a valid URL-like object, or `undefined` if the resource is not valid.
*
*/
function getUrlFromResource(resource) {
	if (isString(resource)) return resource;
	if (resource instanceof URL) return resource.href;
	if (!isEmpty(resource) && isFunction(resource === null || resource === void 0 ? void 0 : resource.toString)) return resource.toString();
}
// node_modules/@grafana/faro-web-sdk/dist/esm/utils/webStorage.js
var webStorageType = {
	session: "sessionStorage",
	local: "localStorage"
};
/**
* Check if selected web storage mechanism is available.
* @param type storage mechanism to test availability for.
* @returns
*/
function isWebStorageAvailable(type) {
	try {
		let storage;
		storage = window[type];
		const testItem = "__faro_storage_test__";
		storage.setItem(testItem, testItem);
		storage.removeItem(testItem);
		return true;
	} catch (error) {
		var _faro$internalLogger;
		(_faro$internalLogger = faro.internalLogger) === null || _faro$internalLogger === void 0 || _faro$internalLogger.info(`Web storage of type ${type} is not available. Reason: ${error}`);
		return false;
	}
}
/**
* Get item from SessionStorage or LocalStorage.
* @param key: the item key.
* @param webStorageMechanism: wether the item shall be received form local storage or session storage. Defaults to local storage.
*/
function getItem(key, webStorageMechanism) {
	if (isWebStorageTypeAvailable(webStorageMechanism)) return window[webStorageMechanism].getItem(key);
	return null;
}
/**
* Store item in SessionStorage or LocalStorage.
* @param key: the item key.
* @param value: the item data.
* @param webStorageMechanism: wether the item shall be received form local storage or session storage. Defaults to local storage.
*/
function setItem(key, value, webStorageMechanism) {
	if (isWebStorageTypeAvailable(webStorageMechanism)) try {
		window[webStorageMechanism].setItem(key, value);
	} catch (_error) {}
}
/**
* Remove item from SessionStorage or LocalStorage.
* @param key: the item key.
* @param webStorageMechanism: wether the item shall be received form local storage or session storage. Defaults to local storage.
*/
function removeItem(key, webStorageMechanism) {
	if (isWebStorageTypeAvailable(webStorageMechanism)) window[webStorageMechanism].removeItem(key);
}
var isLocalStorageAvailable = isWebStorageAvailable(webStorageType.local);
var isSessionStorageAvailable = isWebStorageAvailable(webStorageType.session);
function isWebStorageTypeAvailable(webStorageMechanism) {
	if (webStorageMechanism === webStorageType.local) return isLocalStorageAvailable;
	if (webStorageMechanism === webStorageType.session) return isSessionStorageAvailable;
	return false;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/typeof.js
function _typeof(o) {
	"@babel/helpers - typeof";
	return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o) {
		return typeof o;
	} : function(o) {
		return o && "function" == typeof Symbol && o.constructor === Symbol && o !== Symbol.prototype ? "symbol" : typeof o;
	}, _typeof(o);
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPrimitive.js
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
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/toPropertyKey.js
function toPropertyKey(t) {
	var i = toPrimitive(t, "string");
	return "symbol" == _typeof(i) ? i : i + "";
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/defineProperty.js
function _defineProperty(e, r, t) {
	return (r = toPropertyKey(r)) in e ? Object.defineProperty(e, r, {
		value: t,
		enumerable: !0,
		configurable: !0,
		writable: !0
	}) : e[r] = t, e;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectSpread2.js
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
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/sampling.js
function isSampled(context = faro) {
	var _ref, _sessionTracking$samp, _sessionTracking$samp2;
	const sendAllSignals = 1;
	const sessionTracking = context.config.sessionTracking;
	const rawSamplingRate = (_ref = (_sessionTracking$samp = sessionTracking === null || sessionTracking === void 0 || (_sessionTracking$samp2 = sessionTracking.sampler) === null || _sessionTracking$samp2 === void 0 ? void 0 : _sessionTracking$samp2.call(sessionTracking, { metas: context.metas.value })) !== null && _sessionTracking$samp !== void 0 ? _sessionTracking$samp : sessionTracking === null || sessionTracking === void 0 ? void 0 : sessionTracking.samplingRate) !== null && _ref !== void 0 ? _ref : sendAllSignals;
	const samplingRate = typeof rawSamplingRate === "number" ? clampSamplingRate(rawSamplingRate) : 0;
	if (!(samplingRate > 0)) return false;
	if (samplingRate === 1) return true;
	try {
		const crypto = typeof window !== "undefined" ? window.crypto : void 0;
		if (typeof (crypto === null || crypto === void 0 ? void 0 : crypto.getRandomValues) === "function") {
			const random = /* @__PURE__ */ new Uint32Array(1);
			crypto.getRandomValues(random);
			return random[0] / Math.pow(2, 32) < samplingRate;
		}
	} catch (_unused) {}
	return Math.random() < samplingRate;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/sessionManagerUtils.js
function createUserSessionObject({ sessionId, started, lastActivity, isSampled = true } = {}, context = faro) {
	var _context$config;
	const now = dateNow();
	const generateSessionId = (_context$config = context.config) === null || _context$config === void 0 || (_context$config = _context$config.sessionTracking) === null || _context$config === void 0 ? void 0 : _context$config.generateSessionId;
	if (sessionId == null) sessionId = typeof generateSessionId === "function" ? generateSessionId() : genShortID();
	return {
		sessionId,
		lastActivity: lastActivity !== null && lastActivity !== void 0 ? lastActivity : now,
		started: started !== null && started !== void 0 ? started : now,
		isSampled
	};
}
function isUserSessionValid(session) {
	if (session == null) return false;
	const now = dateNow();
	if (!(now - session.started < 144e5)) return false;
	return now - session.lastActivity < SESSION_INACTIVITY_TIME;
}
function getUserSessionUpdater({ fetchUserSession, storeUserSession, adoptSession, updateInterval = 0 }, context = faro) {
	let nextUpdate = 0;
	return function updateSession({ forceSessionExtend = false, refreshActivity = true } = {}) {
		var _sessionFromStorage$s, _sessionFromStorage$l;
		if (!fetchUserSession || !storeUserSession) return;
		const now = dateNow();
		if (!forceSessionExtend && now < nextUpdate && nextUpdate - now <= updateInterval) return;
		const sessionTrackingConfig = context.config.sessionTracking;
		const isPersistentSessions = sessionTrackingConfig === null || sessionTrackingConfig === void 0 ? void 0 : sessionTrackingConfig.persistent;
		if (isPersistentSessions && !isLocalStorageAvailable || !isPersistentSessions && !isSessionStorageAvailable) return;
		const sessionFromStorage = fetchUserSession();
		nextUpdate = Math.min(now + updateInterval, ((_sessionFromStorage$s = sessionFromStorage === null || sessionFromStorage === void 0 ? void 0 : sessionFromStorage.started) !== null && _sessionFromStorage$s !== void 0 ? _sessionFromStorage$s : now) + SESSION_EXPIRATION_TIME, ((_sessionFromStorage$l = sessionFromStorage === null || sessionFromStorage === void 0 ? void 0 : sessionFromStorage.lastActivity) !== null && _sessionFromStorage$l !== void 0 ? _sessionFromStorage$l : now) + SESSION_INACTIVITY_TIME);
		if (forceSessionExtend === false && isUserSessionValid(sessionFromStorage)) {
			var _context$metas$value$;
			if (refreshActivity) storeUserSession(_objectSpread2(_objectSpread2({}, sessionFromStorage), {}, { lastActivity: now }));
			const inMemorySessionId = (_context$metas$value$ = context.metas.value.session) === null || _context$metas$value$ === void 0 ? void 0 : _context$metas$value$.id;
			if (adoptSession != null && sessionFromStorage.sessionMeta != null && sessionFromStorage.sessionId !== inMemorySessionId) adoptSession(sessionFromStorage.sessionMeta);
		} else {
			var _context$api, _sessionTrackingConfi, _sessionFromStorage$s2;
			let newSession = addSessionMetadataToNextSession(createUserSessionObject({ isSampled: isSampled(context) }, context), sessionFromStorage, context);
			nextUpdate = now + updateInterval;
			storeUserSession(newSession);
			(_context$api = context.api) === null || _context$api === void 0 || _context$api.setSession(newSession.sessionMeta);
			sessionTrackingConfig === null || sessionTrackingConfig === void 0 || (_sessionTrackingConfi = sessionTrackingConfig.onSessionChange) === null || _sessionTrackingConfi === void 0 || _sessionTrackingConfi.call(sessionTrackingConfig, (_sessionFromStorage$s2 = sessionFromStorage === null || sessionFromStorage === void 0 ? void 0 : sessionFromStorage.sessionMeta) !== null && _sessionFromStorage$s2 !== void 0 ? _sessionFromStorage$s2 : null, newSession.sessionMeta);
		}
	};
}
function getUserSessionActivityRecorder({ fetchUserSession, storeUserSession, updateInterval = 0 }) {
	let lastSessionId;
	let nextUpdate = 0;
	return (sessionId) => {
		const now = dateNow();
		if (sessionId === lastSessionId && now < nextUpdate && nextUpdate - now <= updateInterval) return;
		lastSessionId = sessionId;
		nextUpdate = now + updateInterval;
		const session = fetchUserSession();
		if ((session === null || session === void 0 ? void 0 : session.sessionId) !== sessionId || !isUserSessionValid(session)) return;
		storeUserSession(_objectSpread2(_objectSpread2({}, session), {}, { lastActivity: now }));
	};
}
function addSessionMetadataToNextSession(newSession, previousSession, context = faro) {
	var _context$config$sessi, _context$metas$value$2, _context$metas$value$3, _context$metas$value$4, _context$metas$value$5, _previousSession$sess;
	const sessionWithMeta = _objectSpread2(_objectSpread2({}, newSession), {}, { sessionMeta: {
		id: newSession.sessionId,
		attributes: removeUndefinedValues(_objectSpread2(_objectSpread2(_objectSpread2({}, (_context$config$sessi = context.config.sessionTracking) === null || _context$config$sessi === void 0 || (_context$config$sessi = _context$config$sessi.session) === null || _context$config$sessi === void 0 ? void 0 : _context$config$sessi.attributes), (_context$metas$value$2 = (_context$metas$value$3 = context.metas.value.session) === null || _context$metas$value$3 === void 0 ? void 0 : _context$metas$value$3.attributes) !== null && _context$metas$value$2 !== void 0 ? _context$metas$value$2 : {}), {}, { isSampled: newSession.isSampled.toString() }))
	} });
	const overrides = (_context$metas$value$4 = (_context$metas$value$5 = context.metas.value.session) === null || _context$metas$value$5 === void 0 ? void 0 : _context$metas$value$5.overrides) !== null && _context$metas$value$4 !== void 0 ? _context$metas$value$4 : previousSession === null || previousSession === void 0 || (_previousSession$sess = previousSession.sessionMeta) === null || _previousSession$sess === void 0 ? void 0 : _previousSession$sess.overrides;
	if (!isEmpty(overrides)) sessionWithMeta.sessionMeta.overrides = overrides;
	const previousSessionId = previousSession === null || previousSession === void 0 ? void 0 : previousSession.sessionId;
	if (previousSessionId != null) sessionWithMeta.sessionMeta.attributes["previousSession"] = previousSessionId;
	return sessionWithMeta;
}
function getSessionMetaUpdateHandler({ fetchUserSession, storeUserSession }, context = faro) {
	let isSyncing = false;
	return function syncSessionIfChangedExternally(meta) {
		if (isSyncing) return;
		const session = meta.session;
		const sessionFromSessionStorage = fetchUserSession();
		let sessionId = session === null || session === void 0 ? void 0 : session.id;
		const sessionAttributes = session === null || session === void 0 ? void 0 : session.attributes;
		const sessionOverrides = session === null || session === void 0 ? void 0 : session.overrides;
		const storedSessionMeta = sessionFromSessionStorage === null || sessionFromSessionStorage === void 0 ? void 0 : sessionFromSessionStorage.sessionMeta;
		const storedSessionMetaOverrides = storedSessionMeta === null || storedSessionMeta === void 0 ? void 0 : storedSessionMeta.overrides;
		const hasSessionOverridesChanged = !!sessionOverrides && !deepEqual(sessionOverrides, storedSessionMetaOverrides);
		const hasAttributesChanged = !!sessionAttributes && !deepEqual(sessionAttributes, storedSessionMeta === null || storedSessionMeta === void 0 ? void 0 : storedSessionMeta.attributes);
		if (!!session && sessionId !== (sessionFromSessionStorage === null || sessionFromSessionStorage === void 0 ? void 0 : sessionFromSessionStorage.sessionId) || hasAttributesChanged || hasSessionOverridesChanged) {
			var _sessionFromSessionSt, _userSession$sessionM;
			const isCurrentSession = sessionFromSessionStorage != null && sessionId === sessionFromSessionStorage.sessionId;
			const userSession = isCurrentSession ? addSessionMetadataToNextSession(sessionFromSessionStorage, sessionFromSessionStorage, context) : addSessionMetadataToNextSession(createUserSessionObject({
				sessionId,
				isSampled: isSampled(context)
			}, context), sessionFromSessionStorage, context);
			const storedPreviousSession = sessionFromSessionStorage === null || sessionFromSessionStorage === void 0 || (_sessionFromSessionSt = sessionFromSessionStorage.sessionMeta) === null || _sessionFromSessionSt === void 0 || (_sessionFromSessionSt = _sessionFromSessionSt.attributes) === null || _sessionFromSessionSt === void 0 ? void 0 : _sessionFromSessionSt["previousSession"];
			if (isCurrentSession && storedPreviousSession != null && storedPreviousSession !== userSession.sessionId) userSession.sessionMeta.attributes["previousSession"] = storedPreviousSession;
			if (((_userSession$sessionM = userSession.sessionMeta.attributes) === null || _userSession$sessionM === void 0 ? void 0 : _userSession$sessionM["previousSession"]) === userSession.sessionId) delete userSession.sessionMeta.attributes["previousSession"];
			storeUserSession(userSession);
			sendOverrideEvent(context, hasSessionOverridesChanged, sessionOverrides, storedSessionMetaOverrides);
			isSyncing = true;
			try {
				context.api.setSession(userSession.sessionMeta);
			} finally {
				isSyncing = false;
			}
		}
	};
}
function removeUndefinedValues(obj) {
	const result = {};
	for (const key of Object.keys(obj)) {
		const value = obj[key];
		if (value !== void 0) result[key] = value;
	}
	return result;
}
function sendOverrideEvent(context, hasSessionOverridesChanged, sessionOverrides = {}, storedSessionOverrides = {}) {
	var _ref, _storedSessionOverrid, _context$metas$value$6;
	if (!hasSessionOverridesChanged) return;
	const serviceName = sessionOverrides.serviceName;
	const previousServiceName = (_ref = (_storedSessionOverrid = storedSessionOverrides.serviceName) !== null && _storedSessionOverrid !== void 0 ? _storedSessionOverrid : (_context$metas$value$6 = context.metas.value.app) === null || _context$metas$value$6 === void 0 ? void 0 : _context$metas$value$6.name) !== null && _ref !== void 0 ? _ref : "";
	if (serviceName && serviceName !== previousServiceName) context.api.pushEvent(EVENT_OVERRIDES_SERVICE_NAME, {
		serviceName,
		previousServiceName
	});
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/PersistentSessionsManager.js
var PersistentSessionsManager = class PersistentSessionsManager {
	constructor(context = faro) {
		this.context = context;
		this.adopting = false;
		this.isAdopting = () => this.adopting;
		this.adoptSession = (sessionMeta) => {
			this.adopting = true;
			try {
				var _this$context$api;
				(_this$context$api = this.context.api) === null || _this$context$api === void 0 || _this$context$api.setSession(sessionMeta);
			} finally {
				this.adopting = false;
			}
		};
		this.updateSession = ({ refreshActivity = true } = {}) => this.updateUserSession({ refreshActivity });
		this.recordActivity = getUserSessionActivityRecorder({
			fetchUserSession: PersistentSessionsManager.fetchUserSession,
			storeUserSession: PersistentSessionsManager.storeUserSession,
			updateInterval: STORAGE_UPDATE_DELAY
		});
		this.updateUserSession = getUserSessionUpdater({
			fetchUserSession: PersistentSessionsManager.fetchUserSession,
			storeUserSession: PersistentSessionsManager.storeUserSession,
			adoptSession: this.adoptSession,
			updateInterval: STORAGE_UPDATE_DELAY
		}, context);
		this.init();
	}
	static removeUserSession() {
		removeItem(STORAGE_KEY, PersistentSessionsManager.storageTypeLocal);
	}
	static storeUserSession(session) {
		setItem(STORAGE_KEY, stringifyExternalJson(session), PersistentSessionsManager.storageTypeLocal);
	}
	static fetchUserSession() {
		const storedSession = getItem(STORAGE_KEY, PersistentSessionsManager.storageTypeLocal);
		if (storedSession) return JSON.parse(storedSession);
		return null;
	}
	init() {
		document.addEventListener("visibilitychange", () => {
			if (document.visibilityState === "visible") {
				var _this$context$api2;
				this.updateSession({ refreshActivity: false });
				const sessionId = (_this$context$api2 = this.context.api) === null || _this$context$api2 === void 0 || (_this$context$api2 = _this$context$api2.getSession()) === null || _this$context$api2 === void 0 ? void 0 : _this$context$api2.id;
				if (sessionId) this.recordActivity(sessionId);
			}
		});
		this.context.metas.addListener(getSessionMetaUpdateHandler({
			fetchUserSession: PersistentSessionsManager.fetchUserSession,
			storeUserSession: PersistentSessionsManager.storeUserSession
		}, this.context));
	}
};
PersistentSessionsManager.storageTypeLocal = webStorageType.local;
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/VolatileSessionManager.js
var VolatileSessionsManager = class VolatileSessionsManager {
	constructor(context = faro) {
		this.context = context;
		this.isAdopting = () => false;
		this.updateSession = ({ refreshActivity = true } = {}) => this.updateUserSession({ refreshActivity });
		this.recordActivity = getUserSessionActivityRecorder({
			fetchUserSession: VolatileSessionsManager.fetchUserSession,
			storeUserSession: VolatileSessionsManager.storeUserSession,
			updateInterval: STORAGE_UPDATE_DELAY
		});
		this.updateUserSession = getUserSessionUpdater({
			fetchUserSession: VolatileSessionsManager.fetchUserSession,
			storeUserSession: VolatileSessionsManager.storeUserSession,
			updateInterval: STORAGE_UPDATE_DELAY
		}, context);
		this.init();
	}
	static removeUserSession() {
		removeItem(STORAGE_KEY, VolatileSessionsManager.storageTypeSession);
	}
	static storeUserSession(session) {
		setItem(STORAGE_KEY, stringifyExternalJson(session), VolatileSessionsManager.storageTypeSession);
	}
	static fetchUserSession() {
		const storedSession = getItem(STORAGE_KEY, VolatileSessionsManager.storageTypeSession);
		if (storedSession) return JSON.parse(storedSession);
		return null;
	}
	init() {
		document.addEventListener("visibilitychange", () => {
			if (document.visibilityState === "visible") {
				var _this$context$api;
				this.updateSession({ refreshActivity: false });
				const sessionId = (_this$context$api = this.context.api) === null || _this$context$api === void 0 || (_this$context$api = _this$context$api.getSession()) === null || _this$context$api === void 0 ? void 0 : _this$context$api.id;
				if (sessionId) this.recordActivity(sessionId);
			}
		});
		this.context.metas.addListener(getSessionMetaUpdateHandler({
			fetchUserSession: VolatileSessionsManager.fetchUserSession,
			storeUserSession: VolatileSessionsManager.storeUserSession
		}, this.context));
	}
};
VolatileSessionsManager.storageTypeSession = webStorageType.session;
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/prerenderSession.js
/** Holds explicit API writes and blocks telemetry until the prerender is activated. */
var PrerenderSession = class {
	constructor(metas, transports, onActivate) {
		this.metas = metas;
		this.transports = transports;
		this.onActivate = onActivate;
		this.waiting = false;
		this.shouldCapture = () => !document.prerendering;
		this.discard = () => null;
		this.recordUpdate = (update) => {
			var _session$overrides, _previous$reset2, _previous$inheritOver2;
			const previous = this.pending;
			if (update.type === "overrides") {
				var _previous$reset, _previous$inheritOver;
				this.pending = {
					reset: (_previous$reset = previous === null || previous === void 0 ? void 0 : previous.reset) !== null && _previous$reset !== void 0 ? _previous$reset : false,
					inheritOverrides: (_previous$inheritOver = previous === null || previous === void 0 ? void 0 : previous.inheritOverrides) !== null && _previous$inheritOver !== void 0 ? _previous$inheritOver : true,
					session: _objectSpread2(_objectSpread2({}, previous === null || previous === void 0 ? void 0 : previous.session), {}, { overrides: _objectSpread2(_objectSpread2({}, previous === null || previous === void 0 ? void 0 : previous.session.overrides), update.overrides) })
				};
				return;
			}
			const session = update.session;
			const reset = isEmpty(session) || session != null && "id" in session && !session.id;
			const overrides = (_session$overrides = session === null || session === void 0 ? void 0 : session.overrides) !== null && _session$overrides !== void 0 ? _session$overrides : previous === null || previous === void 0 ? void 0 : previous.session.overrides;
			this.pending = {
				reset: reset || !(session === null || session === void 0 ? void 0 : session.id) && ((_previous$reset2 = previous === null || previous === void 0 ? void 0 : previous.reset) !== null && _previous$reset2 !== void 0 ? _previous$reset2 : false),
				inheritOverrides: !update.overrides && (session === null || session === void 0 ? void 0 : session.overrides) !== void 0 ? false : (_previous$inheritOver2 = previous === null || previous === void 0 ? void 0 : previous.inheritOverrides) !== null && _previous$inheritOver2 !== void 0 ? _previous$inheritOver2 : true,
				session: {
					id: session === null || session === void 0 ? void 0 : session.id,
					attributes: (session === null || session === void 0 ? void 0 : session.attributes) && _objectSpread2({}, session.attributes),
					overrides: update.overrides ? _objectSpread2(_objectSpread2({}, previous === null || previous === void 0 ? void 0 : previous.session.overrides), update.overrides) : overrides && _objectSpread2({}, overrides)
				}
			};
		};
		this.activate = () => {
			if (!this.waiting || !this.shouldCapture()) return;
			this.destroy();
			this.onActivate(this.pending);
		};
	}
	initialize() {
		var _this$metas$addCaptur, _this$metas;
		this.waiting = true;
		getInternalMetas(this.metas).addSessionUpdateListener(this.recordUpdate);
		getInternalMetas(this.metas).addCaptureFilter(this.shouldCapture);
		this.transports.addBeforeSendHooks(this.discard);
		document.addEventListener("prerenderingchange", this.activate);
		(_this$metas$addCaptur = (_this$metas = this.metas).addCaptureListener) === null || _this$metas$addCaptur === void 0 || _this$metas$addCaptur.call(_this$metas, this.activate);
		this.activate();
	}
	destroy() {
		var _this$metas$removeCap, _this$metas2;
		this.waiting = false;
		document.removeEventListener("prerenderingchange", this.activate);
		getInternalMetas(this.metas).removeSessionUpdateListener(this.recordUpdate);
		(_this$metas$removeCap = (_this$metas2 = this.metas).removeCaptureListener) === null || _this$metas$removeCap === void 0 || _this$metas$removeCap.call(_this$metas2, this.activate);
		getInternalMetas(this.metas).removeCaptureFilter(this.shouldCapture);
		this.transports.removeBeforeSendHooks(this.discard);
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/sessionManager/getSessionManagerByConfig.js
function getSessionManagerByConfig(sessionTrackingConfig) {
	return (sessionTrackingConfig === null || sessionTrackingConfig === void 0 ? void 0 : sessionTrackingConfig.persistent) ? PersistentSessionsManager : VolatileSessionsManager;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/session/instrumentation.js
var SessionInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-session";
		this.version = VERSION;
		this.isAdoptingSession = () => false;
	}
	sendSessionStartEvent(meta) {
		var _this$notifiedSession;
		const session = meta.session;
		if (session && session.id !== ((_this$notifiedSession = this.notifiedSession) === null || _this$notifiedSession === void 0 ? void 0 : _this$notifiedSession.id)) {
			var _session$attributes;
			if (this.isAdoptingSession()) {
				this.notifiedSession = session;
				return;
			}
			if (this.notifiedSession && this.notifiedSession.id === ((_session$attributes = session.attributes) === null || _session$attributes === void 0 ? void 0 : _session$attributes["previousSession"])) {
				this.api.pushEvent(EVENT_SESSION_EXTEND, {}, void 0, { skipDedupe: true });
				this.notifiedSession = session;
				return;
			}
			this.notifiedSession = session;
			this.api.pushEvent(EVENT_SESSION_START, {}, void 0, { skipDedupe: true });
		}
	}
	createInitialSession(SessionManager, sessionsConfig, pendingChanges) {
		const pendingSession = pendingChanges === null || pendingChanges === void 0 ? void 0 : pendingChanges.session;
		let storedUserSession = SessionManager.fetchUserSession();
		if (sessionsConfig.persistent && sessionsConfig.maxSessionPersistenceTime && storedUserSession) {
			const now = dateNow();
			if (storedUserSession.lastActivity < now - sessionsConfig.maxSessionPersistenceTime) {
				PersistentSessionsManager.removeUserSession();
				storedUserSession = null;
			}
		}
		let lifecycleType;
		let initialSession;
		const hasValidStoredSession = isUserSessionValid(storedUserSession);
		if (!(pendingChanges === null || pendingChanges === void 0 ? void 0 : pendingChanges.reset) && hasValidStoredSession && (!(pendingSession === null || pendingSession === void 0 ? void 0 : pendingSession.id) || pendingSession.id === (storedUserSession === null || storedUserSession === void 0 ? void 0 : storedUserSession.sessionId))) {
			var _sessionsConfig$sessi, _sessionsConfig$sessi2;
			const sessionId = storedUserSession === null || storedUserSession === void 0 ? void 0 : storedUserSession.sessionId;
			initialSession = createUserSessionObject({
				sessionId,
				isSampled: storedUserSession.isSampled || false,
				started: storedUserSession === null || storedUserSession === void 0 ? void 0 : storedUserSession.started
			}, this);
			const storedUserSessionMeta = storedUserSession === null || storedUserSession === void 0 ? void 0 : storedUserSession.sessionMeta;
			const overrides = _objectSpread2(_objectSpread2({}, (_sessionsConfig$sessi = sessionsConfig.session) === null || _sessionsConfig$sessi === void 0 ? void 0 : _sessionsConfig$sessi.overrides), storedUserSessionMeta === null || storedUserSessionMeta === void 0 ? void 0 : storedUserSessionMeta.overrides);
			initialSession.sessionMeta = _objectSpread2(_objectSpread2({}, sessionsConfig.session), {}, {
				id: sessionId,
				attributes: _objectSpread2(_objectSpread2(_objectSpread2({}, (_sessionsConfig$sessi2 = sessionsConfig.session) === null || _sessionsConfig$sessi2 === void 0 ? void 0 : _sessionsConfig$sessi2.attributes), storedUserSessionMeta === null || storedUserSessionMeta === void 0 ? void 0 : storedUserSessionMeta.attributes), {}, { isSampled: initialSession.isSampled.toString() }),
				overrides
			});
			lifecycleType = EVENT_SESSION_RESUME;
		} else {
			var _pendingSession$id, _sessionsConfig$sessi3, _storedUserSession$se, _sessionsConfig$sessi4, _sessionsConfig$sessi5, _sessionsConfig$sessi6;
			initialSession = createUserSessionObject({
				sessionId: (pendingChanges === null || pendingChanges === void 0 ? void 0 : pendingChanges.reset) ? void 0 : (_pendingSession$id = pendingSession === null || pendingSession === void 0 ? void 0 : pendingSession.id) !== null && _pendingSession$id !== void 0 ? _pendingSession$id : (_sessionsConfig$sessi3 = sessionsConfig.session) === null || _sessionsConfig$sessi3 === void 0 ? void 0 : _sessionsConfig$sessi3.id,
				isSampled: isSampled(this)
			}, this);
			const sessionId = initialSession.sessionId;
			const storedOverrides = pendingChanges && hasValidStoredSession ? storedUserSession === null || storedUserSession === void 0 || (_storedUserSession$se = storedUserSession.sessionMeta) === null || _storedUserSession$se === void 0 ? void 0 : _storedUserSession$se.overrides : void 0;
			const overrides = storedOverrides ? _objectSpread2(_objectSpread2({}, (_sessionsConfig$sessi4 = sessionsConfig.session) === null || _sessionsConfig$sessi4 === void 0 ? void 0 : _sessionsConfig$sessi4.overrides), storedOverrides) : (_sessionsConfig$sessi5 = sessionsConfig.session) === null || _sessionsConfig$sessi5 === void 0 ? void 0 : _sessionsConfig$sessi5.overrides;
			initialSession.sessionMeta = _objectSpread2({
				id: sessionId,
				attributes: _objectSpread2({ isSampled: initialSession.isSampled.toString() }, (_sessionsConfig$sessi6 = sessionsConfig.session) === null || _sessionsConfig$sessi6 === void 0 ? void 0 : _sessionsConfig$sessi6.attributes)
			}, overrides ? { overrides } : {});
			lifecycleType = EVENT_SESSION_START;
		}
		if (pendingSession) {
			var _initialSession$sessi;
			initialSession.sessionMeta = _objectSpread2(_objectSpread2({}, initialSession.sessionMeta), {}, { attributes: _objectSpread2(_objectSpread2(_objectSpread2({}, (_initialSession$sessi = initialSession.sessionMeta) === null || _initialSession$sessi === void 0 ? void 0 : _initialSession$sessi.attributes), pendingSession.attributes), {}, { isSampled: initialSession.isSampled.toString() }) });
			if (pendingSession.overrides) {
				const overrides = (pendingChanges === null || pendingChanges === void 0 ? void 0 : pendingChanges.inheritOverrides) ? _objectSpread2(_objectSpread2({}, initialSession.sessionMeta.overrides), pendingSession.overrides) : pendingSession.overrides;
				if (Object.keys(overrides).length > 0) initialSession.sessionMeta.overrides = overrides;
				else delete initialSession.sessionMeta.overrides;
			}
		}
		return {
			initialSession,
			lifecycleType
		};
	}
	registerBeforeSendHook(recordActivity) {
		var _this$transports;
		this.beforeSendHook = (item) => {
			var _item$meta$session, _item$meta$session2;
			const sessionId = (_item$meta$session = item.meta.session) === null || _item$meta$session === void 0 ? void 0 : _item$meta$session.id;
			if (sessionId && !this.transports.isPaused()) recordActivity(sessionId);
			const attributes = (_item$meta$session2 = item.meta.session) === null || _item$meta$session2 === void 0 ? void 0 : _item$meta$session2.attributes;
			if (attributes && (attributes === null || attributes === void 0 ? void 0 : attributes["isSampled"]) === "true") {
				var _newItem$meta$session;
				let newItem = JSON.parse(JSON.stringify(item));
				const newAttributes = (_newItem$meta$session = newItem.meta.session) === null || _newItem$meta$session === void 0 ? void 0 : _newItem$meta$session.attributes;
				newAttributes === null || newAttributes === void 0 || delete newAttributes["isSampled"];
				if (Object.keys(newAttributes !== null && newAttributes !== void 0 ? newAttributes : {}).length === 0) {
					var _newItem$meta$session2;
					(_newItem$meta$session2 = newItem.meta.session) === null || _newItem$meta$session2 === void 0 || delete _newItem$meta$session2.attributes;
				}
				return newItem;
			}
			return null;
		};
		(_this$transports = this.transports) === null || _this$transports === void 0 || _this$transports.addBeforeSendHooks(this.beforeSendHook);
	}
	initialize() {
		var _this$config$sessionT;
		this.logDebug("init session instrumentation");
		const prerendering = document.prerendering;
		if (((_this$config$sessionT = this.config.sessionTracking) === null || _this$config$sessionT === void 0 ? void 0 : _this$config$sessionT.enabled) && (prerendering || this.prerenderSession)) {
			var _this$prerenderSessio;
			(_this$prerenderSessio = this.prerenderSession) !== null && _this$prerenderSessio !== void 0 || (this.prerenderSession = new PrerenderSession(this.metas, this.transports, (changes) => {
				this.prerenderSession = void 0;
				this.initializeSession(changes);
			}));
			this.prerenderSession.initialize();
			return;
		}
		this.initializeSession();
	}
	initializeSession(pendingChanges) {
		const sessionTrackingConfig = this.config.sessionTracking;
		if (sessionTrackingConfig === null || sessionTrackingConfig === void 0 ? void 0 : sessionTrackingConfig.enabled) {
			var _this$metas$addCaptur, _this$metas;
			const SessionManager = getSessionManagerByConfig(sessionTrackingConfig);
			const sessionManager = new SessionManager(this);
			this.isAdoptingSession = sessionManager.isAdopting;
			this.registerBeforeSendHook(sessionManager.recordActivity);
			const { initialSession, lifecycleType } = this.createInitialSession(SessionManager, sessionTrackingConfig, pendingChanges);
			SessionManager.storeUserSession(initialSession);
			const initialSessionMeta = initialSession.sessionMeta;
			this.notifiedSession = initialSessionMeta;
			this.api.setSession(initialSessionMeta);
			this.captureListener = () => {
				if (!this.transports.isPaused()) sessionManager.updateSession({ refreshActivity: false });
			};
			(_this$metas$addCaptur = (_this$metas = this.metas).addCaptureListener) === null || _this$metas$addCaptur === void 0 || _this$metas$addCaptur.call(_this$metas, this.captureListener);
			if (lifecycleType === "session_start") this.api.pushEvent(EVENT_SESSION_START, {}, void 0, { skipDedupe: true });
			if (lifecycleType === "session_resume") this.api.pushEvent(EVENT_SESSION_RESUME, {}, void 0, { skipDedupe: true });
		}
		this.sessionStartListener = this.sendSessionStartEvent.bind(this);
		this.metas.addListener(this.sessionStartListener);
	}
	destroy() {
		var _this$prerenderSessio2;
		(_this$prerenderSessio2 = this.prerenderSession) === null || _this$prerenderSessio2 === void 0 || _this$prerenderSessio2.destroy();
		if (this.captureListener) {
			var _this$metas$removeCap, _this$metas2;
			(_this$metas$removeCap = (_this$metas2 = this.metas).removeCaptureListener) === null || _this$metas$removeCap === void 0 || _this$metas$removeCap.call(_this$metas2, this.captureListener);
			this.captureListener = void 0;
		}
		if (this.beforeSendHook) {
			this.transports.removeBeforeSendHooks(this.beforeSendHook);
			this.beforeSendHook = void 0;
		}
		if (this.sessionStartListener) {
			this.metas.removeListener(this.sessionStartListener);
			this.sessionStartListener = void 0;
		}
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/stackFrames/const.js
var webkitLineRegex = /^\s*at (?:(?![a-z]+:\/\/)([^(]+?) ?\((?:address at )?)?((?:file|https?|blob|chrome-extension|address|native|eval|webpack|<anonymous>|[-a-z]+:|.*bundle|\/)?.*?)(?::(\d+))?(?::(\d+))?\)?\s*$/i;
var webkitEvalRegex = /\((\S*)(?::(\d+))(?::(\d+))\)/;
var firefoxLineRegex = /^(?=[\s\S]*?(?:\/|bundle|\.js|\[native code]))\s*(.*?)(?:\((.*?)\))?(?:^|@)?((?:file|https?|blob|chrome|webpack|resource|moz-extension|safari-extension|safari-web-extension|capacitor)?:\/.*?|\[native code]|[^@]*(?:bundle|\d+\.js)|\/[\w\-. /=]+)(?::(\d+))?(?::(\d+))?\s*$/i;
var firefoxEvalRegex = /(\S+) line (\d+)(?: > eval line \d+)* > eval/i;
var safariExtensionString = "safari-extension";
var safariWebExtensionString = "safari-web-extension";
var reactMinifiedRegex = /Minified React error #\d+;/i;
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/stackFrames/buildStackFrame.js
function buildStackFrame(filename, func, lineno, colno) {
	const stackFrame = {
		filename: filename || document.location.href,
		function: func || "?"
	};
	if (lineno !== void 0) stackFrame.lineno = lineno;
	if (colno !== void 0) stackFrame.colno = colno;
	return stackFrame;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/stackFrames/getDataFromSafariExtensions.js
function getDataFromSafariExtensions(func, filename) {
	const isSafariExtension = func === null || func === void 0 ? void 0 : func.includes(safariExtensionString);
	const isSafariWebExtension = !isSafariExtension && (func === null || func === void 0 ? void 0 : func.includes("safari-web-extension"));
	if (!isSafariExtension && !isSafariWebExtension) return [func, filename];
	return [(func === null || func === void 0 ? void 0 : func.includes("@")) ? func.split("@")[0] : func, isSafariExtension ? `${safariExtensionString}:${filename}` : `${safariWebExtensionString}:${filename}`];
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/stackFrames/getStackFramesFromError.js
var MAX_STACK_LINE_LENGTH = 1024;
function getStackFramesFromError(error) {
	let lines = [];
	if (error.stacktrace) lines = error.stacktrace.split("\n").filter((_line, idx) => idx % 2 === 0);
	else if (error.stack) lines = error.stack.split("\n");
	const stackFrames = lines.reduce((acc, line, idx) => {
		if (line.length > MAX_STACK_LINE_LENGTH) return acc;
		let parts;
		let func;
		let filename;
		let lineno;
		let colno;
		if (parts = webkitLineRegex.exec(line)) {
			func = parts[1];
			filename = parts[2];
			lineno = parts[3];
			colno = parts[4];
			if (filename === null || filename === void 0 ? void 0 : filename.startsWith("eval")) {
				const submatch = webkitEvalRegex.exec(filename);
				if (submatch) {
					filename = submatch[1];
					lineno = submatch[2];
					colno = submatch[3];
				}
			}
			filename = (filename === null || filename === void 0 ? void 0 : filename.startsWith("address at ")) ? filename.substring(11) : filename;
			[func, filename] = getDataFromSafariExtensions(func, filename);
		} else if (parts = firefoxLineRegex.exec(line)) {
			func = parts[1];
			filename = parts[3];
			lineno = parts[4];
			colno = parts[5];
			if (!!filename && filename.includes(" > eval")) {
				const submatch = firefoxEvalRegex.exec(filename);
				if (submatch) {
					func = func || "eval";
					filename = submatch[1];
					lineno = submatch[2];
				}
			} else if (idx === 0 && !colno && isNumber(error.columnNumber)) colno = String(error.columnNumber + 1);
			[func, filename] = getDataFromSafariExtensions(func, filename);
		}
		if (filename || func) acc.push(buildStackFrame(filename, func, lineno ? Number(lineno) : void 0, colno ? Number(colno) : void 0));
		return acc;
	}, []);
	if (reactMinifiedRegex.test(error.message)) return stackFrames.slice(1);
	return stackFrames;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/stackFrames/parseStacktrace.js
function parseStacktrace(error) {
	return { frames: getStackFramesFromError(error) };
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/const.js
var MESSAGE_TYPE_RESOURCE_ENTRY = "resource-entry";
var MESSAGE_TYPE_HTTP_REQUEST_START = "http-request-start";
var MESSAGE_TYPE_HTTP_REQUEST_END = "http-request-end";
var MESSAGE_TYPE_DOM_MUTATION = "dom-mutation";
var MESSAGE_TYPE_CONSOLE = "console";
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/consoleMonitor.js
var consoleObservable;
var isInstrumented$2 = false;
/**
* Monitors console methods and emits events to subscribers.
* @param unpatchedConsole - Optional console to call after notifying subscribers.
*                           Only the first caller's value is used (since we patch once).
*                           Defaults to defaultUnpatchedConsole.
*/
function monitorConsole(unpatchedConsole) {
	if (!consoleObservable) consoleObservable = new Observable();
	if (!isInstrumented$2) {
		const originalConsole = unpatchedConsole !== null && unpatchedConsole !== void 0 ? unpatchedConsole : defaultUnpatchedConsole;
		allLogLevels.forEach((level) => {
			console[level] = (...args) => {
				var _originalConsole$leve;
				consoleObservable.notify({
					type: MESSAGE_TYPE_CONSOLE,
					level,
					args
				});
				(_originalConsole$leve = originalConsole[level]) === null || _originalConsole$leve === void 0 || _originalConsole$leve.apply(console, args);
			};
		});
		isInstrumented$2 = true;
	}
	return consoleObservable;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/const.js
var primitiveUnhandledValue = "Non-Error promise rejection captured with value:";
var primitiveUnhandledType = "UnhandledRejection";
var domErrorType = "DOMError";
var domExceptionType = "DOMException";
var objectEventValue = "Non-Error exception captured with keys:";
var valueTypeRegex = /^(?:[Uu]ncaught (?:exception: )?)?(?:((?:Eval|Internal|Range|Reference|Syntax|Type|URI|)Error): )?(.*)$/i;
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/getValueAndTypeFromMessage.js
function getValueAndTypeFromMessage(message) {
	var _groups$, _groups$2;
	const groups = message.match(valueTypeRegex);
	const type = (_groups$ = groups === null || groups === void 0 ? void 0 : groups[1]) !== null && _groups$ !== void 0 ? _groups$ : defaultExceptionType;
	return [(_groups$2 = groups === null || groups === void 0 ? void 0 : groups[2]) !== null && _groups$2 !== void 0 ? _groups$2 : message, type];
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/getErrorDetails.js
function getErrorDetails(evt) {
	let value;
	let type;
	let stackFrames = [];
	let isDomErrorRes;
	let isEventRes;
	if (isErrorEvent(evt) && evt.error) {
		value = evt.error.message;
		type = evt.error.name;
		stackFrames = getStackFramesFromError(evt.error);
	} else if ((isDomErrorRes = isDomError(evt)) || isDomException(evt)) {
		const { name, message } = evt;
		type = name !== null && name !== void 0 ? name : isDomErrorRes ? domErrorType : domExceptionType;
		value = message ? `${type}: ${message}` : type;
	} else if (isError(evt)) {
		type = evt.name;
		value = evt.message;
		stackFrames = getStackFramesFromError(evt);
	} else if (isObject(evt) || (isEventRes = isEvent(evt))) {
		type = isEventRes ? evt.constructor.name : void 0;
		value = `${objectEventValue} ${Object.keys(evt)}`;
	}
	return [
		value,
		type,
		stackFrames
	];
}
function getDetailsFromErrorArgs(args) {
	const [evt, source, lineno, colno, error] = args;
	let value;
	let type;
	let stackFrames = [];
	const eventIsString = isString(evt);
	const initialStackFrame = buildStackFrame(source, "?", lineno, colno);
	if (error || !eventIsString) {
		[value, type, stackFrames] = getErrorDetails(error !== null && error !== void 0 ? error : evt);
		if (stackFrames.length === 0) stackFrames = [initialStackFrame];
	} else if (eventIsString) {
		[value, type] = getValueAndTypeFromMessage(evt);
		stackFrames = [initialStackFrame];
	}
	return {
		value,
		type,
		stackFrames
	};
}
function getDetailsFromConsoleErrorArgs(args, serializer) {
	if (isError(args[0])) return getDetailsFromErrorArgs(args);
	else return { value: serializer(args) };
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/console/instrumentation.js
var ConsoleInstrumentation = class ConsoleInstrumentation extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-console";
		this.version = VERSION;
		this.errorSerializer = defaultLogArgsSerializer;
	}
	initialize() {
		var _instrumentationOptio, _instrumentationOptio2;
		const instrumentationOptions = this.config.consoleInstrumentation;
		const serializeErrors = (instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.serializeErrors) || !!(instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.errorSerializer);
		this.errorSerializer = serializeErrors ? (_instrumentationOptio = instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.errorSerializer) !== null && _instrumentationOptio !== void 0 ? _instrumentationOptio : defaultErrorArgsSerializer : defaultLogArgsSerializer;
		const disabledLevels = (_instrumentationOptio2 = instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.disabledLevels) !== null && _instrumentationOptio2 !== void 0 ? _instrumentationOptio2 : ConsoleInstrumentation.defaultDisabledLevels;
		const consoleMonitor = monitorConsole(this.unpatchedConsole);
		this.subscription = consoleMonitor.subscribe(({ level, args }) => {
			if (disabledLevels.includes(level)) return;
			try {
				if (level === LogLevel.ERROR && !(instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.consoleErrorAsLog)) {
					const { value, type, stackFrames } = getDetailsFromConsoleErrorArgs(args, this.errorSerializer);
					if (value && !type && !stackFrames) {
						this.api.pushError(new Error(ConsoleInstrumentation.consoleErrorPrefix + value));
						return;
					}
					this.api.pushError(new Error(ConsoleInstrumentation.consoleErrorPrefix + value), {
						type,
						stackFrames
					});
				} else if (level === LogLevel.ERROR && (instrumentationOptions === null || instrumentationOptions === void 0 ? void 0 : instrumentationOptions.consoleErrorAsLog)) {
					const { value, type, stackFrames } = getDetailsFromConsoleErrorArgs(args, this.errorSerializer);
					this.api.pushLog(value ? [ConsoleInstrumentation.consoleErrorPrefix + value] : args, {
						level,
						context: {
							value: value !== null && value !== void 0 ? value : "",
							type: type !== null && type !== void 0 ? type : "",
							stackFrames: (stackFrames === null || stackFrames === void 0 ? void 0 : stackFrames.length) ? defaultErrorArgsSerializer(stackFrames) : ""
						}
					});
				} else this.api.pushLog(args, { level });
			} catch (err) {
				this.logError(err);
			}
		});
	}
	destroy() {
		var _this$subscription;
		(_this$subscription = this.subscription) === null || _this$subscription === void 0 || _this$subscription.unsubscribe();
		this.subscription = void 0;
	}
};
ConsoleInstrumentation.defaultDisabledLevels = [
	LogLevel.DEBUG,
	LogLevel.TRACE,
	LogLevel.LOG
];
ConsoleInstrumentation.consoleErrorPrefix = "console.error: ";
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/registerOnerror.js
function registerOnerror(api) {
	const oldOnerror = window.onerror;
	window.onerror = (...args) => {
		try {
			const { value, type, stackFrames } = getDetailsFromErrorArgs(args);
			const originalError = args[4];
			if (value) {
				const options = {
					type,
					stackFrames
				};
				if (originalError != null) options.originalError = originalError;
				api.pushError(new Error(value), options);
			}
		} finally {
			oldOnerror === null || oldOnerror === void 0 || oldOnerror.apply(window, args);
		}
	};
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/registerOnunhandledrejection.js
var registeredHandlers = [];
function registerOnunhandledrejection(api) {
	const handler = (evt) => {
		var _evt$detail;
		let error = evt;
		if (error.reason) error = evt.reason;
		else if ((_evt$detail = evt.detail) === null || _evt$detail === void 0 ? void 0 : _evt$detail.reason) {
			var _evt$detail2;
			error = (_evt$detail2 = evt.detail) === null || _evt$detail2 === void 0 ? void 0 : _evt$detail2.reason;
		}
		let value;
		let type;
		let stackFrames = [];
		if (isPrimitive(error)) {
			value = `${primitiveUnhandledValue} ${String(error)}`;
			type = primitiveUnhandledType;
		} else [value, type, stackFrames] = getErrorDetails(error);
		if (value) api.pushError(new Error(value), {
			type,
			stackFrames
		});
	};
	window.addEventListener("unhandledrejection", handler);
	registeredHandlers.push(handler);
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/errors/instrumentation.js
var ErrorsInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-errors";
		this.version = VERSION;
	}
	initialize() {
		this.logDebug("Initializing");
		registerOnerror(this.api);
		registerOnunhandledrejection(this.api);
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/view/instrumentation.js
var ViewInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-view";
		this.version = VERSION;
		this.waitingForActivation = false;
		this.sendViewChangedEvent = (meta) => {
			var _this$notifiedView;
			if (this.waitingForActivation || document.prerendering) return;
			const view = meta.view;
			if (view && view.name !== ((_this$notifiedView = this.notifiedView) === null || _this$notifiedView === void 0 ? void 0 : _this$notifiedView.name)) {
				var _this$notifiedView$na, _this$notifiedView2, _view$name;
				const fromView = (_this$notifiedView$na = (_this$notifiedView2 = this.notifiedView) === null || _this$notifiedView2 === void 0 ? void 0 : _this$notifiedView2.name) !== null && _this$notifiedView$na !== void 0 ? _this$notifiedView$na : unknownString;
				this.notifiedView = view;
				this.api.pushEvent(EVENT_VIEW_CHANGED, {
					fromView,
					toView: (_view$name = view.name) !== null && _view$name !== void 0 ? _view$name : unknownString
				}, void 0, { skipDedupe: true });
			}
		};
		this.prerenderListener = () => {
			window.queueMicrotask(() => {
				if (this.waitingForActivation) {
					this.waitingForActivation = false;
					this.sendViewChangedEvent(this.metas.value);
				}
			});
		};
	}
	initialize() {
		this.metas.addListener(this.sendViewChangedEvent);
		if (document.prerendering) {
			this.waitingForActivation = true;
			document.addEventListener("prerenderingchange", this.prerenderListener, { once: true });
		}
	}
	destroy() {
		this.waitingForActivation = false;
		this.metas.removeListener(this.sendViewChangedEvent);
		document.removeEventListener("prerenderingchange", this.prerenderListener);
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/instrumentationConstants.js
var NAVIGATION_ID_STORAGE_KEY = "com.grafana.faro.lastNavigationId";
// node_modules/web-vitals/dist/web-vitals.attribution.js
var t = class {
	t;
	o = 0;
	i = [];
	l(t) {
		if (t.hadRecentInput) return;
		const n = this.i[0], e = this.i.at(-1);
		this.o && n && e && t.startTime - e.startTime < 1e3 && t.startTime - n.startTime < 5e3 ? (this.o += t.value, this.i.push(t)) : (this.o = t.value, this.i = [t]), this.t?.(t);
	}
};
var n = () => {
	const t = performance.getEntriesByType("navigation")[0];
	if (t && t.responseStart > 0 && t.responseStart < performance.now()) return t;
};
var e = (t) => {
	if ("loading" === document.readyState) return "loading";
	const e = n();
	if (e) {
		if (t < e.domInteractive) return "loading";
		if (0 === e.domContentLoadedEventStart || t < e.domContentLoadedEventStart) return "dom-interactive";
		if (0 === e.domComplete || t < e.domComplete) return "dom-content-loaded";
	}
	return "complete";
};
var o = (t) => {
	const n = t.nodeName;
	return 1 === t.nodeType ? n.toLowerCase() : n.toUpperCase().replace(/^#/, "");
};
var i = (t) => {
	let n = "";
	try {
		for (; 9 !== t?.nodeType;) {
			const e = t, i = e.id ? "#" + e.id : [o(e), ...Array.from(e.classList ?? []).sort()].join(".");
			if (n.length + i.length > 99) return n || i;
			if (n = n ? i + ">" + n : i, e.id) break;
			t = e.parentNode;
		}
	} catch {}
	return n;
};
var a = /* @__PURE__ */ new WeakMap();
function r(t, n) {
	let e = a.get(n);
	return e || (e = /* @__PURE__ */ new WeakMap(), a.set(n, e)), e.get(t) || e.set(t, new n()), e.get(t);
}
var s = -1;
var c = () => s;
var f = (t) => {
	addEventListener("pageshow", (n) => {
		n.persisted && (s = n.timeStamp, t(n));
	}, !0);
};
var l = (t, n, e, o) => {
	let i, a;
	return (r) => {
		n.value >= 0 && (r || o) && (a = n.value - (i ?? 0), (a || void 0 === i) && (i = n.value, n.delta = a, n.rating = ((t, n) => t > n[1] ? "poor" : t > n[0] ? "needs-improvement" : "good")(n.value, e), t(n)));
	};
};
var u = (t) => {
	requestAnimationFrame(() => requestAnimationFrame(() => t()));
};
var d = () => n()?.activationStart ?? 0;
var h = -1;
var g = /* @__PURE__ */ new Set();
var v = () => "hidden" !== document.visibilityState || document.prerendering ? 1 / 0 : 0;
var p = (t) => {
	if ("hidden" === document.visibilityState) {
		if ("visibilitychange" === t.type) for (const t of g) t();
		isFinite(h) || (h = "visibilitychange" === t.type ? t.timeStamp : 0, removeEventListener("prerenderingchange", p, !0));
	}
};
var m = (t = !1) => {
	if (t && (h = 1 / 0), h < 0) {
		const t = d();
		h = (document.prerendering ? void 0 : globalThis.performance.getEntriesByType("visibility-state").find((n) => "hidden" === n.name && n.startTime >= t)?.startTime) ?? v(), addEventListener("visibilitychange", p, !0), addEventListener("prerenderingchange", p, !0), f(() => {
			setTimeout(() => {
				h = v();
			});
		});
	}
	return {
		get firstHiddenTime() {
			return h;
		},
		onHidden(t) {
			g.add(t);
		}
	};
};
var y = (t, e = -1, o, i = 0, a, r, s) => {
	const f = n(), l = f?.navigationId || 0;
	let u = "navigate";
	o ? u = o : c() >= 0 ? u = "back-forward-cache" : f && (document.prerendering || d() > 0 ? u = "prerender" : document.wasDiscarded ? u = "restore" : f.type && (u = f.type.replace(/_/g, "-")));
	return {
		name: t,
		value: e,
		rating: "good",
		delta: 0,
		entries: [],
		id: `v6-${Date.now()}-${Math.floor(8999999999999 * Math.random()) + 0xe8d4a51000}`,
		navigationType: u,
		navigationId: i || l,
		navigationInteractionId: a,
		navigationURL: r || f?.name,
		navigationStartTime: s || 0
	};
};
var b = (t, n, e = {}) => {
	try {
		const o = t.filter((t) => PerformanceObserver.supportedEntryTypes.includes(t));
		if (o.length > 0) {
			const t = new PerformanceObserver((t) => {
				queueMicrotask(() => {
					const e = t.getEntries();
					o.length > 1 && e.sort((t, n) => t.startTime + t.duration - (n.startTime + n.duration)), n(e);
				});
			});
			for (const n of o) t.observe({
				type: n,
				buffered: !0,
				...e
			});
			return t;
		}
	} catch {}
};
var M = (t) => globalThis.PerformanceObserver?.supportedEntryTypes?.includes("soft-navigation") && "function" == typeof globalThis.PerformanceSoftNavigation?.prototype?.getLargestInteractionContentfulPaint && t && t.reportSoftNavs;
var T = (t, n) => {
	if (t.set(n.navigationId, n), t.size > 2) {
		const n = t.keys().next().value;
		void 0 !== n && t.delete(n);
	}
};
var E = (t) => {
	let n = !1;
	return () => {
		n || (t(), n = !0);
	};
};
var D = class {
	u;
};
var w = (t) => {
	document.prerendering ? addEventListener("prerenderingchange", t, !0) : t();
};
var S = [1800, 3e3];
var k = (t, n = {}) => {
	const e = M(n);
	w(() => {
		const o = r(n, D), i = m();
		let a, s = y("FCP");
		const h = b(["paint"], (t) => {
			for (const n of t) "first-contentful-paint" === n.name && (h.disconnect(), n.startTime < i.firstHiddenTime && (s.value = Math.max(n.startTime - d(), 0), s.entries.push(n), s.navigationId = n.navigationId || s.navigationId, a(!0)));
		});
		if (h && (a = l(t, s, S, n.reportAllChanges), f((e) => {
			s = y("FCP", -1, "back-forward-cache", s.navigationId, s.navigationInteractionId, s.navigationURL, c()), a = l(t, s, S, n.reportAllChanges), u(() => {
				s.value = performance.now() - e.timeStamp, a(!0);
			});
		})), e) b(["soft-navigation"], (e) => {
			e.forEach((e) => {
				o.u && e.navigationId && T(o.u, e);
				s = y("FCP", Math.max((e.presentationTime || e.paintTime || 0) - e.startTime, 0), "soft-navigation", e.navigationId, e.interactionId, e.name, e.startTime), a = l(t, s, S, n.reportAllChanges), a(!0);
			});
		}, n);
	});
};
var L = [.1, .25];
var P = (t) => t.find((t) => 1 === t.node?.nodeType) || t[0];
var F = (n, o = {}) => {
	const a = r(o = Object.assign({}, o), t), s = /* @__PURE__ */ new WeakMap();
	a.t = (t) => {
		if (t?.sources?.length) {
			const n = P(t.sources), e = n?.node;
			if (e) {
				const t = o.generateTarget?.(e) ?? i(e);
				s.set(n, t);
			}
		}
	};
	((n, e = {}) => {
		const o = m();
		k(E(() => {
			let i, a = y("CLS", 0);
			const s = r(e, t), d = (t, o, r, c, f) => {
				a = y("CLS", 0, t, o, r, c, f), s.o = 0, i = l(n, a, L, e.reportAllChanges);
			}, h = (t = !1) => {
				s.o > a.value && (a.value = s.o, a.entries = s.i), i(t);
			}, g = (t) => {
				h(!0), d("soft-navigation", t.navigationId, t.interactionId, t.name, t.startTime);
			}, v = (t) => {
				for (const n of t) "soft-navigation" !== n.entryType ? s.l(n) : g(n);
				h();
			}, p = ["layout-shift"];
			M(e) && p.push("soft-navigation");
			const m = b(p, v);
			m && (i = l(n, a, L, e.reportAllChanges), o.onHidden(() => {
				v(m.takeRecords()), i(!0);
			}), f(() => {
				d("back-forward-cache", a.navigationId, a.navigationInteractionId, a.navigationURL, c()), u(i);
			}), setTimeout(i));
		}));
	})((t) => {
		n(((t) => {
			let n = {};
			if (t.entries.length) {
				const o = t.entries.reduce((t, n) => t.value > n.value ? t : n);
				if (o?.sources?.length) {
					const t = P(o.sources);
					t && (n = {
						largestShiftTarget: s.get(t),
						largestShiftTime: o.startTime,
						largestShiftValue: o.value,
						largestShiftSource: t,
						largestShiftEntry: o,
						loadState: e(o.startTime)
					});
				}
			}
			return Object.assign(t, { attribution: n });
		})(t));
	}, o);
};
var _ = (t, o = {}) => {
	const i = r(o = Object.assign({}, o), D);
	M(o) && (i.u = /* @__PURE__ */ new Map());
	k((o) => {
		t(((t) => {
			let o = {
				timeToFirstByte: 0,
				firstByteToFCP: t.value,
				loadState: e(c())
			};
			if ("soft-navigation" !== t.navigationType) {
				if (t.entries.length) {
					const i = n(), a = t.entries.at(-1);
					if (i) {
						const n = i.responseStart, r = i.activationStart || 0, s = Math.max(0, n - r);
						o = {
							timeToFirstByte: s,
							firstByteToFCP: t.value - s,
							loadState: e(t.entries[0].startTime),
							navigationEntry: i,
							fcpEntry: a
						};
					}
				}
			} else {
				const n = i.u?.get(t.navigationId);
				n && (o = {
					timeToFirstByte: 0,
					firstByteToFCP: t.value,
					loadState: "complete",
					navigationEntry: n
				});
			}
			return Object.assign(t, { attribution: o });
		})(o));
	}, o);
};
var C = 0;
var I = 1 / 0;
var B = 0;
var O = (t) => {
	for (const n of t) n.interactionId && (I = Math.min(I, n.interactionId), B = Math.max(B, n.interactionId), C = B ? (B - I) / 7 + 1 : 0);
};
var j;
var A = () => j ? C : performance.interactionCount ?? 0;
var N = () => {
	"interactionCount" in performance || j || (j = b(["event"], O, { durationThreshold: 0 }));
};
var q = class {
	h = 0;
	v = [];
	p = /* @__PURE__ */ new Map();
	m;
	M;
	T() {
		return A() - this.h;
	}
	D() {
		this.h = A(), this.v.length = 0, this.p.clear();
	}
	S(t) {
		const n = this.T(), e = Math.min(this.v.length - 1, Math.floor(n / 50));
		return !n || -1 !== e || "soft-navigation" !== t && "back-forward-cache" !== t ? this.v[e] : {
			k: 8,
			id: -1,
			entries: []
		};
	}
	l(t) {
		if (this.m?.(t), !t.interactionId) return;
		const n = this.v.at(-1);
		let e = this.p.get(t.interactionId);
		if (e || this.v.length < 10 || t.duration > n.k) {
			if (e ? t.duration > e.k ? (e.entries = [t], e.k = t.duration) : t.duration === e.k && t.startTime === e.entries[0].startTime && e.entries.push(t) : (e = {
				id: t.interactionId,
				entries: [t],
				k: t.duration
			}, this.p.set(e.id, e), this.v.push(e)), this.v.sort((t, n) => n.k - t.k), this.v.length > 10) {
				const t = this.v.splice(10);
				for (const n of t) this.p.delete(n.id);
			}
			this.M?.(e);
		}
	}
};
var W = (t) => {
	const n = "requestIdleCallback" in globalThis ? 1e3 : 0, e = globalThis.requestIdleCallback || setTimeout, o = globalThis.cancelIdleCallback || clearTimeout;
	if ("hidden" === document.visibilityState) t();
	else {
		const i = E(t);
		let a = -1;
		const r = () => {
			o(a), i();
		};
		addEventListener("visibilitychange", r, {
			once: !0,
			capture: !0
		}), a = e(() => {
			removeEventListener("visibilitychange", r, { capture: !0 }), i();
		}, { timeout: n });
	}
};
var x = [200, 500];
var R = (t, n = {}) => {
	const o = r(n = Object.assign({}, n), q);
	let a = [], s = [], u = 0;
	const d = /* @__PURE__ */ new WeakMap(), h = /* @__PURE__ */ new WeakMap();
	let g = !1;
	const v = () => {
		g || (g = !0, W(p));
	}, p = () => {
		const t = new Set(o.v.map((t) => d.get(t.entries[0]))), n = s.length - 10;
		s = s.filter((e, o) => o >= n || t.has(e));
		const e = /* @__PURE__ */ new Set();
		for (const t of s) {
			const n = T(t.startTime, t.processingEnd);
			for (const t of n) e.add(t);
		}
		const i = a.length - 10;
		a = a.filter((t, n) => e.has(t) || n >= i && t.startTime > u), g = !1;
	};
	o.m = (t) => {
		const e = t.startTime + t.duration;
		let o;
		u = Math.max(u, t.processingEnd);
		for (let i = s.length - 1; i >= 0; i--) {
			const a = s[i];
			if (Math.abs(e - a.renderTime) <= 8) {
				o = a, o.startTime = Math.min(t.startTime, o.startTime), o.processingStart = Math.min(t.processingStart, o.processingStart), o.processingEnd = Math.max(t.processingEnd, o.processingEnd), n.includeProcessedEventEntries && o.entries.push(t);
				break;
			}
		}
		o || (o = {
			startTime: t.startTime,
			processingStart: t.processingStart,
			processingEnd: t.processingEnd,
			renderTime: e,
			entries: n.includeProcessedEventEntries ? [t] : []
		}, s.push(o)), t.interactionId && d.set(t, o), v();
	}, o.M = (t) => {
		if (!h.get(t)) {
			const e = t.entries.find((t) => t.target)?.target;
			if (e) {
				const o = n.generateTarget?.(e) ?? i(e);
				h.set(t, o);
			} else {
				const n = t.entries.find((t) => t.targetSelector)?.targetSelector;
				n && h.set(t, n);
			}
		}
	};
	const T = (t, n) => {
		const e = [];
		for (const o of a) if (!(o.startTime + o.duration < t)) {
			if (o.startTime > n) break;
			e.push(o);
		}
		return e;
	}, E = (t) => {
		if (0 === t.entries.length) {
			const n = t.navigationStartTime || 0, o = {
				processedEventEntries: [],
				longAnimationFrameEntries: [],
				inputDelay: 0,
				processingDuration: 0,
				presentationDelay: t.value,
				loadState: e(n)
			};
			return Object.assign(t, { attribution: o });
		}
		const n = t.entries[0], i = d.get(n), a = Math.max(i.processingStart, n.startTime), r = Math.max(n.startTime + n.duration, a), s = Math.min(i.processingEnd, r), c = i.entries.sort((t, n) => t.processingStart - n.processingStart), f = T(n.startTime, s), l = o.p.get(n.interactionId), u = {
			interactionTarget: h.get(l),
			interactionType: n.name.startsWith("key") ? "keyboard" : "pointer",
			interactionTime: n.startTime,
			nextPaintTime: r,
			processedEventEntries: c,
			longAnimationFrameEntries: f,
			inputDelay: a - n.startTime,
			processingDuration: s - a,
			presentationDelay: r - s,
			loadState: e(n.startTime),
			longestScript: void 0,
			totalScriptDuration: void 0,
			totalStyleAndLayoutDuration: void 0,
			totalPaintDuration: void 0,
			totalUnattributedDuration: void 0
		};
		return ((t) => {
			const n = t.interactionTime, e = t.nextPaintTime;
			if (!t.longAnimationFrameEntries?.length || !n || !e) return;
			const o = t.inputDelay, i = t.processingDuration;
			let a, r, s = 0, c = 0, f = 0, l = 0;
			for (const e of t.longAnimationFrameEntries) {
				c = c + e.startTime + e.duration - e.styleAndLayoutStart;
				for (const t of e.scripts) {
					const e = t.startTime + t.duration;
					if (e < n) continue;
					const f = e - Math.max(n, t.startTime), u = t.duration ? f / t.duration * t.forcedStyleAndLayoutDuration : 0;
					s += f - u, c += u, f > l && (r = t.startTime < n + o ? "input-delay" : t.startTime >= n + o + i ? "presentation-delay" : "processing-duration", a = t, l = f);
				}
			}
			const u = t.longAnimationFrameEntries.at(-1), d = u ? u.startTime + u.duration : 0;
			d >= n + o + i && (f = e - d), a && r && (t.longestScript = {
				entry: a,
				subpart: r,
				intersectingDuration: l
			}), t.totalScriptDuration = s, t.totalStyleAndLayoutDuration = c, t.totalPaintDuration = f, t.totalUnattributedDuration = e - n - s - c - f;
		})(u), Object.assign(t, { attribution: u });
	};
	b(["long-animation-frame"], (t) => {
		a = a.concat(t), v();
	}, n), ((t, n = {}) => {
		if (!globalThis.PerformanceEventTiming || !("interactionId" in PerformanceEventTiming.prototype)) return;
		const e = m();
		w(() => {
			N();
			let o, i = y("INP");
			const a = r(n, q), s = (e, r, s, c, f) => {
				a.D(), i = y("INP", -1, e, r, s, c, f), o = l(t, i, x, n.reportAllChanges);
			}, u = () => {
				const t = a.S(i.navigationType);
				t && t.k !== i.value && (i.value = t.k, i.entries = t.entries, o());
			}, d = (t) => {
				u(), o(!0), s("soft-navigation", t.navigationId, t.interactionId, t.name, t.startTime);
			}, h = (t, n = !1) => {
				W(() => {
					for (const n of t) "soft-navigation" !== n.entryType ? a.l(n) : d(n);
					u(), n && o(!0);
				});
			}, g = ["event", "first-input"];
			M(n) && g.push("soft-navigation");
			const v = b(g, h, {
				...n,
				durationThreshold: n.durationThreshold ?? 40
			});
			o = l(t, i, x, n.reportAllChanges), v && (e.onHidden(() => {
				h(v.takeRecords(), !0);
			}), f(() => {
				s("back-forward-cache", i.navigationId, i.navigationInteractionId, i.navigationURL, c());
			}));
		});
	})((n) => {
		t(E(n));
	}, n);
};
var U = class {
	m;
	u;
	l(t) {
		this.m?.(t);
	}
};
var $ = [2500, 4e3];
var H = 50;
var V = [];
b(["resource"], (t) => {
	for (const n of t) V.push(n), V.length > H && V.shift();
});
var z = (t, e = {}) => {
	null != (e = Object.assign({}, e)).resourceBufferSize && (H = e.resourceBufferSize);
	const o = r(e, U), a = /* @__PURE__ */ new WeakMap();
	M(e) && (o.u = /* @__PURE__ */ new Map()), o.m = (t) => {
		const n = t.element;
		if (n) {
			const o = e.generateTarget?.(n) ?? i(n);
			a.set(t, o);
		} else t.id && a.set(t, `#${t.id}`);
	};
	((t, n = {}) => {
		let e = !1;
		const o = M(n);
		w(() => {
			let i, a = m(), s = y("LCP");
			const h = r(n, U), g = (o, r, c, f, u) => {
				s = y("LCP", -1, o, r, c, f, u), i = l(t, s, $, n.reportAllChanges), e = !1, "soft-navigation" === o && (a = m(!0));
			}, v = (t) => {
				h.u && t.navigationId && T(h.u, t), e || i(!0), g("soft-navigation", t.navigationId, t.interactionId, t.name, t.startTime);
				const n = t.getLargestInteractionContentfulPaint?.();
				n && p([n]);
			}, p = (t) => {
				n.reportAllChanges || o || (t = t.slice(-1));
				for (const n of t) {
					if (!n) continue;
					if ("soft-navigation" === n.entryType) {
						v(n);
						continue;
					}
					let t = 0, e = [], o = n.startTime;
					if ("largest-contentful-paint" === n.entryType) t = Math.max(n.startTime - d(), 0), h.l(n), e = [n];
					else if ("interaction-contentful-paint" === n.entryType) {
						const i = n;
						if (!s.navigationId) continue;
						if ("interactionId" in i && i.interactionId != s.navigationInteractionId) continue;
						o = i.largestContentfulPaint?.renderTime || 0, t = Math.max(o - n.startTime, 0), i.largestContentfulPaint && (h.l(i.largestContentfulPaint), e = [i.largestContentfulPaint]);
					}
					o < a.firstHiddenTime && (s.value = t, s.entries = e, i());
				}
			}, M = ["largest-contentful-paint"];
			o && M.push("interaction-contentful-paint", "soft-navigation");
			const E = b(M, p);
			if (E) {
				i = l(t, s, $, n.reportAllChanges);
				const a = [
					"keydown",
					"click",
					"visibilitychange"
				], r = (t) => {
					if (t.isTrusted && !e) {
						const t = s.id;
						W(() => {
							if (!e) {
								if (!o) {
									E.disconnect();
									for (const t of a) removeEventListener(t, r, { capture: !0 });
								}
								t === s.id && (e = !0, i(!0));
							}
						});
					}
				};
				for (const t of a) addEventListener(t, r, { capture: !0 });
				f((o) => {
					g("back-forward-cache", s.navigationId, s.navigationInteractionId, s.navigationURL, c()), i = l(t, s, $, n.reportAllChanges), u(() => {
						s.value = performance.now() - o.timeStamp, e = !0, i(!0);
					});
				});
			}
		});
	})((e) => {
		t(((t) => {
			let e = {
				timeToFirstByte: 0,
				resourceLoadDelay: 0,
				resourceLoadDuration: 0,
				elementRenderDelay: t.value
			};
			if (t.entries.length) {
				const i = t.entries.at(-1), r = (t) => t.name === i.url && (t.requestStart || t.startTime) <= i.startTime, s = i.url && (V.findLast(r) || performance.getEntriesByType("resource").findLast(r));
				let c;
				e.target = a.get(i), e.lcpEntry = i, i.url && (e.url = i.url), s && (e.lcpResourceEntry = s);
				let f = 0, l = 0;
				if ("soft-navigation" !== t.navigationType ? (c = n(), f = c?.activationStart ?? 0, l = c?.responseStart ?? 0) : (f = t.navigationStartTime || 0, c = o.u?.get(t.navigationId)), c) {
					const n = Math.max(0, l - f), o = Math.max(n, s ? (s.requestStart || s.startTime) - f : 0), i = Math.min(t.value, Math.max(o, s ? s.responseEnd - f : 0));
					e = {
						...e,
						timeToFirstByte: n,
						resourceLoadDelay: o - n,
						resourceLoadDuration: i - o,
						elementRenderDelay: t.value - i,
						navigationEntry: c
					};
				}
			}
			return Object.assign(t, { attribution: e });
		})(e));
	}, e);
};
var G = [800, 1800];
var J = (t) => {
	document.prerendering ? w(() => J(t)) : "complete" !== document.readyState ? addEventListener("load", () => J(t), !0) : setTimeout(t);
};
var K = (t, e = {}) => {
	((t, e = {}) => {
		const o = M(e);
		let i = y("TTFB"), a = l(t, i, G, e.reportAllChanges);
		J(() => {
			const r = n();
			if (r) {
				const n = r.responseStart;
				i.value = Math.max(n - d(), 0), i.entries = [r], a(!0), f(() => {
					i = y("TTFB", 0, "back-forward-cache", i.navigationId, i.navigationInteractionId, i.navigationURL, c()), a = l(t, i, G, e.reportAllChanges), a(!0);
				}), o && b(["soft-navigation"], (n) => {
					n.forEach((n) => {
						n.navigationId && (i = y("TTFB", 0, "soft-navigation", n.navigationId, n.interactionId, n.name, n.startTime), i.entries = [n], a = l(t, i, G, e.reportAllChanges), a(!0));
					});
				}, e);
			}
		});
	})((n) => {
		t(((t) => {
			const n = t.entries[0];
			let e = {
				waitingDuration: 0,
				cacheDuration: 0,
				dnsDuration: 0,
				connectionDuration: 0,
				requestDuration: 0,
				navigationEntry: n
			};
			if (t.entries.length && n instanceof PerformanceNavigationTiming) {
				const o = n.activationStart || 0, i = Math.max((n.workerStart || n.fetchStart || 0) - o, 0), a = Math.max(n.domainLookupStart - o, 0), r = Math.max(n.connectStart - o, 0), s = Math.max(n.connectEnd - o, 0);
				e = {
					waitingDuration: i,
					cacheDuration: a - i,
					dnsDuration: r - a,
					connectionDuration: s - r,
					requestDuration: t.value - s,
					navigationEntry: n
				};
			}
			return Object.assign(t, { attribution: e });
		})(n));
	}, e);
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/webVitals/webVitalsWithAttribution.js
var loadStateKey = "load_state";
var timeToFirstByteKey = "time_to_first_byte";
var WebVitalsWithAttribution = class {
	constructor(corePushMeasurement, webVitalConfig) {
		this.corePushMeasurement = corePushMeasurement;
		this.webVitalConfig = webVitalConfig;
	}
	initialize() {
		this.measureCLS();
		this.measureFCP();
		this.measureINP();
		this.measureLCP();
		this.measureTTFB();
	}
	measureCLS() {
		var _this$webVitalConfig;
		F((metric) => {
			const { loadState, largestShiftValue, largestShiftTime, largestShiftTarget } = metric.attribution;
			const values = this.buildInitialValues(metric);
			this.addIfPresent(values, "largest_shift_value", largestShiftValue);
			this.addIfPresent(values, "largest_shift_time", largestShiftTime);
			const context = this.buildInitialContext(metric);
			this.addIfPresent(context, loadStateKey, loadState);
			this.addIfPresent(context, "largest_shift_target", largestShiftTarget);
			this.pushMeasurement(values, context);
		}, { reportAllChanges: (_this$webVitalConfig = this.webVitalConfig) === null || _this$webVitalConfig === void 0 ? void 0 : _this$webVitalConfig.reportAllChanges });
	}
	measureFCP() {
		var _this$webVitalConfig2;
		_((metric) => {
			const { firstByteToFCP, timeToFirstByte, loadState } = metric.attribution;
			const values = this.buildInitialValues(metric);
			this.addIfPresent(values, "first_byte_to_fcp", firstByteToFCP);
			this.addIfPresent(values, timeToFirstByteKey, timeToFirstByte);
			const context = this.buildInitialContext(metric);
			this.addIfPresent(context, loadStateKey, loadState);
			this.pushMeasurement(values, context);
		}, { reportAllChanges: (_this$webVitalConfig2 = this.webVitalConfig) === null || _this$webVitalConfig2 === void 0 ? void 0 : _this$webVitalConfig2.reportAllChanges });
	}
	measureINP() {
		var _this$webVitalConfig4;
		R((metric) => {
			var _this$webVitalConfig3;
			const { interactionTime, presentationDelay, inputDelay, processingDuration, nextPaintTime, loadState, interactionTarget, interactionType, totalScriptDuration, totalStyleAndLayoutDuration, totalPaintDuration, totalUnattributedDuration, longestScript } = metric.attribution;
			const values = this.buildInitialValues(metric);
			this.addIfPresent(values, "interaction_time", interactionTime);
			this.addIfPresent(values, "presentation_delay", presentationDelay);
			this.addIfPresent(values, "input_delay", inputDelay);
			this.addIfPresent(values, "processing_duration", processingDuration);
			this.addIfPresent(values, "next_paint_time", nextPaintTime);
			this.addNumberIfDefined(values, "total_script_duration", totalScriptDuration);
			this.addNumberIfDefined(values, "total_style_and_layout_duration", totalStyleAndLayoutDuration);
			this.addNumberIfDefined(values, "total_paint_duration", totalPaintDuration);
			this.addNumberIfDefined(values, "total_unattributed_duration", totalUnattributedDuration);
			this.addNumberIfDefined(values, "longest_script_intersecting_duration", longestScript === null || longestScript === void 0 ? void 0 : longestScript.intersectingDuration);
			const context = this.buildInitialContext(metric);
			this.addIfPresent(context, loadStateKey, loadState);
			this.addIfPresent(context, "interaction_target", interactionTarget);
			this.addIfPresent(context, "interaction_type", interactionType);
			this.addIfPresent(context, "longest_script_subpart", longestScript === null || longestScript === void 0 ? void 0 : longestScript.subpart);
			this.addIfPresent(context, "longest_script_invoker_type", longestScript === null || longestScript === void 0 ? void 0 : longestScript.entry.invokerType);
			if ((_this$webVitalConfig3 = this.webVitalConfig) === null || _this$webVitalConfig3 === void 0 ? void 0 : _this$webVitalConfig3.trackAttributionSources) {
				this.addIfPresent(context, "longest_script_invoker", longestScript === null || longestScript === void 0 ? void 0 : longestScript.entry.invoker);
				this.addIfPresent(context, "longest_script_source_url", longestScript === null || longestScript === void 0 ? void 0 : longestScript.entry.sourceURL);
				this.addIfPresent(context, "longest_script_source_function_name", longestScript === null || longestScript === void 0 ? void 0 : longestScript.entry.sourceFunctionName);
				this.addIfPresent(context, "longest_script_source_char_position", (longestScript === null || longestScript === void 0 ? void 0 : longestScript.entry.sourceCharPosition) !== void 0 ? String(longestScript.entry.sourceCharPosition) : void 0);
			}
			this.pushMeasurement(values, context);
		}, { reportAllChanges: (_this$webVitalConfig4 = this.webVitalConfig) === null || _this$webVitalConfig4 === void 0 ? void 0 : _this$webVitalConfig4.reportAllChanges });
	}
	measureLCP() {
		var _this$webVitalConfig6;
		z((metric) => {
			var _this$webVitalConfig5;
			const { elementRenderDelay, resourceLoadDelay, resourceLoadDuration, timeToFirstByte, target, url, lcpResourceEntry } = metric.attribution;
			const values = this.buildInitialValues(metric);
			this.addIfPresent(values, "element_render_delay", elementRenderDelay);
			this.addIfPresent(values, "resource_load_delay", resourceLoadDelay);
			this.addIfPresent(values, "resource_load_duration", resourceLoadDuration);
			this.addIfPresent(values, timeToFirstByteKey, timeToFirstByte);
			const context = this.buildInitialContext(metric);
			this.addIfPresent(context, "element", target);
			if ((_this$webVitalConfig5 = this.webVitalConfig) === null || _this$webVitalConfig5 === void 0 ? void 0 : _this$webVitalConfig5.trackAttributionSources) {
				this.addIfPresent(context, "resource_url", url);
				this.addIfPresent(context, "resource_delivery_type", lcpResourceEntry === null || lcpResourceEntry === void 0 ? void 0 : lcpResourceEntry.deliveryType);
				this.addIfPresent(context, "resource_initiator_type", lcpResourceEntry === null || lcpResourceEntry === void 0 ? void 0 : lcpResourceEntry.initiatorType);
			}
			this.pushMeasurement(values, context);
		}, { reportAllChanges: (_this$webVitalConfig6 = this.webVitalConfig) === null || _this$webVitalConfig6 === void 0 ? void 0 : _this$webVitalConfig6.reportAllChanges });
	}
	measureTTFB() {
		var _this$webVitalConfig7;
		K((metric) => {
			const { dnsDuration, connectionDuration, requestDuration, waitingDuration, cacheDuration } = metric.attribution;
			const values = this.buildInitialValues(metric);
			this.addIfPresent(values, "dns_duration", dnsDuration);
			this.addIfPresent(values, "connection_duration", connectionDuration);
			this.addIfPresent(values, "request_duration", requestDuration);
			this.addIfPresent(values, "waiting_duration", waitingDuration);
			this.addIfPresent(values, "cache_duration", cacheDuration);
			const context = this.buildInitialContext(metric);
			this.pushMeasurement(values, context);
		}, { reportAllChanges: (_this$webVitalConfig7 = this.webVitalConfig) === null || _this$webVitalConfig7 === void 0 ? void 0 : _this$webVitalConfig7.reportAllChanges });
	}
	buildInitialValues(metric) {
		return {
			[metric.name.toLowerCase()]: metric.value,
			delta: metric.delta
		};
	}
	buildInitialContext(metric) {
		var _getItem;
		const navigationEntryId = (_getItem = getItem("com.grafana.faro.lastNavigationId", webStorageType.session)) !== null && _getItem !== void 0 ? _getItem : unknownString;
		return {
			id: metric.id,
			rating: metric.rating,
			navigation_type: metric.navigationType,
			navigation_entry_id: navigationEntryId
		};
	}
	pushMeasurement(values, context) {
		this.corePushMeasurement({
			type: "web-vitals",
			values
		}, { context });
	}
	addIfPresent(source, key, metric) {
		if (metric) source[key] = metric;
	}
	addNumberIfDefined(values, key, metric) {
		if (metric !== void 0) values[key] = metric;
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/webVitals/instrumentation.js
var WebVitalsInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-web-vitals";
		this.version = VERSION;
	}
	initialize() {
		this.logDebug("Initializing");
		new WebVitalsWithAttribution(this.api.pushMeasurement, this.config.webVitalsInstrumentation).initialize();
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/performance/performanceUtils.js
var w3cTraceparentFormat = /^00-[a-f0-9]{32}-[a-f0-9]{16}-[0-9]{1,2}$/;
function getSpanContextFromServerTiming(serverTimings = []) {
	for (const serverEntry of serverTimings) if (serverEntry.name === "traceparent") {
		if (!w3cTraceparentFormat.test(serverEntry.description)) continue;
		const [, traceId, spanId] = serverEntry.description.split("-");
		if (traceId != null && spanId != null) return {
			traceId,
			spanId
		};
		break;
	}
}
/**
* Absolute wall-clock timestamp (epoch ms) for a performance entry, given its
* `startTime` (ms relative to the document time origin).
*
* We intentionally avoid `performance.timeOrigin + startTime`: `timeOrigin` is a
* wall-clock value fixed at document creation, while `startTime` comes from the
* monotonic clock behind `performance.now()`, which does not advance while the OS is
* suspended (e.g. a sleeping laptop). After a suspend the two drift apart, so
* `timeOrigin + startTime` backdates the entry by the suspended duration — observed in
* the wild as hours to days, heavily concentrated on macOS. See
* https://github.com/grafana/faro-web-sdk/issues/2179.
*
* Instead we re-derive the origin from the wall clock at emit time:
* `Date.now() - performance.now()` is the current (drift-corrected) effective time
* origin, so `Date.now() - (performance.now() - startTime)` places the entry at its real
* wall-clock time. When no drift has occurred this equals `timeOrigin + startTime`, so
* there is no behavioural change in the normal case. `Math.min(wallNow, …)` clamps the
* rare entry that straddles a suspend (started before sleep, observed on wake) so it
* cannot land in the future.
*/
function performanceEntryTimestampMs(startTimeMs, clock = {
	wallNow: Date.now(),
	monoNow: performance.now()
}) {
	const { wallNow, monoNow } = clock;
	return Math.min(wallNow, wallNow - (monoNow - startTimeMs));
}
function performanceObserverSupported() {
	return "PerformanceObserver" in window;
}
function onDocumentReady(handleReady) {
	if (document.readyState === "complete") handleReady();
	else {
		const readyStateCompleteHandler = () => {
			if (document.readyState === "complete") {
				handleReady();
				document.removeEventListener("readystatechange", readyStateCompleteHandler);
			}
		};
		document.addEventListener("readystatechange", readyStateCompleteHandler);
	}
}
function includePerformanceEntry(performanceEntryJSON, allowProps = {}) {
	for (const [allowPropKey, allowPropValue] of Object.entries(allowProps)) {
		const perfEntryPropVal = performanceEntryJSON[allowPropKey];
		if (perfEntryPropVal == null) return false;
		if (isArray(allowPropValue)) return allowPropValue.includes(perfEntryPropVal);
		return perfEntryPropVal === allowPropValue;
	}
	return true;
}
function createFaroResourceTiming(resourceEntryRaw) {
	const { connectEnd, connectStart, decodedBodySize, domainLookupEnd, domainLookupStart, duration, encodedBodySize, fetchStart, initiatorType, name, nextHopProtocol, redirectEnd, redirectStart, renderBlockingStatus: rbs, requestStart, responseEnd, responseStart, responseStatus, secureConnectionStart, transferSize, workerStart } = resourceEntryRaw;
	return {
		name,
		httpHost: getHostFromUrl(name),
		duration: toFaroPerformanceTimingString(duration),
		tcpHandshakeTime: toFaroPerformanceTimingString(connectEnd - connectStart),
		dnsLookupTime: toFaroPerformanceTimingString(domainLookupEnd - domainLookupStart),
		tlsNegotiationTime: toFaroPerformanceTimingString(connectEnd - secureConnectionStart),
		responseStatus: toFaroPerformanceTimingString(responseStatus),
		redirectTime: toFaroPerformanceTimingString(redirectEnd - redirectStart),
		requestTime: toFaroPerformanceTimingString(responseStart - requestStart),
		responseTime: toFaroPerformanceTimingString(responseEnd - responseStart),
		fetchTime: toFaroPerformanceTimingString(responseEnd - fetchStart),
		serviceWorkerTime: toFaroPerformanceTimingString(workerStart > 0 ? fetchStart - workerStart : 0),
		decodedBodySize: toFaroPerformanceTimingString(decodedBodySize),
		encodedBodySize: toFaroPerformanceTimingString(encodedBodySize),
		cacheHitStatus: getCacheType(),
		renderBlockingStatus: toFaroPerformanceTimingString(rbs),
		protocol: nextHopProtocol,
		initiatorType,
		visibilityState: document.visibilityState,
		ttfb: toFaroPerformanceTimingString(responseStart - requestStart),
		transferSize: toFaroPerformanceTimingString(transferSize)
	};
	function getCacheType() {
		let cacheType = "fullLoad";
		if (transferSize === 0) {
			if (decodedBodySize > 0) cacheType = "cache";
		} else if (responseStatus != null) {
			if (responseStatus === 304) cacheType = "conditionalFetch";
		} else if (encodedBodySize > 0 && transferSize < encodedBodySize) cacheType = "conditionalFetch";
		return cacheType;
	}
}
function createFaroNavigationTiming(navigationEntryRaw) {
	const { activationStart, domComplete, domContentLoadedEventEnd, domContentLoadedEventStart, domInteractive, fetchStart, loadEventEnd, loadEventStart, responseStart, type } = navigationEntryRaw;
	const parserStart = getDocumentParsingTime();
	return _objectSpread2(_objectSpread2({}, createFaroResourceTiming(navigationEntryRaw)), {}, {
		pageLoadTime: toFaroPerformanceTimingString(domComplete - fetchStart),
		documentParsingTime: toFaroPerformanceTimingString(parserStart ? domInteractive - parserStart : null),
		domProcessingTime: toFaroPerformanceTimingString(domComplete - domInteractive),
		domContentLoadHandlerTime: toFaroPerformanceTimingString(domContentLoadedEventEnd - domContentLoadedEventStart),
		onLoadTime: toFaroPerformanceTimingString(loadEventEnd - loadEventStart),
		ttfb: toFaroPerformanceTimingString(Math.max(responseStart - (activationStart !== null && activationStart !== void 0 ? activationStart : 0), 0)),
		type
	});
}
function getDocumentParsingTime() {
	var _performance$timing;
	if (((_performance$timing = performance.timing) === null || _performance$timing === void 0 ? void 0 : _performance$timing.domLoading) != null) return performance.timing.domLoading - performance.timeOrigin;
	return null;
}
function getHostFromUrl(url) {
	try {
		return new URL(url).host || "unknown";
	} catch (_unused) {
		return unknownString;
	}
}
function toFaroPerformanceTimingString(v) {
	if (v == null) return unknownString;
	if (typeof v === "number") return Math.round(v > 0 ? v : 0).toString();
	return v.toString();
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/performance/performanceConstants.js
var NAVIGATION_ENTRY = "navigation";
var RESOURCE_ENTRY = "resource";
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/performance/navigation.js
function getNavigationTimings(pushEvent) {
	let faroNavigationEntryResolve;
	const faroNavigationEntryPromise = new Promise((resolve) => {
		faroNavigationEntryResolve = resolve;
	});
	new PerformanceObserver((observedEntries) => {
		var _getItem;
		const [navigationEntryRaw] = observedEntries.getEntries();
		if (navigationEntryRaw == null || isUrlIgnored(navigationEntryRaw.name)) return;
		const navEntryJson = navigationEntryRaw.toJSON();
		let spanContext = getSpanContextFromServerTiming(navEntryJson === null || navEntryJson === void 0 ? void 0 : navEntryJson.serverTiming);
		const faroPreviousNavigationId = (_getItem = getItem("com.grafana.faro.lastNavigationId", webStorageType.session)) !== null && _getItem !== void 0 ? _getItem : unknownString;
		const faroNavigationEntry = _objectSpread2(_objectSpread2({}, createFaroNavigationTiming(navEntryJson)), {}, {
			faroNavigationId: genShortID(),
			faroPreviousNavigationId
		});
		setItem(NAVIGATION_ID_STORAGE_KEY, faroNavigationEntry.faroNavigationId, webStorageType.session);
		pushEvent("faro.performance.navigation", faroNavigationEntry, void 0, {
			spanContext,
			timestampOverwriteMs: performanceEntryTimestampMs(navEntryJson.startTime)
		});
		faroNavigationEntryResolve(faroNavigationEntry);
	}).observe({
		type: NAVIGATION_ENTRY,
		buffered: true
	});
	return faroNavigationEntryPromise;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/performance/resource.js
var DEFAULT_TRACK_RESOURCES = { initiatorType: ["xmlhttprequest", "fetch"] };
function observeResourceTimings(faroNavigationId, pushEvent, observable, config) {
	const trackResources = config.trackResources;
	new PerformanceObserver((observedEntries) => {
		const entries = observedEntries.getEntries();
		const clock = {
			wallNow: Date.now(),
			monoNow: performance.now()
		};
		for (const resourceEntryRaw of entries) {
			if (isUrlIgnored(resourceEntryRaw.name)) continue;
			observable === null || observable === void 0 || observable.notify({ type: "resource" });
			const resourceEntryJson = resourceEntryRaw.toJSON();
			let spanContext = getSpanContextFromServerTiming(resourceEntryJson === null || resourceEntryJson === void 0 ? void 0 : resourceEntryJson.serverTiming);
			if (trackResources == null && includePerformanceEntry(resourceEntryJson, DEFAULT_TRACK_RESOURCES) || trackResources) pushEvent("faro.performance.resource", _objectSpread2(_objectSpread2({}, createFaroResourceTiming(resourceEntryJson)), {}, {
				faroNavigationId,
				faroResourceId: genShortID()
			}), void 0, {
				spanContext,
				timestampOverwriteMs: performanceEntryTimestampMs(resourceEntryJson.startTime, clock)
			});
		}
	}).observe({
		type: RESOURCE_ENTRY,
		buffered: true
	});
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/asyncToGenerator.js
function asyncGeneratorStep(n, t, e, r, o, a, c) {
	try {
		var i = n[a](c), u = i.value;
	} catch (n) {
		e(n);
		return;
	}
	i.done ? t(u) : Promise.resolve(u).then(r, o);
}
function _asyncToGenerator(n) {
	return function() {
		var t = this, e = arguments;
		return new Promise(function(r, o) {
			var a = n.apply(t, e);
			function _next(n) {
				asyncGeneratorStep(a, r, o, _next, _throw, "next", n);
			}
			function _throw(n) {
				asyncGeneratorStep(a, r, o, _next, _throw, "throw", n);
			}
			_next(void 0);
		});
	};
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/performance/instrumentation.js
var performanceEntriesSubscription = new Observable();
var PerformanceInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-performance";
		this.version = VERSION;
	}
	initialize() {
		var _this = this;
		if (!performanceObserverSupported()) {
			this.logDebug("performance observer not supported. Disable performance instrumentation.");
			return;
		}
		let cancelled = false;
		const startObserving = () => {
			onDocumentReady(_asyncToGenerator(function* () {
				if (cancelled) return;
				const pushEvent = _this.api.pushEvent;
				const { faroNavigationId } = yield getNavigationTimings(pushEvent);
				if (!cancelled && faroNavigationId != null) observeResourceTimings(faroNavigationId, pushEvent, performanceEntriesSubscription, _this.config);
			}));
		};
		this.cancelInitialization = () => {
			cancelled = true;
			document.removeEventListener("prerenderingchange", startObserving);
		};
		if (document.prerendering) document.addEventListener("prerenderingchange", startObserving, { once: true });
		else startObserving();
	}
	destroy() {
		var _this$cancelInitializ;
		(_this$cancelInitializ = this.cancelInitialization) === null || _this$cancelInitializ === void 0 || _this$cancelInitializ.call(this);
		this.cancelInitialization = void 0;
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/userActions/const.js
var userActionDataAttribute = "data-faro-user-action-name";
var userActionTimeoutDataAttribute = userActionDataAttribute.replace(/-name$/, "-timeout");
var maxInitialActivityTimeout = 1e3;
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/userActions/util.js
function normalizeDataAttributeName(dataAttributeName) {
	return `data-${(dataAttributeName.startsWith("data-") ? dataAttributeName.slice(5) : dataAttributeName).replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`;
}
function deriveUserActionTimeoutDataAttribute(dataAttributeName) {
	const normalizedName = normalizeDataAttributeName(dataAttributeName);
	return normalizedName.endsWith("-name") ? `${normalizedName.slice(0, -5)}-timeout` : `${normalizedName}-timeout`;
}
function normalizeInitialActivityTimeout(value, fallback = 100, warn = noop) {
	if (value === void 0) return fallback;
	let timeout = NaN;
	try {
		timeout = typeof value === "string" && value.trim() === "" ? NaN : Number(value);
	} catch (_unused) {}
	if (!Number.isFinite(timeout) || timeout <= 0) {
		warn(`initialActivityTimeout must be a finite number greater than zero; using ${fallback} ms`);
		return fallback;
	}
	if (timeout > 1e3) {
		warn(`initialActivityTimeout cannot exceed ${maxInitialActivityTimeout} ms; clamping to the maximum`);
		return maxInitialActivityTimeout;
	}
	return timeout;
}
/**
* Parses the action attribute name by removing the 'data-' prefix and converting
* the remaining string to camelCase.
*
* This is needed because the browser will remove the 'data-' prefix and the dashes from
* data attributes and make them camelCase.
*/
function convertDataAttributeName(userActionDataAttribute) {
	return normalizeDataAttributeName(userActionDataAttribute).slice(5).replace(/-(.)/g, (_, char) => char.toUpperCase());
}
function startTimeout$1(timeoutId, cb, delay) {
	if (timeoutId !== void 0) window.clearTimeout(timeoutId);
	return window.setTimeout(() => {
		cb();
	}, delay);
}
function isRequestStartMessage$1(msg) {
	return msg.type === MESSAGE_TYPE_HTTP_REQUEST_START;
}
function isRequestEndMessage$1(msg) {
	return msg.type === MESSAGE_TYPE_HTTP_REQUEST_END;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/domMutationMonitor.js
var domMutationObservable;
var domMutationObserver;
function monitorDomMutations() {
	if (!domMutationObservable) domMutationObservable = new Observable();
	if (!domMutationObserver) {
		domMutationObserver = new MutationObserver((_mutationsList, _observer) => {
			domMutationObservable.notify({ type: MESSAGE_TYPE_DOM_MUTATION });
		});
		domMutationObserver.observe(document, {
			attributes: true,
			childList: true,
			subtree: true,
			characterData: true
		});
	}
	return domMutationObservable;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/httpRequestMonitor.js
var apiTypeFetch = "fetch";
var apiTypeXhr = "xhr";
/**
* Monitors if any http requests are in progress.
*/
var httpRequestObservable;
var isInstrumented$1 = false;
var originalXhrOpen;
var originalFetchFn;
function monitorHttpRequests() {
	if (httpRequestObservable) return httpRequestObservable;
	httpRequestObservable = new Observable();
	function emitStartMessage(requestProps) {
		httpRequestObservable.notify({
			type: MESSAGE_TYPE_HTTP_REQUEST_START,
			request: requestProps
		});
	}
	function emitEndMessage(requestProps) {
		httpRequestObservable.notify({
			type: MESSAGE_TYPE_HTTP_REQUEST_END,
			request: requestProps
		});
	}
	if (!isInstrumented$1) {
		monitorFetch({
			onRequestStart: emitStartMessage,
			onRequestEnd: emitEndMessage
		});
		monitorXhr({
			onRequestStart: emitStartMessage,
			onRequestEnd: emitEndMessage
		});
		isInstrumented$1 = true;
	}
	return httpRequestObservable;
}
function monitorXhr({ onRequestStart, onRequestEnd }) {
	if (!originalXhrOpen) originalXhrOpen = XMLHttpRequest.prototype.open;
	XMLHttpRequest.prototype.open = function() {
		const url = arguments[1];
		const isIgnoredUrl = isUrlIgnored(url);
		const method = arguments[0];
		const requestId = genShortID();
		this.addEventListener("loadstart", function() {
			if (!isIgnoredUrl) onRequestStart({
				url,
				method,
				requestId,
				apiType: apiTypeXhr
			});
		});
		this.addEventListener("load", function() {
			if (!isIgnoredUrl) onRequestEnd({
				url,
				method,
				requestId,
				apiType: apiTypeXhr
			});
		});
		this.addEventListener("error", function() {
			if (!isIgnoredUrl) onRequestEnd({
				url,
				method,
				requestId,
				apiType: apiTypeXhr
			});
		});
		this.addEventListener("abort", function() {
			if (!isIgnoredUrl) onRequestEnd({
				url,
				method,
				requestId,
				apiType: apiTypeXhr
			});
		});
		originalXhrOpen.apply(this, arguments);
	};
}
function monitorFetch({ onRequestEnd, onRequestStart }) {
	if (!originalFetchFn) originalFetchFn = window.fetch;
	window.fetch = function() {
		var _getUrlFromResource, _arguments$;
		const url = (_getUrlFromResource = getUrlFromResource(arguments[0])) !== null && _getUrlFromResource !== void 0 ? _getUrlFromResource : "";
		const isIgnoredUrl = isUrlIgnored(url);
		const method = ((_arguments$ = arguments[1]) !== null && _arguments$ !== void 0 ? _arguments$ : {}).method;
		const requestId = genShortID();
		if (!isIgnoredUrl) onRequestStart({
			url,
			method,
			requestId,
			apiType: apiTypeFetch
		});
		return originalFetchFn.apply(this, arguments).then((response) => {
			if (!isIgnoredUrl) onRequestEnd({
				url,
				method,
				requestId,
				apiType: apiTypeFetch
			});
			return response;
		}).catch((error) => {
			if (!isIgnoredUrl) onRequestEnd({
				url,
				method,
				requestId,
				apiType: apiTypeFetch
			});
			throw error;
		});
	};
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/performanceEntriesMonitor.js
var performanceObservable;
var isSubscribed = false;
function monitorPerformanceEntries() {
	if (!performanceObservable) performanceObservable = new Observable();
	if (!isSubscribed) {
		performanceEntriesSubscription.subscribe((data) => {
			if (data.type === "resource") performanceObservable.notify({ type: MESSAGE_TYPE_RESOURCE_ENTRY });
		});
		isSubscribed = true;
	}
	return performanceObservable;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/userActions/userActionController.js
var defaultFollowUpActionTimeRange = 100;
var defaultHaltTimeout = 1e4;
var UserActionController = class {
	constructor(userAction, logDebug, initialActivityTimeout = 100) {
		this.userAction = userAction;
		this.logDebug = logDebug;
		this.initialActivityTimeout = initialActivityTimeout;
		this.http = monitorHttpRequests();
		this.dom = monitorDomMutations();
		this.perf = monitorPerformanceEntries();
		this.isValid = false;
		this.runningRequests = /* @__PURE__ */ new Map();
	}
	attach() {
		this.allMonitorsSub = new Observable().merge(this.http, this.dom, this.perf).takeWhile(() => [UserActionState.Started, UserActionState.Halted].includes(this.userAction.getState())).filter((msg) => {
			if (this.userAction.getState() === UserActionState.Halted && !(isRequestEndMessage$1(msg) && this.runningRequests.has(msg.request.requestId))) return false;
			return true;
		}).subscribe((msg) => {
			if (isRequestStartMessage$1(msg)) this.runningRequests.set(msg.request.requestId, msg.request);
			if (isRequestEndMessage$1(msg)) this.runningRequests.delete(msg.request.requestId);
			if (!isRequestEndMessage$1(msg)) {
				if (!this.isValid) {
					this.isValid = true;
					this.clearTimer(this.startupTid);
				}
				this.scheduleFollowUp();
			} else if (this.userAction.getState() === UserActionState.Halted && this.runningRequests.size === 0) this.endAction();
		});
		this.stateSub = this.userAction.filter((s) => [UserActionState.Ended, UserActionState.Cancelled].includes(s)).first().subscribe(() => this.cleanup());
		this.startupTid = startTimeout$1(this.startupTid, () => {
			this.logDebug("User action not sent; no DOM, resource, or HTTP activity:", this.userAction.name);
			this.cancelAction();
		}, this.initialActivityTimeout);
	}
	scheduleFollowUp() {
		this.clearTimer(this.followUpTid);
		this.followUpTid = window.setTimeout(() => {
			if (this.userAction.getState() === UserActionState.Started && this.runningRequests.size > 0) {
				this.haltAction();
				return;
			}
			if (this.isValid) {
				this.endAction();
				return;
			}
			this.cancelAction();
		}, defaultFollowUpActionTimeRange);
	}
	haltAction() {
		if (this.userAction.getState() !== UserActionState.Started) return;
		this.userAction.halt();
		this.startHaltTimeout();
	}
	startHaltTimeout() {
		this.clearTimer(this.haltTid);
		this.haltTid = startTimeout$1(this.haltTid, () => {
			if (this.userAction.getState() === UserActionState.Halted) this.endAction();
		}, defaultHaltTimeout);
	}
	endAction() {
		this.userAction.end();
		this.cleanup();
	}
	cancelAction() {
		this.userAction.cancel();
		this.cleanup();
	}
	cleanup() {
		var _this$allMonitorsSub, _this$stateSub;
		this.clearTimer(this.startupTid);
		this.clearTimer(this.followUpTid);
		this.clearTimer(this.haltTid);
		(_this$allMonitorsSub = this.allMonitorsSub) === null || _this$allMonitorsSub === void 0 || _this$allMonitorsSub.unsubscribe();
		(_this$stateSub = this.stateSub) === null || _this$stateSub === void 0 || _this$stateSub.unsubscribe();
		this.allMonitorsSub = void 0;
		this.stateSub = void 0;
		this.runningRequests.clear();
	}
	clearTimer(id) {
		if (id !== void 0) window.clearTimeout(id);
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/userActions/processUserActionEventHandler.js
function getUserEventHandler(faro, onTimeoutWarning = noop) {
	var _config$userActionsIn;
	const { api, config, internalLogger } = faro;
	const globalInitialActivityTimeout = normalizeInitialActivityTimeout((_config$userActionsIn = config.userActionsInstrumentation) === null || _config$userActionsIn === void 0 ? void 0 : _config$userActionsIn.initialActivityTimeout, 100, onTimeoutWarning);
	function processUserEvent(event) {
		var _config$userActionsIn2, _config$userActionsIn3;
		const dataAttributeName = (_config$userActionsIn2 = (_config$userActionsIn3 = config.userActionsInstrumentation) === null || _config$userActionsIn3 === void 0 ? void 0 : _config$userActionsIn3.dataAttributeName) !== null && _config$userActionsIn2 !== void 0 ? _config$userActionsIn2 : userActionDataAttribute;
		const target = event.target;
		if (!(target instanceof Element)) return;
		const element = findClosestElementWithAttribute(target, normalizeDataAttributeName(dataAttributeName));
		const userActionName = getUserActionNameFromElement(element, dataAttributeName);
		if (!element || !userActionName) return;
		const initialActivityTimeout = getUserActionTimeoutFromElement(element, dataAttributeName);
		api.startUserAction(userActionName, {}, {
			triggerName: event.type,
			initialActivityTimeout
		});
	}
	function processUserActionStarted(userAction, initialActivityTimeout) {
		const internalUserAction = userAction;
		const effectiveInitialActivityTimeout = normalizeInitialActivityTimeout(initialActivityTimeout, globalInitialActivityTimeout, onTimeoutWarning);
		new UserActionController(internalUserAction, internalLogger.debug, effectiveInitialActivityTimeout).attach();
	}
	return {
		processUserEvent,
		processUserActionStarted
	};
}
function findClosestElementWithAttribute(element, attributeName) {
	let current = element;
	while (current) {
		if (current.hasAttribute(attributeName)) return current;
		current = current.parentElement;
	}
	return null;
}
function getUserActionTimeoutFromElement(element, dataAttributeName) {
	const value = element.getAttribute(deriveUserActionTimeoutDataAttribute(dataAttributeName));
	return value === null ? void 0 : Number(value);
}
function getUserActionNameFromElement(element, dataAttributeName) {
	if (!element) return;
	const parsedDataAttributeName = convertDataAttributeName(dataAttributeName);
	const dataset = element.dataset;
	for (const key in dataset) if (key === parsedDataAttributeName) return dataset[key];
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/userActions/instrumentation.js
var UserActionInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-user-action";
		this.version = VERSION;
	}
	initialize() {
		const { processUserEvent, processUserActionStarted } = getUserEventHandler(faro, (message) => this.logWarn(message));
		this._processUserEvent = processUserEvent;
		this._processKeydown = (event) => {
			if ([" ", "Enter"].includes(event.key)) processUserEvent(event);
		};
		window.addEventListener("pointerdown", this._processUserEvent);
		window.addEventListener("keydown", this._processKeydown);
		this._userActionSub = userActionsMessageBus.subscribe(({ type, userAction, initialActivityTimeout }) => {
			if (type === "user_action_start") processUserActionStarted(userAction, initialActivityTimeout);
		});
	}
	destroy() {
		var _this$_userActionSub;
		if (this._processUserEvent) window.removeEventListener("pointerdown", this._processUserEvent);
		if (this._processKeydown) window.removeEventListener("keydown", this._processKeydown);
		(_this$_userActionSub = this._userActionSub) === null || _this$_userActionSub === void 0 || _this$_userActionSub.unsubscribe();
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/csp/instrumentation.js
var CSPInstrumentation = class extends BaseInstrumentation {
	constructor() {
		super();
		this.name = "@grafana/faro-web-sdk:instrumentation-csp";
		this.version = VERSION;
		this.boundSecuritypolicyviolationHandler = this.securitypolicyviolationHandler.bind(this);
	}
	initialize() {
		document.addEventListener("securitypolicyviolation", this.boundSecuritypolicyviolationHandler);
	}
	destroy() {
		document.removeEventListener("securitypolicyviolation", this.boundSecuritypolicyviolationHandler);
	}
	securitypolicyviolationHandler(ev) {
		const attributes = {
			blockedURI: ev.blockedURI,
			columnNumber: ev.columnNumber,
			disposition: ev.disposition,
			documentURI: ev.documentURI,
			effectiveDirective: ev.effectiveDirective,
			lineNumber: ev.lineNumber,
			originalPolicy: ev.originalPolicy,
			referrer: ev.referrer,
			sample: ev.sample,
			sourceFile: ev.sourceFile,
			statusCode: ev.statusCode,
			violatedDirective: ev.violatedDirective
		};
		this.api.pushEvent("securitypolicyviolation", stringifyObjectValues(attributes));
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/activityWindowTracker.js
function isRequestStartMessage(msg) {
	return msg.type === MESSAGE_TYPE_HTTP_REQUEST_START;
}
function isRequestEndMessage(msg) {
	return msg.type === MESSAGE_TYPE_HTTP_REQUEST_END;
}
/**
* Tracks events in a time‑boxed activity window. When the window goes quiet for `inactivityMs`,
* it enters a draining phase: new short events are ignored; only active operations are awaited
* until they end or `drainTimeoutMs` elapses.
*/
var ActivityWindowTracker = class extends Observable {
	constructor(eventsObservable, options) {
		var _options$inactivityMs, _options$drainTimeout, _options$isOperationS, _options$isOperationE;
		super();
		this._tracking = false;
		this.eventsObservable = eventsObservable;
		this._options = {
			inactivityMs: (_options$inactivityMs = options === null || options === void 0 ? void 0 : options.inactivityMs) !== null && _options$inactivityMs !== void 0 ? _options$inactivityMs : 100,
			drainTimeoutMs: (_options$drainTimeout = options === null || options === void 0 ? void 0 : options.drainTimeoutMs) !== null && _options$drainTimeout !== void 0 ? _options$drainTimeout : 1e4,
			isOperationStart: (_options$isOperationS = options === null || options === void 0 ? void 0 : options.isOperationStart) !== null && _options$isOperationS !== void 0 ? _options$isOperationS : (() => void 0),
			isOperationEnd: (_options$isOperationE = options === null || options === void 0 ? void 0 : options.isOperationEnd) !== null && _options$isOperationE !== void 0 ? _options$isOperationE : (() => void 0)
		};
		this._initialize();
	}
	_initialize() {
		this.eventsObservable.filter(() => {
			return this._tracking;
		}).subscribe((event) => {
			var _this$_currentEvents;
			this._lastEventTime = monoNow();
			(_this$_currentEvents = this._currentEvents) === null || _this$_currentEvents === void 0 || _this$_currentEvents.push(event);
			const startKey = this._options.isOperationStart(event);
			if (startKey) {
				var _this$_activeOperatio;
				(_this$_activeOperatio = this._activeOperations) === null || _this$_activeOperatio === void 0 || _this$_activeOperatio.set(startKey, true);
			}
			const endKey = this._options.isOperationEnd(event);
			if (endKey) {
				var _this$_activeOperatio2;
				(_this$_activeOperatio2 = this._activeOperations) === null || _this$_activeOperatio2 === void 0 || _this$_activeOperatio2.delete(endKey);
			}
			this._scheduleInactivityCheck();
		});
	}
	startTracking() {
		if (this._tracking) return;
		this._tracking = true;
		this._startTime = monoNow();
		this._lastEventTime = this._startTime;
		this.notify({ message: "tracking-started" });
		this._currentEvents = [];
		this._activeOperations = /* @__PURE__ */ new Map();
		this._scheduleInactivityCheck();
	}
	stopTracking() {
		this._tracking = false;
		this._clearTimer(this._inactivityTid);
		this._clearTimer(this._drainTid);
		let duration;
		if (this.hasActiveOperations()) duration = monoNow() - this._startTime;
		else duration = this._lastEventTime ? this._lastEventTime - this._startTime : 0;
		this.notify({
			message: "tracking-ended",
			events: this._currentEvents,
			duration
		});
	}
	_scheduleInactivityCheck() {
		this._inactivityTid = startTimeout(this._inactivityTid, () => {
			if (this.hasActiveOperations()) this._startDrainTimeout();
			else this.stopTracking();
		}, this._options.inactivityMs);
	}
	_startDrainTimeout() {
		this._drainTid = startTimeout(this._drainTid, () => {
			this.stopTracking();
		}, this._options.drainTimeoutMs);
	}
	hasActiveOperations() {
		return !!this._activeOperations && this._activeOperations.size > 0;
	}
	_clearTimer(id) {
		if (id) clearTimeout(id);
	}
};
function startTimeout(timeoutId, cb, delay) {
	if (timeoutId) clearTimeout(timeoutId);
	timeoutId = setTimeout(() => {
		cb();
	}, delay);
	return timeoutId;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/interactionMonitor.js
var MESSAGE_TYPE_INTERACTION = "interaction";
var interactionObservable;
var registeredEventNames = /* @__PURE__ */ new Set();
var eventNameToHandler = /* @__PURE__ */ new Map();
function monitorInteractions(eventNames) {
	if (!interactionObservable) interactionObservable = new Observable();
	eventNames.forEach((eventName) => {
		if (!registeredEventNames.has(eventName)) {
			const handler = () => {
				interactionObservable.notify({
					type: MESSAGE_TYPE_INTERACTION,
					name: eventName
				});
			};
			window.addEventListener(eventName, handler);
			registeredEventNames.add(eventName);
			eventNameToHandler.set(eventName, handler);
		}
	});
	return interactionObservable;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/_internal/monitors/urlChangeMonitor.js
var MESSAGE_TYPE_URL_CHANGE = "url-change";
var urlChangeObservable;
var isInstrumented = false;
var lastHref;
var originalPushState;
var originalReplaceState;
var onPopStateHandler;
var onHashChangeHandler;
var onNavigateHandler;
var originalNavigateEventIntercept;
function monitorUrlChanges() {
	if (!urlChangeObservable) {
		urlChangeObservable = new Observable();
		lastHref = location.href;
	}
	function emit(trigger, toOverride) {
		const next = toOverride !== null && toOverride !== void 0 ? toOverride : location.href;
		if (next !== lastHref) {
			urlChangeObservable.notify({
				type: MESSAGE_TYPE_URL_CHANGE,
				from: lastHref,
				to: next,
				trigger
			});
			lastHref = next;
		}
	}
	if (!isInstrumented) {
		if ("navigation" in window && "NavigateEvent" in window) {
			onNavigateHandler = (e) => {
				try {
					const destination = e === null || e === void 0 ? void 0 : e.destination;
					if ((destination === null || destination === void 0 ? void 0 : destination.sameDocument) && typeof destination.url === "string") emit("navigate", destination.url);
				} catch (_err) {}
			};
			window.navigation.addEventListener("navigate", onNavigateHandler);
			const NavigateEventConstructor = window.NavigateEvent;
			if (NavigateEventConstructor && NavigateEventConstructor.prototype && typeof NavigateEventConstructor.prototype.intercept === "function") {
				if (!originalNavigateEventIntercept) originalNavigateEventIntercept = NavigateEventConstructor.prototype.intercept;
				NavigateEventConstructor.prototype.intercept = function(options) {
					try {
						var _this, _this2;
						const canIntercept = !!((_this = this) === null || _this === void 0 ? void 0 : _this.canIntercept);
						const destination = (_this2 = this) === null || _this2 === void 0 ? void 0 : _this2.destination;
						if (canIntercept && destination && destination.sameDocument === false && typeof destination.url === "string") emit("navigate-intercept", destination.url);
					} catch (_err) {}
					return originalNavigateEventIntercept.call(this, options);
				};
			}
			isInstrumented = true;
		} else {
			if (!originalPushState) originalPushState = window.history.pushState;
			window.history.pushState = function(...args) {
				const result = originalPushState.apply(window.history, args);
				emit("pushState");
				return result;
			};
			if (!originalReplaceState) originalReplaceState = window.history.replaceState;
			window.history.replaceState = function(...args) {
				const result = originalReplaceState.apply(window.history, args);
				emit("replaceState");
				return result;
			};
			onPopStateHandler = () => emit("popstate");
			onHashChangeHandler = () => emit("hashchange");
			window.addEventListener("popstate", onPopStateHandler);
			window.addEventListener("hashchange", onHashChangeHandler);
			isInstrumented = true;
		}
	}
	return urlChangeObservable;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/instrumentations/navigation/instrumentation.js
var NavigationInstrumentation = class extends BaseInstrumentation {
	constructor(..._args) {
		super(..._args);
		this.name = "@grafana/faro-web-sdk:instrumentation-navigation";
		this.version = VERSION;
	}
	initialize() {
		const httpMonitor = monitorHttpRequests();
		const domMutationsMonitor = monitorDomMutations();
		const urlMonitor = monitorUrlChanges();
		const interactionMonitor = monitorInteractions(["pointerdown", "keydown"]);
		const activityWindowTracker = new ActivityWindowTracker(new Observable().merge(httpMonitor, domMutationsMonitor, urlMonitor), {
			inactivityMs: 100,
			drainTimeoutMs: 1e4,
			isOperationStart: (msg) => isRequestStartMessage(msg) ? msg.request.requestId : void 0,
			isOperationEnd: (msg) => isRequestEndMessage(msg) ? msg.request.requestId : void 0
		});
		activityWindowTracker.filter((msg) => {
			return msg.message === "tracking-ended";
		}).subscribe((msg) => {
			var _msg$events, _msg$events2;
			if (((_msg$events = msg.events) === null || _msg$events === void 0 ? void 0 : _msg$events.some((e) => e.type === "url-change")) && ((_msg$events2 = msg.events) === null || _msg$events2 === void 0 ? void 0 : _msg$events2.some((e) => e.type === "dom-mutation"))) {
				var _msg$events3;
				const urlChange = (_msg$events3 = msg.events) === null || _msg$events3 === void 0 ? void 0 : _msg$events3.find((e) => e.type === "url-change");
				faro.api.pushEvent("faro.navigation", {
					fromUrl: urlChange === null || urlChange === void 0 ? void 0 : urlChange.from,
					toUrl: urlChange === null || urlChange === void 0 ? void 0 : urlChange.to,
					sameDocument: String(true),
					duration: msg.duration
				});
			}
		});
		interactionMonitor.subscribe(() => {
			activityWindowTracker.startTracking();
		});
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/config/getWebInstrumentations.js
function getWebInstrumentations(options = {}) {
	const instrumentations = [
		new UserActionInstrumentation(),
		new ErrorsInstrumentation(),
		new WebVitalsInstrumentation(),
		new SessionInstrumentation(),
		new ViewInstrumentation(),
		new NavigationInstrumentation()
	];
	if (options.enablePerformanceInstrumentation !== false) instrumentations.unshift(new PerformanceInstrumentation());
	if (options.enableContentSecurityPolicyInstrumentation !== false) instrumentations.push(new CSPInstrumentation());
	if (options.captureConsole !== false) instrumentations.push(new ConsoleInstrumentation());
	return instrumentations;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/shared/uaParser.js
var import_ua_parser = (/* @__PURE__ */ __commonJSMin(((exports, module, this$1) => {
	(function(window, undefined) {
		"use strict";
		var LIBVERSION = "1.0.41", EMPTY = "", UNKNOWN = "?", FUNC_TYPE = "function", UNDEF_TYPE = "undefined", OBJ_TYPE = "object", STR_TYPE = "string", MAJOR = "major", MODEL = "model", NAME = "name", TYPE = "type", VENDOR = "vendor", VERSION = "version", ARCHITECTURE = "architecture", CONSOLE = "console", MOBILE = "mobile", TABLET = "tablet", SMARTTV = "smarttv", WEARABLE = "wearable", EMBEDDED = "embedded", UA_MAX_LENGTH = 500;
		var AMAZON = "Amazon", APPLE = "Apple", ASUS = "ASUS", BLACKBERRY = "BlackBerry", BROWSER = "Browser", CHROME = "Chrome", EDGE = "Edge", FIREFOX = "Firefox", GOOGLE = "Google", HONOR = "Honor", HUAWEI = "Huawei", LENOVO = "Lenovo", LG = "LG", MICROSOFT = "Microsoft", MOTOROLA = "Motorola", NVIDIA = "Nvidia", ONEPLUS = "OnePlus", OPERA = "Opera", OPPO = "OPPO", SAMSUNG = "Samsung", SHARP = "Sharp", SONY = "Sony", XIAOMI = "Xiaomi", ZEBRA = "Zebra", FACEBOOK = "Facebook", CHROMIUM_OS = "Chromium OS", MAC_OS = "Mac OS", SUFFIX_BROWSER = " Browser";
		var extend = function(regexes, extensions) {
			var mergedRegexes = {};
			for (var i in regexes) if (extensions[i] && extensions[i].length % 2 === 0) mergedRegexes[i] = extensions[i].concat(regexes[i]);
			else mergedRegexes[i] = regexes[i];
			return mergedRegexes;
		}, enumerize = function(arr) {
			var enums = {};
			for (var i = 0; i < arr.length; i++) enums[arr[i].toUpperCase()] = arr[i];
			return enums;
		}, has = function(str1, str2) {
			return typeof str1 === STR_TYPE ? lowerize(str2).indexOf(lowerize(str1)) !== -1 : false;
		}, lowerize = function(str) {
			return str.toLowerCase();
		}, majorize = function(version) {
			return typeof version === STR_TYPE ? version.replace(/[^\d\.]/g, EMPTY).split(".")[0] : undefined;
		}, trim = function(str, len) {
			if (typeof str === STR_TYPE) {
				str = str.replace(/^\s\s*/, EMPTY);
				return typeof len === UNDEF_TYPE ? str : str.substring(0, UA_MAX_LENGTH);
			}
		};
		var rgxMapper = function(ua, arrays) {
			var i = 0, j, k, p, q, matches, match;
			while (i < arrays.length && !matches) {
				var regex = arrays[i], props = arrays[i + 1];
				j = k = 0;
				while (j < regex.length && !matches) {
					if (!regex[j]) break;
					matches = regex[j++].exec(ua);
					if (!!matches) for (p = 0; p < props.length; p++) {
						match = matches[++k];
						q = props[p];
						if (typeof q === OBJ_TYPE && q.length > 0) {
							if (q.length === 2) {
								if (typeof q[1] == FUNC_TYPE) this[q[0]] = q[1].call(this, match);
								else this[q[0]] = q[1];
							} else if (q.length === 3) {
								if (typeof q[1] === FUNC_TYPE && !(q[1].exec && q[1].test)) this[q[0]] = match ? q[1].call(this, match, q[2]) : undefined;
								else this[q[0]] = match ? match.replace(q[1], q[2]) : undefined;
							} else if (q.length === 4) this[q[0]] = match ? q[3].call(this, match.replace(q[1], q[2])) : undefined;
						} else this[q] = match ? match : undefined;
					}
				}
				i += 2;
			}
		}, strMapper = function(str, map) {
			for (var i in map) if (typeof map[i] === OBJ_TYPE && map[i].length > 0) {
				for (var j = 0; j < map[i].length; j++) if (has(map[i][j], str)) return i === UNKNOWN ? undefined : i;
			} else if (has(map[i], str)) return i === UNKNOWN ? undefined : i;
			return map.hasOwnProperty("*") ? map["*"] : str;
		};
		var oldSafariMap = {
			"1.0": "/8",
			"1.2": "/1",
			"1.3": "/3",
			"2.0": "/412",
			"2.0.2": "/416",
			"2.0.3": "/417",
			"2.0.4": "/419",
			"?": "/"
		}, windowsVersionMap = {
			"ME": "4.90",
			"NT 3.11": "NT3.51",
			"NT 4.0": "NT4.0",
			"2000": "NT 5.0",
			"XP": ["NT 5.1", "NT 5.2"],
			"Vista": "NT 6.0",
			"7": "NT 6.1",
			"8": "NT 6.2",
			"8.1": "NT 6.3",
			"10": ["NT 6.4", "NT 10.0"],
			"RT": "ARM"
		};
		var regexes = {
			browser: [
				[/\b(?:crmo|crios)\/([\w\.]+)/i],
				[VERSION, [NAME, "Chrome"]],
				[/edg(?:e|ios|a)?\/([\w\.]+)/i],
				[VERSION, [NAME, "Edge"]],
				[
					/(opera mini)\/([-\w\.]+)/i,
					/(opera [mobiletab]{3,6})\b.+version\/([-\w\.]+)/i,
					/(opera)(?:.+version\/|[\/ ]+)([\w\.]+)/i
				],
				[NAME, VERSION],
				[/opios[\/ ]+([\w\.]+)/i],
				[VERSION, [NAME, OPERA + " Mini"]],
				[/\bop(?:rg)?x\/([\w\.]+)/i],
				[VERSION, [NAME, OPERA + " GX"]],
				[/\bopr\/([\w\.]+)/i],
				[VERSION, [NAME, OPERA]],
				[/\bb[ai]*d(?:uhd|[ub]*[aekoprswx]{5,6})[\/ ]?([\w\.]+)/i],
				[VERSION, [NAME, "Baidu"]],
				[/\b(?:mxbrowser|mxios|myie2)\/?([-\w\.]*)\b/i],
				[VERSION, [NAME, "Maxthon"]],
				[
					/(kindle)\/([\w\.]+)/i,
					/(lunascape|maxthon|netfront|jasmine|blazer|sleipnir)[\/ ]?([\w\.]*)/i,
					/(avant|iemobile|slim(?:browser|boat|jet))[\/ ]?([\d\.]*)/i,
					/(?:ms|\()(ie) ([\w\.]+)/i,
					/(flock|rockmelt|midori|epiphany|silk|skyfire|ovibrowser|bolt|iron|vivaldi|iridium|phantomjs|bowser|qupzilla|falkon|rekonq|puffin|brave|whale(?!.+naver)|qqbrowserlite|duckduckgo|klar|helio|(?=comodo_)?dragon)\/([-\w\.]+)/i,
					/(heytap|ovi|115)browser\/([\d\.]+)/i,
					/(weibo)__([\d\.]+)/i
				],
				[NAME, VERSION],
				[/quark(?:pc)?\/([-\w\.]+)/i],
				[VERSION, [NAME, "Quark"]],
				[/\bddg\/([\w\.]+)/i],
				[VERSION, [NAME, "DuckDuckGo"]],
				[/(?:\buc? ?browser|(?:juc.+)ucweb)[\/ ]?([\w\.]+)/i],
				[VERSION, [NAME, "UC" + BROWSER]],
				[
					/microm.+\bqbcore\/([\w\.]+)/i,
					/\bqbcore\/([\w\.]+).+microm/i,
					/micromessenger\/([\w\.]+)/i
				],
				[VERSION, [NAME, "WeChat"]],
				[/konqueror\/([\w\.]+)/i],
				[VERSION, [NAME, "Konqueror"]],
				[/trident.+rv[: ]([\w\.]{1,9})\b.+like gecko/i],
				[VERSION, [NAME, "IE"]],
				[/ya(?:search)?browser\/([\w\.]+)/i],
				[VERSION, [NAME, "Yandex"]],
				[/slbrowser\/([\w\.]+)/i],
				[VERSION, [NAME, "Smart Lenovo " + BROWSER]],
				[/(avast|avg)\/([\w\.]+)/i],
				[[
					NAME,
					/(.+)/,
					"$1 Secure " + BROWSER
				], VERSION],
				[/\bfocus\/([\w\.]+)/i],
				[VERSION, [NAME, FIREFOX + " Focus"]],
				[/\bopt\/([\w\.]+)/i],
				[VERSION, [NAME, OPERA + " Touch"]],
				[/coc_coc\w+\/([\w\.]+)/i],
				[VERSION, [NAME, "Coc Coc"]],
				[/dolfin\/([\w\.]+)/i],
				[VERSION, [NAME, "Dolphin"]],
				[/coast\/([\w\.]+)/i],
				[VERSION, [NAME, OPERA + " Coast"]],
				[/miuibrowser\/([\w\.]+)/i],
				[VERSION, [NAME, "MIUI" + SUFFIX_BROWSER]],
				[/fxios\/([\w\.-]+)/i],
				[VERSION, [NAME, FIREFOX]],
				[/\bqihoobrowser\/?([\w\.]*)/i],
				[VERSION, [NAME, "360"]],
				[/\b(qq)\/([\w\.]+)/i],
				[[
					NAME,
					/(.+)/,
					"$1Browser"
				], VERSION],
				[/(oculus|sailfish|huawei|vivo|pico)browser\/([\w\.]+)/i],
				[[
					NAME,
					/(.+)/,
					"$1" + SUFFIX_BROWSER
				], VERSION],
				[/samsungbrowser\/([\w\.]+)/i],
				[VERSION, [NAME, SAMSUNG + " Internet"]],
				[/metasr[\/ ]?([\d\.]+)/i],
				[VERSION, [NAME, "Sogou Explorer"]],
				[/(sogou)mo\w+\/([\d\.]+)/i],
				[[NAME, "Sogou Mobile"], VERSION],
				[
					/(electron)\/([\w\.]+) safari/i,
					/(tesla)(?: qtcarbrowser|\/(20\d\d\.[-\w\.]+))/i,
					/m?(qqbrowser|2345(?=browser|chrome|explorer))\w*[\/ ]?v?([\w\.]+)/i
				],
				[NAME, VERSION],
				[/(lbbrowser|rekonq)/i, /\[(linkedin)app\]/i],
				[NAME],
				[/ome\/([\w\.]+) \w* ?(iron) saf/i, /ome\/([\w\.]+).+qihu (360)[es]e/i],
				[VERSION, NAME],
				[/((?:fban\/fbios|fb_iab\/fb4a)(?!.+fbav)|;fbav\/([\w\.]+);)/i],
				[[NAME, FACEBOOK], VERSION],
				[
					/(Klarna)\/([\w\.]+)/i,
					/(kakao(?:talk|story))[\/ ]([\w\.]+)/i,
					/(naver)\(.*?(\d+\.[\w\.]+).*\)/i,
					/(daum)apps[\/ ]([\w\.]+)/i,
					/safari (line)\/([\w\.]+)/i,
					/\b(line)\/([\w\.]+)\/iab/i,
					/(alipay)client\/([\w\.]+)/i,
					/(twitter)(?:and| f.+e\/([\w\.]+))/i,
					/(chromium|instagram|snapchat)[\/ ]([-\w\.]+)/i
				],
				[NAME, VERSION],
				[/\bgsa\/([\w\.]+) .*safari\//i],
				[VERSION, [NAME, "GSA"]],
				[/musical_ly(?:.+app_?version\/|_)([\w\.]+)/i],
				[VERSION, [NAME, "TikTok"]],
				[/headlesschrome(?:\/([\w\.]+)| )/i],
				[VERSION, [NAME, CHROME + " Headless"]],
				[/ wv\).+(chrome)\/([\w\.]+)/i],
				[[NAME, CHROME + " WebView"], VERSION],
				[/droid.+ version\/([\w\.]+)\b.+(?:mobile safari|safari)/i],
				[VERSION, [NAME, "Android " + BROWSER]],
				[/(chrome|omniweb|arora|[tizenoka]{5} ?browser)\/v?([\w\.]+)/i],
				[NAME, VERSION],
				[/version\/([\w\.\,]+) .*mobile\/\w+ (safari)/i],
				[VERSION, [NAME, "Mobile Safari"]],
				[/version\/([\w(\.|\,)]+) .*(mobile ?safari|safari)/i],
				[VERSION, NAME],
				[/webkit.+?(mobile ?safari|safari)(\/[\w\.]+)/i],
				[NAME, [
					VERSION,
					strMapper,
					oldSafariMap
				]],
				[/(webkit|khtml)\/([\w\.]+)/i],
				[NAME, VERSION],
				[/(navigator|netscape\d?)\/([-\w\.]+)/i],
				[[NAME, "Netscape"], VERSION],
				[/(wolvic|librewolf)\/([\w\.]+)/i],
				[NAME, VERSION],
				[/mobile vr; rv:([\w\.]+)\).+firefox/i],
				[VERSION, [NAME, FIREFOX + " Reality"]],
				[
					/ekiohf.+(flow)\/([\w\.]+)/i,
					/(swiftfox)/i,
					/(icedragon|iceweasel|camino|chimera|fennec|maemo browser|minimo|conkeror)[\/ ]?([\w\.\+]+)/i,
					/(seamonkey|k-meleon|icecat|iceape|firebird|phoenix|palemoon|basilisk|waterfox)\/([-\w\.]+)$/i,
					/(firefox)\/([\w\.]+)/i,
					/(mozilla)\/([\w\.]+) .+rv\:.+gecko\/\d+/i,
					/(amaya|dillo|doris|icab|ladybird|lynx|mosaic|netsurf|obigo|polaris|w3m|(?:go|ice|up)[\. ]?browser)[-\/ ]?v?([\w\.]+)/i,
					/\b(links) \(([\w\.]+)/i
				],
				[NAME, [
					VERSION,
					/_/g,
					"."
				]],
				[/(cobalt)\/([\w\.]+)/i],
				[NAME, [
					VERSION,
					/master.|lts./,
					""
				]]
			],
			cpu: [
				[/\b((amd|x|x86[-_]?|wow|win)64)\b/i],
				[[ARCHITECTURE, "amd64"]],
				[/(ia32(?=;))/i, /\b((i[346]|x)86)(pc)?\b/i],
				[[ARCHITECTURE, "ia32"]],
				[/\b(aarch64|arm(v?[89]e?l?|_?64))\b/i],
				[[ARCHITECTURE, "arm64"]],
				[/\b(arm(v[67])?ht?n?[fl]p?)\b/i],
				[[ARCHITECTURE, "armhf"]],
				[/( (ce|mobile); ppc;|\/[\w\.]+arm\b)/i],
				[[ARCHITECTURE, "arm"]],
				[/((ppc|powerpc)(64)?)( mac|;|\))/i],
				[[
					ARCHITECTURE,
					/ower/,
					EMPTY,
					lowerize
				]],
				[/ sun4\w[;\)]/i],
				[[ARCHITECTURE, "sparc"]],
				[/\b(avr32|ia64(?=;)|68k(?=\))|\barm(?=v([1-7]|[5-7]1)l?|;|eabi)|(irix|mips|sparc)(64)?\b|pa-risc)/i],
				[[ARCHITECTURE, lowerize]]
			],
			device: [
				[/\b(sch-i[89]0\d|shw-m380s|sm-[ptx]\w{2,4}|gt-[pn]\d{2,4}|sgh-t8[56]9|nexus 10)/i],
				[
					MODEL,
					[VENDOR, SAMSUNG],
					[TYPE, TABLET]
				],
				[
					/\b((?:s[cgp]h|gt|sm)-(?![lr])\w+|sc[g-]?[\d]+a?|galaxy nexus)/i,
					/samsung[- ]((?!sm-[lr])[-\w]+)/i,
					/sec-(sgh\w+)/i
				],
				[
					MODEL,
					[VENDOR, SAMSUNG],
					[TYPE, MOBILE]
				],
				[/(?:\/|\()(ip(?:hone|od)[\w, ]*)(?:\/|;)/i],
				[
					MODEL,
					[VENDOR, APPLE],
					[TYPE, MOBILE]
				],
				[
					/\((ipad);[-\w\),; ]+apple/i,
					/applecoremedia\/[\w\.]+ \((ipad)/i,
					/\b(ipad)\d\d?,\d\d?[;\]].+ios/i
				],
				[
					MODEL,
					[VENDOR, APPLE],
					[TYPE, TABLET]
				],
				[/(macintosh);/i],
				[MODEL, [VENDOR, APPLE]],
				[/\b(sh-?[altvz]?\d\d[a-ekm]?)/i],
				[
					MODEL,
					[VENDOR, SHARP],
					[TYPE, MOBILE]
				],
				[/\b((?:brt|eln|hey2?|gdi|jdn)-a?[lnw]09|(?:ag[rm]3?|jdn2|kob2)-a?[lw]0[09]hn)(?: bui|\)|;)/i],
				[
					MODEL,
					[VENDOR, HONOR],
					[TYPE, TABLET]
				],
				[/honor([-\w ]+)[;\)]/i],
				[
					MODEL,
					[VENDOR, HONOR],
					[TYPE, MOBILE]
				],
				[/\b((?:ag[rs][2356]?k?|bah[234]?|bg[2o]|bt[kv]|cmr|cpn|db[ry]2?|jdn2|got|kob2?k?|mon|pce|scm|sht?|[tw]gr|vrd)-[ad]?[lw][0125][09]b?|605hw|bg2-u03|(?:gem|fdr|m2|ple|t1)-[7a]0[1-4][lu]|t1-a2[13][lw]|mediapad[\w\. ]*(?= bui|\)))\b(?!.+d\/s)/i],
				[
					MODEL,
					[VENDOR, HUAWEI],
					[TYPE, TABLET]
				],
				[/(?:huawei)([-\w ]+)[;\)]/i, /\b(nexus 6p|\w{2,4}e?-[atu]?[ln][\dx][012359c][adn]?)\b(?!.+d\/s)/i],
				[
					MODEL,
					[VENDOR, HUAWEI],
					[TYPE, MOBILE]
				],
				[/oid[^\)]+; (2[\dbc]{4}(182|283|rp\w{2})[cgl]|m2105k81a?c)(?: bui|\))/i, /\b((?:red)?mi[-_ ]?pad[\w- ]*)(?: bui|\))/i],
				[
					[
						MODEL,
						/_/g,
						" "
					],
					[VENDOR, XIAOMI],
					[TYPE, TABLET]
				],
				[
					/\b(poco[\w ]+|m2\d{3}j\d\d[a-z]{2})(?: bui|\))/i,
					/\b; (\w+) build\/hm\1/i,
					/\b(hm[-_ ]?note?[_ ]?(?:\d\w)?) bui/i,
					/\b(redmi[\-_ ]?(?:note|k)?[\w_ ]+)(?: bui|\))/i,
					/oid[^\)]+; (m?[12][0-389][01]\w{3,6}[c-y])( bui|; wv|\))/i,
					/\b(mi[-_ ]?(?:a\d|one|one[_ ]plus|note lte|max|cc)?[_ ]?(?:\d?\w?)[_ ]?(?:plus|se|lite|pro)?)(?: bui|\))/i,
					/ ([\w ]+) miui\/v?\d/i
				],
				[
					[
						MODEL,
						/_/g,
						" "
					],
					[VENDOR, XIAOMI],
					[TYPE, MOBILE]
				],
				[/; (\w+) bui.+ oppo/i, /\b(cph[12]\d{3}|p(?:af|c[al]|d\w|e[ar])[mt]\d0|x9007|a101op)\b/i],
				[
					MODEL,
					[VENDOR, OPPO],
					[TYPE, MOBILE]
				],
				[/\b(opd2(\d{3}a?))(?: bui|\))/i],
				[
					MODEL,
					[
						VENDOR,
						strMapper,
						{
							"OnePlus": [
								"304",
								"403",
								"203"
							],
							"*": OPPO
						}
					],
					[TYPE, TABLET]
				],
				[/vivo (\w+)(?: bui|\))/i, /\b(v[12]\d{3}\w?[at])(?: bui|;)/i],
				[
					MODEL,
					[VENDOR, "Vivo"],
					[TYPE, MOBILE]
				],
				[/\b(rmx[1-3]\d{3})(?: bui|;|\))/i],
				[
					MODEL,
					[VENDOR, "Realme"],
					[TYPE, MOBILE]
				],
				[
					/\b(milestone|droid(?:[2-4x]| (?:bionic|x2|pro|razr))?:?( 4g)?)\b[\w ]+build\//i,
					/\bmot(?:orola)?[- ](\w*)/i,
					/((?:moto(?! 360)[\w\(\) ]+|xt\d{3,4}|nexus 6)(?= bui|\)))/i
				],
				[
					MODEL,
					[VENDOR, MOTOROLA],
					[TYPE, MOBILE]
				],
				[/\b(mz60\d|xoom[2 ]{0,2}) build\//i],
				[
					MODEL,
					[VENDOR, MOTOROLA],
					[TYPE, TABLET]
				],
				[/((?=lg)?[vl]k\-?\d{3}) bui| 3\.[-\w; ]{10}lg?-([06cv9]{3,4})/i],
				[
					MODEL,
					[VENDOR, LG],
					[TYPE, TABLET]
				],
				[
					/(lm(?:-?f100[nv]?|-[\w\.]+)(?= bui|\))|nexus [45])/i,
					/\blg[-e;\/ ]+((?!browser|netcast|android tv|watch)\w+)/i,
					/\blg-?([\d\w]+) bui/i
				],
				[
					MODEL,
					[VENDOR, LG],
					[TYPE, MOBILE]
				],
				[/(ideatab[-\w ]+|602lv|d-42a|a101lv|a2109a|a3500-hv|s[56]000|pb-6505[my]|tb-?x?\d{3,4}(?:f[cu]|xu|[av])|yt\d?-[jx]?\d+[lfmx])( bui|;|\)|\/)/i, /lenovo ?(b[68]0[08]0-?[hf]?|tab(?:[\w- ]+?)|tb[\w-]{6,7})( bui|;|\)|\/)/i],
				[
					MODEL,
					[VENDOR, LENOVO],
					[TYPE, TABLET]
				],
				[/(nokia) (t[12][01])/i],
				[
					VENDOR,
					MODEL,
					[TYPE, TABLET]
				],
				[/(?:maemo|nokia).*(n900|lumia \d+|rm-\d+)/i, /nokia[-_ ]?(([-\w\. ]*))/i],
				[
					[
						MODEL,
						/_/g,
						" "
					],
					[TYPE, MOBILE],
					[VENDOR, "Nokia"]
				],
				[/(pixel (c|tablet))\b/i],
				[
					MODEL,
					[VENDOR, GOOGLE],
					[TYPE, TABLET]
				],
				[/droid.+; (pixel[\daxl ]{0,6})(?: bui|\))/i],
				[
					MODEL,
					[VENDOR, GOOGLE],
					[TYPE, MOBILE]
				],
				[/droid.+; (a?\d[0-2]{2}so|[c-g]\d{4}|so[-gl]\w+|xq-a\w[4-7][12])(?= bui|\).+chrome\/(?![1-6]{0,1}\d\.))/i],
				[
					MODEL,
					[VENDOR, SONY],
					[TYPE, MOBILE]
				],
				[/sony tablet [ps]/i, /\b(?:sony)?sgp\w+(?: bui|\))/i],
				[
					[MODEL, "Xperia Tablet"],
					[VENDOR, SONY],
					[TYPE, TABLET]
				],
				[/ (kb2005|in20[12]5|be20[12][59])\b/i, /(?:one)?(?:plus)? (a\d0\d\d)(?: b|\))/i],
				[
					MODEL,
					[VENDOR, ONEPLUS],
					[TYPE, MOBILE]
				],
				[
					/(alexa)webm/i,
					/(kf[a-z]{2}wi|aeo(?!bc)\w\w)( bui|\))/i,
					/(kf[a-z]+)( bui|\)).+silk\//i
				],
				[
					MODEL,
					[VENDOR, AMAZON],
					[TYPE, TABLET]
				],
				[/((?:sd|kf)[0349hijorstuw]+)( bui|\)).+silk\//i],
				[
					[
						MODEL,
						/(.+)/g,
						"Fire Phone $1"
					],
					[VENDOR, AMAZON],
					[TYPE, MOBILE]
				],
				[/(playbook);[-\w\),; ]+(rim)/i],
				[
					MODEL,
					VENDOR,
					[TYPE, TABLET]
				],
				[/\b((?:bb[a-f]|st[hv])100-\d)/i, /\(bb10; (\w+)/i],
				[
					MODEL,
					[VENDOR, BLACKBERRY],
					[TYPE, MOBILE]
				],
				[/(?:\b|asus_)(transfo[prime ]{4,10} \w+|eeepc|slider \w+|nexus 7|padfone|p00[cj])/i],
				[
					MODEL,
					[VENDOR, ASUS],
					[TYPE, TABLET]
				],
				[/ (z[bes]6[027][012][km][ls]|zenfone \d\w?)\b/i],
				[
					MODEL,
					[VENDOR, ASUS],
					[TYPE, MOBILE]
				],
				[/(nexus 9)/i],
				[
					MODEL,
					[VENDOR, "HTC"],
					[TYPE, TABLET]
				],
				[
					/(htc)[-;_ ]{1,2}([\w ]+(?=\)| bui)|\w+)/i,
					/(zte)[- ]([\w ]+?)(?: bui|\/|\))/i,
					/(alcatel|geeksphone|nexian|panasonic(?!(?:;|\.))|sony(?!-bra))[-_ ]?([-\w]*)/i
				],
				[
					VENDOR,
					[
						MODEL,
						/_/g,
						" "
					],
					[TYPE, MOBILE]
				],
				[/droid [\w\.]+; ((?:8[14]9[16]|9(?:0(?:48|60|8[01])|1(?:3[27]|66)|2(?:6[69]|9[56])|466))[gqswx])\w*(\)| bui)/i],
				[
					MODEL,
					[VENDOR, "TCL"],
					[TYPE, TABLET]
				],
				[/(itel) ((\w+))/i],
				[
					[VENDOR, lowerize],
					MODEL,
					[
						TYPE,
						strMapper,
						{
							"tablet": ["p10001l", "w7001"],
							"*": "mobile"
						}
					]
				],
				[/droid.+; ([ab][1-7]-?[0178a]\d\d?)/i],
				[
					MODEL,
					[VENDOR, "Acer"],
					[TYPE, TABLET]
				],
				[/droid.+; (m[1-5] note) bui/i, /\bmz-([-\w]{2,})/i],
				[
					MODEL,
					[VENDOR, "Meizu"],
					[TYPE, MOBILE]
				],
				[/; ((?:power )?armor(?:[\w ]{0,8}))(?: bui|\))/i],
				[
					MODEL,
					[VENDOR, "Ulefone"],
					[TYPE, MOBILE]
				],
				[/; (energy ?\w+)(?: bui|\))/i, /; energizer ([\w ]+)(?: bui|\))/i],
				[
					MODEL,
					[VENDOR, "Energizer"],
					[TYPE, MOBILE]
				],
				[/; cat (b35);/i, /; (b15q?|s22 flip|s48c|s62 pro)(?: bui|\))/i],
				[
					MODEL,
					[VENDOR, "Cat"],
					[TYPE, MOBILE]
				],
				[/((?:new )?andromax[\w- ]+)(?: bui|\))/i],
				[
					MODEL,
					[VENDOR, "Smartfren"],
					[TYPE, MOBILE]
				],
				[/droid.+; (a(?:015|06[35]|142p?))/i],
				[
					MODEL,
					[VENDOR, "Nothing"],
					[TYPE, MOBILE]
				],
				[/; (x67 5g|tikeasy \w+|ac[1789]\d\w+)( b|\))/i, /archos ?(5|gamepad2?|([\w ]*[t1789]|hello) ?\d+[\w ]*)( b|\))/i],
				[
					MODEL,
					[VENDOR, "Archos"],
					[TYPE, TABLET]
				],
				[/archos ([\w ]+)( b|\))/i, /; (ac[3-6]\d\w{2,8})( b|\))/i],
				[
					MODEL,
					[VENDOR, "Archos"],
					[TYPE, MOBILE]
				],
				[/(imo) (tab \w+)/i, /(infinix) (x1101b?)/i],
				[
					VENDOR,
					MODEL,
					[TYPE, TABLET]
				],
				[
					/(blackberry|benq|palm(?=\-)|sonyericsson|acer|asus(?! zenw)|dell|jolla|meizu|motorola|polytron|infinix|tecno|micromax|advan)[-_ ]?([-\w]*)/i,
					/; (hmd|imo) ([\w ]+?)(?: bui|\))/i,
					/(hp) ([\w ]+\w)/i,
					/(microsoft); (lumia[\w ]+)/i,
					/(lenovo)[-_ ]?([-\w ]+?)(?: bui|\)|\/)/i,
					/(oppo) ?([\w ]+) bui/i
				],
				[
					VENDOR,
					MODEL,
					[TYPE, MOBILE]
				],
				[
					/(kobo)\s(ereader|touch)/i,
					/(hp).+(touchpad(?!.+tablet)|tablet)/i,
					/(kindle)\/([\w\.]+)/i,
					/(nook)[\w ]+build\/(\w+)/i,
					/(dell) (strea[kpr\d ]*[\dko])/i,
					/(le[- ]+pan)[- ]+(\w{1,9}) bui/i,
					/(trinity)[- ]*(t\d{3}) bui/i,
					/(gigaset)[- ]+(q\w{1,9}) bui/i,
					/(vodafone) ([\w ]+)(?:\)| bui)/i
				],
				[
					VENDOR,
					MODEL,
					[TYPE, TABLET]
				],
				[/(surface duo)/i],
				[
					MODEL,
					[VENDOR, MICROSOFT],
					[TYPE, TABLET]
				],
				[/droid [\d\.]+; (fp\du?)(?: b|\))/i],
				[
					MODEL,
					[VENDOR, "Fairphone"],
					[TYPE, MOBILE]
				],
				[/(u304aa)/i],
				[
					MODEL,
					[VENDOR, "AT&T"],
					[TYPE, MOBILE]
				],
				[/\bsie-(\w*)/i],
				[
					MODEL,
					[VENDOR, "Siemens"],
					[TYPE, MOBILE]
				],
				[/\b(rct\w+) b/i],
				[
					MODEL,
					[VENDOR, "RCA"],
					[TYPE, TABLET]
				],
				[/\b(venue[\d ]{2,7}) b/i],
				[
					MODEL,
					[VENDOR, "Dell"],
					[TYPE, TABLET]
				],
				[/\b(q(?:mv|ta)\w+) b/i],
				[
					MODEL,
					[VENDOR, "Verizon"],
					[TYPE, TABLET]
				],
				[/\b(?:barnes[& ]+noble |bn[rt])([\w\+ ]*) b/i],
				[
					MODEL,
					[VENDOR, "Barnes & Noble"],
					[TYPE, TABLET]
				],
				[/\b(tm\d{3}\w+) b/i],
				[
					MODEL,
					[VENDOR, "NuVision"],
					[TYPE, TABLET]
				],
				[/\b(k88) b/i],
				[
					MODEL,
					[VENDOR, "ZTE"],
					[TYPE, TABLET]
				],
				[/\b(nx\d{3}j) b/i],
				[
					MODEL,
					[VENDOR, "ZTE"],
					[TYPE, MOBILE]
				],
				[/\b(gen\d{3}) b.+49h/i],
				[
					MODEL,
					[VENDOR, "Swiss"],
					[TYPE, MOBILE]
				],
				[/\b(zur\d{3}) b/i],
				[
					MODEL,
					[VENDOR, "Swiss"],
					[TYPE, TABLET]
				],
				[/\b((zeki)?tb.*\b) b/i],
				[
					MODEL,
					[VENDOR, "Zeki"],
					[TYPE, TABLET]
				],
				[/\b([yr]\d{2}) b/i, /\b(dragon[- ]+touch |dt)(\w{5}) b/i],
				[
					[VENDOR, "Dragon Touch"],
					MODEL,
					[TYPE, TABLET]
				],
				[/\b(ns-?\w{0,9}) b/i],
				[
					MODEL,
					[VENDOR, "Insignia"],
					[TYPE, TABLET]
				],
				[/\b((nxa|next)-?\w{0,9}) b/i],
				[
					MODEL,
					[VENDOR, "NextBook"],
					[TYPE, TABLET]
				],
				[/\b(xtreme\_)?(v(1[045]|2[015]|[3469]0|7[05])) b/i],
				[
					[VENDOR, "Voice"],
					MODEL,
					[TYPE, MOBILE]
				],
				[/\b(lvtel\-)?(v1[12]) b/i],
				[
					[VENDOR, "LvTel"],
					MODEL,
					[TYPE, MOBILE]
				],
				[/\b(ph-1) /i],
				[
					MODEL,
					[VENDOR, "Essential"],
					[TYPE, MOBILE]
				],
				[/\b(v(100md|700na|7011|917g).*\b) b/i],
				[
					MODEL,
					[VENDOR, "Envizen"],
					[TYPE, TABLET]
				],
				[/\b(trio[-\w\. ]+) b/i],
				[
					MODEL,
					[VENDOR, "MachSpeed"],
					[TYPE, TABLET]
				],
				[/\btu_(1491) b/i],
				[
					MODEL,
					[VENDOR, "Rotor"],
					[TYPE, TABLET]
				],
				[/((?:tegranote|shield t(?!.+d tv))[\w- ]*?)(?: b|\))/i],
				[
					MODEL,
					[VENDOR, NVIDIA],
					[TYPE, TABLET]
				],
				[/(sprint) (\w+)/i],
				[
					VENDOR,
					MODEL,
					[TYPE, MOBILE]
				],
				[/(kin\.[onetw]{3})/i],
				[
					[
						MODEL,
						/\./g,
						" "
					],
					[VENDOR, MICROSOFT],
					[TYPE, MOBILE]
				],
				[/droid.+; (cc6666?|et5[16]|mc[239][23]x?|vc8[03]x?)\)/i],
				[
					MODEL,
					[VENDOR, ZEBRA],
					[TYPE, TABLET]
				],
				[/droid.+; (ec30|ps20|tc[2-8]\d[kx])\)/i],
				[
					MODEL,
					[VENDOR, ZEBRA],
					[TYPE, MOBILE]
				],
				[/smart-tv.+(samsung)/i],
				[VENDOR, [TYPE, SMARTTV]],
				[/hbbtv.+maple;(\d+)/i],
				[
					[
						MODEL,
						/^/,
						"SmartTV"
					],
					[VENDOR, SAMSUNG],
					[TYPE, SMARTTV]
				],
				[/(nux; netcast.+smarttv|lg (netcast\.tv-201\d|android tv))/i],
				[[VENDOR, LG], [TYPE, SMARTTV]],
				[/(apple) ?tv/i],
				[
					VENDOR,
					[MODEL, APPLE + " TV"],
					[TYPE, SMARTTV]
				],
				[/crkey/i],
				[
					[MODEL, CHROME + "cast"],
					[VENDOR, GOOGLE],
					[TYPE, SMARTTV]
				],
				[/droid.+aft(\w+)( bui|\))/i],
				[
					MODEL,
					[VENDOR, AMAZON],
					[TYPE, SMARTTV]
				],
				[/(shield \w+ tv)/i],
				[
					MODEL,
					[VENDOR, NVIDIA],
					[TYPE, SMARTTV]
				],
				[/\(dtv[\);].+(aquos)/i, /(aquos-tv[\w ]+)\)/i],
				[
					MODEL,
					[VENDOR, SHARP],
					[TYPE, SMARTTV]
				],
				[/(bravia[\w ]+)( bui|\))/i],
				[
					MODEL,
					[VENDOR, SONY],
					[TYPE, SMARTTV]
				],
				[/(mi(tv|box)-?\w+) bui/i],
				[
					MODEL,
					[VENDOR, XIAOMI],
					[TYPE, SMARTTV]
				],
				[/Hbbtv.*(technisat) (.*);/i],
				[
					VENDOR,
					MODEL,
					[TYPE, SMARTTV]
				],
				[/\b(roku)[\dx]*[\)\/]((?:dvp-)?[\d\.]*)/i, /hbbtv\/\d+\.\d+\.\d+ +\([\w\+ ]*; *([\w\d][^;]*);([^;]*)/i],
				[
					[VENDOR, trim],
					[MODEL, trim],
					[TYPE, SMARTTV]
				],
				[/droid.+; ([\w- ]+) (?:android tv|smart[- ]?tv)/i],
				[MODEL, [TYPE, SMARTTV]],
				[/\b(android tv|smart[- ]?tv|opera tv|tv; rv:)\b/i],
				[[TYPE, SMARTTV]],
				[/(ouya)/i, /(nintendo) ([wids3utch]+)/i],
				[
					VENDOR,
					MODEL,
					[TYPE, CONSOLE]
				],
				[/droid.+; (shield)( bui|\))/i],
				[
					MODEL,
					[VENDOR, NVIDIA],
					[TYPE, CONSOLE]
				],
				[/(playstation \w+)/i],
				[
					MODEL,
					[VENDOR, SONY],
					[TYPE, CONSOLE]
				],
				[/\b(xbox(?: one)?(?!; xbox))[\); ]/i],
				[
					MODEL,
					[VENDOR, MICROSOFT],
					[TYPE, CONSOLE]
				],
				[/\b(sm-[lr]\d\d[0156][fnuw]?s?|gear live)\b/i],
				[
					MODEL,
					[VENDOR, SAMSUNG],
					[TYPE, WEARABLE]
				],
				[/((pebble))app/i, /(asus|google|lg|oppo) ((pixel |zen)?watch[\w ]*)( bui|\))/i],
				[
					VENDOR,
					MODEL,
					[TYPE, WEARABLE]
				],
				[/(ow(?:19|20)?we?[1-3]{1,3})/i],
				[
					MODEL,
					[VENDOR, OPPO],
					[TYPE, WEARABLE]
				],
				[/(watch)(?: ?os[,\/]|\d,\d\/)[\d\.]+/i],
				[
					MODEL,
					[VENDOR, APPLE],
					[TYPE, WEARABLE]
				],
				[/(opwwe\d{3})/i],
				[
					MODEL,
					[VENDOR, ONEPLUS],
					[TYPE, WEARABLE]
				],
				[/(moto 360)/i],
				[
					MODEL,
					[VENDOR, MOTOROLA],
					[TYPE, WEARABLE]
				],
				[/(smartwatch 3)/i],
				[
					MODEL,
					[VENDOR, SONY],
					[TYPE, WEARABLE]
				],
				[/(g watch r)/i],
				[
					MODEL,
					[VENDOR, LG],
					[TYPE, WEARABLE]
				],
				[/droid.+; (wt63?0{2,3})\)/i],
				[
					MODEL,
					[VENDOR, ZEBRA],
					[TYPE, WEARABLE]
				],
				[/droid.+; (glass) \d/i],
				[
					MODEL,
					[VENDOR, GOOGLE],
					[TYPE, WEARABLE]
				],
				[/(pico) (4|neo3(?: link|pro)?)/i],
				[
					VENDOR,
					MODEL,
					[TYPE, WEARABLE]
				],
				[/; (quest( \d| pro)?)/i],
				[
					MODEL,
					[VENDOR, FACEBOOK],
					[TYPE, WEARABLE]
				],
				[/(tesla)(?: qtcarbrowser|\/[-\w\.]+)/i],
				[VENDOR, [TYPE, EMBEDDED]],
				[/(aeobc)\b/i],
				[
					MODEL,
					[VENDOR, AMAZON],
					[TYPE, EMBEDDED]
				],
				[/(homepod).+mac os/i],
				[
					MODEL,
					[VENDOR, APPLE],
					[TYPE, EMBEDDED]
				],
				[/windows iot/i],
				[[TYPE, EMBEDDED]],
				[/droid .+?; ([^;]+?)(?: bui|; wv\)|\) applew).+? mobile safari/i],
				[MODEL, [TYPE, MOBILE]],
				[/droid .+?; ([^;]+?)(?: bui|\) applew).+?(?! mobile) safari/i],
				[MODEL, [TYPE, TABLET]],
				[/\b((tablet|tab)[;\/]|focus\/\d(?!.+mobile))/i],
				[[TYPE, TABLET]],
				[/(phone|mobile(?:[;\/]| [ \w\/\.]*safari)|pda(?=.+windows ce))/i],
				[[TYPE, MOBILE]],
				[/droid .+?; ([\w\. -]+)( bui|\))/i],
				[MODEL, [VENDOR, "Generic"]]
			],
			engine: [
				[/windows.+ edge\/([\w\.]+)/i],
				[VERSION, [NAME, EDGE + "HTML"]],
				[/(arkweb)\/([\w\.]+)/i],
				[NAME, VERSION],
				[/webkit\/537\.36.+chrome\/(?!27)([\w\.]+)/i],
				[VERSION, [NAME, "Blink"]],
				[
					/(presto)\/([\w\.]+)/i,
					/(webkit|trident|netfront|netsurf|amaya|lynx|w3m|goanna|servo)\/([\w\.]+)/i,
					/ekioh(flow)\/([\w\.]+)/i,
					/(khtml|tasman|links)[\/ ]\(?([\w\.]+)/i,
					/(icab)[\/ ]([23]\.[\d\.]+)/i,
					/\b(libweb)/i
				],
				[NAME, VERSION],
				[/ladybird\//i],
				[[NAME, "LibWeb"]],
				[/rv\:([\w\.]{1,9})\b.+(gecko)/i],
				[VERSION, NAME]
			],
			os: [
				[/microsoft (windows) (vista|xp)/i],
				[NAME, VERSION],
				[/(windows (?:phone(?: os)?|mobile|iot))[\/ ]?([\d\.\w ]*)/i],
				[NAME, [
					VERSION,
					strMapper,
					windowsVersionMap
				]],
				[
					/windows nt 6\.2; (arm)/i,
					/windows[\/ ]([ntce\d\. ]+\w)(?!.+xbox)/i,
					/(?:win(?=3|9|n)|win 9x )([nt\d\.]+)/i
				],
				[[
					VERSION,
					strMapper,
					windowsVersionMap
				], [NAME, "Windows"]],
				[
					/[adehimnop]{4,7}\b(?:.*os ([\w]+) like mac|; opera)/i,
					/(?:ios;fbsv\/|iphone.+ios[\/ ])([\d\.]+)/i,
					/cfnetwork\/.+darwin/i
				],
				[[
					VERSION,
					/_/g,
					"."
				], [NAME, "iOS"]],
				[/(mac os x) ?([\w\. ]*)/i, /(macintosh|mac_powerpc\b)(?!.+haiku)/i],
				[[NAME, MAC_OS], [
					VERSION,
					/_/g,
					"."
				]],
				[/droid ([\w\.]+)\b.+(android[- ]x86|harmonyos)/i],
				[VERSION, NAME],
				[/(ubuntu) ([\w\.]+) like android/i],
				[[
					NAME,
					/(.+)/,
					"$1 Touch"
				], VERSION],
				[/(android|bada|blackberry|kaios|maemo|meego|openharmony|qnx|rim tablet os|sailfish|series40|symbian|tizen|webos)\w*[-\/; ]?([\d\.]*)/i],
				[NAME, VERSION],
				[/\(bb(10);/i],
				[VERSION, [NAME, BLACKBERRY]],
				[/(?:symbian ?os|symbos|s60(?=;)|series ?60)[-\/ ]?([\w\.]*)/i],
				[VERSION, [NAME, "Symbian"]],
				[/mozilla\/[\d\.]+ \((?:mobile|tablet|tv|mobile; [\w ]+); rv:.+ gecko\/([\w\.]+)/i],
				[VERSION, [NAME, FIREFOX + " OS"]],
				[/web0s;.+rt(tv)/i, /\b(?:hp)?wos(?:browser)?\/([\w\.]+)/i],
				[VERSION, [NAME, "webOS"]],
				[/watch(?: ?os[,\/]|\d,\d\/)([\d\.]+)/i],
				[VERSION, [NAME, "watchOS"]],
				[/crkey\/([\d\.]+)/i],
				[VERSION, [NAME, CHROME + "cast"]],
				[/(cros) [\w]+(?:\)| ([\w\.]+)\b)/i],
				[[NAME, CHROMIUM_OS], VERSION],
				[
					/panasonic;(viera)/i,
					/(netrange)mmh/i,
					/(nettv)\/(\d+\.[\w\.]+)/i,
					/(nintendo|playstation) ([wids345portablevuch]+)/i,
					/(xbox); +xbox ([^\);]+)/i,
					/\b(joli|palm)\b ?(?:os)?\/?([\w\.]*)/i,
					/(mint)[\/\(\) ]?(\w*)/i,
					/(mageia|vectorlinux)[; ]/i,
					/([kxln]?ubuntu|debian|suse|opensuse|gentoo|arch(?= linux)|slackware|fedora|mandriva|centos|pclinuxos|red ?hat|zenwalk|linpus|raspbian|plan 9|minix|risc os|contiki|deepin|manjaro|elementary os|sabayon|linspire)(?: gnu\/linux)?(?: enterprise)?(?:[- ]linux)?(?:-gnu)?[-\/ ]?(?!chrom|package)([-\w\.]*)/i,
					/(hurd|linux)(?: arm\w*| x86\w*| ?)([\w\.]*)/i,
					/(gnu) ?([\w\.]*)/i,
					/\b([-frentopcghs]{0,5}bsd|dragonfly)[\/ ]?(?!amd|[ix346]{1,2}86)([\w\.]*)/i,
					/(haiku) (\w+)/i
				],
				[NAME, VERSION],
				[/(sunos) ?([\w\.\d]*)/i],
				[[NAME, "Solaris"], VERSION],
				[
					/((?:open)?solaris)[-\/ ]?([\w\.]*)/i,
					/(aix) ((\d)(?=\.|\)| )[\w\.])*/i,
					/\b(beos|os\/2|amigaos|morphos|openvms|fuchsia|hp-ux|serenityos)/i,
					/(unix) ?([\w\.]*)/i
				],
				[NAME, VERSION]
			]
		};
		var UAParser = function(ua, extensions) {
			if (typeof ua === OBJ_TYPE) {
				extensions = ua;
				ua = undefined;
			}
			if (!(this instanceof UAParser)) return new UAParser(ua, extensions).getResult();
			var _navigator = typeof window !== UNDEF_TYPE && window.navigator ? window.navigator : undefined;
			var _ua = ua || (_navigator && _navigator.userAgent ? _navigator.userAgent : EMPTY);
			var _uach = _navigator && _navigator.userAgentData ? _navigator.userAgentData : undefined;
			var _rgxmap = extensions ? extend(regexes, extensions) : regexes;
			var _isSelfNav = _navigator && _navigator.userAgent == _ua;
			this.getBrowser = function() {
				var _browser = {};
				_browser[NAME] = undefined;
				_browser[VERSION] = undefined;
				rgxMapper.call(_browser, _ua, _rgxmap.browser);
				_browser[MAJOR] = majorize(_browser[VERSION]);
				if (_isSelfNav && _navigator && _navigator.brave && typeof _navigator.brave.isBrave == FUNC_TYPE) _browser[NAME] = "Brave";
				return _browser;
			};
			this.getCPU = function() {
				var _cpu = {};
				_cpu[ARCHITECTURE] = undefined;
				rgxMapper.call(_cpu, _ua, _rgxmap.cpu);
				return _cpu;
			};
			this.getDevice = function() {
				var _device = {};
				_device[VENDOR] = undefined;
				_device[MODEL] = undefined;
				_device[TYPE] = undefined;
				rgxMapper.call(_device, _ua, _rgxmap.device);
				if (_isSelfNav && !_device[TYPE] && _uach && _uach.mobile) _device[TYPE] = MOBILE;
				if (_isSelfNav && _device[MODEL] == "Macintosh" && _navigator && typeof _navigator.standalone !== UNDEF_TYPE && _navigator.maxTouchPoints && _navigator.maxTouchPoints > 2) {
					_device[MODEL] = "iPad";
					_device[TYPE] = TABLET;
				}
				return _device;
			};
			this.getEngine = function() {
				var _engine = {};
				_engine[NAME] = undefined;
				_engine[VERSION] = undefined;
				rgxMapper.call(_engine, _ua, _rgxmap.engine);
				return _engine;
			};
			this.getOS = function() {
				var _os = {};
				_os[NAME] = undefined;
				_os[VERSION] = undefined;
				rgxMapper.call(_os, _ua, _rgxmap.os);
				if (_isSelfNav && !_os[NAME] && _uach && _uach.platform && _uach.platform != "Unknown") _os[NAME] = _uach.platform.replace(/chrome os/i, CHROMIUM_OS).replace(/macos/i, MAC_OS);
				return _os;
			};
			this.getResult = function() {
				return {
					ua: this.getUA(),
					browser: this.getBrowser(),
					engine: this.getEngine(),
					os: this.getOS(),
					device: this.getDevice(),
					cpu: this.getCPU()
				};
			};
			this.getUA = function() {
				return _ua;
			};
			this.setUA = function(ua) {
				_ua = typeof ua === STR_TYPE && ua.length > UA_MAX_LENGTH ? trim(ua, UA_MAX_LENGTH) : ua;
				return this;
			};
			this.setUA(_ua);
			return this;
		};
		UAParser.VERSION = LIBVERSION;
		UAParser.BROWSER = enumerize([
			NAME,
			VERSION,
			MAJOR
		]);
		UAParser.CPU = enumerize([ARCHITECTURE]);
		UAParser.DEVICE = enumerize([
			MODEL,
			VENDOR,
			TYPE,
			CONSOLE,
			MOBILE,
			SMARTTV,
			TABLET,
			WEARABLE,
			EMBEDDED
		]);
		UAParser.ENGINE = UAParser.OS = enumerize([NAME, VERSION]);
		if (typeof exports !== UNDEF_TYPE) {
			if (typeof module !== UNDEF_TYPE && module.exports) exports = module.exports = UAParser;
			exports.UAParser = UAParser;
		} else if (typeof define === FUNC_TYPE && define.amd) define(function() {
			return UAParser;
		});
		else if (typeof window !== UNDEF_TYPE) window.UAParser = UAParser;
		var $ = typeof window !== UNDEF_TYPE && (window.jQuery || window.Zepto);
		if ($ && !$.ua) {
			var parser = new UAParser();
			$.ua = parser.getResult();
			$.ua.get = function() {
				return parser.getUA();
			};
			$.ua.set = function(ua) {
				parser.setUA(ua);
				var result = parser.getResult();
				for (var prop in result) $.ua[prop] = result[prop];
			};
		}
	})(typeof window === "object" ? window : this$1);
})))();
var cachedUA;
var cachedResult;
function getUAResult() {
	const currentUA = typeof navigator !== "undefined" ? navigator.userAgent : "";
	if (cachedUA !== currentUA || !cachedResult) {
		cachedResult = new import_ua_parser.UAParser(currentUA).getResult();
		cachedUA = currentUA;
	}
	return cachedResult;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/browser/meta.js
var browserMeta = () => {
	const { browser, os, ua: userAgent } = getUAResult();
	const { name, version } = browser;
	const { name: osName, version: osVersion } = os;
	const language = navigator.language;
	const mobile = userAgent.includes("Mobi");
	const brands = getBrands();
	return { browser: {
		name: name !== null && name !== void 0 ? name : unknownString,
		version: version !== null && version !== void 0 ? version : unknownString,
		os: `${osName !== null && osName !== void 0 ? osName : unknownString} ${osVersion !== null && osVersion !== void 0 ? osVersion : unknownString}`,
		userAgent: userAgent !== null && userAgent !== void 0 ? userAgent : unknownString,
		language: language !== null && language !== void 0 ? language : unknownString,
		mobile,
		brands: brands !== null && brands !== void 0 ? brands : unknownString,
		viewportWidth: `${window.innerWidth}`,
		viewportHeight: `${window.innerHeight}`
	} };
	function getBrands() {
		if (!name || !version) return;
		if ("userAgentData" in navigator && navigator.userAgentData) return navigator.userAgentData.brands;
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/os/meta.js
var osMeta = () => {
	const { name, version } = getUAResult().os;
	if (!name && !version) return {};
	const os = {};
	if (name) os.name = name;
	if (version) os.version = version;
	return { os };
};
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/session/createSession.js
function createSession(attributes) {
	var _faro$config$sessionT, _faro$config, _faro$config$generate;
	return {
		id: (_faro$config$sessionT = (_faro$config = faro.config) === null || _faro$config === void 0 || (_faro$config = _faro$config.sessionTracking) === null || _faro$config === void 0 || (_faro$config$generate = _faro$config.generateSessionId) === null || _faro$config$generate === void 0 ? void 0 : _faro$config$generate.call(_faro$config)) !== null && _faro$config$sessionT !== void 0 ? _faro$config$sessionT : genShortID(),
		attributes
	};
}
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/sdk/meta.js
var sdkMeta = () => ({ sdk: {
	name: "faro-web",
	version: VERSION
} });
// node_modules/@grafana/faro-web-sdk/dist/esm/transports/console/transport.js
var ConsoleTransport = class extends BaseTransport {
	constructor(options = {}) {
		super();
		this.options = options;
		this.name = "@grafana/faro-web-sdk:transport-console";
		this.version = VERSION;
	}
	send(item) {
		var _this$options$level;
		return this.unpatchedConsole[(_this$options$level = this.options.level) !== null && _this$options$level !== void 0 ? _this$options$level : LogLevel.DEBUG]("New event", getTransportBody([item]));
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/utils/httpDate.js
var IMF_FIXDATE_PATTERN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), ([0-9]{2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) ([0-9]{4}) ([0-9]{2}):([0-9]{2}):([0-9]{2}) GMT$/;
var RFC850_DATE_PATTERN = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), ([0-9]{2})-(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)-([0-9]{2}) ([0-9]{2}):([0-9]{2}):([0-9]{2}) GMT$/;
var ASCTIME_DATE_PATTERN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (?:(?:([0-9]{2}))|(?: ([0-9]))) ([0-9]{2}):([0-9]{2}):([0-9]{2}) ([0-9]{4})$/;
var SHORT_WEEKDAYS = [
	"Sun",
	"Mon",
	"Tue",
	"Wed",
	"Thu",
	"Fri",
	"Sat"
];
var LONG_WEEKDAYS = [
	"Sunday",
	"Monday",
	"Tuesday",
	"Wednesday",
	"Thursday",
	"Friday",
	"Saturday"
];
var MONTHS = [
	"Jan",
	"Feb",
	"Mar",
	"Apr",
	"May",
	"Jun",
	"Jul",
	"Aug",
	"Sep",
	"Oct",
	"Nov",
	"Dec"
];
function getTimestamp({ weekday, day, month, year, hour, minute, second }) {
	if (year < 1900 || day < 1 || hour > 23 || minute > 59 || second > 60) return;
	const leapSecond = second === 60;
	const date = /* @__PURE__ */ new Date(0);
	date.setUTCFullYear(year, month, day);
	date.setUTCHours(hour, minute, leapSecond ? 59 : second, 0);
	if (date.getUTCDay() !== weekday || date.getUTCDate() !== day || date.getUTCMonth() !== month || date.getUTCFullYear() !== year || date.getUTCHours() !== hour || date.getUTCMinutes() !== minute || date.getUTCSeconds() !== (leapSecond ? 59 : second)) return;
	return date.getTime() + (leapSecond ? 1e3 : 0);
}
function compareDateParts(left, right) {
	return left.month - right.month || left.day - right.day || left.hour - right.hour || left.minute - right.minute || left.second - right.second || left.millisecond - right.millisecond;
}
/**
* Parses an RFC 9110 HTTP-date into epoch milliseconds.
*
* `referenceTime` resolves the rolling century of obsolete RFC 850 dates. Since ECMAScript time
* cannot represent a leap second, second 60 maps to the following representable instant.
*/
function parseHttpDate(value, referenceTime) {
	const match = IMF_FIXDATE_PATTERN.exec(value);
	if (match) {
		const [, weekday, day, month, year, hour, minute, second] = match;
		return getTimestamp({
			weekday: SHORT_WEEKDAYS.indexOf(weekday),
			day: Number(day),
			month: MONTHS.indexOf(month),
			year: Number(year),
			hour: Number(hour),
			minute: Number(minute),
			second: Number(second)
		});
	}
	const obsoleteMatch = RFC850_DATE_PATTERN.exec(value);
	if (obsoleteMatch) {
		const [, weekday, day, month, shortYear, hour, minute, second] = obsoleteMatch;
		const referenceDate = new Date(referenceTime);
		if (Number.isNaN(referenceDate.getTime())) return;
		const referenceYear = referenceDate.getUTCFullYear();
		let year = Math.floor(referenceYear / 100) * 100 + Number(shortYear);
		if (year < referenceYear) year += 100;
		const monthIndex = MONTHS.indexOf(month);
		const candidateDateParts = {
			month: monthIndex,
			day: Number(day),
			hour: Number(hour),
			minute: Number(minute),
			second: Number(second),
			millisecond: 0
		};
		const referenceDateParts = {
			month: referenceDate.getUTCMonth(),
			day: referenceDate.getUTCDate(),
			hour: referenceDate.getUTCHours(),
			minute: referenceDate.getUTCMinutes(),
			second: referenceDate.getUTCSeconds(),
			millisecond: referenceDate.getUTCMilliseconds()
		};
		if (year > referenceYear + 50 || year === referenceYear + 50 && compareDateParts(candidateDateParts, referenceDateParts) > 0) year -= 100;
		return getTimestamp({
			weekday: LONG_WEEKDAYS.indexOf(weekday),
			day: Number(day),
			month: monthIndex,
			year,
			hour: Number(hour),
			minute: Number(minute),
			second: Number(second)
		});
	}
	const asctimeMatch = ASCTIME_DATE_PATTERN.exec(value);
	if (!asctimeMatch) return;
	const [, weekday, month, twoDigitDay, oneDigitDay, hour, minute, second, year] = asctimeMatch;
	return getTimestamp({
		weekday: SHORT_WEEKDAYS.indexOf(weekday),
		day: Number(twoDigitDay !== null && twoDigitDay !== void 0 ? twoDigitDay : oneDigitDay),
		month: MONTHS.indexOf(month),
		year: Number(year),
		hour: Number(hour),
		minute: Number(minute),
		second: Number(second)
	});
}
// node_modules/@grafana/faro-web-sdk/dist/esm/transports/fetch/deliveryQueue.js
/**
* Bounded delivery admission, retry scheduling, and throttling.
*
* A reservation counts against `bufferSize` for its full delivery lifecycle, including backoff and
* redelivery. A batch that waits for redelivery therefore continues to occupy one admission slot.
* When all slots are occupied, the queue declines new batches and keeps the batches it already
* accepted. The concurrency limit separately controls how many attempts can execute at one time.
*
* The caller owns the reservation and must release it in a `finally` block after preparation and
* delivery finish. Release is idempotent so cleanup remains safe on every exit path. This module
* deliberately has no dependency on Fetch so another transport can supply its own single-attempt
* callback.
*/
var ReliableDeliveryQueue = class {
	constructor(options) {
		this.options = options;
		this.admitted = 0;
		this.inProgress = 0;
		this.sequence = 0;
		this.nextSendAt = 0;
		this.attemptQueue = [];
		this.waiting = [];
		this.unloading = false;
	}
	reserve() {
		var _this = this;
		if (this.admitted >= this.options.bufferSize) return;
		this.admitted++;
		const sequence = this.sequence++;
		let released = false;
		const release = () => {
			if (released) return;
			released = true;
			this.admitted--;
		};
		return {
			deliver: function() {
				var _ref = _asyncToGenerator(function* (performAttempt) {
					const startedAt = _this.options.getNow();
					let attempts = 0;
					let failure;
					for (;;) {
						var _outcome$retryAfterMs, _this$options$onRetry, _this$options;
						const attemptsRemaining = _this.options.retry.maxAttempts - attempts;
						const outcome = yield _this.runAttempt(() => performAttempt(attemptsRemaining, _this.unloading), attempts > 0);
						attempts += outcome.attemptsMade;
						if (outcome.kind === "success") return {
							kind: "success",
							attempts,
							elapsedTimeMs: _this.options.getNow() - startedAt
						};
						failure = outcome.failure;
						if (outcome.kind === "terminal" || _this.unloading) return {
							kind: "terminal",
							attempts,
							elapsedTimeMs: _this.options.getNow() - startedAt,
							failure
						};
						if (attempts >= _this.options.retry.maxAttempts) return {
							kind: "terminal",
							attempts,
							elapsedTimeMs: _this.options.getNow() - startedAt,
							failure,
							reason: "retries-exhausted"
						};
						if (outcome.retryAfterMs != null && outcome.retryAfterMs > _this.options.retry.maxBackoffMs) return {
							kind: "terminal",
							attempts,
							elapsedTimeMs: _this.options.getNow() - startedAt,
							failure,
							reason: "retry-after-too-long"
						};
						const backoff = Math.min((_outcome$retryAfterMs = outcome.retryAfterMs) !== null && _outcome$retryAfterMs !== void 0 ? _outcome$retryAfterMs : _this.options.retry.initialBackoffMs * Math.pow(_this.options.retry.backoffMultiplier, attempts - 1), _this.options.retry.maxBackoffMs);
						(_this$options$onRetry = (_this$options = _this.options).onRetry) === null || _this$options$onRetry === void 0 || _this$options$onRetry.call(_this$options, backoff, attempts + 1);
						if (yield _this.waitForTurn(sequence, backoff)) {
							const attemptsRemaining = _this.options.retry.maxAttempts - attempts;
							const flushOutcome = yield _this.runAttempt(() => performAttempt(attemptsRemaining, true));
							attempts += flushOutcome.attemptsMade;
							return {
								kind: flushOutcome.kind === "success" ? "success" : "terminal",
								attempts,
								elapsedTimeMs: _this.options.getNow() - startedAt,
								failure: flushOutcome.kind === "success" ? void 0 : flushOutcome.failure
							};
						}
					}
				});
				return function deliver(_x) {
					return _ref.apply(this, arguments);
				};
			}(),
			release
		};
	}
	flush() {
		this.unloading = true;
		this.nextSendAt = 0;
		const waiting = this.waiting.splice(0);
		if (this.redeliveryTimer != null) {
			clearTimeout(this.redeliveryTimer);
			this.redeliveryTimer = void 0;
		}
		if (this.waitingTimer != null) {
			clearTimeout(this.waitingTimer);
			this.waitingTimer = void 0;
		}
		for (const delivery of waiting) delivery.resolve(true);
		this.runNextAttempt();
	}
	resume() {
		this.unloading = false;
	}
	runAttempt(perform, isRedelivery = false) {
		return new Promise((resolve, reject) => {
			const run = () => {
				this.inProgress++;
				const onSettled = () => {
					this.inProgress--;
					this.runNextAttempt();
				};
				perform().then((value) => {
					onSettled();
					resolve(value);
				}, (error) => {
					onSettled();
					reject(error);
				});
			};
			this.attemptQueue.push({
				run,
				isRedelivery
			});
			this.runNextAttempt();
		});
	}
	runNextAttempt() {
		if (this.redeliveryTimer != null) {
			clearTimeout(this.redeliveryTimer);
			this.redeliveryTimer = void 0;
		}
		while (this.inProgress < this.options.concurrency && this.attemptQueue.length > 0) {
			const now = this.options.getNow();
			const runnableIndex = this.attemptQueue.findIndex(({ isRedelivery }) => this.unloading || !isRedelivery || now >= this.nextSendAt);
			if (runnableIndex < 0) {
				this.redeliveryTimer = setTimeout(() => {
					this.redeliveryTimer = void 0;
					this.runNextAttempt();
				}, Math.max(0, this.nextSendAt - now));
				return;
			}
			const [attempt] = this.attemptQueue.splice(runnableIndex, 1);
			if (attempt.isRedelivery && !this.unloading) this.nextSendAt = now + 1;
			attempt.run();
		}
	}
	waitForTurn(sequence, delayMs) {
		const jitteredDelay = Math.min(delayMs * (1 + this.options.getRandom() * .2), this.options.retry.maxBackoffMs);
		return new Promise((resolve) => {
			this.waiting.push({
				sequence,
				readyAt: this.options.getNow() + jitteredDelay,
				resolve
			});
			this.waiting.sort((left, right) => left.readyAt === right.readyAt ? left.sequence - right.sequence : left.readyAt - right.readyAt);
			if (this.waitingTimer != null) {
				clearTimeout(this.waitingTimer);
				this.waitingTimer = void 0;
			}
			this.scheduleNext();
		});
	}
	scheduleNext() {
		if (this.waitingTimer != null || this.waiting.length === 0) return;
		const next = this.waiting[0];
		const releaseAt = next.readyAt;
		this.waitingTimer = setTimeout(() => {
			this.waitingTimer = void 0;
			const waitingIndex = this.waiting.indexOf(next);
			if (waitingIndex >= 0) this.waiting.splice(waitingIndex, 1);
			next.resolve(false);
			this.scheduleNext();
		}, Math.max(0, releaseAt - this.options.getNow()));
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectWithoutPropertiesLoose.js
function _objectWithoutPropertiesLoose(r, e) {
	if (null == r) return {};
	var t = {};
	for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
		if (e.includes(n)) continue;
		t[n] = r[n];
	}
	return t;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/_virtual/_@oxc-project_runtime@0.150.0/helpers/esm/objectWithoutProperties.js
function _objectWithoutProperties(e, t) {
	if (null == e) return {};
	var o, r, i = _objectWithoutPropertiesLoose(e, t);
	if (Object.getOwnPropertySymbols) {
		var s = Object.getOwnPropertySymbols(e);
		for (r = 0; r < s.length; r++) o = s[r], t.includes(o) || {}.propertyIsEnumerable.call(e, o) && (i[o] = e[o]);
	}
	return i;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/transports/fetch/transport.js
var _excluded$1 = ["headers"];
var _excluded2 = ["keepalive", "signal"];
var DEFAULT_BUFFER_SIZE = 30;
var DEFAULT_CONCURRENCY = 5;
var DEFAULT_MAX_ATTEMPTS = 3;
var DEFAULT_INITIAL_BACKOFF_MS = 1e3;
var DEFAULT_MAX_BACKOFF_MS = 3e4;
var DEFAULT_BACKOFF_MULTIPLIER = 2;
var DEFAULT_REQUEST_TIMEOUT_MS = 1e4;
var RETRYABLE_STATUS_CODES = /* @__PURE__ */ new Set([
	408,
	425,
	429,
	500,
	502,
	503,
	504
]);
var WAIT_INTERVAL_STATUS_CODES = /* @__PURE__ */ new Set([429, 503]);
var BEACON_BODY_SIZE_LIMIT = 6e4;
var MAX_KEEPALIVE_REQUESTS = 9;
var ACCEPTED = 202;
var pendingKeepaliveBodySize = 0;
var pendingKeepaliveRequests = 0;
var RequestTimeoutError = class extends Error {};
function getBodyByteSize(body) {
	return typeof TextEncoder === "undefined" ? body.length : new TextEncoder().encode(body).byteLength;
}
var FetchTransport = class extends BaseTransport {
	constructor(options) {
		var _options$getNow, _options$requestTimeo, _options$requestCompr, _options$bufferSize, _options$concurrency, _options$retry$maxAtt, _options$retry, _ref, _options$retry$initia, _options$retry2, _options$retry$maxBac, _options$retry3, _options$retry$backof, _options$retry4, _options$getRandom, _options$bufferSize2, _options$concurrency2;
		super();
		this.options = options;
		this.name = "@grafana/faro-web-sdk:transport-fetch";
		this.version = VERSION;
		this.pendingCustomSends = 0;
		this.getNow = (_options$getNow = options.getNow) !== null && _options$getNow !== void 0 ? _options$getNow : Date.now;
		this.requestTimeoutMs = (_options$requestTimeo = options.requestTimeoutMs) !== null && _options$requestTimeo !== void 0 ? _options$requestTimeo : DEFAULT_REQUEST_TIMEOUT_MS;
		this.compressionEnabled = ((_options$requestCompr = options.requestCompression) !== null && _options$requestCompr !== void 0 ? _options$requestCompr : false) && typeof CompressionStream !== "undefined";
		if (options.requestCompression && !this.compressionEnabled) this.logWarn("requestCompression is enabled but CompressionStream is not available. Falling back to uncompressed.");
		if (this.requestTimeoutMs > 0 && typeof AbortController === "undefined") this.logWarn("AbortController is unavailable. Requests will be sent without the configured timeout.");
		this.deliveryQueue = new ReliableDeliveryQueue({
			bufferSize: (_options$bufferSize = options.bufferSize) !== null && _options$bufferSize !== void 0 ? _options$bufferSize : DEFAULT_BUFFER_SIZE,
			concurrency: (_options$concurrency = options.concurrency) !== null && _options$concurrency !== void 0 ? _options$concurrency : DEFAULT_CONCURRENCY,
			retry: {
				maxAttempts: (_options$retry$maxAtt = (_options$retry = options.retry) === null || _options$retry === void 0 ? void 0 : _options$retry.maxAttempts) !== null && _options$retry$maxAtt !== void 0 ? _options$retry$maxAtt : DEFAULT_MAX_ATTEMPTS,
				initialBackoffMs: (_ref = (_options$retry$initia = (_options$retry2 = options.retry) === null || _options$retry2 === void 0 ? void 0 : _options$retry2.initialBackoffMs) !== null && _options$retry$initia !== void 0 ? _options$retry$initia : options.defaultRateLimitBackoffMs) !== null && _ref !== void 0 ? _ref : DEFAULT_INITIAL_BACKOFF_MS,
				maxBackoffMs: (_options$retry$maxBac = (_options$retry3 = options.retry) === null || _options$retry3 === void 0 ? void 0 : _options$retry3.maxBackoffMs) !== null && _options$retry$maxBac !== void 0 ? _options$retry$maxBac : DEFAULT_MAX_BACKOFF_MS,
				backoffMultiplier: (_options$retry$backof = (_options$retry4 = options.retry) === null || _options$retry4 === void 0 ? void 0 : _options$retry4.backoffMultiplier) !== null && _options$retry$backof !== void 0 ? _options$retry$backof : DEFAULT_BACKOFF_MULTIPLIER
			},
			getNow: this.getNow,
			getRandom: (_options$getRandom = options.getRandom) !== null && _options$getRandom !== void 0 ? _options$getRandom : Math.random,
			onRetry: (delayMs, nextAttempt) => {
				this.logDebug(`Retrying failed request after ${delayMs}ms. Attempt ${nextAttempt}.`);
			}
		});
		this.customPromiseBuffer = createPromiseBuffer({
			size: (_options$bufferSize2 = options.bufferSize) !== null && _options$bufferSize2 !== void 0 ? _options$bufferSize2 : DEFAULT_BUFFER_SIZE,
			concurrency: (_options$concurrency2 = options.concurrency) !== null && _options$concurrency2 !== void 0 ? _options$concurrency2 : DEFAULT_CONCURRENCY
		});
		this.defaultPromiseBuffer = { add: (producer) => {
			if (this.promiseBuffer !== this.defaultPromiseBuffer || this.promiseBuffer.add !== this.defaultBufferAdd || this.pendingCustomSends > 0) return this.customPromiseBuffer.add(producer);
			const reservation = this.deliveryQueue.reserve();
			if (!reservation) throw new Error("Task buffer full");
			return this.runBufferedTask(reservation, producer);
		} };
		this.defaultBufferAdd = this.defaultPromiseBuffer.add;
		this.promiseBuffer = this.defaultPromiseBuffer;
		if (typeof window !== "undefined") {
			window.addEventListener("pagehide", () => this.deliveryQueue.flush());
			window.addEventListener("pageshow", (event) => {
				if (event.persisted) this.deliveryQueue.resume();
			});
		}
	}
	send(items) {
		var _this = this;
		return _asyncToGenerator(function* () {
			const buffer = _this.promiseBuffer;
			if (buffer === _this.defaultPromiseBuffer && buffer.add === _this.defaultBufferAdd) {
				yield _this.deliver(items);
				return;
			}
			_this.pendingCustomSends++;
			try {
				yield buffer.add(() => _this.deliver(items));
			} catch (error) {
				_this.logError("Permanent delivery failure", {
					error,
					attempts: 0,
					elapsedTimeMs: 0
				});
			} finally {
				_this.pendingCustomSends--;
			}
		})();
	}
	runBufferedTask(reservation, producer) {
		return _asyncToGenerator(function* () {
			let result = void 0;
			try {
				yield reservation.deliver(_asyncToGenerator(function* () {
					result = yield producer();
					return {
						kind: "success",
						attemptsMade: 1
					};
				}));
				return result;
			} finally {
				reservation.release();
			}
		})();
	}
	deliver(items) {
		var _this2 = this;
		return _asyncToGenerator(function* () {
			const reservation = _this2.deliveryQueue.reserve();
			if (!reservation) {
				_this2.logError("Permanent delivery failure", {
					error: "Reliable delivery queue is full",
					attempts: 0,
					elapsedTimeMs: 0
				});
				return;
			}
			try {
				const prepared = yield _this2.prepareRequest(items);
				const outcome = yield reservation.deliver((attemptsRemaining, unloading) => _this2.performAttempt(prepared, attemptsRemaining, unloading));
				if (outcome.kind === "terminal") _this2.logError(outcome.reason === "retries-exhausted" ? "Delivery retries exhausted" : "Permanent delivery failure", _objectSpread2(_objectSpread2({}, outcome.failure), {}, {
					reason: outcome.reason,
					attempts: outcome.attempts,
					elapsedTimeMs: outcome.elapsedTimeMs
				}));
			} catch (error) {
				_this2.logError("Permanent delivery failure", {
					error,
					attempts: 0,
					elapsedTimeMs: 0
				});
			} finally {
				reservation.release();
			}
		})();
	}
	getIgnoreUrls() {
		var _this$config$ignoreUr;
		return [this.options.url].concat((_this$config$ignoreUr = this.config.ignoreUrls) !== null && _this$config$ignoreUr !== void 0 ? _this$config$ignoreUr : []);
	}
	isBatched() {
		return true;
	}
	prepareRequest(items) {
		var _this3 = this;
		return _asyncToGenerator(function* () {
			var _transportBody$meta$s, _this$options$request;
			const transportBody = getTransportBody(items);
			const sessionId = (_transportBody$meta$s = transportBody.meta.session) === null || _transportBody$meta$s === void 0 ? void 0 : _transportBody$meta$s.id;
			const jsonBody = JSON.stringify(transportBody);
			const _ref2 = (_this$options$request = _this3.options.requestOptions) !== null && _this$options$request !== void 0 ? _this$options$request : {}, { headers = {} } = _ref2, requestOptions = _objectWithoutProperties(_ref2, _excluded$1);
			const { keepalive: _keepalive, signal: _signal } = requestOptions, requestOptionsWithoutManagedFields = _objectWithoutProperties(requestOptions, _excluded2);
			const resolvedHeaders = {};
			for (const [key, value] of Object.entries(headers)) resolvedHeaders[key] = typeof value === "function" ? yield value() : value;
			let body = jsonBody;
			let bodySize = getBodyByteSize(jsonBody);
			const compressionHeaders = {};
			if (_this3.compressionEnabled) {
				body = yield _this3.compress(jsonBody);
				bodySize = body.size;
				compressionHeaders["Content-Encoding"] = "gzip";
			}
			return {
				bodySize,
				sessionId,
				requestInit: _objectSpread2({
					method: "POST",
					headers: _objectSpread2(_objectSpread2(_objectSpread2(_objectSpread2(_objectSpread2({ "Content-Type": "application/json" }, compressionHeaders), resolvedHeaders), _this3.options.apiKey ? { "x-api-key": _this3.options.apiKey } : {}), sessionId ? { "x-faro-session-id": sessionId } : {}), {}, { "Idempotency-Key": genShortID(20) }),
					body
				}, requestOptionsWithoutManagedFields)
			};
		})();
	}
	performAttempt(prepared, attemptsRemaining, unloading) {
		var _this4 = this;
		return _asyncToGenerator(function* () {
			var _this$options$request2;
			const callerSignal = (_this$options$request2 = _this4.options.requestOptions) === null || _this$options$request2 === void 0 ? void 0 : _this$options$request2.signal;
			if (callerSignal === null || callerSignal === void 0 ? void 0 : callerSignal.aborted) return {
				kind: "terminal",
				failure: { error: callerSignal.reason },
				attemptsMade: 0
			};
			let attemptsMade = 0;
			try {
				var _this$options$request3;
				const response = yield _this4.fetchWithKeepaliveFallback(prepared.requestInit, prepared.bodySize, unloading ? true : (_this$options$request3 = _this4.options.requestOptions) === null || _this$options$request3 === void 0 ? void 0 : _this$options$request3.keepalive, attemptsRemaining, () => attemptsMade++);
				_this4.handleResponse(response, prepared.sessionId);
				if (response.status >= 200 && response.status < 300) return {
					kind: "success",
					attemptsMade
				};
				const failure = { status: response.status };
				if (!RETRYABLE_STATUS_CODES.has(response.status) || unloading) return {
					kind: "terminal",
					failure,
					attemptsMade
				};
				return {
					kind: "retry",
					failure,
					attemptsMade,
					retryAfterMs: WAIT_INTERVAL_STATUS_CODES.has(response.status) ? _this4.getRetryAfterDelayMs(response) : void 0
				};
			} catch (error) {
				const failure = { error };
				if ((callerSignal === null || callerSignal === void 0 ? void 0 : callerSignal.aborted) || !_this4.isFetchNetworkError(error) || unloading) return {
					kind: "terminal",
					failure,
					attemptsMade
				};
				return {
					kind: "retry",
					failure,
					attemptsMade
				};
			}
		})();
	}
	fetchWithKeepaliveFallback(requestInit, bodySize, configuredKeepalive, attemptsRemaining, onFetch) {
		var _this5 = this;
		return _asyncToGenerator(function* () {
			const startedAt = _this5.getNow();
			const reservation = _this5.reserveKeepalive(bodySize, configuredKeepalive);
			try {
				return yield _this5.fetchWithTimeout(_objectSpread2(_objectSpread2({}, requestInit), {}, { keepalive: reservation.keepalive }), _this5.requestTimeoutMs, onFetch);
			} catch (error) {
				var _this$options$request4;
				if (reservation.keepalive && attemptsRemaining > 1 && _this5.isFetchNetworkError(error) && !(error instanceof RequestTimeoutError) && !((_this$options$request4 = _this5.options.requestOptions) === null || _this$options$request4 === void 0 || (_this$options$request4 = _this$options$request4.signal) === null || _this$options$request4 === void 0 ? void 0 : _this$options$request4.aborted)) {
					_this5.logDebug("Retrying failed keepalive request with keepalive disabled.");
					const remainingTimeoutMs = _this5.requestTimeoutMs - (_this5.getNow() - startedAt);
					return _this5.fetchWithTimeout(_objectSpread2(_objectSpread2({}, requestInit), {}, { keepalive: false }), remainingTimeoutMs, onFetch);
				}
				throw error;
			} finally {
				reservation.release();
			}
		})();
	}
	fetchWithTimeout(requestInit, timeoutMs, onFetch) {
		var _this6 = this;
		return _asyncToGenerator(function* () {
			var _this$options$request5;
			const callerSignal = (_this$options$request5 = _this6.options.requestOptions) === null || _this$options$request5 === void 0 ? void 0 : _this$options$request5.signal;
			if (_this6.requestTimeoutMs <= 0 || typeof AbortController === "undefined") {
				onFetch();
				return fetch(_this6.options.url, _objectSpread2(_objectSpread2({}, requestInit), {}, { signal: callerSignal }));
			}
			if (timeoutMs <= 0) throw new RequestTimeoutError("Request timed out");
			const controller = new AbortController();
			const abortFromCaller = () => controller.abort(callerSignal === null || callerSignal === void 0 ? void 0 : callerSignal.reason);
			callerSignal === null || callerSignal === void 0 || callerSignal.addEventListener("abort", abortFromCaller, { once: true });
			let timedOut = false;
			const timeout = setTimeout(() => {
				timedOut = true;
				controller.abort();
			}, timeoutMs);
			try {
				onFetch();
				return yield fetch(_this6.options.url, _objectSpread2(_objectSpread2({}, requestInit), {}, { signal: controller.signal }));
			} catch (error) {
				if (timedOut && !(callerSignal === null || callerSignal === void 0 ? void 0 : callerSignal.aborted)) throw new RequestTimeoutError("Request timed out");
				throw error;
			} finally {
				clearTimeout(timeout);
				callerSignal === null || callerSignal === void 0 || callerSignal.removeEventListener("abort", abortFromCaller);
			}
		})();
	}
	getRetryAfterDelayMs(response) {
		const value = response.headers.get("Retry-After");
		if (!value) return;
		if (/^\d+$/.test(value)) {
			const delay = Number(value) * 1e3;
			return Number.isFinite(delay) ? delay : Number.POSITIVE_INFINITY;
		}
		const now = this.getNow();
		const retryAt = parseHttpDate(value, now);
		return retryAt == null ? void 0 : Math.max(0, retryAt - now);
	}
	reserveKeepalive(bodySize, configuredKeepalive) {
		if (configuredKeepalive === false || bodySize > BEACON_BODY_SIZE_LIMIT || pendingKeepaliveBodySize + bodySize > BEACON_BODY_SIZE_LIMIT || pendingKeepaliveRequests >= MAX_KEEPALIVE_REQUESTS) return {
			keepalive: false,
			release: noop
		};
		pendingKeepaliveBodySize += bodySize;
		pendingKeepaliveRequests++;
		let released = false;
		return {
			keepalive: true,
			release: () => {
				if (!released) {
					released = true;
					pendingKeepaliveBodySize -= bodySize;
					pendingKeepaliveRequests--;
				}
			}
		};
	}
	handleResponse(response, requestSessionId) {
		if (response.status === ACCEPTED && response.headers.get("X-Faro-Session-Status") === "invalid") this.extendFaroSession(this.config, this.logDebug.bind(this), requestSessionId);
		response.text().catch(noop);
	}
	isFetchNetworkError(error) {
		return error instanceof TypeError || error instanceof RequestTimeoutError || error instanceof DOMException && error.name === "AbortError";
	}
	compress(body) {
		return _asyncToGenerator(function* () {
			const stream = new ReadableStream({ start(controller) {
				controller.enqueue(new TextEncoder().encode(body));
				controller.close();
			} }).pipeThrough(new CompressionStream("gzip"));
			const chunks = [];
			const reader = stream.getReader();
			for (;;) {
				const { done, value } = yield reader.read();
				if (done) return new Blob(chunks);
				chunks.push(value);
			}
		})();
	}
	extendFaroSession(config, logDebug, requestSessionId) {
		var _this$metas$value$ses, _fetchUserSession;
		const sessionTrackingConfig = config.sessionTracking;
		if (!(sessionTrackingConfig === null || sessionTrackingConfig === void 0 ? void 0 : sessionTrackingConfig.enabled)) {
			logDebug("Session expired.");
			return;
		}
		const { fetchUserSession, storeUserSession } = getSessionManagerByConfig(sessionTrackingConfig);
		const currentSessionId = (_this$metas$value$ses = this.metas.value.session) === null || _this$metas$value$ses === void 0 ? void 0 : _this$metas$value$ses.id;
		const storedSessionId = (_fetchUserSession = fetchUserSession()) === null || _fetchUserSession === void 0 ? void 0 : _fetchUserSession.sessionId;
		if (!requestSessionId || requestSessionId !== currentSessionId || requestSessionId !== storedSessionId) {
			logDebug("Ignoring stale or cross-tab session-invalid response; request session no longer current.");
			return;
		}
		getUserSessionUpdater({
			fetchUserSession,
			storeUserSession
		})({ forceSessionExtend: true });
		logDebug("Session expired; created new session.");
	}
};
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/k6/meta.js
var k6Meta = () => {
	const k6Properties = window.k6;
	return { k6: _objectSpread2({ isK6Browser: true }, (k6Properties === null || k6Properties === void 0 ? void 0 : k6Properties.testRunId) && { testRunId: k6Properties === null || k6Properties === void 0 ? void 0 : k6Properties.testRunId }) };
};
// node_modules/@grafana/faro-web-sdk/dist/esm/metas/page/meta.js
var currentHref;
var pageId;
function createPageMeta({ generatePageId, initialPageMeta } = {}) {
	const pageMeta = () => {
		const locationHref = location.href;
		if (isFunction(generatePageId) && currentHref !== locationHref) {
			currentHref = locationHref;
			pageId = generatePageId(location);
		}
		return { page: _objectSpread2(_objectSpread2({ url: locationHref }, pageId ? { id: pageId } : {}), initialPageMeta) };
	};
	return pageMeta;
}
// node_modules/@grafana/faro-web-sdk/dist/esm/config/makeCoreConfig.js
var _excluded = [
	"dedupe",
	"eventDomain",
	"globalObjectKey",
	"instrumentations",
	"internalLoggerLevel",
	"isolate",
	"logArgsSerializer",
	"metas",
	"paused",
	"preventGlobalExposure",
	"unpatchedConsole",
	"url",
	"experimental"
];
function makeCoreConfig(browserConfig) {
	var _experimental$trackNa, _browserConfig$userAc, _browserConfig$userAc2, _browserConfig$userAc3, _browserConfig$userAc4, _browserConfig$ignore;
	const transports = [];
	const internalLogger = createInternalLogger(browserConfig.unpatchedConsole, browserConfig.internalLoggerLevel);
	if (browserConfig.transports) {
		if (browserConfig.url || browserConfig.apiKey) internalLogger.error("if \"transports\" is defined, \"url\" and \"apiKey\" should not be defined");
		transports.push(...browserConfig.transports);
	} else if (browserConfig.url) transports.push(new FetchTransport({
		url: browserConfig.url,
		apiKey: browserConfig.apiKey,
		requestCompression: browserConfig.requestCompression
	}));
	else internalLogger.error("either \"url\" or \"transports\" must be defined");
	const { dedupe = true, eventDomain = defaultEventDomain, globalObjectKey = defaultGlobalObjectKey, instrumentations = getWebInstrumentations(), internalLoggerLevel = 1, isolate = false, logArgsSerializer = defaultLogArgsSerializer, metas = createDefaultMetas(browserConfig), paused = false, preventGlobalExposure = false, unpatchedConsole = defaultUnpatchedConsole, url: browserConfigUrl, experimental } = browserConfig, restProperties = _objectWithoutProperties(browserConfig, _excluded);
	const trackNavigation = (_experimental$trackNa = experimental === null || experimental === void 0 ? void 0 : experimental.trackNavigation) !== null && _experimental$trackNa !== void 0 ? _experimental$trackNa : false;
	const userActionsInstrumentation = {
		dataAttributeName: normalizeDataAttributeName((_browserConfig$userAc = (_browserConfig$userAc2 = browserConfig.userActionsInstrumentation) === null || _browserConfig$userAc2 === void 0 ? void 0 : _browserConfig$userAc2.dataAttributeName) !== null && _browserConfig$userAc !== void 0 ? _browserConfig$userAc : userActionDataAttribute),
		excludeItem: (_browserConfig$userAc3 = browserConfig.userActionsInstrumentation) === null || _browserConfig$userAc3 === void 0 ? void 0 : _browserConfig$userAc3.excludeItem,
		initialActivityTimeout: normalizeInitialActivityTimeout((_browserConfig$userAc4 = browserConfig.userActionsInstrumentation) === null || _browserConfig$userAc4 === void 0 ? void 0 : _browserConfig$userAc4.initialActivityTimeout, 100, (message) => internalLogger.warn(message))
	};
	return _objectSpread2(_objectSpread2({}, restProperties), {}, {
		batching: _objectSpread2(_objectSpread2({}, defaultBatchingConfig), browserConfig.batching),
		dedupe,
		globalObjectKey,
		instrumentations: getFilteredInstrumentations(instrumentations, browserConfig),
		internalLoggerLevel,
		isolate,
		logArgsSerializer,
		metas,
		parseStacktrace,
		paused,
		preventGlobalExposure,
		transports,
		unpatchedConsole,
		eventDomain,
		ignoreUrls: [
			...(_browserConfig$ignore = browserConfig.ignoreUrls) !== null && _browserConfig$ignore !== void 0 ? _browserConfig$ignore : [],
			...browserConfigUrl ? [browserConfigUrl] : [],
			/\/collect(?:\/[\w]*)?$/
		],
		sessionTracking: _objectSpread2(_objectSpread2(_objectSpread2({}, defaultSessionTrackingConfig), browserConfig.sessionTracking), crateSessionMeta({
			trackGeolocation: browserConfig.trackGeolocation,
			sessionTracking: browserConfig.sessionTracking
		})),
		userActionsInstrumentation,
		experimental: { trackNavigation }
	});
}
function getFilteredInstrumentations(instrumentations, { experimental }) {
	var _experimental$trackNa2;
	const trackNavigation = (_experimental$trackNa2 = experimental === null || experimental === void 0 ? void 0 : experimental.trackNavigation) !== null && _experimental$trackNa2 !== void 0 ? _experimental$trackNa2 : false;
	return instrumentations.filter((instr) => {
		if (instr.name === "@grafana/faro-web-sdk:instrumentation-navigation" && !trackNavigation) return false;
		return true;
	});
}
function createDefaultMetas(browserConfig) {
	var _browserConfig$pageTr, _browserConfig$metas, _window;
	const { page, generatePageId } = (_browserConfig$pageTr = browserConfig === null || browserConfig === void 0 ? void 0 : browserConfig.pageTracking) !== null && _browserConfig$pageTr !== void 0 ? _browserConfig$pageTr : {};
	const initialMetas = [
		browserMeta,
		osMeta,
		createPageMeta({
			generatePageId,
			initialPageMeta: page
		}),
		...(_browserConfig$metas = browserConfig.metas) !== null && _browserConfig$metas !== void 0 ? _browserConfig$metas : [],
		sdkMeta
	];
	if (isObject((_window = window) === null || _window === void 0 ? void 0 : _window.k6)) return [...initialMetas, k6Meta];
	return initialMetas;
}
function crateSessionMeta({ trackGeolocation, sessionTracking }) {
	var _sessionTracking$sess;
	const overrides = {};
	if (isBoolean(trackGeolocation)) overrides.geoLocationTrackingEnabled = trackGeolocation;
	if (isEmpty(overrides)) return {};
	return { session: _objectSpread2(_objectSpread2({}, (_sessionTracking$sess = sessionTracking === null || sessionTracking === void 0 ? void 0 : sessionTracking.session) !== null && _sessionTracking$sess !== void 0 ? _sessionTracking$sess : {}), {}, { overrides }) };
}
// node_modules/@grafana/faro-web-sdk/dist/esm/initialize.js
function initializeFaro(config) {
	const coreConfig = makeCoreConfig(config);
	if (!coreConfig) return;
	return initializeFaro$1(coreConfig);
}
export { VERSION as $, EVENT_NAVIGATION as A, isObject as At, setInternalFaroOnGlobalObject as B, unknownString as Bt, buildStackFrame as C, isFunction as Ct, getIgnoreUrls as D, isMapDefined as Dt, PersistentSessionsManager as E, isMap as Et, EVENT_VIEW_CHANGED as F, isSyntheticEvent as Ft, getTransportBody as G, defaultEventDomain as Gt, BaseInstrumentation as H, SESSION_EXPIRATION_TIME as Ht, defaultGlobalObjectKey as I, isThenable as It, createInternalLogger as J, BaseTransport as K, faro as L, isToString as Lt, EVENT_SESSION_EXTEND as M, isRegExp as Mt, EVENT_SESSION_RESUME as N, isString as Nt, getUrlFromResource as O, isNull as Ot, EVENT_SESSION_START as P, isSymbol as Pt, transportItemTypeToBodyKey as Q, getInternalFromGlobalObject as R, isTypeof as Rt, getDataFromSafariExtensions as S, isEventDefined as St, VolatileSessionsManager as T, isInt as Tt, defaultExceptionType as U, SESSION_INACTIVITY_TIME as Ut, internalGlobalObjectKey as V, MAX_SESSION_PERSISTENCE_TIME as Vt, UserActionState as W, STORAGE_KEY as Wt, defaultInternalLoggerLevel as X, InternalLoggerLevel as Y, TransportItemType as Z, ViewInstrumentation as _, isEmpty as _t, sdkMeta as a, noop as at, parseStacktrace as b, isErrorEvent as bt, browserMeta as c, defaultLogLevel as ct, CSPInstrumentation as d, isArray as dt, captureMetas as et, UserActionInstrumentation as f, isBoolean as ft, WebVitalsInstrumentation as g, isElementDefined as gt, PerformanceInstrumentation as h, isElement as ht, ConsoleTransport as i, createPromiseBuffer as it, EVENT_ROUTE_CHANGE as j, isPrimitive as jt, EVENT_CLICK as k, isNumber as kt, getWebInstrumentations as l, getCurrentTimestamp as lt, userActionTimeoutDataAttribute as m, isDomException as mt, makeCoreConfig as n, globalObject as nt, createSession as o, LogLevel as ot, userActionDataAttribute as p, isDomError as pt, BaseExtension as q, FetchTransport as r, genShortID as rt, osMeta as s, allLogLevels as st, initializeFaro as t, Observable as tt, NavigationInstrumentation as u, deepEqual as ut, ErrorsInstrumentation as v, isError as vt, SessionInstrumentation as w, isInstanceOf as wt, getStackFramesFromError as x, isEvent as xt, ConsoleInstrumentation as y, isErrorDefined as yt, isInternalFaroOnGlobalObject as z, isUndefined as zt };
