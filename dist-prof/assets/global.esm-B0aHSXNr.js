// node_modules/temporal-utils/dist/errorMessages.js
var expectedPositive = (entityName, num) => `Non-positive ${entityName}: ${num}`;
var expectedFinite = (entityName, num) => `Non-finite ${entityName}: ${num}`;
var forbiddenBigIntToNumber = (entityName) => `Cannot convert bigint to ${entityName}`;
var invalidObject = "Invalid object";
var numberOutOfRange = (entityName, val, min, max) => invalidEntity$1(entityName, val) + `; must be between ${min}-${max}`;
var invalidEntity$1 = (fieldName, val) => `Invalid ${fieldName}: ${val}`;
// node_modules/temporal-utils/dist/utils.js
var nanoInMicro$1 = 1e3;
var nanoInMilli$1 = 1e6;
var nanoInSec$1 = 1e9;
var nanoInMinute$1 = 6e10;
var nanoInHour$1 = 36e11;
function normalizeOptions(options) {
	if (options === void 0) return Object.create(null);
	return requireObjectLike(options);
}
function toFiniteNumber(arg, entityName = "number") {
	if (typeof arg === "bigint") throw new TypeError(forbiddenBigIntToNumber(entityName));
	arg = Number(arg);
	if (!Number.isFinite(arg)) throw new RangeError(expectedFinite(entityName, arg));
	return arg;
}
function toIntegerWithTrunc(arg, entityName) {
	return Math.trunc(toFiniteNumber(arg, entityName)) || 0;
}
function toPositiveIntegerWithTruncation(arg, entityName) {
	return requireNumberIsPositive(toIntegerWithTrunc(arg, entityName), entityName);
}
function requireNumberIsPositive(num, entityName = "number") {
	if (num <= 0) throw new RangeError(expectedPositive(entityName, num));
	return num;
}
function constrainToRange$1(num, min, max) {
	return Math.min(Math.max(num, min), max);
}
function isObjectLike$1(arg) {
	return arg !== null && (typeof arg === "object" || typeof arg === "function");
}
function requireObjectLike(arg) {
	if (!isObjectLike$1(arg)) throw new TypeError(invalidObject);
	return arg;
}
// node_modules/temporal-polyfill/chunks/internal.js
var invalidEntity = invalidEntity$1;
var missingField = (fieldName) => `Missing ${fieldName}`;
var invalidChoice = (fieldName, val, choiceMap) => invalidEntity$1(fieldName, val) + "; must be " + Object.keys(choiceMap).join();
var forbiddenValueOf$1 = "Cannot use valueOf";
var invalidCallingContext = "Invalid calling context";
var missingYear = (allowEra) => "Missing year" + (allowEra ? "/era/eraYear" : "");
var invalidLeapMonth = "Invalid leap month";
var invalidCalendar = (calendarId) => invalidEntity$1("Calendar", calendarId);
var exoticCalendarRequired = (calendarId, remedy) => `Unknown calendar ${calendarId}; might need ${remedy}`;
var invalidTimeZone = (calendarId) => invalidEntity$1("TimeZone", calendarId);
var failedParse = (s) => `Cannot parse: ${s}`;
var invalidFormatType = (branding) => `Cannot format ${branding}`;
var constrainToRange = constrainToRange$1;
var isObjectLike = isObjectLike$1;
function throwRangeError(message) {
	throw new RangeError(message);
}
function throwTypeError(message) {
	throw new TypeError(message);
}
function clampProp(props, propName, min, max, overflow) {
	return clampEntity(propName, ((props, propName) => {
		const propVal = props[propName];
		return void 0 === propVal && throwTypeError(missingField(propName)), propVal;
	})(props, propName), min, max, overflow);
}
function clampEntity(entityName, num, min, max, overflow, choices) {
	const clamped = constrainToRange(num, min, max);
	return overflow && num !== clamped && throwRangeError(((entityName, val, min, max, choices) => choices ? numberOutOfRange(entityName, choices[val], choices[min], choices[max]) : numberOutOfRange(entityName, val, min, max))(entityName, num, min, max, choices)), clamped;
}
function memoize(generator, MapClass = Map, maxSize = 1e4) {
	const map = new MapClass();
	return (key, ...otherArgs) => {
		if (map.has(key)) return map.get(key);
		map.size >= maxSize && map.clear();
		const val = generator(key, ...otherArgs);
		return map.set(key, val), val;
	};
}
var createNameDescriptors = (name) => createPropDescriptors({ name }, 1);
var createPropDescriptors = (propVals, readonly) => mapProps((value) => ({
	value,
	configurable: 1,
	writable: !readonly
}), propVals);
var createStringTagDescriptors = (value) => ({ [Symbol.toStringTag]: {
	value,
	configurable: 1
} });
function mapProps(transformer, props) {
	const res = {};
	for (const propName in props) res[propName] = transformer(props[propName], propName);
	return res;
}
function zipPropsConst(propNames, propVal) {
	const res = {};
	for (const propName of propNames) res[propName] = propVal;
	return res;
}
function createPropGetters(propNames) {
	const getters = {};
	for (const propName of propNames) getters[propName] = (slots) => slots[propName];
	return getters;
}
function pluckProps(propNames, props, dest = Object.create(null)) {
	for (const propName of propNames) dest[propName] = props[propName];
	return dest;
}
function allPropsEqual(propNames, props0, props1) {
	for (const propName of propNames) if (props0[propName] !== props1[propName]) return 0;
	return 1;
}
function zeroOutProps(propNames, clearUntilI, props) {
	const copy = { ...props };
	for (let i = 0; i < clearUntilI; i++) copy[propNames[i]] = 0;
	return copy;
}
function bindArgs(f, ...boundArgs) {
	return (...dynamicArgs) => f(...boundArgs, ...dynamicArgs);
}
function identity(arg) {
	return arg;
}
function noop() {}
function capitalize(s) {
	return s[0].toUpperCase() + s.substring(1);
}
function sortStrings(...strss) {
	return [].concat(...strss).sort();
}
function createRegExp(meat) {
	return new RegExp(`^${meat}$`);
}
function parseSubsecNano(fracStr) {
	return parseInt(fracStr.padEnd(9, "0"));
}
function parseInt0(s) {
	return void 0 === s ? 0 : parseInt(s);
}
function padNumber(digits, num) {
	return String(num).padStart(digits, "0");
}
var padNumber2 = /*@__PURE__*/ bindArgs(padNumber, 2);
function compareNumbers(a, b) {
	return Math.sign(a - b);
}
function compareBigInts(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}
function divFloorBigInt(num, denom) {
	const whole = num / denom;
	return num % denom < 0n ? whole - 1n : whole;
}
function divModFloorBigInt(num, divisor) {
	const quotient = divFloorBigInt(num, divisor);
	return [quotient, num - quotient * divisor];
}
function divModFloor(num, divisor) {
	return [Math.floor(num / divisor), modFloor(num, divisor)];
}
function modFloor(num, divisor) {
	return (num % divisor + divisor) % divisor;
}
function divTrunc(num, divisor) {
	return Math.trunc(num / divisor) || 0;
}
function modTrunc(num, divisor) {
	return num % divisor || 0;
}
function fabricateNearHalfFraction(halfCompare, sign = 1) {
	return sign * (.5 + halfCompare / 5);
}
function hasHalf(num) {
	return .5 === Math.abs(num % 1);
}
var isoCalendarId = "iso8601";
var gregoryEraOrigins = {
	"bce": -1,
	"ce": 0
};
function normalizeEraName(era) {
	const normalized = era.normalize("NFD").toLowerCase().replace(/[^a-z0-9]/g, "");
	return "bc" === normalized || "b" === normalized ? "bce" : "ad" === normalized || "a" === normalized ? "ce" : normalized;
}
function getCalendarSlotId(calendar) {
	return calendar === void 0 ? "iso8601" : 0 === calendar ? "gregory" : calendar.id;
}
var monthCodeRegExp = /^M(\d{2})(L?)$/;
function parseMonthCode(monthCode) {
	const m = monthCodeRegExp.exec(monthCode);
	return m || throwRangeError(((monthCode) => `Invalid monthCode: ${monthCode}`)(monthCode)), [parseInt(m[1]), Boolean(m[2])];
}
function formatMonthCode(monthCodeNumber, isLeapMonth) {
	return "M" + padNumber2(monthCodeNumber) + (isLeapMonth ? "L" : "");
}
function monthCodeNumberToMonth(monthCodeNumber, isLeapMonth, leapMonth) {
	return monthCodeNumber + (isLeapMonth || leapMonth && monthCodeNumber >= leapMonth ? 1 : 0);
}
var unitNameMap = {
	nanosecond: 0,
	microsecond: 1,
	millisecond: 2,
	second: 3,
	minute: 4,
	hour: 5,
	day: 6,
	week: 7,
	month: 8,
	year: 9
};
var unitNamesAsc = /*@__PURE__*/ Object.keys(unitNameMap);
var nanoInMicro = nanoInMicro$1;
var nanoInMilli = nanoInMilli$1;
var nanoInSec = nanoInSec$1;
var nanoInMinute = nanoInMinute$1;
var nanoInHour = nanoInHour$1;
var nanoInUtcDay = 864e11;
var unitNanoMap = [
	1,
	nanoInMicro,
	nanoInMilli,
	nanoInSec,
	nanoInMinute,
	nanoInHour,
	nanoInUtcDay
];
var bigNanoInMicro = /*@__PURE__*/ BigInt(nanoInMicro);
var bigNanoInMilli = /*@__PURE__*/ BigInt(nanoInMilli);
var bigNanoInSec = /*@__PURE__*/ BigInt(nanoInSec);
var bigNanoInMinute = /*@__PURE__*/ BigInt(nanoInMinute);
var bigNanoInHour = /*@__PURE__*/ BigInt(nanoInHour);
var bigNanoInUtcDay = /*@__PURE__*/ BigInt(nanoInUtcDay);
function divideBigNanoToExactNumber(bigNano, divisorNano) {
	const days = Number(bigNano / bigNanoInUtcDay);
	const timeNano = Number(bigNano % bigNanoInUtcDay);
	return days * (nanoInUtcDay / divisorNano) + (Math.trunc(timeNano / divisorNano) + timeNano % divisorNano / divisorNano);
}
var timeFieldNamesAsc = /*@__PURE__*/ unitNamesAsc.slice(0, 6);
var timeGetters = /*@__PURE__*/ createPropGetters(timeFieldNamesAsc);
var yearFieldNamesAsc = ["year"];
var dayFieldNamesAsc = ["day"];
var calendarDateFieldNamesAsc = [
	"day",
	"month",
	"year"
];
var offsetFieldNames = ["offset"];
var timeZoneFieldNames = ["timeZone"];
var eraYearFieldNames = ["era", "eraYear"];
var allYearFieldNames = [
	"era",
	"eraYear",
	"year"
];
var monthFieldNames = ["month", "monthCode"];
var monthDayFieldNames = [
	"day",
	"month",
	"monthCode"
];
var timeFieldNamesAlpha = /*@__PURE__*/ sortStrings(timeFieldNamesAsc);
var yearFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(eraYearFieldNames, yearFieldNamesAsc);
var yearMonthFieldNamesAlpha = /*@__PURE__*/ sortStrings(monthFieldNames, yearFieldNamesAsc);
var yearMonthFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(eraYearFieldNames, yearMonthFieldNamesAlpha);
var yearMonthCodeFieldNamesAlpha = /*@__PURE__*/ sortStrings(["monthCode"], yearFieldNamesAsc);
var yearMonthCodeFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(eraYearFieldNames, yearMonthCodeFieldNamesAlpha);
var monthCodeDayFieldNamesAlpha = /*@__PURE__*/ sortStrings(dayFieldNamesAsc, ["monthCode"]);
var dateFieldNamesAlpha = /*@__PURE__*/ sortStrings(dayFieldNamesAsc, yearMonthFieldNamesAlpha);
var dateFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(dayFieldNamesAsc, eraYearFieldNames, yearMonthFieldNamesAlpha);
var dateTimeFieldNamesAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesAlpha, timeFieldNamesAsc);
var dateTimeFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesWithEraAlpha, timeFieldNamesAsc);
var dateTimeAndOffsetFieldNamesAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesAlpha, timeFieldNamesAsc, offsetFieldNames);
var dateTimeAndOffsetFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesWithEraAlpha, timeFieldNamesAsc, offsetFieldNames);
var dateTimeAndZoneFieldNamesAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesAlpha, timeFieldNamesAsc, offsetFieldNames, timeZoneFieldNames);
var dateTimeAndZoneFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(dateFieldNamesWithEraAlpha, timeFieldNamesAsc, offsetFieldNames, timeZoneFieldNames);
var yearMonthCodeDayFieldNamesAlpha = /*@__PURE__*/ sortStrings(dayFieldNamesAsc, yearMonthCodeFieldNamesAlpha);
var yearMonthCodeDayFieldNamesWithEraAlpha = /*@__PURE__*/ sortStrings(dayFieldNamesAsc, eraYearFieldNames, yearMonthCodeFieldNamesAlpha);
var timeFieldDefaults = /*@__PURE__*/ zipPropsConst(timeFieldNamesAsc, 0);
function validateTimeFields(timeFields) {
	return constrainTimeFields(timeFields, 1), timeFields;
}
var maxValues = {
	hour: 23,
	minute: 59,
	second: 59
};
function constrainTimeFields(timeFields, overflow) {
	const constrainedFields = {};
	for (const fieldName of timeFieldNamesAsc) constrainedFields[fieldName] = clampEntity(fieldName, timeFields[fieldName], 0, maxValues[fieldName] || 999, overflow);
	return constrainedFields;
}
function timeFieldsToNano(timeFields) {
	return timeFieldsToSec(timeFields) * nanoInSec + timeFieldsToSubsecNano(timeFields);
}
function timeFieldsToMilli(timeFields) {
	return 1e3 * timeFieldsToSec(timeFields) + timeFields.millisecond;
}
function timeFieldsToSec(timeFields) {
	return 3600 * timeFields.hour + 60 * timeFields.minute + timeFields.second;
}
function timeFieldsToSubsecNano(timeFields) {
	return timeFields.millisecond * nanoInMilli + timeFields.microsecond * nanoInMicro + timeFields.nanosecond;
}
function nanoToTimeAndDay(nano) {
	const [dayDelta, timeNano] = divModFloor(nano, nanoInUtcDay);
	return [nanoToTimeFields(timeNano), dayDelta];
}
function nanoToTimeFields(timeNano) {
	const [timeMilli, nanoAfterMilli] = divModFloor(timeNano, nanoInMilli);
	const [microsecond, nanosecond] = divModFloor(nanoAfterMilli, nanoInMicro);
	return milliToTimeFields(timeMilli, microsecond, nanosecond);
}
function milliToTimeFields(timeMilli, microsecond = 0, nanosecond = 0) {
	const [hour, milliAfterHour] = divModFloor(timeMilli, 36e5);
	const [minute, milliAfterMinute] = divModFloor(milliAfterHour, 6e4);
	const [second, millisecond] = divModFloor(milliAfterMinute, 1e3);
	return {
		hour,
		minute,
		second,
		millisecond,
		microsecond,
		nanosecond
	};
}
function epochNanoToSecMod(epochNano) {
	const [epochSec, nano] = divModFloorBigInt(epochNano, bigNanoInSec);
	return [Number(epochSec), Number(nano)];
}
function epochNanoToMilli(epochNano) {
	return Number(divFloorBigInt(epochNano, bigNanoInMilli));
}
function isoDateTimeToEpochNano(isoDateTime) {
	return isoDateToEpochNano(isoDateTime) + BigInt(timeFieldsToNano(isoDateTime));
}
function isoDateTimeToEpochMilli(isoDateTime) {
	return isoDateToEpochMilli(isoDateTime) + timeFieldsToMilli(isoDateTime);
}
function isoDateToEpochNano(isoDate) {
	return BigInt(isoDateToEpochDays(isoDate)) * bigNanoInUtcDay;
}
function isoDateToEpochMilli(isoDate) {
	return 864e5 * isoDateToEpochDays(isoDate);
}
function isoDateToEpochDays(isoDate) {
	return isoPartsToEpochDays(isoDate.year, isoDate.month, isoDate.day);
}
function isoPartsToEpochDays(isoYear, isoMonth = 1, isoDay = 1) {
	const monthIndex = isoMonth - 1;
	return isoYear += Math.floor(monthIndex / 12), isoMonth = modFloor(monthIndex, 12), Date.UTC(isoYear % 400 - 400, isoMonth, 0) / 864e5 + 146097 * (divTrunc(isoYear, 400) + 1) + isoDay;
}
function epochNanoToIsoDateTime(epochNano) {
	const [epochDays, nanoAfterDay] = divModFloorBigInt(epochNano, bigNanoInUtcDay);
	return {
		...epochDaysToIsoDate(Number(epochDays)),
		...nanoToTimeFields(Number(nanoAfterDay))
	};
}
function epochDaysToIsoDate(epochDays) {
	const legacyDate = /* @__PURE__ */ new Date(864e5 * modFloor(epochDays, 146097));
	return {
		year: legacyDate.getUTCFullYear() + 400 * Math.floor(epochDays / 146097),
		month: legacyDate.getUTCMonth() + 1,
		day: legacyDate.getUTCDate()
	};
}
function computeIsoMonthCodeParts(month) {
	return [month, 0];
}
function computeIsoYearMonthFieldsForMonthDay(monthCodeNumber, isLeapMonth) {
	if (!isLeapMonth) return {
		year: 1972,
		month: monthCodeNumber
	};
}
function computeIsoFieldsFromParts(year, month, day) {
	return {
		year,
		month,
		day
	};
}
function computeIsoDaysInMonth(year, month) {
	switch (month) {
		case 2: return computeIsoInLeapYear(year) ? 29 : 28;
		case 4:
		case 6:
		case 9:
		case 11: return 30;
	}
	return 31;
}
function computeIsoDaysInYear(year) {
	return computeIsoInLeapYear(year) ? 366 : 365;
}
function computeIsoInLeapYear(year) {
	return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
}
function addIsoMonths(year, month, monthDelta) {
	return year += divTrunc(monthDelta, 12), (month += modTrunc(monthDelta, 12)) < 1 ? (year--, month += 12) : month > 12 && (year++, month -= 12), {
		year,
		month
	};
}
function diffIsoMonthSlots(year0, month0, year1, month1) {
	return 12 * (year1 - year0) + month1 - month0;
}
function computeIsoDayOfWeek(isoDate) {
	return modFloor(isoPartsToEpochDays(isoDate.year, isoDate.month, isoDate.day) + 4, 7) || 7;
}
function computeIsoDayOfYear(isoDate) {
	return isoPartsToEpochDays(isoDate.year, isoDate.month, isoDate.day) - isoPartsToEpochDays(isoDate.year) + 1;
}
function computeIsoWeekFields(isoDate) {
	let yearOfWeek = isoDate.year;
	let weekOfYear = Math.floor((computeIsoDayOfYear(isoDate) - computeIsoDayOfWeek(isoDate) + 10) / 7);
	let weeksInYear = computeIsoWeeksInYear(yearOfWeek);
	return weekOfYear < 1 ? weekOfYear = weeksInYear = computeIsoWeeksInYear(--yearOfWeek) : weekOfYear > weeksInYear && (weekOfYear = 1, weeksInYear = computeIsoWeeksInYear(++yearOfWeek)), {
		weekOfYear,
		yearOfWeek,
		De: weeksInYear
	};
}
function computeIsoWeeksInYear(year) {
	const y0DayOfWeek = computeIsoDayOfWeek({
		year,
		month: 1,
		day: 1
	});
	return 4 === y0DayOfWeek || 3 === y0DayOfWeek && computeIsoInLeapYear(year) ? 53 : 52;
}
function computeGregoryEraFields({ year }) {
	return year < 1 ? {
		era: "bce",
		eraYear: 1 - year
	} : {
		era: "ce",
		eraYear: year
	};
}
function validateIsoDateTimeFields(isoDateTime) {
	return validateIsoDateFields(isoDateTime), validateTimeFields(isoDateTime);
}
function validateIsoDateFields(isoInternals) {
	return constrainIsoDateFields(isoInternals, 1), isoInternals;
}
function constrainIsoDateFields(isoDate, overflow) {
	const { year } = isoDate;
	const month = clampProp(isoDate, "month", 1, 12, overflow);
	return {
		year,
		month,
		day: clampProp(isoDate, "day", 1, computeIsoDaysInMonth(year, month), overflow)
	};
}
function computeCalendarDateFields(calendar, isoDate) {
	return calendar ? calendar.de(isoDate) : isoDate;
}
function computeCalendarMonthCodeParts(calendar, year, month) {
	return calendar ? calendar.L(year, month) : computeIsoMonthCodeParts(month);
}
function computeCalendarEraFields(calendar, isoDate) {
	return 0 === calendar ? computeGregoryEraFields(isoDate) : calendar && calendar.h?.(isoDate) || {};
}
function computeCalendarIsoFieldsFromParts(calendar, year, month, day) {
	return calendar ? calendar.fe(year, month, day) : computeIsoFieldsFromParts(year, month, day);
}
function computeCalendarMonthsInYearForYear(calendar, year) {
	return calendar ? calendar.j(year) : 12;
}
function computeCalendarDaysInMonthForYearMonth(calendar, year, month) {
	return calendar ? calendar.o(year, month) : computeIsoDaysInMonth(year, month);
}
function computeCalendarMonthCode(calendar, isoDate) {
	const { year, month } = computeCalendarDateFields(calendar, isoDate);
	const [monthCodeNumber, isLeapMonth] = computeCalendarMonthCodeParts(calendar, year, month);
	return formatMonthCode(monthCodeNumber, isLeapMonth);
}
function computeCalendarInLeapYear(calendar, isoDate) {
	const { year } = computeCalendarDateFields(calendar, isoDate);
	return calendar ? calendar.q(year) : computeIsoInLeapYear(year);
}
function computeCalendarMonthsInYear(calendar, isoDate) {
	const { year } = computeCalendarDateFields(calendar, isoDate);
	return computeCalendarMonthsInYearForYear(calendar, year);
}
function computeCalendarDaysInMonth(calendar, isoDate) {
	const { year, month } = computeCalendarDateFields(calendar, isoDate);
	return computeCalendarDaysInMonthForYearMonth(calendar, year, month);
}
function computeCalendarDaysInYear(calendar, isoDate) {
	const { year } = computeCalendarDateFields(calendar, isoDate);
	return calendar ? calendar.i(year) : computeIsoDaysInYear(year);
}
function computeCalendarDayOfYear(calendar, isoDate) {
	if (!calendar) return computeIsoDayOfYear(isoDate);
	const { year } = computeCalendarDateFields(calendar, isoDate);
	const yearStartIsoDate = computeCalendarIsoFieldsFromParts(calendar, year, 1, 1);
	return isoDateToEpochDays(isoDate) - isoDateToEpochDays(yearStartIsoDate) + 1;
}
function computeCalendarWeekOfYear(calendar, isoDate) {
	return calendar === void 0 ? computeIsoWeekFields(isoDate).weekOfYear : void 0;
}
function computeCalendarYearOfWeek(calendar, isoDate) {
	return calendar === void 0 ? computeIsoWeekFields(isoDate).yearOfWeek : void 0;
}
var durationFieldNamesAsc = /*@__PURE__*/ unitNamesAsc.map((unitName) => unitName + "s");
var durationGetters = /*@__PURE__*/ createPropGetters(durationFieldNamesAsc);
var durationFieldNamesAlpha = /*@__PURE__*/ sortStrings(durationFieldNamesAsc);
var durationTimeFieldNamesAsc = /*@__PURE__*/ durationFieldNamesAsc.slice(0, 6);
var durationDateFieldNamesAsc = /*@__PURE__*/ durationFieldNamesAsc.slice(6);
var durationCalendarFieldNamesAsc = /*@__PURE__*/ durationDateFieldNamesAsc.slice(1);
var durationFieldDefaults = /*@__PURE__*/ zipPropsConst(durationFieldNamesAsc, 0);
var durationTimeFieldDefaults = /*@__PURE__*/ zipPropsConst(durationTimeFieldNamesAsc, 0);
var clearDurationFields = /*@__PURE__*/ bindArgs(zeroOutProps, durationFieldNamesAsc);
function requirePropDefined(optionName, optionVal) {
	return optionVal ?? throwRangeError(missingField(optionName)), optionVal;
}
var requireString = /*@__PURE__*/ bindArgs(requireType, "string");
function requireType(typeName, arg, entityName = typeName) {
	return typeof arg !== typeName && throwTypeError(invalidEntity(entityName, arg)), arg;
}
function requireNumberIsInteger(num, entityName = "number") {
	return Number.isInteger(num) || throwRangeError(((entityName, num) => `Non-integer ${entityName}: ${num}`)(entityName, num)), num || 0;
}
function toString(arg) {
	return "symbol" == typeof arg && throwTypeError("Cannot convert Symbol to string"), String(arg);
}
function toPrimitiveWithStringHint(arg) {
	if (!isObjectLike$1(arg)) return arg;
	const exoticToPrimitive = arg[Symbol.toPrimitive];
	if (null != exoticToPrimitive) {
		"function" != typeof exoticToPrimitive && throwTypeError();
		const primitive = Reflect.apply(exoticToPrimitive, arg, ["string"]);
		return isObjectLike$1(primitive) && throwTypeError(), primitive;
	}
	return Date.prototype[Symbol.toPrimitive].call(arg, "string");
}
function toBigInt(bi) {
	return "boolean" == typeof bi ? BigInt(bi ? 1 : 0) : "string" == typeof bi ? BigInt(bi) : ("bigint" != typeof bi && throwTypeError(`Invalid bigint: ${bi}`), bi);
}
function toStrictInteger(arg, entityName) {
	return requireNumberIsInteger(toFiniteNumber(arg, entityName), entityName);
}
var smallestUnitStr = "smallestUnit";
var overflowMap = {
	constrain: 0,
	reject: 1
};
var epochDisambigMap = {
	compatible: 0,
	reject: 1,
	earlier: 2,
	later: 3
};
var offsetDisambigMap = {
	reject: 0,
	use: 1,
	prefer: 2,
	ignore: 3
};
var calendarDisplayMap = {
	auto: 0,
	never: 1,
	critical: 2,
	always: 3
};
var timeZoneDisplayMap = {
	auto: 0,
	never: 1,
	critical: 2
};
var offsetDisplayMap = {
	auto: 0,
	never: 1
};
var roundingModeMap = {
	floor: 0,
	halfFloor: 1,
	ceil: 2,
	halfCeil: 3,
	trunc: 4,
	halfTrunc: 5,
	expand: 6,
	halfExpand: 7,
	halfEven: 8
};
var roundingModeFuncs = [
	Math.floor,
	(num) => hasHalf(num) ? Math.floor(num) : Math.round(num),
	Math.ceil,
	(num) => hasHalf(num) ? Math.ceil(num) : Math.round(num),
	Math.trunc,
	(num) => hasHalf(num) ? Math.trunc(num) || 0 : Math.round(num),
	(num) => num < 0 ? Math.floor(num) : Math.ceil(num),
	(num) => Math.sign(num) * Math.round(Math.abs(num)) || 0,
	(num) => hasHalf(num) ? (num = Math.trunc(num) || 0) + num % 2 : Math.round(num)
];
var directionMap = {
	previous: -1,
	next: 1
};
function coerceRoundingIncInteger(options) {
	const roundingInc = options.roundingIncrement;
	if (void 0 === roundingInc) return 1;
	const integer = toIntegerWithTrunc(roundingInc, "roundingIncrement");
	return (integer < 1 || integer > 10 ** 9) && throwRangeError(invalidEntity("roundingIncrement", integer)), integer;
}
function coerceFractionalSecondDigits(options) {
	let subsecDigits = options.fractionalSecondDigits;
	if (void 0 !== subsecDigits) {
		if ("number" != typeof subsecDigits) {
			if ("auto" === toString(subsecDigits)) return;
			throwRangeError(invalidEntity("fractionalSecondDigits", subsecDigits));
		}
		subsecDigits = clampEntity("fractionalSecondDigits", Math.floor(subsecDigits), 0, 9, 1);
	}
	return subsecDigits;
}
function coerceUnitOption(optionName, options, minUnit = 0, ensureDefined) {
	let unitStr = options[optionName];
	if (void 0 === unitStr) return ensureDefined ? minUnit : void 0;
	if (unitStr = toString(unitStr), "auto" === unitStr) return ensureDefined ? minUnit : null;
	let unit = unitNameMap[unitStr];
	return void 0 === unit && (unit = durationFieldNamesAsc.indexOf(unitStr)), unit < 0 && throwRangeError(invalidChoice(optionName, unitStr, unitNameMap)), unit;
}
function coerceChoiceOption(optionName, enumNameMap, options, defaultChoice = 0) {
	const enumArg = options[optionName];
	if (void 0 === enumArg) return defaultChoice;
	const enumStr = toString(enumArg);
	const enumNum = enumNameMap[enumStr];
	return void 0 === enumNum && throwRangeError(invalidChoice(optionName, enumStr, enumNameMap)), enumNum;
}
var coerceSmallestUnit = /*@__PURE__*/ bindArgs(coerceUnitOption, smallestUnitStr);
var coerceLargestUnit = /*@__PURE__*/ bindArgs(coerceUnitOption, "largestUnit");
var coerceTotalUnit = /*@__PURE__*/ bindArgs(coerceUnitOption, "unit");
var coerceOverflow = /*@__PURE__*/ bindArgs(coerceChoiceOption, "overflow", overflowMap);
var coerceEpochDisambig = /*@__PURE__*/ bindArgs(coerceChoiceOption, "disambiguation", epochDisambigMap);
var coerceOffsetDisambig = /*@__PURE__*/ bindArgs(coerceChoiceOption, "offset", offsetDisambigMap);
var coerceCalendarDisplay = /*@__PURE__*/ bindArgs(coerceChoiceOption, "calendarName", calendarDisplayMap);
var coerceTimeZoneDisplay = /*@__PURE__*/ bindArgs(coerceChoiceOption, "timeZoneName", timeZoneDisplayMap);
var coerceOffsetDisplay = /*@__PURE__*/ bindArgs(coerceChoiceOption, "offset", offsetDisplayMap);
var coerceRoundingMode = /*@__PURE__*/ bindArgs(coerceChoiceOption, "roundingMode", roundingModeMap);
var coerceDirection = /*@__PURE__*/ bindArgs(coerceChoiceOption, "direction", directionMap);
function normalizeOptionsOrString(options, optionName) {
	return "string" == typeof options ? ((optionName, optionVal) => {
		const res = Object.create(null);
		return res[optionName] = optionVal, res;
	})(optionName, options) : requireObjectLike(options);
}
function validateRoundingInc(roundingInc, smallestUnit, allowManyLargeUnits, solarMode) {
	const upUnitNano = solarMode ? nanoInUtcDay : unitNanoMap[smallestUnit + 1];
	if (upUnitNano) {
		const incNano = roundingInc * unitNanoMap[smallestUnit];
		(upUnitNano % incNano || !solarMode && incNano === upUnitNano) && throwRangeError(invalidEntity("roundingIncrement", roundingInc));
	} else !allowManyLargeUnits && roundingInc > 1 && throwRangeError(invalidEntity("roundingIncrement", roundingInc));
	return roundingInc;
}
function validateUnitRange(optionName, unit, minUnit, maxUnit) {
	return null != unit && clampEntity(optionName, unit, minUnit, maxUnit, 1, unitNamesAsc), unit;
}
function checkLargestSmallestUnit(largestUnit, smallestUnit) {
	smallestUnit > largestUnit && throwRangeError("smallestUnit > largestUnit");
}
function refineDiffOptions(roundingModeInvert, options, defaultLargestUnit, maxUnit = 9, minUnit = 0, defaultRoundingMode = 4) {
	options = normalizeOptions(options);
	let largestUnit = coerceLargestUnit(options, minUnit);
	let roundingInc = coerceRoundingIncInteger(options);
	let roundingMode = coerceRoundingMode(options, defaultRoundingMode);
	let smallestUnit = coerceSmallestUnit(options, minUnit, 1);
	return largestUnit = validateUnitRange("largestUnit", largestUnit, minUnit, maxUnit), smallestUnit = validateUnitRange(smallestUnitStr, smallestUnit, minUnit, maxUnit), null == largestUnit ? largestUnit = Math.max(defaultLargestUnit, smallestUnit) : checkLargestSmallestUnit(largestUnit, smallestUnit), roundingInc = validateRoundingInc(roundingInc, smallestUnit, 1), roundingModeInvert && (roundingMode = ((roundingMode) => roundingMode < 4 ? (roundingMode + 2) % 4 : roundingMode)(roundingMode)), [
		largestUnit,
		smallestUnit,
		roundingInc,
		roundingMode
	];
}
function refineRoundingOptions(options, maxUnit = 6, solarMode) {
	let roundingInc = coerceRoundingIncInteger(options = normalizeOptionsOrString(options, smallestUnitStr));
	const roundingMode = coerceRoundingMode(options, 7);
	let smallestUnit = coerceSmallestUnit(options);
	return smallestUnit = requirePropDefined(smallestUnitStr, smallestUnit), smallestUnit = validateUnitRange(smallestUnitStr, smallestUnit, 0, maxUnit), roundingInc = validateRoundingInc(roundingInc, smallestUnit, void 0, solarMode), [
		smallestUnit,
		roundingInc,
		roundingMode
	];
}
function combineDateAndTime(isoDate, time) {
	return pluckProps(calendarDateFieldNamesAsc, isoDate, pluckProps(timeFieldNamesAsc, time));
}
var epochNanoMax = /*@__PURE__*/ BigInt(1e8) * bigNanoInUtcDay;
var epochNanoMin = /*@__PURE__*/ BigInt(-1e8) * bigNanoInUtcDay;
var plainDateEpochNanoMin = epochNanoMin - bigNanoInUtcDay;
function checkIsoYearMonthInBounds(isoDate) {
	const isoYearMonthIndex = 12 * isoDate.year + isoDate.month;
	return (isoYearMonthIndex < -3261848 || isoYearMonthIndex > 3309129) && throwRangeError("Out-of-bounds date"), isoDate;
}
function checkIsoDateInBounds(isoDate, allowPlainDateLowerEdge = 1) {
	const epochNano = isoDateToEpochNano(isoDate);
	return (epochNano < (allowPlainDateLowerEdge ? plainDateEpochNanoMin : epochNanoMin) || epochNano > epochNanoMax) && throwRangeError("Out-of-bounds date"), isoDate;
}
function checkIsoDateTimeInBounds(isoDateTime) {
	return checkIsoDateTimeEpochNanoInBounds(isoDateTimeToEpochNano(isoDateTime)), isoDateTime;
}
function checkIsoDateTimeEpochNanoInBounds(epochNano) {
	return (epochNano <= plainDateEpochNanoMin || epochNano >= epochNanoMax + bigNanoInUtcDay) && throwRangeError("Out-of-bounds date"), epochNano;
}
function checkEpochNanoInBounds(epochNano) {
	return (epochNano < epochNanoMin || epochNano > epochNanoMax) && throwRangeError("Out-of-bounds date"), epochNano;
}
function isoDateTimeAndOffsetToEpochNano(isoDateTime, offsetNano) {
	return checkEpochNanoInBounds(isoDateToEpochNano(isoDateTime) + BigInt(timeFieldsToNano(isoDateTime) - offsetNano));
}
function roundNumberToInc(num, roundingInc, roundingMode) {
	return roundWithMode(num / roundingInc, roundingMode) * roundingInc || 0;
}
function roundWithMode(num, roundingMode) {
	return roundingModeFuncs[roundingMode](num);
}
function totalRelativeUnit(wholeValue, sign, endEpochNano, moveValueToEpochNano) {
	const unitWindow = clampRelativeUnitValue(wholeValue, sign, moveValueToEpochNano, endEpochNano);
	return interpolateRelativeUnitWindow(unitWindow, Number(endEpochNano - unitWindow.N) / Number(unitWindow.te - unitWindow.N));
}
function roundRelativeUnitWindow(unitWindow, endEpochNano, roundingInc, roundingMode) {
	return roundNumberToInc(interpolateRelativeUnitWindow(unitWindow, computeEpochNanoFrac(endEpochNano, unitWindow.N, unitWindow.te)), roundingInc, roundingMode);
}
function clampRelativeUnitValue(startValue, valueDelta, moveValueToEpochNano, epochNanoProgress) {
	let unitWindow = computeRelativeUnitWindow(startValue, valueDelta, moveValueToEpochNano);
	return ((epochNanoProgress, epochNano0, epochNano1, sign) => sign > 0 ? epochNano0 <= epochNanoProgress && epochNanoProgress <= epochNano1 : epochNano1 <= epochNanoProgress && epochNanoProgress <= epochNano0)(epochNanoProgress, unitWindow.N, unitWindow.te, Math.sign(valueDelta)) || (unitWindow = computeRelativeUnitWindow(startValue + valueDelta, valueDelta, moveValueToEpochNano)), unitWindow;
}
function computeRelativeUnitWindow(startValue, valueDelta, moveValueToEpochNano) {
	const endValue = startValue + valueDelta;
	return {
		ve: startValue,
		pe: endValue,
		N: moveValueToEpochNano(startValue),
		te: moveValueToEpochNano(endValue)
	};
}
function interpolateRelativeUnitWindow(unitWindow, fraction) {
	return unitWindow.ve + fraction * (unitWindow.pe - unitWindow.ve);
}
function computeEpochNanoFrac(epochNanoProgress, epochNano0, epochNano1) {
	const denomBig = epochNano1 - epochNano0;
	const numeratorBig = epochNanoProgress - epochNano0;
	if (!numeratorBig) return 0;
	const absNumerator = numeratorBig < 0n ? -numeratorBig : numeratorBig;
	const absDenom = denomBig < 0n ? -denomBig : denomBig;
	const fracSign = compareBigInts(numeratorBig, 0n) === compareBigInts(denomBig, 0n) ? 1 : -1;
	return compareBigInts(absNumerator, absDenom) <= 0 ? absNumerator === absDenom ? fracSign : fabricateNearHalfFraction(compareBigInts(2n * absNumerator, absDenom), fracSign) : Number(numeratorBig) / Number(denomBig);
}
function createEpochNanoSlots(epochNano) {
	return { epochNanoseconds: epochNano };
}
function createZonedEpochNanoSlots(epochNano, timeZone, calendar) {
	return {
		calendar,
		timeZone,
		epochNanoseconds: epochNano
	};
}
function createDateTimeSlots(isoDateTime, calendar) {
	return pluckProps(timeFieldNamesAsc, isoDateTime, createDateSlots(isoDateTime, calendar));
}
function createDateSlots(isoDate, calendar) {
	return pluckProps(calendarDateFieldNamesAsc, isoDate, { calendar });
}
function createTimeSlots(time) {
	return pluckProps(timeFieldNamesAsc, time);
}
function createDurationSlots(durationFields) {
	return pluckProps(durationFieldNamesAsc, durationFields, { sign: computeDurationSign(durationFields) });
}
function roundZonedEpochSlotsToUnit(slots, smallestUnit, roundingInc, roundingMode) {
	return createZonedEpochNanoSlots(6 === smallestUnit ? roundZonedEpochToDay(slots, roundingMode) : roundZonedEpochToTime(slots, smallestUnit, roundingInc, roundingMode), slots.timeZone, slots.calendar);
}
function computeZonedHoursInDay(slots) {
	const [epochNano0, epochNano1] = computeZonedDayEpochInterval(slots);
	return divideBigNanoToExactNumber(epochNano1 - epochNano0, nanoInHour);
}
function computeZonedStartOfDay(slots) {
	const { timeZone, calendar } = slots;
	return createZonedEpochNanoSlots(getStartOfDayInstantFor(timeZone, combineDateAndTime(zonedEpochSlotsToIso(slots), timeFieldDefaults)), timeZone, calendar);
}
function roundRelativeDuration(durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, relativeOps, isZoned) {
	if (0 === smallestUnit && 1 === roundingInc) return durationFields;
	const sign = computeDurationSign(durationFields) || 1;
	let [roundedDurationFields, roundedEpochNano, grewBigUnit] = (isUniformUnit(smallestUnit, isZoned) ? isZoned && smallestUnit < 6 && largestUnit >= 6 ? nudgeZonedTimeDuration : nudgeDayTimeDuration : nudgeRelativeDuration)(sign, durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, relativeOps);
	return grewBigUnit && 7 !== smallestUnit && (roundedDurationFields = ((durationFields, endEpochNano, largestUnit, smallestUnit, sign, relativeOps) => {
		for (let currentUnit = smallestUnit + 1; currentUnit <= largestUnit; currentUnit++) {
			if (7 === currentUnit && 7 !== largestUnit) continue;
			const baseDurationFields = clearDurationFields(currentUnit, durationFields);
			baseDurationFields[durationFieldNamesAsc[currentUnit]] += sign;
			const thresholdCompare = compareBigInts(endEpochNano, moveRelativeMarkerToEpochNano(relativeOps, baseDurationFields));
			if (thresholdCompare && thresholdCompare !== sign) break;
			durationFields = baseDurationFields;
		}
		return durationFields;
	})(roundedDurationFields, roundedEpochNano, largestUnit, Math.max(6, smallestUnit), sign, relativeOps)), roundedDurationFields;
}
function roundDayTimeDurationByInc(durationFields, nanoInc, roundingMode) {
	const maxUnit = Math.max(Math.min(getMaxDurationUnit(durationFields), 6), 3);
	return nanoToDurationDayTimeFields(roundBigNanoToInc(durationDayTimeToBigNano(durationFields), BigInt(nanoInc), roundingMode), maxUnit);
}
function roundZonedEpochToDay(slots, roundingMode) {
	const [epochNano0, epochNano1] = computeZonedDayEpochInterval(slots);
	return roundZonedEpochToBounds(slots.epochNanoseconds, epochNano0, epochNano1, roundingMode);
}
function roundZonedEpochToTime(slots, smallestUnit, roundingInc, roundingMode) {
	if (0 === smallestUnit && 1 === roundingInc) return slots.epochNanoseconds;
	const isoDateTime = zonedEpochSlotsToIso(slots);
	return getInstantPreferringOffset(slots.timeZone, roundDateTimeToUnit(isoDateTime, smallestUnit, roundingInc, roundingMode), isoDateTime.offsetNanoseconds);
}
function roundDateTimeToUnit(isoDateTime, smallestUnit, roundingInc, roundingMode) {
	return roundDateTimeToInc(isoDateTime, computeNanoInc(smallestUnit, roundingInc), roundingMode, unitNanoMap[smallestUnit + 1]);
}
function roundTimeToUnit(timeFields, smallestUnit, roundingInc, roundingMode) {
	return roundTimeToInc(timeFields, computeNanoInc(smallestUnit, roundingInc), roundingMode, unitNanoMap[smallestUnit + 1]);
}
function roundDateTimeToInc(isoDateTime, nanoInc, roundingMode, spanNano) {
	const [roundedTimeFields, dayDelta] = roundTimeToInc(isoDateTime, nanoInc, roundingMode, spanNano);
	const roundedIsoDateTime = combineDateAndTime(moveDateByDays(isoDateTime, dayDelta), roundedTimeFields);
	return checkIsoDateTimeInBounds(roundedIsoDateTime), roundedIsoDateTime;
}
function roundTimeToInc(timeFields, nanoInc, roundingMode, spanNano = nanoInUtcDay) {
	const timeNano = timeFieldsToNano(timeFields);
	const remainderNano = timeNano % spanNano;
	return nanoToTimeAndDay(timeNano - remainderNano + roundNumberToInc(remainderNano, nanoInc, roundingMode));
}
function nudgeRelativeDuration(sign, durationFields, endEpochNano, _largestUnit, smallestUnit, roundingInc, roundingMode, relativeOps) {
	const smallestUnitFieldName = durationFieldNamesAsc[smallestUnit];
	const baseDurationFields = clearDurationFields(smallestUnit, durationFields);
	7 === smallestUnit && (durationFields = {
		...durationFields,
		weeks: durationFields.weeks + Math.trunc(durationFields.days / 7)
	});
	const truncedVal = divTrunc(durationFields[smallestUnitFieldName], roundingInc) * roundingInc;
	const nudgeWindow = clampRelativeUnitValue(truncedVal, roundingInc * sign, (value) => (baseDurationFields[smallestUnitFieldName] = value, moveRelativeMarkerToEpochNano(relativeOps, baseDurationFields)), endEpochNano);
	const roundedVal = roundRelativeUnitWindow(nudgeWindow, endEpochNano, roundingInc, roundingMode);
	return baseDurationFields[smallestUnitFieldName] = roundedVal, [
		baseDurationFields,
		roundedVal === nudgeWindow.pe ? nudgeWindow.te : nudgeWindow.N,
		roundedVal !== truncedVal
	];
}
function nudgeZonedTimeDuration(sign, durationFields, _endEpochNano, _largestUnit, smallestUnit, roundingInc, roundingMode, relativeOps) {
	const timeNano = Number(durationTimeToBigNano(durationFields));
	const nanoInc = computeNanoInc(smallestUnit, roundingInc);
	let roundedTimeNano = roundNumberToInc(timeNano, nanoInc, roundingMode);
	const dateDurationFields = {
		...durationFields,
		...durationTimeFieldDefaults
	};
	const dayEpochNano0 = relativeOps.X(dateDurationFields);
	const dayEpochNano1 = relativeOps.X({
		...dateDurationFields,
		days: dateDurationFields.days + sign
	});
	const daySpanNano = Number(dayEpochNano1 - dayEpochNano0);
	Math.sign(daySpanNano) !== sign && throwRangeError("Out-of-bounds TimeZone gap");
	const beyondDayNano = roundedTimeNano - daySpanNano;
	let dayDelta = 0;
	let nudgedEpochNano;
	beyondDayNano && Math.sign(beyondDayNano) !== sign ? nudgedEpochNano = dayEpochNano0 + BigInt(roundedTimeNano) : (dayDelta += sign, roundedTimeNano = roundNumberToInc(beyondDayNano, nanoInc, roundingMode), nudgedEpochNano = dayEpochNano1 + BigInt(roundedTimeNano));
	const durationTimeFields = nanoToDurationTimeFields(roundedTimeNano);
	return [
		{
			...durationFields,
			...durationTimeFields,
			days: durationFields.days + dayDelta
		},
		nudgedEpochNano,
		Boolean(dayDelta)
	];
}
function nudgeDayTimeDuration(sign, durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode) {
	const bigNano = durationDayTimeToBigNano(durationFields);
	const roundedBigNano = roundBigNanoToInc(bigNano, computeBigNanoInc(smallestUnit, roundingInc), roundingMode);
	const nanoDiff = roundedBigNano - bigNano;
	const expandedBigUnit = Math.sign(Number(roundedBigNano / bigNanoInUtcDay) - Number(bigNano / bigNanoInUtcDay)) === sign;
	const roundedDayTimeFields = nanoToDurationDayTimeFields(roundedBigNano, Math.min(largestUnit, 6));
	return [
		{
			...durationFields,
			...roundedDayTimeFields
		},
		endEpochNano + nanoDiff,
		expandedBigUnit
	];
}
function computeZonedDayEpochInterval(slots) {
	const { timeZone } = slots;
	const isoDateTime0 = combineDateAndTime(zonedEpochSlotsToIso(slots), timeFieldDefaults);
	const isoDateTime1 = combineDateAndTime(moveDateByDays(isoDateTime0, 1), timeFieldDefaults);
	return [getStartOfDayInstantFor(timeZone, isoDateTime0), getStartOfDayInstantFor(timeZone, isoDateTime1)];
}
function roundZonedEpochToBounds(epochNano, epochNano0, epochNano1, roundingMode) {
	return roundWithMode(computeEpochNanoFrac(epochNano < epochNano1 ? epochNano : epochNano1 - 1n, epochNano0, epochNano1), roundingMode) ? epochNano1 : epochNano0;
}
function roundToMinute(offsetNano) {
	return roundNumberToInc(offsetNano, nanoInMinute, 7);
}
function roundBigNanoToInc(bigNano, bigNanoInc, roundingMode) {
	return roundBigNanoToIncWithTail(bigNano, bigNanoInc, roundingMode, bigNano / bigNanoInc % 2n);
}
function roundBigNanoToDayOriginInc(bigNano, bigNanoInc, roundingMode) {
	const [day, timeNano] = divModFloorBigInt(bigNano, bigNanoInUtcDay);
	const dayOriginNano = day * bigNanoInUtcDay;
	return dayOriginNano + roundBigNanoToIncWithTail(timeNano, bigNanoInc, roundingMode, dayOriginNano / bigNanoInc + timeNano / bigNanoInc & 1n);
}
function roundBigNanoToIncWithTail(bigNano, bigNanoInc, roundingMode, quotientTail) {
	const quotient = bigNano / bigNanoInc;
	const remainder = bigNano % bigNanoInc;
	let fraction = 0;
	remainder && (fraction = fabricateNearHalfFraction(compareBigInts(2n * (remainder < 0n ? -remainder : remainder), bigNanoInc), Math.sign(Number(remainder))));
	const roundedTail = roundWithMode(Number(quotientTail) + fraction, roundingMode);
	return (quotient - quotientTail + BigInt(roundedTail)) * bigNanoInc;
}
function computeNanoInc(smallestUnit, roundingInc) {
	return unitNanoMap[smallestUnit] * roundingInc;
}
function computeBigNanoInc(smallestUnit, roundingInc) {
	return BigInt(unitNanoMap[smallestUnit]) * BigInt(roundingInc);
}
var zonedEpochSlotsToIso = /*@__PURE__*/ memoize(_zonedEpochSlotsToIso, WeakMap);
function _zonedEpochSlotsToIso(slots) {
	const { epochNanoseconds, timeZone } = slots;
	const offsetNanoseconds = timeZone.B(epochNanoseconds);
	return {
		...epochNanoToIsoDateTime(epochNanoseconds + BigInt(offsetNanoseconds)),
		offsetNanoseconds
	};
}
function getInstantPreferringOffset(timeZone, isoDateTime, offsetNano) {
	return getMatchingInstantFor(timeZone, isoDateTime, offsetNano, 2, 0);
}
function getMatchingInstantFor(timeZone, isoDateTime, offsetNano, offsetDisambig = 0, epochDisambig = 0, epochFuzzy, hasZ) {
	if (hasZ || void 0 !== offsetNano && 1 === offsetDisambig) return isoDateTimeAndOffsetToEpochNano(isoDateTime, offsetNano || 0);
	const possibleEpochNanos = timeZone.O(isoDateTime);
	if (void 0 !== offsetNano && 3 !== offsetDisambig) {
		checkIsoDateInBounds(isoDateTime, 0);
		const matchingEpochNano = ((possibleEpochNanos, isoDateTime, offsetNano, fuzzy) => {
			const zonedEpochNano = isoDateTimeToEpochNano(isoDateTime);
			fuzzy && (offsetNano = roundToMinute(offsetNano));
			for (const possibleEpochNano of possibleEpochNanos) {
				let possibleOffsetNano = Number(zonedEpochNano - possibleEpochNano);
				if (fuzzy && (possibleOffsetNano = roundToMinute(possibleOffsetNano)), possibleOffsetNano === offsetNano) return possibleEpochNano;
			}
		})(possibleEpochNanos, isoDateTime, offsetNano, epochFuzzy);
		if (void 0 !== matchingEpochNano) return matchingEpochNano;
		0 === offsetDisambig && throwRangeError("Invalid TimeZone offset");
	}
	return getSingleInstantFor(timeZone, isoDateTime, epochDisambig, possibleEpochNanos);
}
function getSingleInstantFor(timeZone, isoDateTime, disambig = 0, possibleEpochNanos = timeZone.O(isoDateTime)) {
	if (1 === possibleEpochNanos.length) return possibleEpochNanos[0];
	if (1 === disambig && throwRangeError("Ambiguous offset"), possibleEpochNanos.length) return possibleEpochNanos[3 === disambig ? 1 : 0];
	const zonedEpochNano = isoDateTimeToEpochNano(isoDateTime);
	const gapNano = ((timeZone, zonedEpochNano) => {
		const startOffsetNano = timeZone.B(zonedEpochNano - bigNanoInUtcDay);
		return ((gapNano) => (gapNano > nanoInUtcDay && throwRangeError("Out-of-bounds TimeZone gap"), gapNano))(timeZone.B(zonedEpochNano + bigNanoInUtcDay) - startOffsetNano);
	})(timeZone, zonedEpochNano);
	const shiftedIsoDateTime = epochNanoToIsoDateTime(zonedEpochNano + BigInt(gapNano * (2 === disambig ? -1 : 1)));
	return (possibleEpochNanos = timeZone.O(shiftedIsoDateTime))[2 === disambig ? 0 : possibleEpochNanos.length - 1];
}
function getStartOfDayInstantFor(timeZone, isoDateTime) {
	const possibleEpochNanos = timeZone.O(isoDateTime);
	if (possibleEpochNanos.length) return possibleEpochNanos[0];
	const zonedEpochNanoDayBefore = isoDateTimeToEpochNano(isoDateTime) - bigNanoInUtcDay;
	return timeZone.C(zonedEpochNanoDayBefore, 1);
}
function moveYearMonth(calendar, isoDate, durationSlots, overflow = 0) {
	computeDurationSign(durationSlots) && clampEntity("unit", getMaxDurationUnit(durationSlots), 8, 9, 1, durationFieldNamesAsc);
	return moveToStartOfMonth(calendar, moveDate(calendar, checkIsoDateInBounds(moveToStartOfMonth(calendar, isoDate)), durationSlots, overflow));
}
function moveZonedEpochSlots(slots, durationFields, overflow = 0) {
	const { calendar, epochNanoseconds: epochNano, timeZone } = slots;
	const timeOnlyNano = durationTimeToBigNano(durationFields);
	let movedEpochNano = epochNano;
	if (durationHasDateParts(durationFields)) {
		const isoDateTime = zonedEpochSlotsToIso(slots);
		movedEpochNano = getSingleInstantFor(timeZone, combineDateAndTime(moveDate(calendar, isoDateTime, {
			...durationFields,
			...durationTimeFieldDefaults
		}, overflow), isoDateTime)) + timeOnlyNano;
	} else movedEpochNano += timeOnlyNano;
	return {
		...slots,
		epochNanoseconds: checkEpochNanoInBounds(movedEpochNano)
	};
}
function moveDateTime(calendar, isoDateTime, durationFields, overflow = 0) {
	const [movedTimeFields, dayDelta] = moveTime(isoDateTime, durationFields);
	return checkIsoDateTimeInBounds(combineDateAndTime(moveDate(calendar, isoDateTime, {
		...durationFields,
		...durationTimeFieldDefaults,
		days: durationFields.days + dayDelta
	}, overflow), movedTimeFields));
}
function moveTime(timeFields, durationFields) {
	return moveTimeByNano(timeFields, durationTimeToBigNano(durationFields));
}
function moveEpochNano(epochNano, durationFields) {
	return moveEpochNanoByNano(epochNano, (clampEntity("unit", getMaxDurationUnit(fields = durationFields), 0, 5, 1, durationFieldNamesAsc), durationTimeToBigNano(fields)));
	var fields;
}
function moveDate(calendar, isoDate, durationFields, overflow = 0) {
	let { years, months, weeks, days } = durationFields;
	let movedIsoDate;
	if (days += Number(durationTimeToBigNano(durationFields) / bigNanoInUtcDay), years || months) movedIsoDate = moveDateByCalendarUnits(calendar, isoDate, years, months, overflow);
	else {
		if (!weeks && !days) return isoDate;
		movedIsoDate = isoDate;
	}
	return (weeks || days) && (movedIsoDate = moveDateByDays(movedIsoDate, 7 * weeks + days)), checkIsoDateInBounds(movedIsoDate);
}
function moveToStartOfMonth(calendar, isoDate) {
	return moveDateByDays(isoDate, 1 - computeCalendarDateFields(calendar, isoDate).day);
}
function moveDateByCalendarUnits(calendar, isoDate, years, months, overflow) {
	let { year, month, day } = computeCalendarDateFields(calendar, isoDate);
	if (years) {
		const [monthCodeNumber, isLeapMonth] = computeCalendarMonthCodeParts(calendar, year, month);
		year += years, month = resolveMonthInMovedYear(calendar, monthCodeNumber, isLeapMonth, calendar ? calendar.p(year) : void 0, overflow), month = clampEntity("month", month, 1, computeCalendarMonthsInYearForYear(calendar, year), overflow);
	}
	if (months) {
		const yearMonthParts = addCalendarMonths(calendar, year, month, months);
		({year: year, month: month} = yearMonthParts);
	}
	return day = clampEntity("day", day, 1, computeCalendarDaysInMonthForYearMonth(calendar, year, month), overflow), computeCalendarIsoFieldsFromParts(calendar, year, month, day);
}
function addCalendarMonths(calendar, year, month, monthDelta) {
	return calendar ? calendar.ae(year, month, monthDelta) : addIsoMonths(year, month, monthDelta);
}
function resolveMonthInMovedYear(calendar, monthCodeNumber, isLeapMonth, targetLeapMonth, overflow) {
	if (isLeapMonth) {
		const leapMonthMeta = calendar ? calendar.l : void 0;
		if (void 0 !== targetLeapMonth && (leapMonthMeta < 0 || targetLeapMonth === monthCodeNumber + 1)) return targetLeapMonth;
		if (1 === overflow && throwRangeError(invalidLeapMonth), leapMonthMeta < 0) return -leapMonthMeta;
	}
	return monthCodeNumberToMonth(monthCodeNumber, 0, targetLeapMonth);
}
function moveTimeByNano(timeFields, durationBigNano) {
	const durDays = Number(durationBigNano / bigNanoInUtcDay);
	const durTimeNano = Number(durationBigNano % bigNanoInUtcDay);
	const [newTimeFields, overflowDays] = nanoToTimeAndDay(timeFieldsToNano(timeFields) + durTimeNano);
	return [newTimeFields, durDays + overflowDays];
}
function moveEpochNanoByNano(epochNano, deltaNano) {
	return checkEpochNanoInBounds(epochNano + deltaNano);
}
function moveDateByDays(isoDate, days) {
	return days ? epochDaysToIsoDate(isoDateToEpochDays(isoDate) + days) : isoDate;
}
function getCommonCalendar(a, b) {
	return getCalendarSlotId(a) !== getCalendarSlotId(b) && throwRangeError("Mismatching Calendars"), a;
}
function getCommonTimeZone(a, b) {
	return a.m !== b.m && throwRangeError("Mismatching TimeZones"), a;
}
function getZonedTimeZoneId(slots) {
	return slots.timeZone.id;
}
function diffZonedDateTimesRounded(calendar, startZoned, endZoned, largestUnit, smallestUnit, roundingInc, roundingMode) {
	return largestUnit < 6 ? diffEpochNanosRounded(startZoned.epochNanoseconds, endZoned.epochNanoseconds, largestUnit, smallestUnit, roundingInc, roundingMode) : ((calendar, startZoned, endZoned, largestUnit, smallestUnit, roundingInc, roundingMode) => {
		const timeZone = getCommonTimeZone(startZoned.timeZone, endZoned.timeZone);
		const endEpochNano = endZoned.epochNanoseconds;
		if (endEpochNano === startZoned.epochNanoseconds) return durationFieldDefaults;
		let durationFields;
		return durationFields = diffZonedEpochsExact(timeZone, calendar, startZoned, endZoned, largestUnit), durationFields = roundRelativeDuration(durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, createZonedRelativeOps(calendar, timeZone, startZoned), 1), durationFields;
	})(calendar, startZoned, endZoned, largestUnit, smallestUnit, roundingInc, roundingMode);
}
function diffDateTimesRounded(calendar, startIsoDateTime, endIsoDateTime, largestUnit, smallestUnit, roundingInc, roundingMode) {
	return largestUnit <= 6 ? diffEpochNanosRounded(isoDateTimeToEpochNano(startIsoDateTime), isoDateTimeToEpochNano(endIsoDateTime), largestUnit, smallestUnit, roundingInc, roundingMode) : ((calendar, startIsoDateTime, endIsoDateTime, largestUnit, smallestUnit, roundingInc, roundingMode) => {
		const endEpochNano = isoDateTimeToEpochNano(endIsoDateTime);
		const sign = compareBigInts(endEpochNano, isoDateTimeToEpochNano(startIsoDateTime));
		if (!sign) return durationFieldDefaults;
		let durationFields;
		return durationFields = diffDateTimesBig(calendar, startIsoDateTime, endIsoDateTime, sign, largestUnit), durationFields = roundRelativeDuration(durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, ((calendar, origin) => ({
			ne: isoDateTimeToEpochNano(origin),
			X: (duration) => isoDateTimeToEpochNano(combineDateAndTime(moveDate(calendar, origin, duration), origin))
		}))(calendar, startIsoDateTime)), durationFields;
	})(calendar, startIsoDateTime, endIsoDateTime, largestUnit, smallestUnit, roundingInc, roundingMode);
}
function diffYearMonthsRounded(calendar, startIsoDate, endIsoDate, largestUnit, smallestUnit, roundingInc, roundingMode) {
	const firstOfMonth0 = moveToStartOfMonth(calendar, startIsoDate);
	const firstOfMonth1 = moveToStartOfMonth(calendar, endIsoDate);
	return compareIsoDates(firstOfMonth0, firstOfMonth1) ? diffDateCalendarUnitsRounded(calendar, checkIsoDateInBounds(firstOfMonth0), checkIsoDateInBounds(firstOfMonth1), largestUnit, smallestUnit, roundingInc, roundingMode, 8) : durationFieldDefaults;
}
function diffDatesRounded(calendar, startIsoDate, endIsoDate, largestUnit, smallestUnit, roundingInc, roundingMode, smallestPrecision = 6) {
	return 6 === largestUnit ? diffEpochNanosRounded(isoDateToEpochNano(startIsoDate), isoDateToEpochNano(endIsoDate), largestUnit, smallestUnit, roundingInc, roundingMode) : diffDateCalendarUnitsRounded(calendar, startIsoDate, endIsoDate, largestUnit, smallestUnit, roundingInc, roundingMode, smallestPrecision);
}
function diffTimesRounded(plainTimeSlots0, plainTimeSlots1, largestUnit, smallestUnit, roundingInc, roundingMode) {
	const timeDiffNano = roundNumberToInc(timeFieldsToNano(plainTimeSlots1) - timeFieldsToNano(plainTimeSlots0), computeNanoInc(smallestUnit, roundingInc), roundingMode);
	return {
		...durationFieldDefaults,
		...nanoToDurationTimeFields(timeDiffNano, largestUnit)
	};
}
function diffDateCalendarUnitsRounded(calendar, startIsoDate, endIsoDate, largestUnit, smallestUnit, roundingInc, roundingMode, smallestPrecision = 6) {
	const endEpochNano = isoDateToEpochNano(endIsoDate);
	if (!compareIsoDates(startIsoDate, endIsoDate)) return durationFieldDefaults;
	let durationFields;
	return durationFields = diffCalendarDates(calendar, startIsoDate, endIsoDate, largestUnit), smallestUnit === smallestPrecision && 1 === roundingInc || (durationFields = roundRelativeDuration(durationFields, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, createDateRelativeOps(calendar, startIsoDate))), durationFields;
}
function diffEpochNanosRounded(startEpochNano, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode) {
	return {
		...durationFieldDefaults,
		...nanoToDurationDayTimeFields(roundBigNanoToInc(endEpochNano - startEpochNano, computeBigNanoInc(smallestUnit, roundingInc), roundingMode), largestUnit)
	};
}
function diffZonedEpochsExact(timeZone, calendar, startZoned, endZoned, largestUnit) {
	return largestUnit < 6 ? {
		...durationFieldDefaults,
		...nanoToDurationDayTimeFields(endZoned.epochNanoseconds - startZoned.epochNanoseconds, largestUnit)
	} : ((timeZone, startZoned, endZoned) => {
		const sign = compareBigInts(endZoned.epochNanoseconds, startZoned.epochNanoseconds);
		if (!sign) return durationFieldDefaults;
		if (!compareIsoDates(zonedEpochSlotsToIso(startZoned), zonedEpochSlotsToIso(endZoned))) return {
			...durationFieldDefaults,
			...nanoToDurationDayTimeFields(endZoned.epochNanoseconds - startZoned.epochNanoseconds, 5)
		};
		const [startIsoDateTime, endIsoDate, remainderNano] = prepareZonedEpochDiff(timeZone, startZoned, endZoned, sign);
		return {
			...(start = startIsoDateTime, end = endIsoDate, diffCalendarDates(calendar, start, end, largestUnit)),
			...nanoToDurationTimeFields(remainderNano)
		};
		var start, end;
	})(timeZone, startZoned, endZoned);
}
function diffDateTimesExact(calendar, startIsoDateTime, endIsoDateTime, largestUnit) {
	const startEpochNano = isoDateTimeToEpochNano(startIsoDateTime);
	const endEpochNano = isoDateTimeToEpochNano(endIsoDateTime);
	const sign = compareBigInts(endEpochNano, startEpochNano);
	return sign ? largestUnit <= 6 ? {
		...durationFieldDefaults,
		...nanoToDurationDayTimeFields(endEpochNano - startEpochNano, largestUnit)
	} : diffDateTimesBig(calendar, startIsoDateTime, endIsoDateTime, sign, largestUnit) : durationFieldDefaults;
}
function diffDateTimesBig(calendar, startIsoDateTime, endIsoDateTime, sign, largestUnit) {
	let diffEndDate = endIsoDateTime;
	let timeNano = timeFieldsToNano(endIsoDateTime) - timeFieldsToNano(startIsoDateTime);
	return Math.sign(timeNano) === -sign && (diffEndDate = moveDateByDays(endIsoDateTime, -sign), timeNano += nanoInUtcDay * sign), {
		...diffCalendarDates(calendar, startIsoDateTime, diffEndDate, largestUnit),
		...nanoToDurationTimeFields(timeNano)
	};
}
function prepareZonedEpochDiff(timeZone, startZoned, endZoned, sign) {
	const startIsoDate = zonedEpochSlotsToIso(startZoned);
	const endIsoDate = zonedEpochSlotsToIso(endZoned);
	const endEpochNano = endZoned.epochNanoseconds;
	let dayCorrection = 0;
	const timeDiffNano = timeFieldsToNano(endIsoDate) - timeFieldsToNano(startIsoDate);
	Math.sign(timeDiffNano) === -sign && dayCorrection++;
	const maxDayCorrection = sign > 0 ? 2 : 1;
	for (;; dayCorrection++) {
		const midIsoDate = moveDateByDays(endIsoDate, dayCorrection * -sign);
		const midEpochNano = getSingleInstantFor(timeZone, combineDateAndTime(midIsoDate, startIsoDate));
		if (dayCorrection === maxDayCorrection || compareBigInts(endEpochNano, midEpochNano) !== -sign) return [
			startIsoDate,
			midIsoDate,
			Number(endEpochNano - midEpochNano)
		];
	}
}
function diffCalendarDates(calendar, startIsoDate, endIsoDate, largestUnit) {
	if (largestUnit <= 7) return ((asWeeks, start, end) => {
		const days = countIsoDays(start, end);
		return asWeeks ? {
			...durationFieldDefaults,
			weeks: divTrunc(days, 7),
			days: modTrunc(days, 7)
		} : {
			...durationFieldDefaults,
			days
		};
	})(7 === largestUnit, startIsoDate, endIsoDate);
	const yearMonthDayStart = computeCalendarDateFields(calendar, startIsoDate);
	const yearMonthDayEnd = computeCalendarDateFields(calendar, endIsoDate);
	if (8 === largestUnit) {
		const { year: year0, month: month0, day: day0 } = yearMonthDayStart;
		const { year: year1, month: month1, day: day1 } = yearMonthDayEnd;
		const sign = Math.sign(compareNumbers(year1, year0) || compareNumbers(month1, month0) || countIsoDays(startIsoDate, endIsoDate));
		let months = 0;
		let days = 0;
		if (sign) {
			months = calendar ? calendar.ee(year0, month0, year1, month1) : diffIsoMonthSlots(year0, month0, year1, month1);
			let anchorIsoDate = moveDateByCalendarUnits(calendar, startIsoDate, 0, months, 0);
			sign * compareNumbers(day0, day1) > 0 && (months -= sign, anchorIsoDate = moveDateByCalendarUnits(calendar, startIsoDate, 0, months, 0)), days = countIsoDays(anchorIsoDate, endIsoDate);
		}
		return {
			...durationFieldDefaults,
			months,
			days
		};
	}
	const { year: year0, month: month0, day: day0 } = yearMonthDayStart;
	let { year: year1, month: month1, day: day1 } = yearMonthDayEnd;
	let yearDiff = year1 - year0;
	let monthDiff = month1 - month0;
	let dayDiff = day1 - day0;
	if (yearDiff || monthDiff) {
		const sign = Math.sign(yearDiff || monthDiff);
		let daysInMonth1 = computeCalendarDaysInMonthForYearMonth(calendar, year1, month1);
		let dayCorrect = 0;
		if (Math.sign(day1 - day0) === -sign) {
			const origDaysInMonth1 = daysInMonth1;
			const yearMonthParts = addCalendarMonths(calendar, year1, month1, -sign);
			({year: year1, month: month1} = yearMonthParts), yearDiff = year1 - year0, monthDiff = month1 - month0, daysInMonth1 = computeCalendarDaysInMonthForYearMonth(calendar, year1, month1), dayCorrect = sign < 0 ? -origDaysInMonth1 : daysInMonth1;
		}
		if (dayDiff = day1 - Math.min(day0, daysInMonth1) + dayCorrect, yearDiff) {
			const [monthCodeNumber0, isLeapMonth0] = computeCalendarMonthCodeParts(calendar, year0, month0);
			const [monthCodeNumber1, isLeapMonth1] = computeCalendarMonthCodeParts(calendar, year1, month1);
			const leapMonthMeta = calendar ? calendar.l : void 0;
			if (monthDiff = void 0 !== leapMonthMeta && isLeapMonth0 && !isLeapMonth1 && (leapMonthMeta < 0 ? sign > 0 && monthCodeNumber1 === -leapMonthMeta : sign < 0 && monthCodeNumber1 === monthCodeNumber0) ? 0 : monthCodeNumber1 - monthCodeNumber0 || Number(isLeapMonth1) - Number(isLeapMonth0), Math.sign(monthDiff) === -sign) {
				const monthCorrect = sign < 0 && -computeCalendarMonthsInYearForYear(calendar, year1);
				year1 -= sign, yearDiff = year1 - year0, monthDiff = month1 - resolveMonthInMovedYear(calendar, monthCodeNumber0, isLeapMonth0, calendar ? calendar.p(year1) : void 0, 0) + (monthCorrect || computeCalendarMonthsInYearForYear(calendar, year1));
			} else if (calendar) {
				const month0Projected = resolveMonthInMovedYear(calendar, monthCodeNumber0, isLeapMonth0, calendar.p(year1), 0);
				monthDiff = calendar.ee(year1, month0Projected, year1, month1);
			}
		}
	}
	return {
		...durationFieldDefaults,
		years: yearDiff,
		months: monthDiff,
		days: dayDiff
	};
}
function compareIsoDates(isoDate0, isoDate1) {
	return compareNumbers(isoDate0.year, isoDate1.year) || compareNumbers(isoDate0.month, isoDate1.month) || compareNumbers(isoDate0.day, isoDate1.day);
}
function countIsoDays(startIsoDate, endIsoDate) {
	return isoDateToEpochDays(endIsoDate) - isoDateToEpochDays(startIsoDate);
}
function spanRelativeDuration(relativeToSlots, durationFields, largestUnit) {
	return isZonedEpochSlots(relativeToSlots) ? ((relativeToSlots, durationFields, largestUnit) => {
		const { calendar, timeZone } = relativeToSlots;
		const endSlots = moveZonedEpochSlots(relativeToSlots, durationFields);
		return [
			diffZonedEpochsExact(timeZone, calendar, relativeToSlots, endSlots, largestUnit),
			endSlots.epochNanoseconds,
			createZonedRelativeOps(calendar, timeZone, relativeToSlots)
		];
	})(relativeToSlots, durationFields, largestUnit) : ((relativeToSlots, durationFields, largestUnit) => {
		const { calendar } = relativeToSlots;
		const origin = checkIsoDateTimeInBounds(combineDateAndTime(relativeToSlots, timeFieldDefaults));
		const end = moveDateTime(calendar, origin, durationFields);
		return [
			diffDateTimesExact(calendar, origin, end, largestUnit),
			isoDateTimeToEpochNano(end),
			createDateRelativeOps(calendar, relativeToSlots)
		];
	})(relativeToSlots, durationFields, largestUnit);
}
function moveRelativeEndpointToEpochNano(relativeToSlots, durationFields) {
	return isZonedEpochSlots(relativeToSlots) ? moveZonedEpochSlots(relativeToSlots, durationFields).epochNanoseconds : isoDateTimeToEpochNano(moveDateTime(relativeToSlots.calendar, combineDateAndTime(relativeToSlots, timeFieldDefaults), durationFields));
}
function moveRelativeMarkerToEpochNano(relativeOps, dateDuration) {
	return durationHasDateParts(dateDuration) ? relativeOps.X(dateDuration) : relativeOps.ne;
}
function createZonedRelativeOps(calendar, timeZone, slots) {
	const origin = zonedEpochSlotsToIso(slots);
	return {
		ne: slots.epochNanoseconds,
		X: (duration) => getSingleInstantFor(timeZone, combineDateAndTime(moveDate(calendar, origin, duration), origin))
	};
}
function createDateRelativeOps(calendar, origin) {
	return {
		ne: isoDateToEpochNano(origin),
		X: (duration) => isoDateToEpochNano(moveDate(calendar, origin, duration))
	};
}
function isZonedEpochSlots(slots) {
	return "timeZone" in slots;
}
function isUniformUnit(unit, isZoned) {
	return unit <= 6 - (isZoned ? 1 : 0);
}
function nanoToGivenFields(nano, largestUnit, fieldNames) {
	const fields = {};
	for (let unit = largestUnit; unit >= 0; unit--) {
		const divisor = unitNanoMap[unit];
		fields[fieldNames[unit]] = divTrunc(nano, divisor), nano = modTrunc(nano, divisor);
	}
	return fields;
}
var maxDurationSeconds = 2 ** 53;
function addDurationsWithoutRelativeTo(doSubtract, slots, otherSlots) {
	const maxUnit = Math.max(getMaxDurationUnit(slots), getMaxDurationUnit(otherSlots));
	return clampEntity("unit", maxUnit, 0, 6, 1, durationFieldNamesAsc), ((doSubtract, slots, otherSlots, maxUnit) => createDurationSlots(validateDurationFields(((a, b, largestUnit, doSubtract) => {
		const combined = durationDayTimeToBigNano(a) + durationDayTimeToBigNano(b) * BigInt(doSubtract ? -1 : 1);
		return Number.isFinite(Number(combined / bigNanoInUtcDay)) || throwRangeError("Out-of-bounds date"), {
			...durationFieldDefaults,
			...nanoToDurationDayTimeFields(combined, largestUnit)
		};
	})(slots, otherSlots, maxUnit, doSubtract))))(doSubtract, slots, otherSlots, maxUnit);
}
function roundDuration(refineRelativeTo, slots, options) {
	const durationLargestUnit = getMaxDurationUnit(slots);
	const [largestUnit, smallestUnit, roundingInc, roundingMode, relativeToSlots] = ((options, defaultLargestUnit, refineRelativeTo) => {
		options = normalizeOptionsOrString(options, smallestUnitStr);
		let largestUnit = coerceLargestUnit(options);
		const relativeToInternals = refineRelativeTo(options.relativeTo);
		let roundingInc = coerceRoundingIncInteger(options);
		const roundingMode = coerceRoundingMode(options, 7);
		let smallestUnit = coerceSmallestUnit(options);
		return void 0 === largestUnit && void 0 === smallestUnit && throwRangeError("Required smallestUnit or largestUnit"), smallestUnit ??= 0, largestUnit ??= Math.max(smallestUnit, defaultLargestUnit), checkLargestSmallestUnit(largestUnit, smallestUnit), roundingInc = validateRoundingInc(roundingInc, smallestUnit, 1), roundingInc > 1 && smallestUnit > 5 && largestUnit !== smallestUnit && throwRangeError("For calendar units with roundingIncrement > 1, use largestUnit = smallestUnit"), [
			largestUnit,
			smallestUnit,
			roundingInc,
			roundingMode,
			relativeToInternals
		];
	})(options, durationLargestUnit, refineRelativeTo);
	if (!relativeToSlots && Math.max(durationLargestUnit, largestUnit) <= 6) return createDurationSlots(validateDurationFields(((durationFields, largestUnit, smallestUnit, roundingInc, roundingMode) => {
		const roundedBigNano = roundBigNanoToInc(durationDayTimeToBigNano(durationFields), computeBigNanoInc(smallestUnit, roundingInc), roundingMode);
		return {
			...durationFieldDefaults,
			...nanoToDurationDayTimeFields(roundedBigNano, largestUnit)
		};
	})(slots, largestUnit, smallestUnit, roundingInc, roundingMode)));
	relativeToSlots || throwRangeError("Missing relativeTo");
	const isZoned = isZonedEpochSlots(relativeToSlots);
	if (!slots.sign && (!isZoned || largestUnit < 6)) return slots;
	const [balancedDuration, endEpochNano, relativeOps] = spanRelativeDuration(relativeToSlots, slots, largestUnit);
	return createDurationSlots(roundRelativeDuration(balancedDuration, endEpochNano, largestUnit, smallestUnit, roundingInc, roundingMode, relativeOps, isZoned));
}
function absDuration(slots) {
	return -1 === slots.sign ? negateDuration(slots) : slots;
}
function negateDuration(slots) {
	return createDurationSlots(negateDurationFields(slots));
}
function negateDurationFields(fields) {
	const res = {};
	for (const fieldName of durationFieldNamesAsc) res[fieldName] = -1 * fields[fieldName] || 0;
	return res;
}
function computeDurationSign(fields, fieldNames = durationFieldNamesAsc) {
	let sign = 0;
	for (const fieldName of fieldNames) {
		const fieldSign = Math.sign(fields[fieldName]);
		fieldSign && (sign && sign !== fieldSign && throwRangeError("Cannot mix duration signs"), sign = fieldSign);
	}
	return sign;
}
function validateDurationFields(fields) {
	for (const calendarUnit of durationCalendarFieldNamesAsc) validateDurationCalendarUnit(calendarUnit, fields[calendarUnit]);
	const bigNano = durationDayTimeToBigNano(fields);
	return validateDurationTimeUnit(Number(bigNano / bigNanoInSec)), fields;
}
function validateDurationCalendarUnit(unit, value) {
	return clampEntity(unit, value, -4294967295, 4294967295, 1);
}
function validateDurationTimeUnit(n) {
	Number.isSafeInteger(n) || throwRangeError("Out-of-bounds duration");
}
function durationDayTimeToBigNano(fields) {
	return BigInt(fields.days) * bigNanoInUtcDay + durationTimeToBigNano(fields);
}
function durationTimeToBigNano(fields) {
	return BigInt(fields.hours) * bigNanoInHour + BigInt(fields.minutes) * bigNanoInMinute + durationSubMinuteToBigNano(fields);
}
function durationSubMinuteToBigNano(fields) {
	return BigInt(fields.seconds) * bigNanoInSec + BigInt(fields.milliseconds) * bigNanoInMilli + BigInt(fields.microseconds) * bigNanoInMicro + BigInt(fields.nanoseconds);
}
function nanoToDurationDayTimeFields(bigNano, largestUnit = 6) {
	const days = Number(bigNano / bigNanoInUtcDay);
	const timeNano = Number(bigNano % bigNanoInUtcDay);
	const unitNano = unitNanoMap[largestUnit];
	const largestUnitVal = largestUnit <= 3 ? Number(bigNano / BigInt(unitNano)) : days * (nanoInUtcDay / unitNano) + divTrunc(timeNano, unitNano);
	Number.isFinite(largestUnitVal) || throwRangeError("Out-of-bounds date"), largestUnit <= 3 && Math.abs(largestUnitVal) / (nanoInSec / unitNanoMap[largestUnit]) >= maxDurationSeconds && throwRangeError("Out-of-bounds date");
	const dayTimeFields = nanoToGivenFields(timeNano, largestUnit, durationFieldNamesAsc);
	return dayTimeFields[durationFieldNamesAsc[largestUnit]] = largestUnitVal, dayTimeFields;
}
function nanoToDurationTimeFields(nano, largestUnit = 5) {
	return nanoToGivenFields(nano, largestUnit, durationFieldNamesAsc);
}
function durationHasDateParts(fields) {
	return Boolean(computeDurationSign(fields, durationDateFieldNamesAsc));
}
function getMaxDurationUnit(fields) {
	let unit = 9;
	for (; unit > 0 && !fields[durationFieldNamesAsc[unit]]; unit--);
	return unit;
}
function compareZonedEpochSlots(zonedEpochSlots0, zonedEpochSlots1) {
	return compareBigInts(zonedEpochSlots0.epochNanoseconds, zonedEpochSlots1.epochNanoseconds);
}
function compareDurations(refineRelativeTo, durationSlots0, durationSlots1, options) {
	const relativeToSlots = refineRelativeTo(normalizeOptions(options).relativeTo);
	const maxUnit = Math.max(getMaxDurationUnit(durationSlots0), getMaxDurationUnit(durationSlots1));
	return allPropsEqual(durationFieldNamesAsc, durationSlots0, durationSlots1) ? 0 : isUniformUnit(maxUnit, relativeToSlots && isZonedEpochSlots(relativeToSlots)) ? compareBigInts(durationDayTimeToBigNano(durationSlots0), durationDayTimeToBigNano(durationSlots1)) : (relativeToSlots || throwRangeError("Missing relativeTo"), compareBigInts(moveRelativeEndpointToEpochNano(relativeToSlots, durationSlots0), moveRelativeEndpointToEpochNano(relativeToSlots, durationSlots1)));
}
function compareIsoDateTimeFields(isoDateTime0, isoDateTime1) {
	return compareIsoDateFields(isoDateTime0, isoDateTime1) || compareTimeFields(isoDateTime0, isoDateTime1);
}
function compareIsoDateFields(isoDate0, isoDate1) {
	return compareNumbers(isoDateToEpochDays(isoDate0), isoDateToEpochDays(isoDate1));
}
function compareTimeFields(timeFields0, timeFields1) {
	return compareNumbers(timeFieldsToNano(timeFields0), timeFieldsToNano(timeFields1));
}
function instantsEqual(instantSlots0, instantSlots1) {
	return !compareZonedEpochSlots(instantSlots0, instantSlots1);
}
function zonedDateTimesEqual(zonedDateTimeSlots0, zonedDateTimeSlots1) {
	return !compareZonedEpochSlots(zonedDateTimeSlots0, zonedDateTimeSlots1) && zonedDateTimeSlots0.timeZone.m === zonedDateTimeSlots1.timeZone.m && zonedDateTimeSlots0.calendar === zonedDateTimeSlots1.calendar;
}
function plainDateTimesEqual(plainDateTimeSlots0, plainDateTimeSlots1) {
	return !compareIsoDateTimeFields(plainDateTimeSlots0, plainDateTimeSlots1) && plainDateTimeSlots0.calendar === plainDateTimeSlots1.calendar;
}
function plainDatesEqual(plainDateSlots0, plainDateSlots1) {
	return !compareIsoDateFields(plainDateSlots0, plainDateSlots1) && plainDateSlots0.calendar === plainDateSlots1.calendar;
}
function plainYearMonthsEqual(plainYearMonthSlots0, plainYearMonthSlots1) {
	return !compareIsoDateFields(plainYearMonthSlots0, plainYearMonthSlots1) && plainYearMonthSlots0.calendar === plainYearMonthSlots1.calendar;
}
function plainMonthDaysEqual(plainMonthDaySlots0, plainMonthDaySlots1) {
	return !compareIsoDateFields(plainMonthDaySlots0, plainMonthDaySlots1) && plainMonthDaySlots0.calendar === plainMonthDaySlots1.calendar;
}
function plainTimesEqual(plainTimeSlots0, plainTimeSlots1) {
	return !compareTimeFields(plainTimeSlots0, plainTimeSlots1);
}
function getCalendarEraOrigins(calendar) {
	return 0 === calendar ? gregoryEraOrigins : calendar ? calendar.k : void 0;
}
function getCalendarFieldNames(calendar, fieldNames, fieldNamesWithEra = fieldNames) {
	return getCalendarEraOrigins(calendar) ? fieldNamesWithEra : fieldNames;
}
function resolveCalendarYear(fields, calendar) {
	const exoticCalendar = calendar || void 0;
	const eraOrigins = getCalendarEraOrigins(calendar);
	let { era, eraYear, year } = fields;
	if (void 0 !== year && (year = toIntegerWithTrunc(year, "year")), void 0 !== eraYear && (eraYear = toIntegerWithTrunc(eraYear, "eraYear")), void 0 !== era || void 0 !== eraYear) {
		void 0 !== era && void 0 !== eraYear || throwTypeError("Mismatching era/eraYear"), eraOrigins || throwRangeError("Forbidden era/eraYear");
		const normalizedEra = normalizeEraName(era);
		const eraOrigin = eraOrigins[normalizedEra];
		void 0 === eraOrigin && throwRangeError(((era) => `Invalid era: ${era}`)(era));
		const yearByEra = exoticCalendar?._ ? exoticCalendar._(eraYear, normalizedEra, eraOrigin) : eraYearToYear(eraYear, eraOrigin);
		void 0 !== year && year !== yearByEra && throwRangeError("Mismatching year/eraYear"), year = yearByEra;
	} else void 0 === year && throwTypeError(missingYear(eraOrigins));
	return year;
}
function resolveCalendarMonth(fields, calendar, year, monthCodeParts, overflow) {
	let { month, monthCode } = fields;
	if (void 0 !== monthCode) {
		const monthByCode = ((calendar, monthCode, year, overflow, monthCodeParts = parseMonthCode(monthCode)) => {
			const leapMonth = calendar ? calendar.p(year) : void 0;
			const [monthCodeNumber, wantsLeapMonth] = monthCodeParts;
			let month = monthCodeNumberToMonth(monthCodeNumber, wantsLeapMonth, leapMonth);
			if (wantsLeapMonth) {
				const leapMonthMeta = calendar ? calendar.l : void 0;
				void 0 === leapMonthMeta && throwRangeError(invalidLeapMonth), leapMonthMeta > 0 ? (month > leapMonthMeta && throwRangeError(invalidLeapMonth), leapMonth !== month && (1 === overflow && throwRangeError(invalidLeapMonth), month = monthCodeNumberToMonth(monthCodeNumber, 0, leapMonth))) : (month !== -leapMonthMeta && throwRangeError(invalidLeapMonth), void 0 === leapMonth && 1 === overflow && throwRangeError(invalidLeapMonth));
			}
			return month;
		})(calendar, monthCode, year, overflow, monthCodeParts);
		void 0 !== month && month !== monthByCode && throwRangeError("Mismatching month/monthCode"), month = monthByCode, overflow = 1;
	} else void 0 === month && throwTypeError("Missing month/monthCode");
	return clampEntity("month", month, 1, computeCalendarMonthsInYearForYear(calendar, year), overflow);
}
function resolveCalendarDay(fields, calendar, year, month, overflow) {
	return clampProp(fields, "day", 1, computeCalendarDaysInMonthForYearMonth(calendar, year, month), overflow);
}
function eraYearToYear(eraYear, eraOrigin) {
	return (eraOrigin + eraYear) * (Math.sign(eraOrigin) || 1) || 0;
}
function resolveTimeFields(fields, overflow) {
	return constrainTimeFields(pluckProps(timeFieldNamesAsc, {
		...timeFieldDefaults,
		...fields
	}), overflow);
}
var offsetRegExp = /^([+-])([01]\d|2[0-3])(?:(:?)([0-5]\d)(?:\3([0-5]\d)(?:[.,](\d{1,9}))?)?)?$/;
function parseOffsetNano(s) {
	const offsetNano = parseOffsetNanoMaybe(s);
	return void 0 === offsetNano && throwRangeError(failedParse(s)), offsetNano;
}
function parseOffsetNanoMaybe(s, onlyHourMinute) {
	const parts = offsetRegExp.exec(s);
	if (parts) return onlyHourMinute && parts[5] && throwRangeError(failedParse(s)), ((s) => s && "+" !== s ? -1 : 1)(parts[1]) * (parseInt(parts[2]) * nanoInHour + parseInt0(parts[4]) * nanoInMinute + parseInt0(parts[5]) * nanoInSec + parseSubsecNano(parts[6] || ""));
}
var dateFieldRefiners = {
	era: toString,
	month: toPositiveIntegerWithTruncation,
	monthCode(monthCode, fieldName) {
		return requireString(toPrimitiveWithStringHint(monthCode), fieldName);
	},
	day: toPositiveIntegerWithTruncation
};
var timeFieldRefiners = /*@__PURE__*/ zipPropsConst(timeFieldNamesAsc, toIntegerWithTrunc);
var durationFieldRefiners = /*@__PURE__*/ zipPropsConst(durationFieldNamesAsc, toStrictInteger);
var dateTimeFieldRefiners = /*@__PURE__*/ Object.assign({}, dateFieldRefiners, timeFieldRefiners);
var zonedDateTimeFieldRefiners = {
	offset(offsetString) {
		return parseOffsetNano(requireString(toPrimitiveWithStringHint(offsetString)));
	},
	...dateTimeFieldRefiners
};
function readAndRefineBagFields(bag, validFieldNames, fieldRefiners, requiredFieldNames, disallowEmpty = !requiredFieldNames) {
	const res = {};
	let anyMatching = 0;
	for (const fieldName of validFieldNames) {
		let fieldVal = bag[fieldName];
		if (void 0 !== fieldVal) {
			anyMatching = 1;
			const refiner = fieldRefiners[fieldName];
			refiner && (fieldVal = refiner(fieldVal, fieldName)), res[fieldName] = fieldVal;
		} else requiredFieldNames && requiredFieldNames.includes(fieldName) && throwTypeError(missingField(fieldName));
	}
	return disallowEmpty && !anyMatching && throwTypeError("No valid fields: " + validFieldNames.join()), res;
}
function refineOverflowOptions(options) {
	return void 0 === options ? 0 : coerceOverflow(requireObjectLike(options));
}
function refineZonedFieldOptions(options, defaultOffsetDisambig = 0) {
	options = normalizeOptions(options);
	const epochDisambig = coerceEpochDisambig(options);
	const offsetDisambig = coerceOffsetDisambig(options, defaultOffsetDisambig);
	return [
		coerceOverflow(options),
		offsetDisambig,
		epochDisambig
	];
}
function refineEpochDisambigOptions(options) {
	return coerceEpochDisambig(normalizeOptions(options));
}
function refineCalendarDateFields(fields, calendar, allowMissingDay) {
	const eraOrigins = getCalendarEraOrigins(calendar);
	void 0 !== fields.year || void 0 !== fields.era && void 0 !== fields.eraYear || throwTypeError(missingYear(eraOrigins)), void 0 === fields.monthCode && void 0 === fields.month && throwTypeError("Missing month/monthCode"), allowMissingDay || void 0 !== fields.day || throwTypeError(missingField("day"));
	const monthCodeParts = parseMonthCodeField(fields);
	return [resolveCalendarYear(fields, calendar), monthCodeParts];
}
function refineMonthDayFields(fields, calendar) {
	const isIso = calendar === void 0;
	const eraOrigins = getCalendarEraOrigins(calendar);
	void 0 === fields.day && throwTypeError(missingField("day")), isIso || void 0 === fields.month || void 0 !== fields.year || void 0 !== fields.era && void 0 !== fields.eraYear || throwTypeError(missingYear(eraOrigins));
	const monthCodeParts = parseMonthCodeField(fields);
	return [void 0 !== fields.eraYear || void 0 !== fields.year ? resolveCalendarYear(fields, calendar) : void 0, monthCodeParts];
}
function createDateTimeFromRefinedFields(isoDate, timeFields = timeFieldDefaults, calendar) {
	const isoDateTime = combineDateAndTime(isoDate, timeFields);
	return checkIsoDateTimeInBounds(isoDateTime), createDateTimeSlots(isoDateTime, calendar);
}
function createDateFromRefinedFields(fields, calendar, year, monthCodeParts, overflow) {
	const month = resolveCalendarMonth(fields, calendar, year, monthCodeParts, overflow);
	return createDateSlots(checkIsoDateInBounds(computeCalendarIsoFieldsFromParts(calendar, year, month, resolveCalendarDay(fields, calendar, year, month, overflow))), calendar);
}
function createYearMonthFromRefinedFields(fields, calendar, year, monthCodeParts, overflow) {
	return createYearMonthFromCalendarParts(calendar, year, resolveCalendarMonth(fields, calendar, year, monthCodeParts, overflow));
}
function createMonthDayFromRefinedFields(fields, calendar, year, monthCodeParts, overflow) {
	const isIso = calendar === void 0;
	let yearMaybe = year;
	let day;
	let monthCodeNumber;
	let isLeapMonth;
	if (void 0 === yearMaybe && isIso && (yearMaybe = 1972), void 0 !== yearMaybe) {
		isIso || checkIsoDateInBounds(computeCalendarIsoFieldsFromParts(calendar, yearMaybe, 1, 1));
		const month = resolveCalendarMonth(fields, calendar, yearMaybe, monthCodeParts, overflow);
		day = resolveCalendarDay(fields, calendar, yearMaybe, month, overflow), [monthCodeNumber, isLeapMonth] = computeCalendarMonthCodeParts(calendar, yearMaybe, month);
	} else {
		void 0 === fields.monthCode && throwTypeError("Missing month/monthCode"), [monthCodeNumber, isLeapMonth] = monthCodeParts;
		const referenceYear = calendar ? calendar.re : 1972;
		if (void 0 !== referenceYear) day = resolveCalendarDay(fields, calendar, referenceYear, resolveCalendarMonth(fields, calendar, referenceYear, monthCodeParts, overflow), overflow);
		else {
			const constrainedDay = 0 === overflow && calendar ? calendar.ge?.(monthCodeNumber, isLeapMonth, fields.day) : void 0;
			day = void 0 !== constrainedDay ? constrainedDay : fields.day;
		}
	}
	return createMonthDayFromMonthCodeParts(calendar, monthCodeNumber, isLeapMonth, day, fields.day, overflow);
}
function createYearMonthFromCalendarParts(calendar, year, month) {
	return createDateSlots(checkIsoYearMonthInBounds(computeCalendarIsoFieldsFromParts(calendar, year, month, 1)), calendar);
}
function createMonthDayFromMonthCodeParts(calendar, monthCodeNumber, isLeapMonthArg, day, requestedDay, overflow) {
	let isLeapMonth = isLeapMonthArg;
	isLeapMonth && ((calendar && calendar.U?.[monthCodeNumber]) ?? 1 / 0) < requestedDay && (1 === overflow && throwRangeError(invalidLeapMonth), isLeapMonth = 0, day = constrainToRange(requestedDay, 1, (calendar && calendar.R) ?? 1 / 0));
	let res = calendar ? calendar.u(monthCodeNumber, Boolean(isLeapMonth), day) : computeIsoYearMonthFieldsForMonthDay(monthCodeNumber, Boolean(isLeapMonth));
	for (; !res && 0 === overflow && day > 1;) day--, res = calendar ? calendar.u(monthCodeNumber, Boolean(isLeapMonth), day) : computeIsoYearMonthFieldsForMonthDay(monthCodeNumber, Boolean(isLeapMonth));
	res || throwRangeError("Cannot guess year");
	const { year: finalYear, month: finalMonth } = res;
	return createDateSlots(checkIsoDateInBounds(computeCalendarIsoFieldsFromParts(calendar, finalYear, finalMonth, day)), calendar);
}
function parseMonthCodeField(fields) {
	if (void 0 !== fields.monthCode) return parseMonthCode(fields.monthCode);
}
var RawDateTimeFormat = Intl.DateTimeFormat;
function formatEpochMilliToPartsRecord(intlFormat, epochMilli) {
	epochMilli < -864e13 && throwRangeError("Out-of-bounds date");
	const parts = intlFormat.formatToParts(epochMilli);
	const hash = {};
	for (const part of parts) hash[part.type] = part.value;
	return hash;
}
var timeZonePeriodDaysByName = {
	"El_Aaiun": 16,
	"Tucuman": 12,
	"Tirane": 11,
	"Riga": 10,
	"Simferopol": 9,
	"Vienna": 9,
	"Tunis": 8,
	"Boa_Vista": 6,
	"Fortaleza": 6,
	"Maceio": 6,
	"Noronha": 6,
	"Recife": 6,
	"Gaza": 6,
	"Hebron": 6,
	"DeNoronha": 6
};
var minPossibleTransitionSec = -4e9;
function refineTimeDisplayTuple(options, maxSmallestUnit = 4) {
	const subsecDigits = coerceFractionalSecondDigits(options);
	return [coerceRoundingMode(options, 4), ...resolveSmallestUnitAndSubsecDigits(validateUnitRange(smallestUnitStr, coerceSmallestUnit(options), 0, maxSmallestUnit), subsecDigits)];
}
function refineDateDisplayOptions(options) {
	return coerceCalendarDisplay(normalizeOptions(options));
}
function refineTimeDisplayOptions(options, maxSmallestUnit) {
	return refineTimeDisplayTuple(normalizeOptions(options), maxSmallestUnit);
}
function resolveSmallestUnitAndSubsecDigits(smallestUnit, subsecDigits) {
	return null != smallestUnit ? [unitNanoMap[smallestUnit], smallestUnit < 4 ? 9 - 3 * smallestUnit : -1] : [void 0 === subsecDigits ? 1 : 10 ** (9 - subsecDigits), subsecDigits];
}
function formatInstantIso(refineTimeZoneString, instantSlots, options) {
	const [timeZoneArg, roundingMode, nanoInc, subsecDigits] = ((options) => {
		const subsecDigits = coerceFractionalSecondDigits(options = normalizeOptions(options));
		const roundingMode = coerceRoundingMode(options, 4);
		const smallestUnit = coerceSmallestUnit(options);
		return [
			options.timeZone,
			roundingMode,
			...resolveSmallestUnitAndSubsecDigits(validateUnitRange(smallestUnitStr, smallestUnit, 0, 4), subsecDigits)
		];
	})(options);
	const providedTimeZone = void 0 !== timeZoneArg;
	return ((providedTimeZone, timeZone, epochNano, roundingMode, nanoInc, subsecDigits) => {
		epochNano = roundBigNanoToDayOriginInc(epochNano, BigInt(nanoInc), roundingMode);
		const offsetNano = timeZone.B(epochNano);
		return formatIsoDateTimeFields(epochNanoToIsoDateTime(epochNano + BigInt(offsetNano)), subsecDigits) + (providedTimeZone ? formatOffsetNano(roundToMinute(offsetNano)) : "Z");
	})(providedTimeZone, queryTimeZone(providedTimeZone ? refineTimeZoneString(timeZoneArg) : "UTC"), instantSlots.epochNanoseconds, roundingMode, nanoInc, subsecDigits);
}
function formatZonedDateTimeIso(zonedDateTimeSlots0, options) {
	const displayOptions = ((options) => {
		options = normalizeOptions(options);
		const calendarDisplay = coerceCalendarDisplay(options);
		const subsecDigits = coerceFractionalSecondDigits(options);
		const offsetDisplay = coerceOffsetDisplay(options);
		const roundingMode = coerceRoundingMode(options, 4);
		const smallestUnit = coerceSmallestUnit(options);
		return [
			calendarDisplay,
			coerceTimeZoneDisplay(options),
			offsetDisplay,
			roundingMode,
			...resolveSmallestUnitAndSubsecDigits(validateUnitRange(smallestUnitStr, smallestUnit, 0, 4), subsecDigits)
		];
	})(options);
	return ((calendar, timeZoneId, timeZone, epochNano, calendarDisplay, timeZoneDisplay, offsetDisplay, roundingMode, nanoInc, subsecDigits) => {
		epochNano = roundBigNanoToDayOriginInc(epochNano, BigInt(nanoInc), roundingMode);
		const offsetNano = timeZone.B(epochNano);
		return formatIsoDateTimeFields(epochNanoToIsoDateTime(epochNano + BigInt(offsetNano)), subsecDigits) + formatOffsetNano(roundToMinute(offsetNano), offsetDisplay) + formatTimeZone(timeZoneId, timeZoneDisplay) + formatCalendar(calendar, calendarDisplay);
	})(zonedDateTimeSlots0.calendar, zonedDateTimeSlots0.timeZone.id, zonedDateTimeSlots0.timeZone, zonedDateTimeSlots0.epochNanoseconds, ...displayOptions);
}
function formatPlainDateTimeIso(plainDateTimeSlots0, options) {
	const displayOptions = ((options) => (options = normalizeOptions(options), [coerceCalendarDisplay(options), ...refineTimeDisplayTuple(options)]))(options);
	return ((calendar, isoDateTime, calendarDisplay, roundingMode, nanoInc, subsecDigits) => formatIsoDateTimeFields(roundDateTimeToInc(isoDateTime, nanoInc, roundingMode), subsecDigits) + formatCalendar(calendar, calendarDisplay))(plainDateTimeSlots0.calendar, plainDateTimeSlots0, ...displayOptions);
}
function formatPlainDateIso(plainDateSlots, options) {
	return calendar = plainDateSlots.calendar, isoDate = plainDateSlots, calendarDisplay = refineDateDisplayOptions(options), formatIsoDateFields(isoDate) + formatCalendar(calendar, calendarDisplay);
	var calendar, isoDate, calendarDisplay;
}
function formatPlainYearMonthIso(plainYearMonthSlots, options) {
	return formatDateLikeIso(plainYearMonthSlots.calendar, formatIsoYearMonthFields, plainYearMonthSlots, refineDateDisplayOptions(options));
}
function formatPlainMonthDayIso(plainMonthDaySlots, options) {
	return formatDateLikeIso(plainMonthDaySlots.calendar, formatIsoMonthDayFields, plainMonthDaySlots, refineDateDisplayOptions(options));
}
function formatDateLikeIso(calendar, formatSimple, isoDate, calendarDisplay) {
	return 1 === calendarDisplay ? calendar === void 0 ? formatSimple(isoDate) : formatIsoDateFields(isoDate) : calendarDisplay > 1 || 0 === calendarDisplay && calendar !== void 0 ? formatIsoDateFields(isoDate) + formatCalendarId(getCalendarSlotId(calendar), 2 === calendarDisplay) : formatSimple(isoDate);
}
function formatPlainTimeIso(slots, options) {
	return ((fields, roundingMode, nanoInc, subsecDigits) => formatTimeFields(roundTimeToInc(fields, nanoInc, roundingMode)[0], subsecDigits))(slots, ...refineTimeDisplayOptions(options));
}
function formatDurationIso(slots, options) {
	const [roundingMode, nanoInc, subsecDigits] = refineTimeDisplayOptions(options, 3);
	return nanoInc > 1 && ((slots = {
		...slots,
		...roundDayTimeDurationByInc(slots, nanoInc, roundingMode)
	}).sign = computeDurationSign(slots), validateDurationFields(slots)), formatDurationSlots(slots, subsecDigits);
}
function formatDurationSlots(durationSlots, subsecDigits) {
	const { sign } = durationSlots;
	const abs = -1 === sign ? negateDurationFields(durationSlots) : durationSlots;
	const { hours, minutes } = abs;
	const bigNano = durationSubMinuteToBigNano(abs);
	const wholeSec = Number(bigNano / bigNanoInSec);
	const subsecNano = Number(bigNano % bigNanoInSec);
	validateDurationTimeUnit(wholeSec);
	const subsecNanoString = formatSubsecNano(subsecNano, subsecDigits);
	const forceSec = subsecDigits >= 0 || !sign || subsecNanoString;
	return (sign < 0 ? "-" : "") + "P" + formatDurationFragments({
		"Y": formatDurationNumber(abs.years),
		"M": formatDurationNumber(abs.months),
		"W": formatDurationNumber(abs.weeks),
		"D": formatDurationNumber(abs.days)
	}) + (hours || minutes || wholeSec || forceSec ? "T" + formatDurationFragments({
		"H": formatDurationNumber(hours),
		"M": formatDurationNumber(minutes),
		"S": formatDurationNumber(wholeSec, forceSec) + subsecNanoString
	}) : "");
}
function formatDurationFragments(fragObj) {
	const parts = [];
	for (const fragName in fragObj) {
		const fragVal = fragObj[fragName];
		fragVal && parts.push(fragVal, fragName);
	}
	return parts.join("");
}
function formatDurationNumber(n, force) {
	if (!n && !force) return "";
	const options = Object.create(null);
	return options.useGrouping = 0, n.toLocaleString("fullwide", options);
}
function formatIsoDateTimeFields(isoDateTime, subsecDigits) {
	return formatIsoDateFields(isoDateTime) + "T" + formatTimeFields(isoDateTime, subsecDigits);
}
function formatIsoDateFields(isoDate) {
	return formatIsoYearMonthFields(isoDate) + "-" + padNumber2(isoDate.day);
}
function formatIsoYearMonthFields(isoDate) {
	const { year } = isoDate;
	return (year < 0 || year > 9999 ? getSignStr(year) + padNumber(6, Math.abs(year)) : padNumber(4, year)) + "-" + padNumber2(isoDate.month);
}
function formatIsoMonthDayFields(isoDate) {
	return padNumber2(isoDate.month) + "-" + padNumber2(isoDate.day);
}
function formatTimeFields(timeFields, subsecDigits) {
	const parts = [padNumber2(timeFields.hour), padNumber2(timeFields.minute)];
	return -1 !== subsecDigits && parts.push(padNumber2(timeFields.second) + ((millisecond, microsecond, nanosecond, subsecDigits) => formatSubsecNano(millisecond * nanoInMilli + microsecond * nanoInMicro + nanosecond, subsecDigits))(timeFields.millisecond, timeFields.microsecond, timeFields.nanosecond, subsecDigits)), parts.join(":");
}
function formatOffsetNano(offsetNano, offsetDisplay = 0) {
	if (1 === offsetDisplay) return "";
	const [hour, nanoRemainder0] = divModFloor(Math.abs(offsetNano), nanoInHour);
	const [minute, nanoRemainder1] = divModFloor(nanoRemainder0, nanoInMinute);
	const [second, nanoRemainder2] = divModFloor(nanoRemainder1, nanoInSec);
	return getSignStr(offsetNano) + padNumber2(hour) + ":" + padNumber2(minute) + (second || nanoRemainder2 ? ":" + padNumber2(second) + formatSubsecNano(nanoRemainder2) : "");
}
function formatTimeZone(timeZoneId, timeZoneDisplay) {
	return 1 !== timeZoneDisplay ? "[" + (2 === timeZoneDisplay ? "!" : "") + timeZoneId + "]" : "";
}
function formatCalendar(calendar, calendarDisplay) {
	return calendarDisplay > 1 || 0 === calendarDisplay && calendar !== void 0 ? formatCalendarId(getCalendarSlotId(calendar), 2 === calendarDisplay) : "";
}
function formatCalendarId(calendarId, isCritical) {
	return "[" + (isCritical ? "!" : "") + "u-ca=" + calendarId + "]";
}
var trailingZerosRE = /0+$/;
function formatSubsecNano(totalNano, subsecDigits) {
	let s = padNumber(9, totalNano);
	return s = void 0 === subsecDigits ? s.replace(trailingZerosRE, "") : s.slice(0, subsecDigits), s ? "." + s : "";
}
function getSignStr(num) {
	return num < 0 ? "-" : "+";
}
var icuRegExp = /^(AC|AE|AG|AR|AS|BE|BS|CA|CN|CS|CT|EA|EC|IE|IS|JS|MI|NE|NS|PL|PN|PR|PS|SS|VS)T$/;
var badCharactersRegExp = /[^\w\/:+-]+/;
function refineTimeZoneId(rawId) {
	return resolveTimeZoneId(requireString(rawId));
}
function resolveTimeZoneId(rawId) {
	return resolveTimeZoneRecord(rawId).id;
}
var resolveTimeZoneRecord = /*@__PURE__*/ memoize((rawId) => {
	const upperRawId = rawId.toUpperCase();
	const offsetRecord = ((upperRawId) => {
		const offsetNano = parseOffsetNanoMaybe(upperRawId, 1);
		if (void 0 !== offsetNano) return {
			id: formatOffsetNano(offsetNano),
			Z: offsetNano,
			m: offsetNano
		};
	})(upperRawId);
	if (offsetRecord) return {
		kind: "fixed",
		...offsetRecord
	};
	return queryNamedTimeZoneRecord("UTC" === upperRawId ? "UTC" : ((rawId) => (badCharactersRegExp.test(rawId) && throwRangeError(invalidTimeZone(rawId)), icuRegExp.test(rawId) && throwRangeError("Forbidden ICU TimeZone"), rawId.toLowerCase().split("/").map((part, partI) => (part.length <= 3 || /\d/.test(part)) && !/etc|yap/.test(part) ? part.toUpperCase() : part.replace(/baja|dumont|[a-z]+/g, (a, i) => a.length <= 2 && !partI || "in" === a || "chat" === a ? a.toUpperCase() : a.length > 2 || !i ? capitalize(a).replace(/island|noronha|murdo|rivadavia|urville/, capitalize) : a)).join("/")))(rawId));
});
var queryNamedTimeZoneRecord = /*@__PURE__*/ memoize((normId) => {
	if ("UTC" === normId) return {
		kind: "utc",
		id: normId,
		m: normId
	};
	const format = (upperNormId = normId.toUpperCase(), new RawDateTimeFormat("en-u-hc-h23", {
		calendar: "iso8601",
		timeZone: upperNormId,
		era: "short",
		year: "numeric",
		month: "numeric",
		day: "numeric",
		hour: "numeric",
		minute: "numeric",
		second: "numeric"
	}));
	var upperNormId;
	return {
		kind: "named",
		id: normId,
		format,
		m: format.resolvedOptions().timeZone
	};
});
function queryTimeZone(rawTimeZoneId) {
	const record = resolveTimeZoneRecord(rawTimeZoneId);
	return queryTimeZoneRecord(record.id, record);
}
var queryTimeZoneRecord = /*@__PURE__*/ memoize((normTimeZoneId, record) => "named" === record.kind ? new IntlTimeZone(normTimeZoneId, record.m, record.format) : new FixedTimeZone(normTimeZoneId, record.m, "fixed" === record.kind ? record.Z : 0));
var FixedTimeZone = class {
	constructor(id, compareKey, offsetNano) {
		this.id = id, this.m = compareKey, this.Z = offsetNano;
	}
	B() {
		return this.Z;
	}
	O(isoDateTime) {
		return [isoDateTimeAndOffsetToEpochNano(isoDateTime, this.Z)];
	}
	C() {}
};
var IntlTimeZone = class {
	constructor(id, compareKey, format) {
		this.id = id, this.m = compareKey, this.me = ((computeOffsetSec, periodDays) => {
			const getSample = memoize(computeOffsetSec);
			const getSplit = memoize(createSplitTuple);
			const periodSec = 86400 * periodDays;
			function getOffsetSec(epochSec) {
				const [startEpochSec, endEpochSec] = computePeriod(epochSec, periodSec);
				const clampedStartEpochSec = clampIntlSampleEpochSec(startEpochSec);
				const clampedEndEpochSec = clampIntlSampleEpochSec(endEpochSec);
				const startOffsetSec = getSample(clampedStartEpochSec);
				const endOffsetSec = getSample(clampedEndEpochSec);
				return startOffsetSec === endOffsetSec ? startOffsetSec : pinch(getSplit(clampedStartEpochSec, clampedEndEpochSec), startOffsetSec, endOffsetSec, epochSec);
			}
			function searchTransition(searchEpochSec, direction, searchLimit, epochSec = searchEpochSec) {
				let [startEpochSec, endEpochSec] = computePeriod(searchEpochSec, periodSec);
				const inc = periodSec * direction;
				const inBounds = () => direction < 0 ? endEpochSec > searchLimit : startEpochSec < searchLimit;
				for (; inBounds();) {
					const clampedStartEpochSec = clampIntlSampleEpochSec(startEpochSec);
					const clampedEndEpochSec = clampIntlSampleEpochSec(endEpochSec);
					const startOffsetSec = getSample(clampedStartEpochSec);
					const endOffsetSec = getSample(clampedEndEpochSec);
					if (startOffsetSec !== endOffsetSec) {
						const split = getSplit(clampedStartEpochSec, clampedEndEpochSec);
						pinch(split, startOffsetSec, endOffsetSec);
						const transitionEpochSec = split[0];
						if ((compareNumbers(transitionEpochSec, epochSec) || 1) === direction) return transitionEpochSec;
					}
					startEpochSec += inc, endEpochSec += inc;
				}
			}
			function pinch(split, startOffsetSec, endOffsetSec, forEpochSec) {
				let offsetSec;
				let splitDurSec;
				for (; (void 0 === forEpochSec || void 0 === (offsetSec = forEpochSec < split[0] ? startOffsetSec : forEpochSec >= split[1] ? endOffsetSec : void 0)) && (splitDurSec = split[1] - split[0]);) {
					const middleEpochSec = split[0] + Math.floor(splitDurSec / 2);
					computeOffsetSec(middleEpochSec) === endOffsetSec ? split[1] = middleEpochSec : split[0] = middleEpochSec + 1;
				}
				return offsetSec;
			}
			return {
				Ae(zonedEpochSec) {
					const wideOffsetSec0 = getOffsetSec(zonedEpochSec - 86400);
					const wideOffsetSec1 = getOffsetSec(zonedEpochSec + 86400);
					const wideUtcEpochSec0 = zonedEpochSec - wideOffsetSec0;
					const wideUtcEpochSec1 = zonedEpochSec - wideOffsetSec1;
					if (wideOffsetSec0 === wideOffsetSec1) return [wideUtcEpochSec0];
					const narrowOffsetSec0 = getOffsetSec(wideUtcEpochSec0);
					return narrowOffsetSec0 === getOffsetSec(wideUtcEpochSec1) ? [zonedEpochSec - narrowOffsetSec0] : wideOffsetSec0 > wideOffsetSec1 ? [wideUtcEpochSec0, wideUtcEpochSec1] : [];
				},
				ze: getOffsetSec,
				C(epochSec, direction) {
					if (!(direction > 0 && epochSec >= 864e10)) {
						if (direction < 0) {
							if (epochSec <= minPossibleTransitionSec) return;
							return epochSec > 4e9 ? searchTransition(epochSec, -1, epochSec - 94867200) ?? searchTransition(4e9, -1, minPossibleTransitionSec) : searchTransition(epochSec, -1, minPossibleTransitionSec);
						}
						return searchTransition(Math.max(epochSec, minPossibleTransitionSec) - 1, 1, Math.max(epochSec, Math.floor(Date.now() / 1e3)) + 94867200, epochSec);
					}
				}
			};
		})(((format) => (epochSec) => {
			const intlParts = formatEpochMilliToPartsRecord(format, 1e3 * epochSec);
			return 86400 * isoPartsToEpochDays(((intlParts) => {
				const relatedYear = intlParts.relatedYear;
				if (void 0 !== relatedYear) return parseInt(relatedYear);
				const year = parseInt(intlParts.year);
				return void 0 !== intlParts.era && "bce" === normalizeEraName(intlParts.era) ? 1 - year : year;
			})(intlParts), parseInt(intlParts.month), parseInt(intlParts.day)) + 3600 * parseInt(intlParts.hour) + 60 * parseInt(intlParts.minute) + parseInt(intlParts.second) - epochSec;
		})(format), ((timeZoneId) => {
			return timeZonePeriodDaysByName[timeZoneId.split("/").pop()] || 19;
		})(id));
	}
	B(epochNano) {
		return this.me.ze(((epochNano) => epochNanoToSecMod(epochNano)[0])(epochNano)) * nanoInSec;
	}
	O(isoDateTime) {
		const zonedEpochSec = 86400 * isoDateToEpochDays(isoDateTime) + timeFieldsToSec(isoDateTime);
		const subsecNano = timeFieldsToSubsecNano(isoDateTime);
		return this.me.Ae(zonedEpochSec).map((epochSec) => checkEpochNanoInBounds(BigInt(epochSec) * bigNanoInSec + BigInt(subsecNano)));
	}
	C(epochNano, direction) {
		const [epochSec, subsecNano] = epochNanoToSecMod(epochNano);
		const resEpochSec = this.me.C(epochSec + (direction > 0 || subsecNano ? 1 : 0), direction);
		if (void 0 !== resEpochSec) return BigInt(resEpochSec) * bigNanoInSec;
	}
};
function createSplitTuple(startEpochSec, endEpochSec) {
	return [startEpochSec, endEpochSec];
}
function computePeriod(epochSec, periodSec) {
	const startEpochSec = Math.floor(epochSec / periodSec) * periodSec;
	return [startEpochSec, startEpochSec + periodSec];
}
function clampIntlSampleEpochSec(epochSec) {
	return constrainToRange(epochSec, -1e10, 864e10);
}
function refineMaybeZonedDateTimeObjectLike(refineTimeZoneString, calendar, bag) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, dateTimeAndZoneFieldNamesAlpha, dateTimeAndZoneFieldNamesWithEraAlpha), zonedDateTimeFieldRefiners, [], 0);
	const isZoned = void 0 !== fields.timeZone;
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar);
	const isoDate = createDateFromRefinedFields(fields, calendar, year, monthCodeParts, 0);
	if (isZoned) {
		const timeFields = resolveTimeFields(fields);
		const timeZone = queryTimeZone(refineTimeZoneString(fields.timeZone));
		return {
			epochNanoseconds: getMatchingInstantFor(timeZone, combineDateAndTime(isoDate, timeFields), fields.offset),
			timeZone,
			calendar
		};
	}
	return isoDate;
}
function refineZonedDateTimeObjectLike(refineTimeZoneString, calendar, bag, options) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, dateTimeAndZoneFieldNamesAlpha, dateTimeAndZoneFieldNamesWithEraAlpha), zonedDateTimeFieldRefiners, timeZoneFieldNames, 0);
	const timeZoneId = refineTimeZoneString(fields.timeZone);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar);
	const [overflow, offsetDisambig, epochDisambig] = refineZonedFieldOptions(options);
	const isoDate = createDateFromRefinedFields(fields, calendar, year, monthCodeParts, overflow);
	const timeFields = resolveTimeFields(fields, overflow);
	const timeZone = queryTimeZone(timeZoneId);
	return createZonedEpochNanoSlots(getMatchingInstantFor(timeZone, combineDateAndTime(isoDate, timeFields), fields.offset, offsetDisambig, epochDisambig), timeZone, calendar);
}
function refinePlainDateTimeObjectLike(calendar, bag, options) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, dateTimeFieldNamesAlpha, dateTimeFieldNamesWithEraAlpha), dateTimeFieldRefiners, [], 0);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar);
	const overflow = refineOverflowOptions(options);
	return createDateTimeFromRefinedFields(createDateFromRefinedFields(fields, calendar, year, monthCodeParts, overflow), resolveTimeFields(fields, overflow), calendar);
}
function refinePlainDateObjectLike(calendar, bag, options, requireFields = []) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, dateFieldNamesAlpha, dateFieldNamesWithEraAlpha), dateFieldRefiners, requireFields);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar);
	return createDateFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function refinePlainYearMonthObjectLike(calendar, bag, options, requireFields) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, yearMonthFieldNamesAlpha, yearMonthFieldNamesWithEraAlpha), dateFieldRefiners, requireFields);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar, 1);
	return createYearMonthFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function refinePlainMonthDayObjectLike(calendar, calendarAbsent, bag, options) {
	const fields = readAndRefineBagFields(bag, getCalendarFieldNames(calendar, dateFieldNamesAlpha, dateFieldNamesWithEraAlpha), dateFieldRefiners, dayFieldNamesAsc, 0);
	calendarAbsent && void 0 !== fields.month && void 0 === fields.monthCode && void 0 === fields.year && (fields.year = 1972);
	const [year, monthCodeParts] = refineMonthDayFields(fields, calendar);
	return createMonthDayFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function refinePlainTimeObjectLike(bag, options) {
	return resolveTimeFields(readAndRefineBagFields(bag, timeFieldNamesAlpha, timeFieldRefiners, [], 1), refineOverflowOptions(options));
}
function refineDurationObjectLike(bag) {
	const durationFields = readAndRefineBagFields(bag, durationFieldNamesAlpha, durationFieldRefiners);
	return createDurationSlots(validateDurationFields({
		...durationFieldDefaults,
		...durationFields
	}));
}
function throwFailedParse(s) {
	throwRangeError(failedParse(s));
}
function parseInstant(s) {
	const organized = parseDateTimeLike(s = requireString(toPrimitiveWithStringHint(s)));
	let offsetNano;
	return organized || throwFailedParse(s), organized.I ? offsetNano = 0 : organized.offset ? offsetNano = parseOffsetNano(organized.offset) : throwFailedParse(s), createEpochNanoSlots(isoDateTimeAndOffsetToEpochNano(organized, offsetNano));
}
function parseRelativeToSlots(s, resolveCalendar) {
	const organized = parseDateTimeLike(requireString(s));
	return organized && organized.timeZoneId ? finalizeZonedDateTime(organized, resolveCalendar, void 0) : finalizeDate(parsePlainDateLike(s), resolveCalendar);
}
function parseZonedDateTime(s, resolveCalendar, options) {
	const organized = parseDateTimeLike(requireString(s));
	return organized && organized.timeZoneId || throwFailedParse(s), finalizeZonedDateTime(organized, resolveCalendar, options);
}
function parsePlainDateTime(s, resolveCalendar) {
	const organized = parsePlainDateLike(s);
	return checkIsoDateTimeInBounds(organized), {
		...combineDateAndTime(organized, organized),
		calendar: resolveCalendar(organized.calendarId)
	};
}
function parsePlainDate(s, resolveCalendar) {
	return finalizeDate(parsePlainDateLike(s), resolveCalendar);
}
function parsePlainYearMonth(s, resolveCalendar) {
	const organized = parseYearMonthOnly(requireString(s)) || parsePlainDateLike(s);
	const calendar = resolveCalendar(organized.calendarId);
	return createDateSlots(checkIsoYearMonthInBounds(moveToStartOfMonth(calendar, checkIsoYearMonthInBounds(organized))), calendar);
}
function parsePlainMonthDay(s, resolveCalendar) {
	const organized = parseMonthDayOnly(requireString(s)) || parsePlainDateLike(s);
	if ("iso8601" === organized.calendarId) return createDateSlots({
		...organized,
		year: 1972
	}, resolveCalendar("iso8601"));
	const { calendar } = finalizeDate(organized, resolveCalendar);
	const { year: origYear, month: origMonth, day } = computeCalendarDateFields(calendar, organized);
	const [monthCodeNumber, isLeapMonth] = computeCalendarMonthCodeParts(calendar, origYear, origMonth);
	const yearMonthFields = calendar ? calendar.u(monthCodeNumber, isLeapMonth, day) : computeIsoYearMonthFieldsForMonthDay(monthCodeNumber, isLeapMonth);
	return yearMonthFields || throwRangeError("Cannot guess year"), createDateSlots(checkIsoDateInBounds(computeCalendarIsoFieldsFromParts(calendar, yearMonthFields.year, yearMonthFields.month, day)), calendar);
}
function parsePlainTime(s) {
	const organized = parseDateTimeLike(s = requireString(s)) || parseTimeOnly(s);
	return (!organized || !organized.qe || organized.I || parseYearMonthOnly(s) || parseMonthDayOnly(s)) && throwFailedParse(s), createTimeSlots(organized);
}
function parseDuration(s) {
	const parts = durationRegExp.exec(requireString(s));
	parts && !invalidDurationRegExp.test(s) || throwFailedParse(s);
	const fraction = nanoToGivenFields(3600 * parseSubsecNano(parts[7] || "") + 60 * parseSubsecNano(parts[9] || "") + parseSubsecNano(parts[11] || ""), 4, durationFieldNamesAsc);
	const durationFields = {
		...fraction,
		years: parseInt0(parts[2]),
		months: parseInt0(parts[3]),
		weeks: parseInt0(parts[4]),
		days: parseInt0(parts[5]),
		hours: parseInt0(parts[6]),
		minutes: parseInt0(parts[8]) + fraction.minutes,
		seconds: parseInt0(parts[10]) + fraction.seconds
	};
	return createDurationSlots(validateDurationFields("-" === parts[1] ? negateDurationFields(durationFields) : durationFields));
}
function parseCalendarId(s) {
	const organized = parseDateTimeLike(s) || parseYearMonthOnly(s) || parseMonthDayOnly(s) || parseTimeOnly(s);
	return organized ? organized.calendarId : s;
}
function parseTimeZoneId(s) {
	const parsed = parseDateTimeLike(s);
	return parsed && (parsed.timeZoneId || parsed.I && "UTC" || parsed.offset) || s;
}
function parsePlainDateLike(s) {
	const organized = parseDateTimeLike(requireString(s));
	return organized && !organized.I || throwFailedParse(s), organized;
}
function finalizeZonedDateTime(organized, resolveCalendar, options) {
	const timeZone = queryTimeZone(resolveTimeZoneId(organized.timeZoneId));
	let epochNano;
	if (organized.qe) {
		const offsetNano = organized.offset ? parseOffsetNano(organized.offset) : void 0;
		const [, offsetDisambig, epochDisambig] = refineZonedFieldOptions(options);
		epochNano = getMatchingInstantFor(timeZone, organized, offsetNano, offsetDisambig, epochDisambig, !(timeZone.Z || void 0 === organized.offset || (offset = organized.offset, offset.length > 6)), organized.I);
	} else refineZonedFieldOptions(options), epochNano = getStartOfDayInstantFor(timeZone, organized);
	var offset;
	return checkEpochNanoInBounds(epochNano), createZonedEpochNanoSlots(epochNano, timeZone, resolveCalendar(organized.calendarId));
}
function finalizeDate(organized, resolveCalendar) {
	return createDateSlots(checkIsoDateInBounds(organized), resolveCalendar(organized.calendarId));
}
function timeRegExpStr(separatorIndex, leapSecondStr = "") {
	return `([01]\\d|2[0-3])(?:(:?)([0-5]\\d)(?:\\${separatorIndex}([0-5]\\d${leapSecondStr})(?:[.,](\\d{1,9}))?)?)?`;
}
var dateTimeRegExpStr = "((?!-0{6})[+-]\\d{6}|\\d{4})(-?)(0[1-9]|1[0-2])\\2(0[1-9]|[12]\\d|3[01])(?:[Tt ]" + timeRegExpStr(6, "|60") + "(?:([Zz])|(([+-])" + timeRegExpStr(14) + "))?)?";
var yearMonthRegExp = /*@__PURE__*/ createRegExp("((?!-0{6})[+-]\\d{6}|\\d{4})-?(0[1-9]|1[0-2])(?:\\[!?([+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?|[a-zA-Z._][\\w.+-]*(?:/[a-zA-Z._][\\w.+-]*)*)\\])?((?:\\[!?[a-z_][a-z\\d_-]*=[a-zA-Z\\d]+(?:-[a-zA-Z\\d]+)*\\])*)");
var monthDayRegExp = /*@__PURE__*/ createRegExp("(?:--)?(0[1-9]|1[0-2])-?(0[1-9]|[12]\\d|3[01])(?:\\[!?([+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?|[a-zA-Z._][\\w.+-]*(?:/[a-zA-Z._][\\w.+-]*)*)\\])?((?:\\[!?[a-z_][a-z\\d_-]*=[a-zA-Z\\d]+(?:-[a-zA-Z\\d]+)*\\])*)");
var dateTimeRegExp = /*@__PURE__*/ createRegExp(dateTimeRegExpStr + "(?:\\[!?([+-](?:[01]\\d|2[0-3])(?::?[0-5]\\d)?|[a-zA-Z._][\\w.+-]*(?:/[a-zA-Z._][\\w.+-]*)*)\\])?((?:\\[!?[a-z_][a-z\\d_-]*=[a-zA-Z\\d]+(?:-[a-zA-Z\\d]+)*\\])*)");
var annotationRegExp = /\[(!?)([^=]+)=([^\]]+)/g;
var durationRegExp = /^([+-])?P(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(?:T(?:(\d+)(?:[.,](\d{1,9}))?H)?(?:(\d+)(?:[.,](\d{1,9}))?M)?(?:(\d+)(?:[.,](\d{1,9}))?S)?)?$/i;
var invalidDurationRegExp = /[PT]$|[.,]\d+[HMS]./i;
function parseDateTimeLike(s) {
	const parts = dateTimeRegExp.exec(s);
	if (!parts) return;
	return validateIsoDateFields(((parts) => ({
		year: parseInt(parts[1]),
		month: parseInt(parts[3]),
		day: parseInt(parts[4]),
		...nanoToTimeAndDay(parseSubsecNano(parts[9] || ""))[0],
		hour: parseInt0(parts[5]),
		minute: parseInt0(parts[7]),
		second: Math.min(parseInt0(parts[8]), 59),
		...organizeAnnotationParts(parts[18], parts[19]),
		qe: !!parts[5],
		I: !!parts[10],
		offset: parts[11]
	}))(parts));
}
function parseYearMonthOnly(s) {
	const parts = yearMonthRegExp.exec(s);
	return parts ? requireIsoCalendar(((parts) => ({
		year: parseInt(parts[1]),
		month: parseInt(parts[2]),
		day: 1,
		...organizeAnnotationParts(parts[3], parts[4])
	}))(parts)) : void 0;
}
function parseMonthDayOnly(s) {
	const parts = monthDayRegExp.exec(s);
	if (parts) {
		const organized = ((parts) => ({
			year: 1972,
			month: parseInt(parts[1]),
			day: parseInt(parts[2]),
			...organizeAnnotationParts(parts[3], parts[4])
		}))(parts);
		if (allPropsEqual(calendarDateFieldNamesAsc, isoDate = organized, constrainIsoDateFields(isoDate))) return requireIsoCalendar(organized);
	}
	var isoDate;
}
function requireIsoCalendar(organized) {
	return "iso8601" !== organized.calendarId && throwFailedParse(organized.calendarId), organized;
}
function parseTimeOnly(s) {
	const organized = parseDateTimeLike(s.replace(/^t?/i, "0000-01-01T"));
	return organized && !organized.I ? organized : void 0;
}
function organizeAnnotationParts(timeZoneId, s) {
	let calendarIsCritical;
	const calendarIds = [];
	return s.replace(annotationRegExp, (whole, criticalStr, key, value) => ("u-ca" === key ? (calendarIds.push(value.toLowerCase()), calendarIsCritical || (calendarIsCritical = criticalStr)) : criticalStr && throwFailedParse(whole), "")), calendarIds.length > 1 && calendarIsCritical && throwFailedParse(s), {
		timeZoneId,
		calendarId: calendarIds[0] || "iso8601"
	};
}
function mergeCalendarFields(calendar, baseFields, additionalFields) {
	const merged = Object.assign(Object.create(null), baseFields);
	return spliceFields(merged, additionalFields, monthFieldNames), getCalendarEraOrigins(calendar) && (spliceFields(merged, additionalFields, allYearFieldNames), calendar && calendar.je && spliceFields(merged, additionalFields, monthDayFieldNames, eraYearFieldNames)), merged;
}
function spliceFields(dest, additional, allPropNames, deletablePropNames) {
	let anyMatching = 0;
	const nonMatchingPropNames = [];
	for (const propName of allPropNames) void 0 !== additional[propName] ? anyMatching = 1 : nonMatchingPropNames.push(propName);
	if (Object.assign(dest, additional), anyMatching) for (const deletablePropName of deletablePropNames || nonMatchingPropNames) delete dest[deletablePropName];
}
function mergeZonedDateTimeFields(calendar, zonedDateTimeSlots, modFields) {
	const validFieldNames = getCalendarFieldNames(calendar, dateTimeAndOffsetFieldNamesAlpha, dateTimeAndOffsetFieldNamesWithEraAlpha);
	const zonedSlots = zonedEpochSlotsToIso(zonedDateTimeSlots);
	const { year, month, day } = computeCalendarDateFields(calendar, zonedSlots);
	const origFields = {
		year,
		monthCode: computeMonthCode(calendar, year, month),
		day,
		hour: zonedSlots.hour,
		minute: zonedSlots.minute,
		second: zonedSlots.second,
		millisecond: zonedSlots.millisecond,
		microsecond: zonedSlots.microsecond,
		nanosecond: zonedSlots.nanosecond,
		offset: zonedSlots.offsetNanoseconds
	};
	const partialFields = readAndRefineBagFields(modFields, validFieldNames, zonedDateTimeFieldRefiners);
	const mergedCalendarFields = mergeCalendarFields(calendar, origFields, partialFields);
	return [{
		...origFields,
		...partialFields
	}, mergedCalendarFields];
}
function mergeDateTimeFields(calendar, plainDateTimeSlots, modFields) {
	const validFieldNames = getCalendarFieldNames(calendar, dateTimeFieldNamesAlpha, dateTimeFieldNamesWithEraAlpha);
	const { year, month, day } = computeCalendarDateFields(calendar, plainDateTimeSlots);
	const origFields = {
		year,
		monthCode: computeMonthCode(calendar, year, month),
		day,
		hour: plainDateTimeSlots.hour,
		minute: plainDateTimeSlots.minute,
		second: plainDateTimeSlots.second,
		millisecond: plainDateTimeSlots.millisecond,
		microsecond: plainDateTimeSlots.microsecond,
		nanosecond: plainDateTimeSlots.nanosecond
	};
	const partialFields = readAndRefineBagFields(modFields, validFieldNames, dateTimeFieldRefiners);
	const mergedCalendarFields = mergeCalendarFields(calendar, origFields, partialFields);
	return [{
		...origFields,
		...partialFields
	}, mergedCalendarFields];
}
function mergeDateFields(calendar, plainDateSlots, modFields) {
	const validFieldNames = getCalendarFieldNames(calendar, dateFieldNamesAlpha, dateFieldNamesWithEraAlpha);
	const { year, month, day } = computeCalendarDateFields(calendar, plainDateSlots);
	return mergeCalendarFields(calendar, {
		year,
		monthCode: computeMonthCode(calendar, year, month),
		day
	}, readAndRefineBagFields(modFields, validFieldNames, dateFieldRefiners));
}
function mergeYearMonthFields(calendar, plainYearMonthSlots, modFields) {
	const validFieldNames = getCalendarFieldNames(calendar, yearMonthFieldNamesAlpha, yearMonthFieldNamesWithEraAlpha);
	const { year, month } = computeCalendarDateFields(calendar, plainYearMonthSlots);
	return mergeCalendarFields(calendar, {
		year,
		monthCode: computeMonthCode(calendar, year, month)
	}, readAndRefineBagFields(modFields, validFieldNames, dateFieldRefiners));
}
function mergeMonthDayFields(calendar, plainMonthDaySlots, modFields) {
	const validFieldNames = getCalendarFieldNames(calendar, dateFieldNamesAlpha, dateFieldNamesWithEraAlpha);
	const { year, month, day } = computeCalendarDateFields(calendar, plainMonthDaySlots);
	return mergeCalendarFields(calendar, {
		monthCode: computeMonthCode(calendar, year, month),
		day
	}, readAndRefineBagFields(modFields, validFieldNames, dateFieldRefiners));
}
function createZonedDateTimeFromMergedFields(zonedDateTimeSlots, mergedAllFields, calendarFields, year, monthCodeParts, overflow, offsetDisambig, epochDisambig) {
	const { calendar, timeZone } = zonedDateTimeSlots;
	return createZonedEpochNanoSlots(getMatchingInstantFor(timeZone, combineDateAndTime(createDateFromRefinedFields(calendarFields, calendar, year, monthCodeParts, overflow), constrainTimeFields(mergedAllFields, overflow)), mergedAllFields.offset, offsetDisambig, epochDisambig), timeZone, calendar);
}
function createDateTimeFromMergedFields(mergedAllFields, calendarFields, calendar, year, monthCodeParts, overflow) {
	return createDateTimeFromRefinedFields(createDateFromRefinedFields(calendarFields, calendar, year, monthCodeParts, overflow), constrainTimeFields(mergedAllFields, overflow), calendar);
}
function mergeTimeFields(initialFields, modFields) {
	return {
		...pluckProps(timeFieldNamesAlpha, initialFields),
		...readAndRefineBagFields(modFields, timeFieldNamesAlpha, timeFieldRefiners)
	};
}
function mergeDurationFields(slots, fields) {
	return createDurationSlots((initialFields = slots, modFields = fields, validateDurationFields({
		...initialFields,
		...readAndRefineBagFields(modFields, durationFieldNamesAlpha, durationFieldRefiners)
	})));
	var initialFields, modFields;
}
function computeMonthCode(calendar, year, month) {
	const [monthCodeNumber, isLeapMonth] = computeCalendarMonthCodeParts(calendar, year, month);
	return formatMonthCode(monthCodeNumber, isLeapMonth);
}
function totalDuration(refineRelativeTo, slots, options) {
	const [totalUnit, relativeToSlots] = ((options, refineRelativeTo) => {
		const relativeToInternals = refineRelativeTo((options = normalizeOptionsOrString(options, "unit")).relativeTo);
		let totalUnit = coerceTotalUnit(options);
		return totalUnit = requirePropDefined("unit", totalUnit), [totalUnit, relativeToInternals];
	})(options, refineRelativeTo);
	const maxDurationUnit = getMaxDurationUnit(slots);
	const maxUnit = Math.max(totalUnit, maxDurationUnit);
	const isZoned = relativeToSlots && isZonedEpochSlots(relativeToSlots);
	if (!relativeToSlots && isUniformUnit(maxUnit, isZoned)) return totalDayTimeDuration(slots, totalUnit);
	if (relativeToSlots || throwRangeError("Missing relativeTo"), !slots.sign && (!isZoned || totalUnit < 6)) return 0;
	const [balancedDuration, endEpochNano, relativeOps] = spanRelativeDuration(relativeToSlots, slots, totalUnit);
	return isUniformUnit(totalUnit, isZoned) ? totalDayTimeDuration(balancedDuration, totalUnit) : ((durationFields, endEpochNano, totalUnit, relativeOps) => {
		const fieldName = durationFieldNamesAsc[totalUnit];
		const baseDurationFields = clearDurationFields(totalUnit, durationFields);
		return totalRelativeUnit(durationFields[fieldName], computeDurationSign(durationFields) || 1, endEpochNano, (value) => (baseDurationFields[fieldName] = value, moveRelativeMarkerToEpochNano(relativeOps, baseDurationFields)));
	})(balancedDuration, endEpochNano, totalUnit, relativeOps);
}
function totalDayTimeDuration(durationFields, totalUnit) {
	return divideBigNanoToExactNumber(durationDayTimeToBigNano(durationFields), unitNanoMap[totalUnit]);
}
function instantToZonedDateTime(instantSlots, timeZone, calendar) {
	return createZonedEpochNanoSlots(instantSlots.epochNanoseconds, timeZone, calendar);
}
function zonedDateTimeToInstant(zonedDateTimeSlots0) {
	return createEpochNanoSlots(zonedDateTimeSlots0.epochNanoseconds);
}
function zonedDateTimeToDateTime(zonedDateTimeSlots0) {
	return createDateTimeSlots(zonedEpochSlotsToIso(zonedDateTimeSlots0), zonedDateTimeSlots0.calendar);
}
function zonedDateTimeToDate(zonedDateTimeSlots0) {
	return createDateSlots(zonedEpochSlotsToIso(zonedDateTimeSlots0), zonedDateTimeSlots0.calendar);
}
function zonedDateTimeToTime(zonedDateTimeSlots0) {
	return createTimeSlots(zonedEpochSlotsToIso(zonedDateTimeSlots0));
}
function dateTimeToZonedDateTime(plainDateTimeSlots, timeZone, epochDisambig) {
	return createZonedEpochNanoSlots(checkEpochNanoInBounds(getSingleInstantFor(timeZone, plainDateTimeSlots, epochDisambig)), timeZone, plainDateTimeSlots.calendar);
}
function dateToZonedDateTime(plainDateSlots, timeZone, timeFields) {
	let epochNano;
	return epochNano = timeFields ? getSingleInstantFor(timeZone, combineDateAndTime(plainDateSlots, timeFields)) : getStartOfDayInstantFor(timeZone, combineDateAndTime(plainDateSlots, timeFieldDefaults)), createZonedEpochNanoSlots(epochNano, timeZone, plainDateSlots.calendar);
}
function yearMonthToDate(calendar, input, bag) {
	return mergeFieldsIntoDate(calendar, pluckProps(getCalendarFieldNames(calendar, yearMonthCodeFieldNamesAlpha, yearMonthCodeFieldNamesWithEraAlpha), input), readAndRefineBagFields(requireObjectLike(bag), dayFieldNamesAsc, dateFieldRefiners, []));
}
function monthDayToDate(calendar, input, bag) {
	const extraFieldNames = getCalendarFieldNames(calendar, yearFieldNamesAsc, yearFieldNamesWithEraAlpha);
	return mergeFieldsIntoDate(calendar, pluckProps(monthCodeDayFieldNamesAlpha, input), readAndRefineBagFields(requireObjectLike(bag), extraFieldNames, dateFieldRefiners, []));
}
function fieldsToMonthDay(calendar, input) {
	const refinedFields = readAndRefineBagFields(input, monthCodeDayFieldNamesAlpha, dateFieldRefiners);
	const [year, monthCodeParts] = refineMonthDayFields(refinedFields, calendar);
	return createMonthDayFromRefinedFields(refinedFields, calendar, year, monthCodeParts, 0);
}
function fieldsToYearMonth(calendar, input) {
	const refinedFields = readAndRefineBagFields(input, getCalendarFieldNames(calendar, yearMonthCodeFieldNamesAlpha, yearMonthCodeFieldNamesWithEraAlpha), dateFieldRefiners);
	const [year, monthCodeParts] = refineCalendarDateFields(refinedFields, calendar, 1);
	return createYearMonthFromRefinedFields(refinedFields, calendar, year, monthCodeParts, 0);
}
function mergeFieldsIntoDate(calendar, inputFields, extraFields) {
	const mergedFieldNames = getCalendarFieldNames(calendar, yearMonthCodeDayFieldNamesAlpha, yearMonthCodeDayFieldNamesWithEraAlpha);
	let mergedFields = mergeCalendarFields(calendar, inputFields, extraFields);
	mergedFields = readAndRefineBagFields(mergedFields, mergedFieldNames, dateFieldRefiners, []);
	const [year, monthCodeParts] = refineCalendarDateFields(mergedFields, calendar);
	return createDateFromRefinedFields(mergedFields, calendar, year, monthCodeParts, 0);
}
function epochMilliToInstant(epochMilli) {
	return createEpochNanoSlots(checkEpochNanoInBounds(BigInt(toStrictInteger(epochMilli)) * bigNanoInMilli));
}
function epochNanoToInstant(epochNano) {
	return createEpochNanoSlots(checkEpochNanoInBounds(toBigInt(epochNano)));
}
function applyPlainFormatTimeZone(options) {
	return options.timeZone = "UTC", ["full", "long"].includes(options.timeStyle) && (options.timeStyle = "medium"), options;
}
function applyZonedFormatTimeZone(options, timeZoneId) {
	return void 0 !== options.timeZone && throwTypeError("Cannot specify TimeZone"), options.timeZone = timeZoneId, options;
}
function checkResolvedCalendarCompatible(format, slots, strictCalendarCheck) {
	const resolvedCalendarId = format.resolvedOptions().calendar;
	!strictCalendarCheck && slots.calendar === void 0 || getCalendarSlotId(slots.calendar) === resolvedCalendarId || throwRangeError("Mismatching Calendars");
}
function createOptionsTransformer(shapeFieldNames, invalidShapeFieldNames, ignoredFieldNames, defaultShapeFields, dateStyleReplacementFields) {
	const shapeFieldNameSet = new Set(shapeFieldNames);
	const invalidShapeFieldNameSet = new Set(invalidShapeFieldNames);
	const ignoredFieldNameSet = new Set(ignoredFieldNames);
	return (options, allowPartialOverlap) => {
		let dateStyle;
		let timeStyle;
		const granularShapeFields = {};
		const modifierFields = {};
		const otherFields = {};
		let hasInvalidGranularShapeFields = 0;
		let hasInvalidStyleFields = 0;
		for (const name of Object.keys(options)) {
			const value = options[name];
			void 0 === value || ignoredFieldNameSet.has(name) || (shapeFieldNameSet.has(name) ? "dateStyle" === name ? dateStyle = value : "timeStyle" === name ? timeStyle = value : granularShapeFields[name] = value : "era" === name ? modifierFields[name] = value : invalidShapeFieldNameSet.has(name) ? "dateStyle" === name || "timeStyle" === name ? hasInvalidStyleFields = 1 : hasInvalidGranularShapeFields = 1 : otherFields[name] = value);
		}
		const hasDateStyle = void 0 !== dateStyle;
		const hasTimeStyle = void 0 !== timeStyle;
		const hasAnyStyle = hasDateStyle || hasTimeStyle;
		const hasGranularShapeFields = Object.keys(granularShapeFields).length > 0;
		const hasInvalids = hasInvalidGranularShapeFields || hasInvalidStyleFields;
		const hasShapeFields = hasGranularShapeFields || hasDateStyle || hasTimeStyle;
		const hasModifierFields = Object.keys(modifierFields).length > 0;
		(!allowPartialOverlap && hasInvalids || allowPartialOverlap && hasInvalids && !hasShapeFields || hasAnyStyle && (hasGranularShapeFields || hasModifierFields || hasInvalidGranularShapeFields)) && throwTypeError("Invalid formatting options");
		const transformedOptions = {};
		return hasAnyStyle || hasShapeFields || Object.assign(transformedOptions, defaultShapeFields), Object.assign(transformedOptions, granularShapeFields, modifierFields, otherFields), hasDateStyle && (dateStyleReplacementFields ? Object.assign(transformedOptions, dateStyleReplacementFields[dateStyle]) : transformedOptions.dateStyle = dateStyle), hasTimeStyle && (transformedOptions.timeStyle = timeStyle), transformedOptions;
	};
}
var dateDefaultShapeFields = {
	year: "numeric",
	month: "numeric",
	day: "numeric"
};
var timeDefaultShapeFields = {
	hour: "numeric",
	minute: "numeric",
	second: "numeric"
};
var dateTimeDefaultShapeFields = /*@__PURE__*/ Object.assign({}, dateDefaultShapeFields, timeDefaultShapeFields);
var dateShapeFieldNames = [
	"weekday",
	"year",
	"month",
	"day",
	"dateStyle"
];
var timeShapeFieldNames = [
	"dayPeriod",
	"hour",
	"minute",
	"second",
	"fractionalSecondDigits",
	"timeStyle"
];
var dateTimeShapeFieldNames = /*@__PURE__*/ dateShapeFieldNames.concat(timeShapeFieldNames);
var yearMonthIgnoredFieldNames = /*@__PURE__*/ ["weekday", "day"].concat(timeShapeFieldNames);
var monthDayIgnoredFieldNames = /*@__PURE__*/ ["weekday", "year"].concat(timeShapeFieldNames);
var transformInstantOptions = /*@__PURE__*/ createOptionsTransformer(dateTimeShapeFieldNames, [], [], dateTimeDefaultShapeFields);
var transformZonedOptions = /*@__PURE__*/ createOptionsTransformer(dateTimeShapeFieldNames, [], [], {
	...dateTimeDefaultShapeFields,
	timeZoneName: "short"
});
var transformDateTimeOptions = /*@__PURE__*/ createOptionsTransformer(dateTimeShapeFieldNames, [], ["timeZoneName"], dateTimeDefaultShapeFields);
var transformDateOptions = /*@__PURE__*/ createOptionsTransformer(dateShapeFieldNames, timeShapeFieldNames, ["timeZoneName"], dateDefaultShapeFields);
var transformTimeOptions = /*@__PURE__*/ createOptionsTransformer(timeShapeFieldNames, dateShapeFieldNames, ["timeZoneName", "era"], timeDefaultShapeFields);
var transformYearMonthOptions = /*@__PURE__*/ createOptionsTransformer([
	"year",
	"month",
	"dateStyle"
], yearMonthIgnoredFieldNames, ["timeZoneName"], {
	year: "numeric",
	month: "numeric"
}, {
	full: {
		year: "numeric",
		month: "long"
	},
	long: {
		year: "numeric",
		month: "long"
	},
	medium: {
		year: "numeric",
		month: "short"
	},
	short: {
		year: "2-digit",
		month: "numeric"
	}
});
var transformMonthDayOptions = /*@__PURE__*/ createOptionsTransformer([
	"month",
	"day",
	"dateStyle"
], monthDayIgnoredFieldNames, ["timeZoneName", "era"], {
	month: "numeric",
	day: "numeric"
}, {
	full: {
		month: "long",
		day: "numeric"
	},
	long: {
		month: "long",
		day: "numeric"
	},
	medium: {
		month: "short",
		day: "numeric"
	},
	short: {
		month: "numeric",
		day: "numeric"
	}
});
function zonedDateTimeWithPlainTime(zonedDateTimeSlots, plainTimeFields) {
	const { timeZone } = zonedDateTimeSlots;
	const newIsoDateTime = combineDateAndTime(zonedEpochSlotsToIso(zonedDateTimeSlots), plainTimeFields || timeFieldDefaults);
	return createZonedEpochNanoSlots(plainTimeFields ? getSingleInstantFor(timeZone, newIsoDateTime) : getStartOfDayInstantFor(timeZone, newIsoDateTime), timeZone, zonedDateTimeSlots.calendar);
}
function refineDirectionOptions(options) {
	const res = coerceDirection(normalizeOptionsOrString(options, "direction"), 0);
	return res || throwRangeError(invalidEntity("direction", res)), res;
}
function getCurrentIsoDateTime(timeZone) {
	const epochNano = getCurrentEpochNano();
	const offsetNano = timeZone.B(epochNano);
	return epochNanoToIsoDateTime(epochNano + BigInt(offsetNano));
}
function getCurrentEpochNano() {
	return BigInt(Date.now()) * bigNanoInMilli;
}
function getCurrentTimeZoneId() {
	return new RawDateTimeFormat().resolvedOptions().timeZone || "UTC";
}
function createDateTimeFormatShell(createArgsProvider, transformOptions = identity) {
	const internalsMap = /* @__PURE__ */ new WeakMap();
	function getInternals(format) {
		const internals = internalsMap.get(format);
		return internals || throwTypeError("Invalid calling context"), internals;
	}
	class ShimDateTimeFormat {
		constructor(locales, options = Object.create(null)) {
			const transformedOptions = transformOptions(options);
			const observedOptionNames = [];
			const baseFormat = new RawDateTimeFormat(locales, new Proxy(Object.create(null), { get(_target, name) {
				const value = transformedOptions[name];
				return void 0 !== value && observedOptionNames.push(name), value;
			} }));
			const resolvedOptions = baseFormat.resolvedOptions();
			const copiedOptions = pluckProps(observedOptionNames, resolvedOptions);
			internalsMap.set(this, {
				$: createArgsProvider({
					t: baseFormat,
					Ce: resolvedOptions.locale,
					F: copiedOptions,
					Ee: transformedOptions
				}),
				t: baseFormat
			});
		}
		get format() {
			const internals = getInternals(this);
			return internals.we || (internals.we = (record) => {
				const [format, ...rest] = internals.$.A(record);
				return format.format(...rest);
			});
		}
		formatToParts(record) {
			const { $: argsProvider } = getInternals(this);
			const [format, ...rest] = argsProvider.A(record);
			return format.formatToParts(...rest);
		}
		resolvedOptions() {
			return getInternals(this).t.resolvedOptions();
		}
	}
	const { prototype } = ShimDateTimeFormat;
	function DateTimeFormat(locales, options) {
		return new ShimDateTimeFormat(locales, options);
	}
	RawDateTimeFormat.prototype.formatRange && Object.defineProperties(prototype, createPropDescriptors({
		formatRange(record0, record1) {
			const { $: argsProvider } = getInternals(this);
			const [format, epochMilli0, epochMilli1] = argsProvider.v(record0, record1);
			return format.formatRange(epochMilli0, epochMilli1);
		},
		formatRangeToParts(record0, record1) {
			const { $: argsProvider } = getInternals(this);
			const [format, epochMilli0, epochMilli1] = argsProvider.v(record0, record1);
			return format.formatRangeToParts(epochMilli0, epochMilli1);
		}
	}));
	const rawStaticDescriptors = Object.getOwnPropertyDescriptors(RawDateTimeFormat);
	return rawStaticDescriptors.prototype.value = prototype, Object.defineProperties(DateTimeFormat, rawStaticDescriptors), prototype.constructor = DateTimeFormat, Object.defineProperties(prototype, createStringTagDescriptors("Intl.DateTimeFormat")), DateTimeFormat;
}
// node_modules/temporal-polyfill/chunks/root.js
var NativeTemporal = globalThis.Temporal;
// node_modules/temporal-polyfill/chunks/apiHelpers.js
var PlainYearMonthBranding = "PlainYearMonth";
var PlainMonthDayBranding = "PlainMonthDay";
var PlainDateBranding = "PlainDate";
var PlainDateTimeBranding = "PlainDateTime";
var PlainTimeBranding = "PlainTime";
var ZonedDateTimeBranding = "ZonedDateTime";
var InstantBranding = "Instant";
var DurationBranding = "Duration";
function defineTemporalClass(branding, cls, getSlots, ...getterMaps) {
	return Object.defineProperties(cls, createNameDescriptors(branding)), Object.defineProperties(cls.prototype, createStringTagDescriptors("Temporal." + branding)), Object.defineProperties(cls.prototype, mapProps((getter) => ({
		get() {
			return getter(getSlots(this));
		},
		configurable: 1
	}), Object.assign({}, ...getterMaps))), cls;
}
var attachDebugString = "noop" !== noop.name || globalThis.process ? noop : (instance) => {
	Object.defineProperty(instance, "_str_", { value: instance.toJSON() });
};
function invalidRecordType() {
	throwTypeError(invalidCallingContext);
}
function forbiddenValueOf() {
	throwTypeError(forbiddenValueOf$1);
}
var yearMonthFieldGetters$1 = {
	era(slots) {
		return computeCalendarEraFields(slots.calendar, slots).era;
	},
	eraYear(slots) {
		return computeCalendarEraFields(slots.calendar, slots).eraYear;
	},
	year(slots) {
		return computeCalendarDateFields(slots.calendar, slots).year;
	},
	month(slots) {
		return computeCalendarDateFields(slots.calendar, slots).month;
	},
	monthCode(slots) {
		return computeCalendarMonthCode(slots.calendar, slots);
	}
};
var dateFieldGetters$1 = {
	era(slots) {
		return computeCalendarEraFields(slots.calendar, slots).era;
	},
	eraYear(slots) {
		return computeCalendarEraFields(slots.calendar, slots).eraYear;
	},
	year(slots) {
		return computeCalendarDateFields(slots.calendar, slots).year;
	},
	month(slots) {
		return computeCalendarDateFields(slots.calendar, slots).month;
	},
	monthCode(slots) {
		return computeCalendarMonthCode(slots.calendar, slots);
	},
	day(slots) {
		return computeCalendarDateFields(slots.calendar, slots).day;
	}
};
var monthDayFieldGetters$1 = {
	monthCode(slots) {
		return computeCalendarMonthCode(slots.calendar, slots);
	},
	day(slots) {
		return computeCalendarDateFields(slots.calendar, slots).day;
	}
};
var yearMonthDerivedGetters = {
	daysInMonth(slots) {
		return computeCalendarDaysInMonth(slots.calendar, slots);
	},
	daysInYear(slots) {
		return computeCalendarDaysInYear(slots.calendar, slots);
	},
	monthsInYear(slots) {
		return computeCalendarMonthsInYear(slots.calendar, slots);
	},
	inLeapYear(slots) {
		return computeCalendarInLeapYear(slots.calendar, slots);
	}
};
var dateDerivedGetters = {
	dayOfWeek(slots) {
		return computeIsoDayOfWeek(slots);
	},
	dayOfYear(slots) {
		return computeCalendarDayOfYear(slots.calendar, slots);
	},
	weekOfYear(slots) {
		return computeCalendarWeekOfYear(slots.calendar, slots);
	},
	yearOfWeek(slots) {
		return computeCalendarYearOfWeek(slots.calendar, slots);
	},
	daysInWeek() {
		return 7;
	},
	daysInMonth(slots) {
		return computeCalendarDaysInMonth(slots.calendar, slots);
	},
	daysInYear(slots) {
		return computeCalendarDaysInYear(slots.calendar, slots);
	},
	monthsInYear(slots) {
		return computeCalendarMonthsInYear(slots.calendar, slots);
	},
	inLeapYear(slots) {
		return computeCalendarInLeapYear(slots.calendar, slots);
	}
};
function diffInstants(invert, instantSlots0, instantSlots1, options) {
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 3, 5);
	return createDiffDurationSlots(invert, diffEpochNanosRounded(instantSlots0.epochNanoseconds, instantSlots1.epochNanoseconds, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function diffZonedDateTimes(invert, slots0, slots1, options) {
	const calendar = getCommonCalendar(slots0.calendar, slots1.calendar);
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 5);
	return createDiffDurationSlots(invert, diffZonedDateTimesRounded(calendar, slots0, slots1, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function diffDateTimes(invert, plainDateTimeSlots0, plainDateTimeSlots1, options) {
	const calendar = getCommonCalendar(plainDateTimeSlots0.calendar, plainDateTimeSlots1.calendar);
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 6);
	return createDiffDurationSlots(invert, diffDateTimesRounded(calendar, plainDateTimeSlots0, plainDateTimeSlots1, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function diffDates(invert, plainDateSlots0, plainDateSlots1, options) {
	const calendar = getCommonCalendar(plainDateSlots0.calendar, plainDateSlots1.calendar);
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 6, 9, 6);
	return createDiffDurationSlots(invert, diffDatesRounded(calendar, plainDateSlots0, plainDateSlots1, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function diffYearMonths(invert, plainYearMonthSlots0, plainYearMonthSlots1, options) {
	const calendar = getCommonCalendar(plainYearMonthSlots0.calendar, plainYearMonthSlots1.calendar);
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 9, 9, 8);
	return createDiffDurationSlots(invert, diffYearMonthsRounded(calendar, plainYearMonthSlots0, plainYearMonthSlots1, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function diffTimes(invert, plainTimeSlots0, plainTimeSlots1, options) {
	const [largestUnit, smallestUnit, roundingInc, roundingMode] = refineDiffOptions(invert, options, 5, 5);
	return createDiffDurationSlots(invert, diffTimesRounded(plainTimeSlots0, plainTimeSlots1, largestUnit, smallestUnit, roundingInc, roundingMode));
}
function createDiffDurationSlots(invert, durationFields) {
	return createDurationSlots(invert ? negateDurationFields(durationFields) : durationFields);
}
function withDateFields(slots, modFields, options) {
	const { calendar } = slots;
	const fields = mergeDateFields(calendar, slots, modFields);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar);
	return createDateFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function withDateTimeFields(slots, modFields, options) {
	const { calendar } = slots;
	const [mergedFields, calendarFields] = mergeDateTimeFields(calendar, slots, modFields);
	const [year, monthCodeParts] = refineCalendarDateFields(calendarFields, calendar);
	return createDateTimeFromMergedFields(mergedFields, calendarFields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function withYearMonthFields(slots, modFields, options) {
	const { calendar } = slots;
	const fields = mergeYearMonthFields(calendar, slots, modFields);
	const [year, monthCodeParts] = refineCalendarDateFields(fields, calendar, 1);
	return createYearMonthFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function withMonthDayFields(slots, modFields, options) {
	const { calendar } = slots;
	const fields = mergeMonthDayFields(calendar, slots, modFields);
	const [year, monthCodeParts] = refineMonthDayFields(fields, calendar);
	return createMonthDayFromRefinedFields(fields, calendar, year, monthCodeParts, refineOverflowOptions(options));
}
function withTimeFields(slots, modFields, options) {
	return resolveTimeFields(mergeTimeFields(slots, modFields), refineOverflowOptions(options));
}
function withZonedDateTimeFields(slots, modFields, options) {
	const { calendar } = slots;
	const [mergedFields, calendarFields] = mergeZonedDateTimeFields(calendar, slots, modFields);
	const [year, monthCodeParts] = refineCalendarDateFields(calendarFields, calendar);
	const [overflow, offsetDisambig, epochDisambig] = refineZonedFieldOptions(options, 2);
	return createZonedDateTimeFromMergedFields(slots, mergedFields, calendarFields, year, monthCodeParts, overflow, offsetDisambig, epochDisambig);
}
// node_modules/temporal-polyfill/chunks/classApi.js
function createDateTimeFormatClass(getTemporalBrandingAndSlots) {
	return createDateTimeFormatShell((internals) => {
		const getTemporalFormat = memoize((branding) => {
			let options;
			switch (branding) {
				case InstantBranding:
					options = transformInstantOptions(internals.F, 1);
					break;
				case PlainDateTimeBranding:
					options = applyPlainFormatTimeZone(transformDateTimeOptions(internals.F, 1));
					break;
				case PlainDateBranding:
					options = applyPlainFormatTimeZone(transformDateOptions(internals.F, 1));
					break;
				case PlainTimeBranding:
					options = applyPlainFormatTimeZone(transformTimeOptions(internals.F, 1));
					break;
				case PlainYearMonthBranding:
					options = applyPlainFormatTimeZone(transformYearMonthOptions(internals.F, 1));
					break;
				case PlainMonthDayBranding:
					options = applyPlainFormatTimeZone(transformMonthDayOptions(internals.F, 1));
					break;
				default: throwTypeError(invalidFormatType(branding));
			}
			return new RawDateTimeFormat(internals.Ce, options);
		});
		return {
			A(formattable) {
				if (void 0 === formattable) return [internals.t];
				const brandingAndSlots = getTemporalBrandingAndSlots(formattable);
				if (!brandingAndSlots) return [internals.t, Number(formattable)];
				const [branding, slots] = brandingAndSlots;
				const format = getTemporalFormat(branding);
				return checkTemporalDateTimeFormatCompatible(format, branding, slots), [format, temporalDateTimeToEpochMilli(branding, slots)];
			},
			v(start, end) {
				void 0 !== start && void 0 !== end || throwTypeError("Mismatching types for formatting");
				const startBrandingAndSlots = getTemporalBrandingAndSlots(start);
				const startEpochMilli = startBrandingAndSlots ? void 0 : Number(start);
				const endBrandingAndSlots = getTemporalBrandingAndSlots(end);
				const endEpochMilli = endBrandingAndSlots ? void 0 : Number(end);
				if (!startBrandingAndSlots && !endBrandingAndSlots) return [
					internals.t,
					startEpochMilli,
					endEpochMilli
				];
				startBrandingAndSlots && endBrandingAndSlots || throwTypeError("Mismatching types for formatting");
				const [startBranding, startSlots] = startBrandingAndSlots;
				const [endBranding, endSlots] = endBrandingAndSlots;
				startBranding !== endBranding && throwTypeError("Mismatching types for formatting");
				const format = getTemporalFormat(startBranding);
				return checkTemporalDateTimeFormatCompatible(format, startBranding, startSlots), checkTemporalDateTimeFormatCompatible(format, startBranding, endSlots), [
					format,
					temporalDateTimeToEpochMilli(startBranding, startSlots),
					temporalDateTimeToEpochMilli(startBranding, endSlots)
				];
			}
		};
	});
}
function checkTemporalDateTimeFormatCompatible(format, branding, slots) {
	switch (branding) {
		case InstantBranding:
		case PlainTimeBranding: return;
		case PlainDateTimeBranding:
		case PlainDateBranding:
			checkResolvedCalendarCompatible(format, slots);
			return;
		case PlainYearMonthBranding:
		case PlainMonthDayBranding:
			checkResolvedCalendarCompatible(format, slots, 1);
			return;
		default: throwTypeError(invalidFormatType(branding));
	}
}
function temporalDateTimeToEpochMilli(branding, slots) {
	switch (branding) {
		case InstantBranding: return epochNanoToMilli(slots.epochNanoseconds);
		case PlainDateTimeBranding: return isoDateTimeToEpochMilli(slots);
		case PlainDateBranding:
		case PlainYearMonthBranding:
		case PlainMonthDayBranding: return isoDateToEpochMilli(slots);
		case PlainTimeBranding: return timeFieldsToMilli(slots);
		default: throwTypeError(invalidFormatType(branding));
	}
}
// node_modules/temporal-polyfill/chunks/classApi-basic.js
function resolveBasicCalendarId(rawCalendarId) {
	const lowerRawCalendarId = requireString(rawCalendarId).toLowerCase();
	return lowerRawCalendarId === "iso8601" ? void 0 : lowerRawCalendarId === "gregory" ? 0 : void throwRangeError(exoticCalendarRequired(rawCalendarId, "temporal-polyfill/full"));
}
function resolveBasicCalendarArg(rawCalendarId = isoCalendarId) {
	return resolveBasicCalendarId(rawCalendarId);
}
var zonedDateTimeSlotsMap = /*@__PURE__*/ new WeakMap();
var ZonedDateTime = /*@__PURE__*/ defineTemporalClass(ZonedDateTimeBranding, class {
	constructor(epochNanoseconds, timeZoneId, calendar = void 0) {
		const epochNano = checkEpochNanoInBounds(toBigInt(epochNanoseconds));
		const timeZone = queryTimeZone(refineTimeZoneId(timeZoneId));
		const calendarImpl = resolveBasicCalendarArg(calendar);
		initZonedDateTime(this, createZonedEpochNanoSlots(epochNano, timeZone, calendarImpl));
	}
	static from(arg, options = void 0) {
		return createZonedDateTime(toZonedDateTimeSlots(arg, options));
	}
	static compare(arg0, arg1) {
		return compareZonedEpochSlots(toZonedDateTimeSlots(arg0), toZonedDateTimeSlots(arg1));
	}
	get calendarId() {
		return getCalendarSlotId(getZonedDateTimeSlots(this).calendar);
	}
	get timeZoneId() {
		return getZonedDateTimeSlots(this).timeZone.id;
	}
	get epochMilliseconds() {
		return epochNanoToMilli(getZonedDateTimeSlots(this).epochNanoseconds);
	}
	get epochNanoseconds() {
		return getZonedDateTimeSlots(this).epochNanoseconds;
	}
	get offset() {
		return formatOffsetNano(zonedEpochSlotsToIso(getZonedDateTimeSlots(this)).offsetNanoseconds);
	}
	get offsetNanoseconds() {
		return zonedEpochSlotsToIso(getZonedDateTimeSlots(this)).offsetNanoseconds;
	}
	get hoursInDay() {
		return computeZonedHoursInDay(getZonedDateTimeSlots(this));
	}
	with(mod, options = void 0) {
		return createZonedDateTime(withZonedDateTimeFields(getZonedDateTimeSlots(this), validateBag(mod), options));
	}
	withCalendar(calendarArg) {
		return createZonedDateTime({
			...getZonedDateTimeSlots(this),
			calendar: refineCalendarArg(calendarArg)
		});
	}
	withTimeZone(timeZoneArg) {
		return createZonedDateTime({
			...getZonedDateTimeSlots(this),
			timeZone: queryTimeZone(refineTimeZoneArg(timeZoneArg))
		});
	}
	withPlainTime(plainTimeArg = void 0) {
		return createZonedDateTime(zonedDateTimeWithPlainTime(getZonedDateTimeSlots(this), optionalToPlainTimeFields(plainTimeArg)));
	}
	add(durationArg, options = void 0) {
		return createZonedDateTime(moveZonedEpochSlots(getZonedDateTimeSlots(this), toDurationSlots(durationArg), refineOverflowOptions(options)));
	}
	subtract(durationArg, options = void 0) {
		return createZonedDateTime(moveZonedEpochSlots(getZonedDateTimeSlots(this), negateDurationFields(toDurationSlots(durationArg)), refineOverflowOptions(options)));
	}
	until(otherArg, options = void 0) {
		return createDuration(diffZonedDateTimes(0, getZonedDateTimeSlots(this), toZonedDateTimeSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffZonedDateTimes(1, getZonedDateTimeSlots(this), toZonedDateTimeSlots(otherArg), options));
	}
	round(options) {
		const slots = getZonedDateTimeSlots(this);
		const [smallestUnit, roundingInc, roundingMode] = refineRoundingOptions(options);
		return createZonedDateTime(roundZonedEpochSlotsToUnit(slots, smallestUnit, roundingInc, roundingMode));
	}
	startOfDay() {
		return createZonedDateTime(computeZonedStartOfDay(getZonedDateTimeSlots(this)));
	}
	equals(otherArg) {
		return zonedDateTimesEqual(getZonedDateTimeSlots(this), toZonedDateTimeSlots(otherArg));
	}
	toInstant() {
		return createInstant(zonedDateTimeToInstant(getZonedDateTimeSlots(this)));
	}
	toPlainDateTime() {
		return createPlainDateTime(zonedDateTimeToDateTime(getZonedDateTimeSlots(this)));
	}
	toPlainDate() {
		return createPlainDate(zonedDateTimeToDate(getZonedDateTimeSlots(this)));
	}
	toPlainTime() {
		return createPlainTime(zonedDateTimeToTime(getZonedDateTimeSlots(this)));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getZonedDateTimeSlots(this);
		const format = new RawDateTimeFormat(locales, applyZonedFormatTimeZone(transformZonedOptions(options), getZonedTimeZoneId(slots)));
		return checkResolvedCalendarCompatible(format, slots), format.format(epochNanoToMilli(slots.epochNanoseconds));
	}
	toString(options = void 0) {
		return formatZonedDateTimeIso(getZonedDateTimeSlots(this), options);
	}
	toJSON() {
		return formatZonedDateTimeIso(getZonedDateTimeSlots(this));
	}
	getTimeZoneTransition(options) {
		const slots = getZonedDateTimeSlots(this);
		const newEpochNano = slots.timeZone.C(slots.epochNanoseconds, refineDirectionOptions(options));
		return void 0 !== newEpochNano ? createZonedDateTime({
			...slots,
			epochNanoseconds: newEpochNano
		}) : null;
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getZonedDateTimeIsoSlots, dateFieldGetters$1, dateDerivedGetters, timeGetters);
function createZonedDateTime(slots) {
	return initZonedDateTime(Object.create(ZonedDateTime.prototype), slots);
}
function getZonedDateTimeSlots(obj) {
	return getZonedDateTimeSlotsIfPresent(obj) || invalidRecordType();
}
function getZonedDateTimeIsoSlots(obj) {
	const slots = getZonedDateTimeSlots(obj);
	return {
		...zonedEpochSlotsToIso(slots),
		calendar: slots.calendar
	};
}
function getZonedDateTimeSlotsIfPresent(obj) {
	return zonedDateTimeSlotsMap.get(obj);
}
function toZonedDateTimeSlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getZonedDateTimeSlotsIfPresent(arg);
		if (ownSlots) return refineZonedFieldOptions(options), ownSlots;
		return refineZonedDateTimeObjectLike(refineTimeZoneArg, getCalendarFromBag(arg), arg, options);
	}
	return parseZonedDateTime(arg, resolveBasicCalendarId, options);
}
function initZonedDateTime(instance, slots) {
	return zonedDateTimeSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
function refineTimeZoneArg(arg) {
	if (isObjectLike(arg)) {
		const slots = getZonedDateTimeSlotsIfPresent(arg);
		return slots || throwTypeError(invalidTimeZone(arg)), slots.timeZone.id;
	}
	return ((arg) => resolveTimeZoneId(parseTimeZoneId(requireString(arg))))(arg);
}
var instantSlotsMap = /*@__PURE__*/ new WeakMap();
var Instant = /*@__PURE__*/ defineTemporalClass(InstantBranding, class {
	constructor(epochNanoseconds) {
		const epochNano = checkEpochNanoInBounds(toBigInt(epochNanoseconds));
		initInstant(this, createEpochNanoSlots(epochNano));
	}
	static from(arg) {
		return createInstant(toInstantSlots(arg));
	}
	static fromEpochMilliseconds(epochMilli) {
		return createInstant(epochMilliToInstant(epochMilli));
	}
	static fromEpochNanoseconds(epochNano) {
		return createInstant(epochNanoToInstant(epochNano));
	}
	static compare(a, b) {
		return compareZonedEpochSlots(toInstantSlots(a), toInstantSlots(b));
	}
	get epochMilliseconds() {
		return epochNanoToMilli(getInstantSlots(this).epochNanoseconds);
	}
	get epochNanoseconds() {
		return getInstantSlots(this).epochNanoseconds;
	}
	add(durationArg) {
		return createInstant(createEpochNanoSlots(moveEpochNano(getInstantSlots(this).epochNanoseconds, toDurationSlots(durationArg))));
	}
	subtract(durationArg) {
		return createInstant(createEpochNanoSlots(moveEpochNano(getInstantSlots(this).epochNanoseconds, negateDurationFields(toDurationSlots(durationArg)))));
	}
	until(otherArg, options = void 0) {
		return createDuration(diffInstants(0, getInstantSlots(this), toInstantSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffInstants(1, getInstantSlots(this), toInstantSlots(otherArg), options));
	}
	round(options) {
		const slots = getInstantSlots(this);
		const [smallestUnit, roundingInc, roundingMode] = refineRoundingOptions(options, 5, 1);
		return createInstant(createEpochNanoSlots(roundBigNanoToDayOriginInc(slots.epochNanoseconds, computeBigNanoInc(smallestUnit, roundingInc), roundingMode)));
	}
	equals(otherArg) {
		return instantsEqual(getInstantSlots(this), toInstantSlots(otherArg));
	}
	toZonedDateTimeISO(timeZoneArg) {
		return createZonedDateTime(instantToZonedDateTime(getInstantSlots(this), queryTimeZone(refineTimeZoneArg(timeZoneArg))));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getInstantSlots(this);
		return new RawDateTimeFormat(locales, transformInstantOptions(options)).format(epochNanoToMilli(slots.epochNanoseconds));
	}
	toString(options = void 0) {
		return formatInstantIso(refineTimeZoneArg, getInstantSlots(this), options);
	}
	toJSON() {
		return formatInstantIso(refineTimeZoneArg, getInstantSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
});
function createInstant(slots) {
	return initInstant(Object.create(Instant.prototype), slots);
}
function getInstantSlots(obj) {
	return getInstantSlotsIfPresent(obj) || invalidRecordType();
}
function getInstantSlotsIfPresent(obj) {
	return instantSlotsMap.get(obj);
}
function toInstantSlots(arg) {
	if (isObjectLike(arg)) {
		const ownSlots = getInstantSlotsIfPresent(arg);
		if (ownSlots) return ownSlots;
		const zonedDateTimeSlots = getZonedDateTimeSlotsIfPresent(arg);
		if (zonedDateTimeSlots) return createEpochNanoSlots(zonedDateTimeSlots.epochNanoseconds);
	}
	return parseInstant(arg);
}
var { toTemporalInstant } = { toTemporalInstant() {
	const epochMilli = Date.prototype.valueOf.call(this);
	return createInstant(createEpochNanoSlots(BigInt(requireNumberIsInteger(epochMilli)) * bigNanoInMilli));
} };
function initInstant(instance, slots) {
	return instantSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
var plainMonthDaySlotsMap = /*@__PURE__*/ new WeakMap();
var PlainMonthDay = /*@__PURE__*/ defineTemporalClass(PlainMonthDayBranding, class {
	constructor(isoMonth, isoDay, calendar = void 0, referenceIsoYear) {
		const isoMonthInt = toIntegerWithTrunc(isoMonth);
		const isoDayInt = toIntegerWithTrunc(isoDay);
		const calendarImpl = resolveBasicCalendarArg(calendar);
		const fields = checkIsoDateInBounds(validateIsoDateFields({
			year: toIntegerWithTrunc(referenceIsoYear ?? 1972),
			month: isoMonthInt,
			day: isoDayInt
		}));
		initPlainMonthDay(this, createDateSlots(fields, calendarImpl));
	}
	static from(arg, options = void 0) {
		return createPlainMonthDay(toPlainMonthDaySlots(arg, options));
	}
	get calendarId() {
		return getCalendarSlotId(getPlainMonthDaySlots(this).calendar);
	}
	with(mod, options = void 0) {
		return createPlainMonthDay(withMonthDayFields(getPlainMonthDaySlots(this), validateBag(mod), options));
	}
	equals(otherArg) {
		return plainMonthDaysEqual(getPlainMonthDaySlots(this), toPlainMonthDaySlots(otherArg));
	}
	toPlainDate(bag) {
		return createPlainDate(monthDayToDate(getPlainMonthDaySlots(this).calendar, this, bag));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getPlainMonthDaySlots(this);
		const format = new RawDateTimeFormat(locales, applyPlainFormatTimeZone(transformMonthDayOptions(options)));
		return checkResolvedCalendarCompatible(format, slots, 1), format.format(isoDateToEpochMilli(slots));
	}
	toString(options = void 0) {
		return formatPlainMonthDayIso(getPlainMonthDaySlots(this), options);
	}
	toJSON() {
		return formatPlainMonthDayIso(getPlainMonthDaySlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getPlainMonthDaySlots, monthDayFieldGetters$1);
function createPlainMonthDay(slots) {
	return initPlainMonthDay(Object.create(PlainMonthDay.prototype), slots);
}
function getPlainMonthDaySlots(obj) {
	return getPlainMonthDaySlotsIfPresent(obj) || invalidRecordType();
}
function getPlainMonthDaySlotsIfPresent(obj) {
	return plainMonthDaySlotsMap.get(obj);
}
function toPlainMonthDaySlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getPlainMonthDaySlotsIfPresent(arg);
		if (ownSlots) return refineOverflowOptions(options), ownSlots;
		const calendarMaybe = extractCalendarFromBag(arg);
		return refinePlainMonthDayObjectLike(void 0 === calendarMaybe ? void 0 : calendarMaybe, void 0 === calendarMaybe, arg, options);
	}
	const res = parsePlainMonthDay(arg, resolveBasicCalendarId);
	return refineOverflowOptions(options), res;
}
function initPlainMonthDay(instance, slots) {
	return plainMonthDaySlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
var plainYearMonthSlotsMap = /*@__PURE__*/ new WeakMap();
var PlainYearMonth = /*@__PURE__*/ defineTemporalClass(PlainYearMonthBranding, class {
	constructor(isoYear, isoMonth, calendar = void 0, referenceIsoDay) {
		const isoYearInt = toIntegerWithTrunc(isoYear);
		const isoMonthInt = toIntegerWithTrunc(isoMonth);
		const calendarImpl = resolveBasicCalendarArg(calendar);
		const fields = checkIsoYearMonthInBounds(validateIsoDateFields({
			year: isoYearInt,
			month: isoMonthInt,
			day: toIntegerWithTrunc(referenceIsoDay ?? 1)
		}));
		initPlainYearMonth(this, createDateSlots(fields, calendarImpl));
	}
	static from(arg, options = void 0) {
		return createPlainYearMonth(toPlainYearMonthSlots(arg, options));
	}
	static compare(arg0, arg1) {
		return compareIsoDateFields(toPlainYearMonthSlots(arg0), toPlainYearMonthSlots(arg1));
	}
	get calendarId() {
		return getCalendarSlotId(getPlainYearMonthSlots(this).calendar);
	}
	with(mod, options = void 0) {
		return createPlainYearMonth(withYearMonthFields(getPlainYearMonthSlots(this), validateBag(mod), options));
	}
	add(durationArg, options = void 0) {
		const slots = getPlainYearMonthSlots(this);
		return createPlainYearMonth(createDateSlots(moveYearMonth(slots.calendar, slots, toDurationSlots(durationArg), refineOverflowOptions(options)), slots.calendar));
	}
	subtract(durationArg, options = void 0) {
		const slots = getPlainYearMonthSlots(this);
		return createPlainYearMonth(createDateSlots(moveYearMonth(slots.calendar, slots, negateDurationFields(toDurationSlots(durationArg)), refineOverflowOptions(options)), slots.calendar));
	}
	until(otherArg, options = void 0) {
		return createDuration(diffYearMonths(0, getPlainYearMonthSlots(this), toPlainYearMonthSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffYearMonths(1, getPlainYearMonthSlots(this), toPlainYearMonthSlots(otherArg), options));
	}
	equals(otherArg) {
		return plainYearMonthsEqual(getPlainYearMonthSlots(this), toPlainYearMonthSlots(otherArg));
	}
	toPlainDate(bag) {
		return createPlainDate(yearMonthToDate(getPlainYearMonthSlots(this).calendar, this, bag));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getPlainYearMonthSlots(this);
		const format = new RawDateTimeFormat(locales, applyPlainFormatTimeZone(transformYearMonthOptions(options)));
		return checkResolvedCalendarCompatible(format, slots, 1), format.format(isoDateToEpochMilli(slots));
	}
	toString(options = void 0) {
		return formatPlainYearMonthIso(getPlainYearMonthSlots(this), options);
	}
	toJSON() {
		return formatPlainYearMonthIso(getPlainYearMonthSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getPlainYearMonthSlots, yearMonthFieldGetters$1, yearMonthDerivedGetters);
function createPlainYearMonth(slots) {
	return initPlainYearMonth(Object.create(PlainYearMonth.prototype), slots);
}
function getPlainYearMonthSlots(obj) {
	return getPlainYearMonthSlotsIfPresent(obj) || invalidRecordType();
}
function getPlainYearMonthSlotsIfPresent(obj) {
	return plainYearMonthSlotsMap.get(obj);
}
function toPlainYearMonthSlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getPlainYearMonthSlotsIfPresent(arg);
		if (ownSlots) return refineOverflowOptions(options), ownSlots;
		return refinePlainYearMonthObjectLike(getCalendarFromBag(arg), arg, options);
	}
	const res = parsePlainYearMonth(arg, resolveBasicCalendarId);
	return refineOverflowOptions(options), res;
}
function initPlainYearMonth(instance, slots) {
	return plainYearMonthSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
function getTemporalBrandingAndSlots(obj) {
	if (!isObjectLike(obj)) return;
	let slots = getInstantSlotsIfPresent(obj);
	return slots ? [InstantBranding, slots] : (slots = getZonedDateTimeSlotsIfPresent(obj), slots ? [ZonedDateTimeBranding, slots] : (slots = getPlainDateTimeSlotsIfPresent(obj), slots ? [PlainDateTimeBranding, slots] : (slots = getPlainDateSlotsIfPresent(obj), slots ? [PlainDateBranding, slots] : (slots = getPlainTimeSlotsIfPresent(obj), slots ? [PlainTimeBranding, slots] : (slots = getPlainYearMonthSlotsIfPresent(obj), slots ? [PlainYearMonthBranding, slots] : (slots = getPlainMonthDaySlotsIfPresent(obj), slots ? [PlainMonthDayBranding, slots] : (slots = getDurationSlotsIfPresent(obj), slots ? [DurationBranding, slots] : void 0)))))));
}
function validateBag(bag) {
	return (getTemporalBrandingAndSlots(bag) || void 0 !== bag.calendar || void 0 !== bag.timeZone) && throwTypeError("Invalid bag"), bag;
}
var plainTimeSlotsMap = /*@__PURE__*/ new WeakMap();
var PlainTime = /*@__PURE__*/ defineTemporalClass(PlainTimeBranding, class {
	constructor(hour = 0, minute = 0, second = 0, millisecond = 0, microsecond = 0, nanosecond = 0) {
		const fields = validateTimeFields(mapProps(toIntegerWithTrunc, {
			hour,
			minute,
			second,
			millisecond,
			microsecond,
			nanosecond
		}));
		initPlainTime(this, createTimeSlots(fields));
	}
	static from(arg, options = void 0) {
		return createPlainTime(toPlainTimeSlots(arg, options));
	}
	static compare(arg0, arg1) {
		return compareTimeFields(toPlainTimeSlots(arg0), toPlainTimeSlots(arg1));
	}
	with(mod, options = void 0) {
		return createPlainTime(withTimeFields(getPlainTimeSlots(this), validateBag(mod), options));
	}
	add(durationArg) {
		return createPlainTime(moveTime(getPlainTimeSlots(this), toDurationSlots(durationArg))[0]);
	}
	subtract(durationArg) {
		return createPlainTime(moveTime(getPlainTimeSlots(this), negateDurationFields(toDurationSlots(durationArg)))[0]);
	}
	until(otherArg, options = void 0) {
		return createDuration(diffTimes(0, getPlainTimeSlots(this), toPlainTimeSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffTimes(1, getPlainTimeSlots(this), toPlainTimeSlots(otherArg), options));
	}
	round(options) {
		const slots = getPlainTimeSlots(this);
		const [smallestUnit, roundingInc, roundingMode] = refineRoundingOptions(options, 5);
		return createPlainTime(roundTimeToUnit(slots, smallestUnit, roundingInc, roundingMode)[0]);
	}
	equals(other) {
		return plainTimesEqual(getPlainTimeSlots(this), toPlainTimeSlots(other));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getPlainTimeSlots(this);
		return new RawDateTimeFormat(locales, applyPlainFormatTimeZone(transformTimeOptions(options))).format(timeFieldsToMilli(slots));
	}
	toString(options = void 0) {
		return formatPlainTimeIso(getPlainTimeSlots(this), options);
	}
	toJSON() {
		return formatPlainTimeIso(getPlainTimeSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getPlainTimeSlots, timeGetters);
function createPlainTime(slots) {
	return initPlainTime(Object.create(PlainTime.prototype), slots);
}
function getPlainTimeSlots(obj) {
	return getPlainTimeSlotsIfPresent(obj) || invalidRecordType();
}
function getPlainTimeSlotsIfPresent(obj) {
	return plainTimeSlotsMap.get(obj);
}
function toPlainTimeSlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getPlainTimeSlotsIfPresent(arg);
		if (ownSlots) return refineOverflowOptions(options), ownSlots;
		const dateTimeSlots = getPlainDateTimeSlotsIfPresent(arg);
		if (dateTimeSlots) return refineOverflowOptions(options), createTimeSlots(dateTimeSlots);
		const zonedDateTimeSlots = getZonedDateTimeSlotsIfPresent(arg);
		return zonedDateTimeSlots ? (refineOverflowOptions(options), zonedDateTimeToTime(zonedDateTimeSlots)) : refinePlainTimeObjectLike(arg, options);
	}
	const timeSlots = parsePlainTime(arg);
	return refineOverflowOptions(options), timeSlots;
}
function optionalToPlainTimeFields(timeArg) {
	return void 0 === timeArg ? void 0 : toPlainTimeSlots(timeArg);
}
function initPlainTime(instance, slots) {
	return plainTimeSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
var plainDateTimeSlotsMap = /*@__PURE__*/ new WeakMap();
var PlainDateTime = /*@__PURE__*/ defineTemporalClass(PlainDateTimeBranding, class {
	constructor(isoYear, isoMonth, isoDay, hour = 0, minute = 0, second = 0, millisecond = 0, microsecond = 0, nanosecond = 0, calendar = void 0) {
		const fields = checkIsoDateTimeInBounds(validateIsoDateTimeFields(mapProps(toIntegerWithTrunc, {
			year: isoYear,
			month: isoMonth,
			day: isoDay,
			hour,
			minute,
			second,
			millisecond,
			microsecond,
			nanosecond
		})));
		const calendarImpl = resolveBasicCalendarArg(calendar);
		initPlainDateTime(this, createDateTimeSlots(fields, calendarImpl));
	}
	static from(arg, options = void 0) {
		return createPlainDateTime(toPlainDateTimeSlots(arg, options));
	}
	static compare(arg0, arg1) {
		return compareIsoDateTimeFields(toPlainDateTimeSlots(arg0), toPlainDateTimeSlots(arg1));
	}
	get calendarId() {
		return getCalendarSlotId(getPlainDateTimeSlots(this).calendar);
	}
	with(mod, options = void 0) {
		return createPlainDateTime(withDateTimeFields(getPlainDateTimeSlots(this), validateBag(mod), options));
	}
	withCalendar(calendarArg) {
		return createPlainDateTime(createDateTimeSlots(getPlainDateTimeSlots(this), refineCalendarArg(calendarArg)));
	}
	withPlainTime(plainTimeArg = void 0) {
		const slots = getPlainDateTimeSlots(this);
		return createPlainDateTime(createDateTimeFromRefinedFields(slots, optionalToPlainTimeFields(plainTimeArg), slots.calendar));
	}
	add(durationArg, options = void 0) {
		const slots = getPlainDateTimeSlots(this);
		return createPlainDateTime(createDateTimeSlots(moveDateTime(slots.calendar, slots, toDurationSlots(durationArg), refineOverflowOptions(options)), slots.calendar));
	}
	subtract(durationArg, options = void 0) {
		const slots = getPlainDateTimeSlots(this);
		return createPlainDateTime(createDateTimeSlots(moveDateTime(slots.calendar, slots, negateDurationFields(toDurationSlots(durationArg)), refineOverflowOptions(options)), slots.calendar));
	}
	until(otherArg, options = void 0) {
		return createDuration(diffDateTimes(0, getPlainDateTimeSlots(this), toPlainDateTimeSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffDateTimes(1, getPlainDateTimeSlots(this), toPlainDateTimeSlots(otherArg), options));
	}
	round(options) {
		const slots = getPlainDateTimeSlots(this);
		const [smallestUnit, roundingInc, roundingMode] = refineRoundingOptions(options);
		return createPlainDateTime(createDateTimeSlots(roundDateTimeToUnit(slots, smallestUnit, roundingInc, roundingMode), slots.calendar));
	}
	equals(otherArg) {
		return plainDateTimesEqual(getPlainDateTimeSlots(this), toPlainDateTimeSlots(otherArg));
	}
	toZonedDateTime(timeZoneArg, options = void 0) {
		return createZonedDateTime(dateTimeToZonedDateTime(getPlainDateTimeSlots(this), queryTimeZone(refineTimeZoneArg(timeZoneArg)), refineEpochDisambigOptions(options)));
	}
	toPlainDate() {
		const slots = getPlainDateTimeSlots(this);
		return createPlainDate(createDateSlots(slots, slots.calendar));
	}
	toPlainTime() {
		return createPlainTime(createTimeSlots(getPlainDateTimeSlots(this)));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getPlainDateTimeSlots(this);
		const format = new RawDateTimeFormat(locales, applyPlainFormatTimeZone(transformDateTimeOptions(options)));
		return checkResolvedCalendarCompatible(format, slots), format.format(isoDateTimeToEpochMilli(slots));
	}
	toString(options = void 0) {
		return formatPlainDateTimeIso(getPlainDateTimeSlots(this), options);
	}
	toJSON() {
		return formatPlainDateTimeIso(getPlainDateTimeSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getPlainDateTimeSlots, dateFieldGetters$1, dateDerivedGetters, timeGetters);
function createPlainDateTime(slots) {
	return initPlainDateTime(Object.create(PlainDateTime.prototype), slots);
}
function getPlainDateTimeSlots(obj) {
	return getPlainDateTimeSlotsIfPresent(obj) || invalidRecordType();
}
function getPlainDateTimeSlotsIfPresent(obj) {
	return plainDateTimeSlotsMap.get(obj);
}
function toPlainDateTimeSlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getPlainDateTimeSlotsIfPresent(arg);
		if (ownSlots) return refineOverflowOptions(options), ownSlots;
		const dateSlots = getPlainDateSlotsIfPresent(arg);
		if (dateSlots) return refineOverflowOptions(options), createDateTimeSlots(combineDateAndTime(dateSlots, timeFieldDefaults), dateSlots.calendar);
		const zonedDateTimeSlots = getZonedDateTimeSlotsIfPresent(arg);
		if (zonedDateTimeSlots) return refineOverflowOptions(options), zonedDateTimeToDateTime(zonedDateTimeSlots);
		return refinePlainDateTimeObjectLike(getCalendarFromBag(arg), arg, options);
	}
	const res = parsePlainDateTime(arg, resolveBasicCalendarId);
	return refineOverflowOptions(options), res;
}
function initPlainDateTime(instance, slots) {
	return plainDateTimeSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
var plainDateSlotsMap = /*@__PURE__*/ new WeakMap();
var PlainDate = /*@__PURE__*/ defineTemporalClass(PlainDateBranding, class {
	constructor(isoYear, isoMonth, isoDay, calendar = void 0) {
		const fields = checkIsoDateInBounds(validateIsoDateFields(mapProps(toIntegerWithTrunc, {
			year: isoYear,
			month: isoMonth,
			day: isoDay
		})));
		const calendarImpl = resolveBasicCalendarArg(calendar);
		initPlainDate(this, createDateSlots(fields, calendarImpl));
	}
	static from(arg, options = void 0) {
		return createPlainDate(toPlainDateSlots(arg, options));
	}
	static compare(arg0, arg1) {
		return compareIsoDateFields(toPlainDateSlots(arg0), toPlainDateSlots(arg1));
	}
	get calendarId() {
		return getCalendarSlotId(getPlainDateSlots(this).calendar);
	}
	with(mod, options = void 0) {
		return createPlainDate(withDateFields(getPlainDateSlots(this), validateBag(mod), options));
	}
	withCalendar(calendarArg) {
		return createPlainDate(createDateSlots(getPlainDateSlots(this), refineCalendarArg(calendarArg)));
	}
	add(durationArg, options = void 0) {
		const slots = getPlainDateSlots(this);
		return createPlainDate(createDateSlots(moveDate(slots.calendar, slots, toDurationSlots(durationArg), refineOverflowOptions(options)), slots.calendar));
	}
	subtract(durationArg, options = void 0) {
		const slots = getPlainDateSlots(this);
		return createPlainDate(createDateSlots(moveDate(slots.calendar, slots, negateDurationFields(toDurationSlots(durationArg)), refineOverflowOptions(options)), slots.calendar));
	}
	until(otherArg, options = void 0) {
		return createDuration(diffDates(0, getPlainDateSlots(this), toPlainDateSlots(otherArg), options));
	}
	since(otherArg, options = void 0) {
		return createDuration(diffDates(1, getPlainDateSlots(this), toPlainDateSlots(otherArg), options));
	}
	equals(otherArg) {
		return plainDatesEqual(getPlainDateSlots(this), toPlainDateSlots(otherArg));
	}
	toZonedDateTime(options) {
		const optionsObj = isObjectLike(options) ? {
			timeZone: options.timeZone,
			plainTime: options.plainTime
		} : { timeZone: options };
		const slots = getPlainDateSlots(this);
		const timeZoneId = refineTimeZoneArg(optionsObj.timeZone);
		const plainTimeArg = optionsObj.plainTime;
		const timeFields = void 0 !== plainTimeArg ? toPlainTimeSlots(plainTimeArg) : void 0;
		return createZonedDateTime(dateToZonedDateTime(slots, queryTimeZone(timeZoneId), timeFields));
	}
	toPlainDateTime(plainTimeArg = void 0) {
		const slots = getPlainDateSlots(this);
		return createPlainDateTime(createDateTimeFromRefinedFields(slots, optionalToPlainTimeFields(plainTimeArg), slots.calendar));
	}
	toPlainYearMonth() {
		return createPlainYearMonth(fieldsToYearMonth(getPlainDateSlots(this).calendar, this));
	}
	toPlainMonthDay() {
		return createPlainMonthDay(fieldsToMonthDay(getPlainDateSlots(this).calendar, this));
	}
	toLocaleString(locales = void 0, options = {}) {
		const slots = getPlainDateSlots(this);
		const format = new RawDateTimeFormat(locales, applyPlainFormatTimeZone(transformDateOptions(options)));
		return checkResolvedCalendarCompatible(format, slots), format.format(isoDateToEpochMilli(slots));
	}
	toString(options = void 0) {
		return formatPlainDateIso(getPlainDateSlots(this), options);
	}
	toJSON() {
		return formatPlainDateIso(getPlainDateSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getPlainDateSlots, dateFieldGetters$1, dateDerivedGetters);
function createPlainDate(slots) {
	return initPlainDate(Object.create(PlainDate.prototype), slots);
}
function getPlainDateSlots(obj) {
	return getPlainDateSlotsIfPresent(obj) || invalidRecordType();
}
function getPlainDateSlotsIfPresent(obj) {
	return plainDateSlotsMap.get(obj);
}
function toPlainDateSlots(arg, options) {
	if (isObjectLike(arg)) {
		const ownSlots = getPlainDateSlotsIfPresent(arg);
		if (ownSlots) return refineOverflowOptions(options), ownSlots;
		const dateTimeSlots = getPlainDateTimeSlotsIfPresent(arg);
		if (dateTimeSlots) return refineOverflowOptions(options), createDateSlots(dateTimeSlots, dateTimeSlots.calendar);
		const zonedDateTimeSlots = getZonedDateTimeSlotsIfPresent(arg);
		if (zonedDateTimeSlots) return refineOverflowOptions(options), zonedDateTimeToDate(zonedDateTimeSlots);
		return refinePlainDateObjectLike(getCalendarFromBag(arg), arg, options);
	}
	const res = parsePlainDate(arg, resolveBasicCalendarId);
	return refineOverflowOptions(options), res;
}
function initPlainDate(instance, slots) {
	return plainDateSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
function getCalendarFromBag(bag) {
	const calendar = extractCalendarFromBag(bag);
	return void 0 === calendar ? void 0 : calendar;
}
function extractCalendarFromBag(bag) {
	const { calendar: calendarArg } = bag;
	if (void 0 !== calendarArg) return refineCalendarArg(calendarArg);
}
function refineCalendarArg(arg) {
	if (isObjectLike(arg)) {
		const slots = getPlainDateSlotsIfPresent(arg) || getPlainDateTimeSlotsIfPresent(arg) || getZonedDateTimeSlotsIfPresent(arg) || getPlainMonthDaySlotsIfPresent(arg) || getPlainYearMonthSlotsIfPresent(arg);
		return slots || throwTypeError(invalidCalendar(arg)), slots.calendar;
	}
	return ((arg) => resolveBasicCalendarId(parseCalendarId(requireString(arg))))(arg);
}
var durationSlotsMap = /*@__PURE__*/ new WeakMap();
var Duration = /*@__PURE__*/ defineTemporalClass(DurationBranding, class {
	constructor(years = 0, months = 0, weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0, milliseconds = 0, microseconds = 0, nanoseconds = 0) {
		const fields = validateDurationFields(mapProps(toStrictInteger, {
			years,
			months,
			weeks,
			days,
			hours,
			minutes,
			seconds,
			milliseconds,
			microseconds,
			nanoseconds
		}));
		initDuration(this, createDurationSlots(fields));
	}
	static from(arg) {
		return createDuration(toDurationSlots(arg));
	}
	static compare(durationArg0, durationArg1, options = void 0) {
		return compareDurations(refinePublicRelativeTo, toDurationSlots(durationArg0), toDurationSlots(durationArg1), options);
	}
	get sign() {
		return getDurationSlots(this).sign;
	}
	get blank() {
		return !getDurationSlots(this).sign;
	}
	with(mod) {
		return createDuration(mergeDurationFields(getDurationSlots(this), mod));
	}
	negated() {
		return createDuration(negateDuration(getDurationSlots(this)));
	}
	abs() {
		return createDuration(absDuration(getDurationSlots(this)));
	}
	add(otherArg) {
		return createDuration(addDurationsWithoutRelativeTo(0, getDurationSlots(this), toDurationSlots(otherArg)));
	}
	subtract(otherArg) {
		return createDuration(addDurationsWithoutRelativeTo(1, getDurationSlots(this), toDurationSlots(otherArg)));
	}
	round(roundTo) {
		return createDuration(roundDuration(refinePublicRelativeTo, getDurationSlots(this), roundTo));
	}
	total(totalOf) {
		return totalDuration(refinePublicRelativeTo, getDurationSlots(this), totalOf);
	}
	toLocaleString(locales = void 0, options) {
		const slots = getDurationSlots(this);
		return Intl.DurationFormat ? new Intl.DurationFormat(locales, options).format(slots) : formatDurationIso(slots, options);
	}
	toString(options = void 0) {
		return formatDurationIso(getDurationSlots(this), options);
	}
	toJSON() {
		return formatDurationIso(getDurationSlots(this));
	}
	valueOf() {
		return forbiddenValueOf();
	}
}, getDurationSlots, durationGetters);
function createDuration(slots) {
	return initDuration(Object.create(Duration.prototype), slots);
}
function getDurationSlots(obj) {
	return getDurationSlotsIfPresent(obj) || invalidRecordType();
}
function getDurationSlotsIfPresent(obj) {
	return durationSlotsMap.get(obj);
}
function toDurationSlots(arg) {
	if (isObjectLike(arg)) return getDurationSlotsIfPresent(arg) || refineDurationObjectLike(arg);
	return parseDuration(arg);
}
function refinePublicRelativeTo(relativeTo) {
	if (void 0 !== relativeTo) {
		if (isObjectLike(relativeTo)) {
			const zonedDateTimeSlots = getZonedDateTimeSlotsIfPresent(relativeTo);
			if (zonedDateTimeSlots) return zonedDateTimeSlots;
			const dateSlots = getPlainDateSlotsIfPresent(relativeTo);
			if (dateSlots) return dateSlots;
			const dateTimeSlots = getPlainDateTimeSlotsIfPresent(relativeTo);
			if (dateTimeSlots) return createDateSlots(dateTimeSlots, dateTimeSlots.calendar);
			return refineMaybeZonedDateTimeObjectLike(refineTimeZoneArg, getCalendarFromBag(relativeTo), relativeTo);
		}
		return parseRelativeToSlots(relativeTo, resolveBasicCalendarId);
	}
}
function initDuration(instance, slots) {
	return durationSlotsMap.set(instance, slots), attachDebugString(instance), instance;
}
var Now = /*@__PURE__*/ Object.defineProperties({}, {
	...createStringTagDescriptors("Temporal.Now"),
	...createPropDescriptors({
		timeZoneId() {
			return getCurrentTimeZoneId();
		},
		instant() {
			return createInstant(createEpochNanoSlots(getCurrentEpochNano()));
		},
		zonedDateTimeISO(timeZoneArg = getCurrentTimeZoneId()) {
			const timeZone = queryTimeZone(refineTimeZoneArg(timeZoneArg));
			return createZonedDateTime(createZonedEpochNanoSlots(getCurrentEpochNano(), timeZone));
		},
		plainDateTimeISO(timeZoneArg = getCurrentTimeZoneId()) {
			return createPlainDateTime(createDateTimeSlots(getCurrentIsoDateTime(queryTimeZone(refineTimeZoneArg(timeZoneArg)))));
		},
		plainDateISO(timeZoneArg = getCurrentTimeZoneId()) {
			return createPlainDate(createDateSlots(getCurrentIsoDateTime(queryTimeZone(refineTimeZoneArg(timeZoneArg)))));
		},
		plainTimeISO(timeZoneArg = getCurrentTimeZoneId()) {
			return createPlainTime(createTimeSlots(getCurrentIsoDateTime(queryTimeZone(refineTimeZoneArg(timeZoneArg)))));
		}
	})
});
var Temporal = /*@__PURE__*/ Object.defineProperties({}, {
	...createStringTagDescriptors("Temporal"),
	...createPropDescriptors({
		PlainYearMonth,
		PlainMonthDay,
		PlainDate,
		PlainTime,
		PlainDateTime,
		ZonedDateTime,
		Instant,
		Duration,
		Now
	})
});
var DateTimeFormat = /*@__PURE__*/ createDateTimeFormatClass(getTemporalBrandingAndSlots);
// node_modules/temporal-polyfill/shim.js
function installImplementation() {
	Object.defineProperties(globalThis, createPropDescriptors({ Temporal })), Object.defineProperties(Intl, createPropDescriptors({ DateTimeFormat })), Object.defineProperties(Date.prototype, createPropDescriptors({ toTemporalInstant }));
}
function install() {
	NativeTemporal || installImplementation();
}
// node_modules/temporal-polyfill/global.esm.js
install();
