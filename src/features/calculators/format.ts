// Kazakh writes amounts, percentages and numeric dates as Russian does (space between thousands,
// decimal comma, dd.mm.yyyy), and Chromium's ICU knows the kk-KZ locale but lacks its number
// data: it formats 78 500 as "78,500". So both languages use the ru-KZ rules; the words around
// the figures come from the catalogs.
const LANGUAGES = ['ru-KZ'];

export interface CalculatorFormat {
  /** Tenge with tiyn: "80 642,96 ₸". */
  money(value: number): string;
  /** Whole tenge: "78 500 ₸" (the slider's positions). */
  tenge(value: number): string;
  /** A fraction as a percentage with up to `digits` decimals: 0.4597 → "45,97 %". */
  percent(fraction: number, digits?: number): string;
  /** A whole number: "3 000 000". */
  number(value: number): string;
  /** A YYYY-MM-DD calendar date written out: "15.12.2027". */
  date(iso: string): string;
}

// Building an Intl formatter costs far more than formatting with one: one set, built on first use.
let shared: CalculatorFormat | undefined;

/** Money, rates and dates of the calculators, the same in both languages (see above). */
export function calculatorFormat(): CalculatorFormat {
  shared ??= createFormat();
  return shared;
}

function createFormat(): CalculatorFormat {
  const languages = LANGUAGES;
  const currency = (digits: number) =>
    new Intl.NumberFormat(languages, {
      style: 'currency',
      currency: 'KZT',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const money = currency(2);
  const tenge = currency(0);
  const number = new Intl.NumberFormat(languages, { maximumFractionDigits: 0 });
  const percents = new Map<number, Intl.NumberFormat>();
  const dates = new Intl.DateTimeFormat(languages, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    money: (value) => money.format(value),
    tenge: (value) => tenge.format(value),
    number: (value) => number.format(value),
    percent: (fraction, digits = 2) => {
      let format = percents.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(languages, {
          style: 'percent',
          minimumFractionDigits: 0,
          maximumFractionDigits: digits,
        });
        percents.set(digits, format);
      }
      return format.format(fraction);
    },
    // A calendar date has no time zone; reading it as UTC midnight and formatting in UTC keeps
    // the day whatever the device's zone is.
    date: (iso) => dates.format(new Date(`${iso}T00:00:00Z`)),
  };
}
