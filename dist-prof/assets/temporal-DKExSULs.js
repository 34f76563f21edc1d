import { a as __toESM } from "./rolldown-runtime-DQp2zzRu.js";
import { N as appConfig, h as useBrowserValue } from "./shell-oMbG3FHC.js";
import { y as require_react } from "./framework-B3PySpgF.js";
import { t as ensureTemporal } from "./temporal-COggACj8.js";
// src/features/calculators/format.ts
var LANGUAGES = ["ru-KZ"];
var shared;
/** Money, rates and dates of the calculators, the same in both languages (see above). */
function calculatorFormat() {
	shared ??= createFormat();
	return shared;
}
function createFormat() {
	const languages = LANGUAGES;
	const currency = (digits) => new Intl.NumberFormat(languages, {
		style: "currency",
		currency: "KZT",
		currencyDisplay: "narrowSymbol",
		minimumFractionDigits: digits,
		maximumFractionDigits: digits
	});
	const money = currency(2);
	const tenge = currency(0);
	const number = new Intl.NumberFormat(languages, { maximumFractionDigits: 0 });
	const percents = /* @__PURE__ */ new Map();
	const dates = new Intl.DateTimeFormat(languages, {
		day: "2-digit",
		month: "2-digit",
		year: "numeric",
		timeZone: "UTC"
	});
	return {
		money: (value) => money.format(value),
		tenge: (value) => tenge.format(value),
		number: (value) => number.format(value),
		percent: (fraction, digits = 2) => {
			let format = percents.get(digits);
			if (!format) {
				format = new Intl.NumberFormat(languages, {
					style: "percent",
					minimumFractionDigits: 0,
					maximumFractionDigits: digits
				});
				percents.set(digits, format);
			}
			return format.format(fraction);
		},
		date: (iso) => dates.format(/* @__PURE__ */ new Date(`${iso}T00:00:00Z`))
	};
}
// node_modules/big.js/big.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/************************************** EDITABLE DEFAULTS *****************************************/
var DP = 20;
var RM = 1;
var MAX_DP = 1e6;
var MAX_POWER = 1e6;
var NE = -7;
var PE = 21;
var STRICT = false;
var NAME = "[big.js] ";
var INVALID = NAME + "Invalid ";
var INVALID_DP = INVALID + "decimal places";
var INVALID_RM = INVALID + "rounding mode";
var DIV_BY_ZERO = NAME + "Division by zero";
var P = {};
var UNDEFINED = void 0;
var NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
function _Big_() {
	function Big(n) {
		var x = this;
		if (!(x instanceof Big)) return n === UNDEFINED && arguments.length === 0 ? _Big_() : new Big(n);
		if (n instanceof Big) {
			x.s = n.s;
			x.e = n.e;
			x.c = n.c.slice();
		} else {
			if (typeof n !== "string") {
				if (Big.strict === true && typeof n !== "bigint") throw TypeError(INVALID + "value");
				n = n === 0 && 1 / n < 0 ? "-0" : String(n);
			}
			parse(x, n);
		}
		x.constructor = Big;
	}
	Big.prototype = P;
	Big.DP = DP;
	Big.RM = RM;
	Big.NE = NE;
	Big.PE = PE;
	Big.strict = STRICT;
	Big.roundDown = 0;
	Big.roundHalfUp = 1;
	Big.roundHalfEven = 2;
	Big.roundUp = 3;
	return Big;
}
function parse(x, n) {
	var e, i, nl;
	if (!NUMERIC.test(n)) throw Error(INVALID + "number");
	x.s = n.charAt(0) == "-" ? (n = n.slice(1), -1) : 1;
	if ((e = n.indexOf(".")) > -1) n = n.replace(".", "");
	if ((i = n.search(/e/i)) > 0) {
		if (e < 0) e = i;
		e += +n.slice(i + 1);
		n = n.substring(0, i);
	} else if (e < 0) e = n.length;
	nl = n.length;
	for (i = 0; i < nl && n.charAt(i) == "0";) ++i;
	if (i == nl) x.c = [x.e = 0];
	else {
		for (; nl > 0 && n.charAt(--nl) == "0";);
		x.e = e - i - 1;
		x.c = [];
		for (e = 0; i <= nl;) x.c[e++] = +n.charAt(i++);
	}
	return x;
}
function round(x, sd, rm, more) {
	var xc = x.c;
	if (rm === UNDEFINED) rm = x.constructor.RM;
	if (rm !== 0 && rm !== 1 && rm !== 2 && rm !== 3) throw Error(INVALID_RM);
	if (sd < 1) {
		more = rm === 3 && (more || !!xc[0]) || sd === 0 && (rm === 1 && xc[0] >= 5 || rm === 2 && (xc[0] > 5 || xc[0] === 5 && (more || xc[1] !== UNDEFINED)));
		xc.length = 1;
		if (more) {
			x.e = x.e - sd + 1;
			xc[0] = 1;
		} else xc[0] = x.e = 0;
	} else if (sd < xc.length) {
		more = rm === 1 && xc[sd] >= 5 || rm === 2 && (xc[sd] > 5 || xc[sd] === 5 && (more || xc[sd + 1] !== UNDEFINED || xc[sd - 1] & 1)) || rm === 3 && (more || !!xc[0]);
		xc.length = sd;
		if (more) for (; ++xc[--sd] > 9;) {
			xc[sd] = 0;
			if (sd === 0) {
				++x.e;
				xc.unshift(1);
				break;
			}
		}
		for (sd = xc.length; !xc[--sd];) xc.pop();
	}
	return x;
}
function stringify(x, doExponential, isNonzero) {
	var e = x.e, s = x.c.join(""), n = s.length;
	if (doExponential) s = s.charAt(0) + (n > 1 ? "." + s.slice(1) : "") + (e < 0 ? "e" : "e+") + e;
	else if (e < 0) {
		for (; ++e;) s = "0" + s;
		s = "0." + s;
	} else if (e > 0) {
		if (++e > n) for (e -= n; e--;) s += "0";
		else if (e < n) s = s.slice(0, e) + "." + s.slice(e);
	} else if (n > 1) s = s.charAt(0) + "." + s.slice(1);
	return x.s < 0 && isNonzero ? "-" + s : s;
}
P.abs = function() {
	var x = new this.constructor(this);
	x.s = 1;
	return x;
};
P.cmp = function(y) {
	var isneg, x = this, xc = x.c, yc = (y = new x.constructor(y)).c, i = x.s, j = y.s, k = x.e, l = y.e;
	if (!xc[0] || !yc[0]) return !xc[0] ? !yc[0] ? 0 : -j : i;
	if (i != j) return i;
	isneg = i < 0;
	if (k != l) return k > l ^ isneg ? 1 : -1;
	j = (k = xc.length) < (l = yc.length) ? k : l;
	for (i = -1; ++i < j;) if (xc[i] != yc[i]) return xc[i] > yc[i] ^ isneg ? 1 : -1;
	return k == l ? 0 : k > l ^ isneg ? 1 : -1;
};
P.div = function(y) {
	var x = this, Big = x.constructor, a = x.c, b = (y = new Big(y)).c, k = x.s == y.s ? 1 : -1, dp = Big.DP;
	if (dp !== ~~dp || dp < 0 || dp > MAX_DP) throw Error(INVALID_DP);
	if (!b[0]) throw Error(DIV_BY_ZERO);
	if (!a[0]) {
		y.s = k;
		y.c = [y.e = 0];
		return y;
	}
	var bl, bt, n, cmp, ri, bz = b.slice(), ai = bl = b.length, al = a.length, r = a.slice(0, bl), rl = r.length, q = y, qc = q.c = [], qi = 0, p = dp + (q.e = x.e - y.e) + 1;
	q.s = k;
	k = p < 0 ? 0 : p;
	bz.unshift(0);
	for (; rl++ < bl;) r.push(0);
	do {
		for (n = 0; n < 10; n++) {
			if (bl != (rl = r.length)) cmp = bl > rl ? 1 : -1;
			else for (ri = -1, cmp = 0; ++ri < bl;) if (b[ri] != r[ri]) {
				cmp = b[ri] > r[ri] ? 1 : -1;
				break;
			}
			if (cmp < 0) {
				for (bt = rl == bl ? b : bz; rl;) {
					if (r[--rl] < bt[rl]) {
						ri = rl;
						for (; ri && !r[--ri];) r[ri] = 9;
						--r[ri];
						r[rl] += 10;
					}
					r[rl] -= bt[rl];
				}
				for (; !r[0];) r.shift();
			} else break;
		}
		qc[qi++] = cmp ? n : ++n;
		if (r[0] && cmp) r[rl] = a[ai] || 0;
		else r = [a[ai]];
	} while ((ai++ < al || r[0] !== UNDEFINED) && k--);
	if (!qc[0] && qi != 1) {
		qc.shift();
		q.e--;
		p--;
	}
	if (qi > p) round(q, p, Big.RM, r[0] !== UNDEFINED);
	return q;
};
P.eq = function(y) {
	return this.cmp(y) === 0;
};
P.gt = function(y) {
	return this.cmp(y) > 0;
};
P.gte = function(y) {
	return this.cmp(y) > -1;
};
P.lt = function(y) {
	return this.cmp(y) < 0;
};
P.lte = function(y) {
	return this.cmp(y) < 1;
};
P.minus = P.sub = function(y) {
	var i, j, t, xlty, x = this, Big = x.constructor, a = x.s, b = (y = new Big(y)).s;
	if (a != b) {
		y.s = -b;
		return x.plus(y);
	}
	var xc = x.c.slice(), xe = x.e, yc = y.c, ye = y.e;
	if (!xc[0] || !yc[0]) {
		if (yc[0]) y.s = -b;
		else if (xc[0]) y = new Big(x);
		else y.s = 1;
		return y;
	}
	if (a = xe - ye) {
		if (xlty = a < 0) {
			a = -a;
			t = xc;
		} else {
			ye = xe;
			t = yc;
		}
		t.reverse();
		for (b = a; b--;) t.push(0);
		t.reverse();
	} else {
		j = ((xlty = xc.length < yc.length) ? xc : yc).length;
		for (a = b = 0; b < j; b++) if (xc[b] != yc[b]) {
			xlty = xc[b] < yc[b];
			break;
		}
	}
	if (xlty) {
		t = xc;
		xc = yc;
		yc = t;
		y.s = -y.s;
	}
	if ((b = (j = yc.length) - (i = xc.length)) > 0) for (; b--;) xc[i++] = 0;
	for (b = i; j > a;) {
		if (xc[--j] < yc[j]) {
			for (i = j; i && !xc[--i];) xc[i] = 9;
			--xc[i];
			xc[j] += 10;
		}
		xc[j] -= yc[j];
	}
	for (; xc[--b] === 0;) xc.pop();
	for (; xc[0] === 0;) {
		xc.shift();
		--ye;
	}
	if (!xc[0]) {
		y.s = 1;
		xc = [ye = 0];
	}
	y.c = xc;
	y.e = ye;
	return y;
};
P.mod = function(y) {
	var ygtx, x = this, Big = x.constructor, a = x.s, b = (y = new Big(y)).s;
	if (!y.c[0]) throw Error(DIV_BY_ZERO);
	x.s = y.s = 1;
	ygtx = y.cmp(x) == 1;
	x.s = a;
	y.s = b;
	if (ygtx) return new Big(x);
	a = Big.DP;
	b = Big.RM;
	Big.DP = Big.RM = 0;
	x = x.div(y);
	Big.DP = a;
	Big.RM = b;
	return this.minus(x.times(y));
};
P.neg = function() {
	var x = new this.constructor(this);
	x.s = -x.s;
	return x;
};
P.plus = P.add = function(y) {
	var e, k, t, x = this, Big = x.constructor;
	y = new Big(y);
	if (x.s != y.s) {
		y.s = -y.s;
		return x.minus(y);
	}
	var xe = x.e, xc = x.c, ye = y.e, yc = y.c;
	if (!xc[0] || !yc[0]) {
		if (!yc[0]) {
			if (xc[0]) y = new Big(x);
			else y.s = x.s;
		}
		return y;
	}
	xc = xc.slice();
	if (e = xe - ye) {
		if (e > 0) {
			ye = xe;
			t = yc;
		} else {
			e = -e;
			t = xc;
		}
		t.reverse();
		for (; e--;) t.push(0);
		t.reverse();
	}
	if (xc.length - yc.length < 0) {
		t = yc;
		yc = xc;
		xc = t;
	}
	e = yc.length;
	for (k = 0; e; xc[e] %= 10) k = (xc[--e] = xc[e] + yc[e] + k) / 10 | 0;
	if (k) {
		xc.unshift(k);
		++ye;
	}
	for (e = xc.length; xc[--e] === 0;) xc.pop();
	y.c = xc;
	y.e = ye;
	return y;
};
P.pow = function(n) {
	var x = this, one = new x.constructor("1"), y = one, isneg = n < 0;
	if (n !== ~~n || n < -1e6 || n > MAX_POWER) throw Error(INVALID + "exponent");
	if (isneg) n = -n;
	for (;;) {
		if (n & 1) y = y.times(x);
		n >>= 1;
		if (!n) break;
		x = x.times(x);
	}
	return isneg ? one.div(y) : y;
};
P.prec = function(sd, rm) {
	if (sd !== ~~sd || sd < 1 || sd > MAX_DP) throw Error(INVALID + "precision");
	return round(new this.constructor(this), sd, rm);
};
P.round = function(dp, rm) {
	if (dp === UNDEFINED) dp = 0;
	else if (dp !== ~~dp || dp < -1e6 || dp > MAX_DP) throw Error(INVALID_DP);
	return round(new this.constructor(this), dp + this.e + 1, rm);
};
P.sqrt = function() {
	var r, c, t, x = this, Big = x.constructor, s = x.s, e = x.e, half = new Big("0.5");
	if (!x.c[0]) return new Big(x);
	if (s < 0) throw Error(NAME + "No square root");
	s = Math.sqrt(+stringify(x, true, true));
	if (s === 0 || s === 1 / 0) {
		c = x.c.join("");
		if (!(c.length + e & 1)) c += "0";
		s = Math.sqrt(c);
		e = ((e + 1) / 2 | 0) - (e < 0 || e & 1);
		r = new Big((s == 1 / 0 ? "5e" : (s = s.toExponential()).slice(0, s.indexOf("e") + 1)) + e);
	} else r = new Big(s + "");
	e = r.e + (Big.DP += 4);
	do {
		t = r;
		r = half.times(t.plus(x.div(t)));
	} while (t.c.slice(0, e).join("") !== r.c.slice(0, e).join(""));
	return round(r, (Big.DP -= 4) + r.e + 1, Big.RM);
};
P.times = P.mul = function(y) {
	var c, x = this, Big = x.constructor, xc = x.c, yc = (y = new Big(y)).c, a = xc.length, b = yc.length, i = x.e, j = y.e;
	y.s = x.s == y.s ? 1 : -1;
	if (!xc[0] || !yc[0]) {
		y.c = [y.e = 0];
		return y;
	}
	y.e = i + j;
	if (a < b) {
		c = xc;
		xc = yc;
		yc = c;
		j = a;
		a = b;
		b = j;
	}
	for (c = new Array(j = a + b); j--;) c[j] = 0;
	for (i = b; i--;) {
		b = 0;
		for (j = a + i; j > i;) {
			b = c[j] + yc[i] * xc[j - i - 1] + b;
			c[j--] = b % 10;
			b = b / 10 | 0;
		}
		c[j] = b;
	}
	if (b) ++y.e;
	else c.shift();
	for (i = c.length; !c[--i];) c.pop();
	y.c = c;
	return y;
};
P.toExponential = function(dp, rm) {
	var x = this, n = x.c[0];
	if (dp !== UNDEFINED) {
		if (dp !== ~~dp || dp < 0 || dp > MAX_DP) throw Error(INVALID_DP);
		x = round(new x.constructor(x), ++dp, rm);
		for (; x.c.length < dp;) x.c.push(0);
	}
	return stringify(x, true, !!n);
};
P.toFixed = function(dp, rm) {
	var x = this, n = x.c[0];
	if (dp !== UNDEFINED) {
		if (dp !== ~~dp || dp < 0 || dp > MAX_DP) throw Error(INVALID_DP);
		x = round(new x.constructor(x), dp + x.e + 1, rm);
		for (dp = dp + x.e + 1; x.c.length < dp;) x.c.push(0);
	}
	return stringify(x, false, !!n);
};
P.toJSON = P.toString = function() {
	var x = this, Big = x.constructor;
	return stringify(x, x.e <= Big.NE || x.e >= Big.PE, !!x.c[0]);
};
if (typeof Symbol !== "undefined") P[Symbol.for("nodejs.util.inspect.custom")] = P.toJSON;
P.toNumber = function() {
	var n = +stringify(this, true, true);
	if (this.constructor.strict === true && !this.eq(n.toString())) throw Error(NAME + "Imprecise conversion");
	return n;
};
P.toPrecision = function(sd, rm) {
	var x = this, Big = x.constructor, n = x.c[0];
	if (sd !== UNDEFINED) {
		if (sd !== ~~sd || sd < 1 || sd > MAX_DP) throw Error(INVALID + "precision");
		x = round(new Big(x), sd, rm);
		for (; x.c.length < sd;) x.c.push(0);
	}
	return stringify(x, sd <= x.e || x.e <= Big.NE || x.e >= Big.PE, !!n);
};
P.valueOf = function() {
	var x = this, Big = x.constructor;
	if (Big.strict === true) throw Error(NAME + "valueOf disallowed");
	return stringify(x, x.e <= Big.NE || x.e >= Big.PE, true);
};
var Big = _Big_();
// src/finance/dates.ts
var ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
* Parses a calendar date written as YYYY-MM-DD. Anything else, including impossible dates such
* as 2027-02-30, fails with the message callers already know from `Date#toISOString`.
*/
function parseIsoDate(value) {
	if (typeof value === "string" && ISO_DATE.test(value)) try {
		return Temporal.PlainDate.from(value, { overflow: "reject" });
	} catch {}
	throw new RangeError("Invalid time value");
}
function formatIsoDate(date) {
	return date.toString();
}
/** Today's date in Kazakhstan, where every contract is opened. */
function todayInAlmaty(now = Temporal.Now.instant()) {
	return formatIsoDate(now.toZonedDateTimeISO("Asia/Almaty").toPlainDate());
}
// src/finance/inputs.ts
/** Reads a number or decimal string as an exact decimal, naming the input when it is not one. */
function toDecimal(value, name) {
	try {
		return new Big(value);
	} catch {
		throw new TypeError(`${name} must be a finite number or a decimal string, got ${String(value)}`);
	}
}
/** A positive sum of tenge with at most two decimals (tiyn). */
function toMoney(value, name) {
	const money = toDecimal(value, name);
	if (money.lte(0)) throw new RangeError(`${name} must be positive, got ${money.toString()}`);
	if (!money.round(2, Big.roundDown).eq(money)) throw new RangeError(`${name} must have at most two decimals, got ${money.toString()}`);
	return money;
}
function toNonNegativeRate(value, name) {
	const rate = toDecimal(value, name);
	if (rate.lt(0)) throw new RangeError(`${name} must not be negative, got ${rate.toString()}`);
	return rate;
}
function toPositiveInteger(value, name) {
	if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
	return value;
}
// src/finance/rounding.ts
var TEN = 10n;
/** The exact value of a decimal as a fraction (big.js keeps its digits in `c`, exponent `e`). */
function ratioOf(value) {
	const digits = BigInt(value.c.join("")) * BigInt(value.s);
	const shift = value.e - value.c.length + 1;
	return shift >= 0 ? {
		num: digits * TEN ** BigInt(shift),
		den: 1n
	} : {
		num: digits,
		den: TEN ** BigInt(-shift)
	};
}
/**
* Rounds num/den half-up (away from zero, as big.js does) to tiyn with no intermediate
* approximation, so a value exactly halfway rounds up and a value a hair below it never does.
*/
function roundMoney({ num, den }) {
	const scaled = num * 100n;
	let tiyn = scaled / den;
	const rest = scaled % den;
	if ((rest < 0n ? -2n * rest : 2n * rest) >= den) tiyn += scaled < 0n ? -1n : 1n;
	return new Big(`${tiyn}e-2`);
}
/** Money leaves the module as a number with at most two decimals. */
function toAmount(value) {
	return value.toNumber();
}
/** Rates leave the module rounded half-up to four decimals, as the effective rate must be. */
function roundRate(rate) {
	return new Big(rate).round(4, Big.roundHalfUp).toNumber();
}
// src/finance/deposit.ts
/**
* Σ rate × (1 − discount) × (toDay − fromDay + 1). Bands count both of their end days, and
* day 0 is the opening day, which earns nothing: a first band starting at 0 starts at 1.
*/
function nominalRate(interests, discount) {
	const kept = new Big(1).minus(discount);
	return interests.reduce((sum, band, index) => {
		const fromDay = index === 0 && band.fromDay === 0 ? 1 : band.fromDay;
		const days = band.toDay - fromDay + 1;
		return sum.plus(toDecimal(band.rate, `interests[${index}].rate`).times(kept).times(days));
	}, new Big(0));
}
function checkBands(interests, period) {
	const last = interests[interests.length - 1];
	if (!last) throw new RangeError("interests must list at least one rate band");
	if (last.toDay !== period) throw new RangeError(`The last interest band must end on the last day of the period (${period}), but ends on ${last.toDay}`);
}
function calculateDeposit(input) {
	const openDate = parseIsoDate(input.openDate);
	const period = toPositiveInteger(input.period, "period");
	const amount = toMoney(input.amount, "amount");
	checkBands(input.interests, period);
	const nominal = nominalRate(input.interests, toDecimal(input.discount ?? 0, "discount"));
	const reward = amount.times(nominal).round(2, Big.roundDown);
	return {
		paymentDate: formatIsoDate(openDate.add({ days: period })),
		reward: toAmount(reward),
		amountToReturn: toAmount(amount.plus(reward)),
		nominalRate: nominal.toNumber(),
		annualRate: nominal.times(365).div(period).toNumber(),
		effectiveAnnualRate: (1 + nominal.toNumber()) ** (365 / period) - 1
	};
}
// src/finance/day-count.ts
var DAYS_365_TIMES_366 = 365n * 366n;
/**
* Interest of one period: remainder × annual rate × Σ over its days of 1/365 or 1/366 (by each
* day's own calendar year), rounded half-up to tiyn. Computed as one exact fraction so the
* rounding cannot be tipped by an approximated year fraction.
*/
function periodReward(remainder, interest, period) {
	const principal = ratioOf(remainder);
	const weightedDays = BigInt(period.days365) * 366n + BigInt(period.days366) * 365n;
	return roundMoney({
		num: principal.num * interest.num * weightedDays,
		den: principal.den * interest.den * DAYS_365_TIMES_366
	});
}
// src/finance/schedule.ts
/**
* Walks the periods paying `principalOf(reward)` of the principal each time; the last payment
* takes whatever remains, so rounding never leaves a debt or an overpayment behind.
*/
function amortize(amount, interest, periods, principalOf) {
	let remainder = amount;
	return periods.map((period, index) => {
		const reward = periodReward(remainder, interest, period);
		const principal = index === periods.length - 1 ? remainder : principalOf(reward);
		remainder = remainder.minus(principal);
		return {
			paymentDate: period.paymentDate,
			daysFromOpen: period.daysFromOpen,
			payment: principal.plus(reward),
			principal,
			reward,
			principalRemainder: remainder
		};
	});
}
// src/finance/annuity.ts
/**
* amount × r / (1 − (1 + r)^−n) with r = interest / 12, rounded half-up to tiyn. With
* interest = p/q this is amount × p × Y / (12q × (Y − Z)), Y = (12q + p)^n, Z = (12q)^n: exact
* integers. (1 + r)^n has hundreds of digits for 60 months, which BigInt multiplies in
* microseconds where big.js needs milliseconds, too slow for a slider.
*/
function annuityPayment(amount, interest, periods) {
	const principal = ratioOf(amount);
	if (interest.num === 0n) return roundMoney({
		num: principal.num,
		den: principal.den * BigInt(periods)
	});
	const monthly = 12n * interest.den;
	const grown = (monthly + interest.num) ** BigInt(periods);
	const base = monthly ** BigInt(periods);
	return roundMoney({
		num: principal.num * interest.num * grown,
		den: principal.den * monthly * (grown - base)
	});
}
function annuitySchedule(amount, interest, periods) {
	const payment = annuityPayment(amount, interest, periods.length);
	return {
		payment,
		rows: amortize(amount, interest, periods, (reward) => payment.minus(reward))
	};
}
// src/finance/differential.ts
/** Equal principal each month (amount / n, rounded half-up), interest on top. */
function differentialSchedule(amount, interest, periods) {
	const share = ratioOf(amount);
	const principal = roundMoney({
		num: share.num,
		den: share.den * BigInt(periods.length)
	});
	return amortize(amount, interest, periods, () => principal);
}
// src/finance/effective-rate.ts
var TOLERANCE = 1e-4;
var MAX_ITERATIONS = 1e3;
/**
* ГЭСВ: the x with −amount + Σ payment·(1 + x)^(−days/365) = 0, by Newton's method, rounded
* half-up to four decimals. This is a rate, not money, so floating point is the right tool.
* The left side falls and is convex in x, so starting at 0 (where it is ≥ 0 because the
* payments repay at least the amount) Newton climbs monotonically to the root and never jumps
* past −1. Newton converges quadratically, so the iterate after a step below the tolerance is
* accurate far beyond the four decimals kept.
*/
function effectiveAnnualRate(amount, flows) {
	let rate = 0;
	for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
		let value = -amount;
		let slope = 0;
		for (const { days, payment } of flows) {
			const years = days / 365;
			const discounted = payment * (1 + rate) ** -years;
			value += discounted;
			slope -= years * discounted / (1 + rate);
		}
		if (slope === 0) break;
		const next = rate - value / slope;
		const step = Math.abs(next - rate);
		rate = next;
		if (step < TOLERANCE) break;
	}
	return roundRate(rate);
}
// src/finance/schedule-dates.ts
var recent = /* @__PURE__ */ new Map();
var RECENT_LIMIT = 32;
/**
* Payment k falls on openDate + k months, each counted from the open date (not chained), so a
* loan opened on Jan 31 pays on Feb 28/29 and then on Mar 31; Temporal clamps to the month end.
*/
function schedulePeriods(openDate, periods) {
	const key = `${openDate}/${periods}`;
	const known = recent.get(key);
	if (known) return known;
	const computed = Object.freeze(computePeriods(parseIsoDate(openDate), periods));
	if (recent.size >= RECENT_LIMIT) recent.clear();
	recent.set(key, computed);
	return computed;
}
function computePeriods(openDate, periods) {
	const result = [];
	let previous = openDate;
	let daysFromOpen = 0;
	for (let k = 1; k <= periods; k += 1) {
		const paymentDate = openDate.add({ months: k });
		const { days365, days366 } = daysByYearLength(previous, paymentDate);
		daysFromOpen += days365 + days366;
		result.push(Object.freeze({
			paymentDate: formatIsoDate(paymentDate),
			days365,
			days366,
			daysFromOpen
		}));
		previous = paymentDate;
	}
	return result;
}
/** Splits the days in [from, to) by the length of the calendar year each day belongs to. */
function daysByYearLength(from, to) {
	const count = {
		days365: 0,
		days366: 0
	};
	const add = (days, inLeapYear) => {
		if (inLeapYear) count.days366 += days;
		else count.days365 += days;
	};
	if (from.year === to.year) {
		add(to.dayOfYear - from.dayOfYear, from.inLeapYear);
		return count;
	}
	add(from.daysInYear - from.dayOfYear + 1, from.inLeapYear);
	for (let year = from.year + 1; year < to.year; year += 1) {
		const januaryFirst = Temporal.PlainDate.from({
			year,
			month: 1,
			day: 1
		});
		add(januaryFirst.daysInYear, januaryFirst.inLeapYear);
	}
	add(to.dayOfYear - 1, to.inLeapYear);
	return count;
}
// src/finance/loan.ts
/** Parsed and checked loan input, shared by both schedules. */
function prepareLoan(input) {
	return {
		amount: toMoney(input.amount, "amount"),
		interest: ratioOf(toNonNegativeRate(input.interest, "interest")),
		periods: schedulePeriods(input.openDate, toPositiveInteger(input.periods, "periods"))
	};
}
/** Totals, ГЭСВ and the rows as the caller sees them: numbers and YYYY-MM-DD dates. */
function describeSchedule(amount, rows) {
	let totalPayment = new Big(0);
	let totalReward = new Big(0);
	const paymentSchedule = [];
	const flows = [];
	for (const row of rows) {
		totalPayment = totalPayment.plus(row.payment);
		totalReward = totalReward.plus(row.reward);
		const payment = toAmount(row.payment);
		paymentSchedule.push({
			paymentDate: row.paymentDate,
			payment,
			principal: toAmount(row.principal),
			reward: toAmount(row.reward),
			principalRemainder: toAmount(row.principalRemainder)
		});
		flows.push({
			days: row.daysFromOpen,
			payment
		});
	}
	return {
		paymentSchedule,
		totalPayment: toAmount(totalPayment),
		totalReward: toAmount(totalReward),
		effectiveAnnualRate: effectiveAnnualRate(toAmount(amount), flows)
	};
}
// src/features/calculators/temporal.ts
/**
* True once `Temporal` exists. Browsers with a native Temporal are ready at the first render;
* the others fetch the polyfill first, so the figures appear a moment later instead of the
* polyfill weighing on every page load.
*/
function useTemporalReady() {
	const [ready, setReady] = (0, import_react.useState)(() => typeof globalThis.Temporal !== "undefined");
	(0, import_react.useEffect)(() => {
		if (ready) return;
		let active = true;
		ensureTemporal().then(() => {
			if (active) setReady(true);
		});
		return () => {
			active = false;
		};
	}, [ready]);
	return ready;
}
var today = () => typeof globalThis.Temporal === "undefined" ? appConfig.buildDate : todayInAlmaty();
/**
* Today in Almaty (YYYY-MM-DD), the date a loan or deposit would be opened on. A prerendered
* page shows the build's date until it is hydrated, then today's.
*/
function useToday() {
	return useBrowserValue(today, appConfig.buildDate);
}
export { differentialSchedule as a, toAmount as c, calculatorFormat as d, prepareLoan as i, todayInAlmaty as l, useToday as n, annuitySchedule as o, describeSchedule as r, calculateDeposit as s, useTemporalReady as t, Big as u };
