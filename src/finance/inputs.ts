import Big from 'big.js';

/** Reads a number or decimal string as an exact decimal, naming the input when it is not one. */
export function toDecimal(value: number | string, name: string): Big {
  try {
    return new Big(value);
  } catch {
    throw new TypeError(
      `${name} must be a finite number or a decimal string, got ${String(value)}`,
    );
  }
}

/** A positive sum of tenge with at most two decimals (tiyn). */
export function toMoney(value: number | string, name: string): Big {
  const money = toDecimal(value, name);
  if (money.lte(0)) throw new RangeError(`${name} must be positive, got ${money.toString()}`);
  if (!money.round(2, Big.roundDown).eq(money)) {
    throw new RangeError(`${name} must have at most two decimals, got ${money.toString()}`);
  }
  return money;
}

export function toNonNegativeRate(value: number | string, name: string): Big {
  const rate = toDecimal(value, name);
  if (rate.lt(0)) throw new RangeError(`${name} must not be negative, got ${rate.toString()}`);
  return rate;
}

export function toPositiveInteger(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive whole number, got ${String(value)}`);
  }
  return value;
}
