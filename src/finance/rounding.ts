import Big from 'big.js';

/** An exact fraction; `den` is always positive. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const TEN = 10n;

/** The exact value of a decimal as a fraction (big.js keeps its digits in `c`, exponent `e`). */
export function ratioOf(value: Big): Ratio {
  const digits = BigInt(value.c.join('')) * BigInt(value.s);
  const shift = value.e - value.c.length + 1;
  return shift >= 0
    ? { num: digits * TEN ** BigInt(shift), den: 1n }
    : { num: digits, den: TEN ** BigInt(-shift) };
}

/**
 * Rounds num/den half-up (away from zero, as big.js does) to tiyn with no intermediate
 * approximation, so a value exactly halfway rounds up and a value a hair below it never does.
 */
export function roundMoney({ num, den }: Ratio): Big {
  const scaled = num * 100n;
  let tiyn = scaled / den;
  const rest = scaled % den;
  if ((rest < 0n ? -2n * rest : 2n * rest) >= den) tiyn += scaled < 0n ? -1n : 1n;
  return new Big(`${tiyn}e-2`);
}

/** Money leaves the module as a number with at most two decimals. */
export function toAmount(value: Big): number {
  return value.toNumber();
}

/** Rates leave the module rounded half-up to four decimals, as the effective rate must be. */
export function roundRate(rate: number): number {
  return new Big(rate).round(4, Big.roundHalfUp).toNumber();
}
