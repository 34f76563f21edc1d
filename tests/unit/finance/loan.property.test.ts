import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLoan, type LoanCalculation, type LoanInput } from '../../../src/finance';

// Dates here use Date.UTC and money integer tiyn, so the checks do not share code with the module.
const DAY_MS = 86_400_000;
const toIso = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
const tiyn = (amount: number) => BigInt(Math.round(amount * 100));

const anyDay = fc
  .integer({ min: 0, max: 36_524 })
  .map((offset) => toIso(Date.UTC(2000, 0, 1) + offset * DAY_MS));
const monthEnd = fc
  .record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 0, max: 11 }) })
  .map(({ year, month }) => toIso(Date.UTC(year, month, daysInMonth(year, month))));

const loanInput: fc.Arbitrary<LoanInput> = fc.record({
  // 1 000.00 … 10 000 000.00 ₸ as a decimal string
  amount: fc
    .integer({ min: 100_000, max: 1_000_000_000 })
    .map((t) => `${Math.floor(t / 100)}.${String(t % 100).padStart(2, '0')}`),
  // 0 … 100 % a year, four decimals
  interest: fc.integer({ min: 0, max: 10_000 }).map((basisPoints) => basisPoints / 10_000),
  openDate: fc.oneof(anyDay, monthEnd),
  periods: fc.integer({ min: 1, max: 60 }),
});

const calculations = (input: LoanInput): [string, LoanCalculation][] => {
  const loan = calculateLoan(input);
  return [
    ['annuity', loan.annuityCalculation],
    ['differential', loan.differentialCalculation],
  ];
};

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

describe('calculateLoan properties', () => {
  it('repays exactly the amount: principals sum to it and the remainder ends at 0', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        for (const [, calculation] of calculations(input)) {
          const schedule = calculation.paymentSchedule;
          expect(sum(schedule.map((row) => tiyn(row.principal)))).toBe(tiyn(Number(input.amount)));
          expect(schedule.at(-1)?.principalRemainder).toBe(0);
          let remainder = tiyn(Number(input.amount));
          for (const row of schedule) {
            remainder -= tiyn(row.principal);
            expect(tiyn(row.principalRemainder)).toBe(remainder);
            expect(tiyn(row.payment)).toBe(tiyn(row.principal) + tiyn(row.reward));
          }
        }
      }),
    );
  });

  it('reports totals equal to the sums of the rows', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        for (const [, calculation] of calculations(input)) {
          const schedule = calculation.paymentSchedule;
          expect(tiyn(calculation.totalPayment)).toBe(
            sum(schedule.map((row) => tiyn(row.payment))),
          );
          expect(tiyn(calculation.totalReward)).toBe(sum(schedule.map((row) => tiyn(row.reward))));
        }
      }),
    );
  });

  it('keeps annuity payments equal except the last, and differential principals equal except the last', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        const loan = calculateLoan(input);
        const payments = loan.annuityCalculation.paymentSchedule.slice(0, -1).map((r) => r.payment);
        expect(new Set([loan.annuityCalculation.annuityPayment, ...payments]).size).toBe(1);
        const principals = loan.differentialCalculation.paymentSchedule
          .slice(0, -1)
          .map((row) => row.principal);
        expect(new Set(principals).size).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('pays monthly from the open date, clamped to the month end, in increasing order', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        const loan = calculateLoan(input);
        const [year, month, day] = input.openDate.split('-').map(Number) as [
          number,
          number,
          number,
        ];
        const expected = Array.from({ length: input.periods }, (_, index) => {
          const target = new Date(Date.UTC(year, month - 1 + index + 1, 1));
          const lastDay = daysInMonth(target.getUTCFullYear(), target.getUTCMonth());
          return toIso(target.getTime() + (Math.min(day, lastDay) - 1) * DAY_MS);
        });
        for (const [, calculation] of calculations(input)) {
          const dates = calculation.paymentSchedule.map((row) => row.paymentDate);
          expect(dates).toEqual(expected);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
        }
        expect(loan.firstPaymentDate).toBe(expected[0]);
        expect(loan.lastPaymentDate).toBe(expected.at(-1));
      }),
    );
  });

  it('charges each period the remainder × rate × Σ 1/365 or 1/366 per day, rounded half-up', () => {
    const yearLength = (year: number) => (daysInMonth(year, 1) === 29 ? 366n : 365n);
    fc.assert(
      fc.property(loanInput, (input) => {
        const [interestNum, interestDen] = [
          BigInt(Math.round(Number(input.interest) * 10_000)),
          10_000n,
        ];
        for (const [, calculation] of calculations(input)) {
          let previous = Date.parse(`${input.openDate}T00:00:00Z`);
          let remainder = tiyn(Number(input.amount));
          for (const row of calculation.paymentSchedule) {
            const next = Date.parse(`${row.paymentDate}T00:00:00Z`);
            // Σ over the days of 1/yearLength as a fraction over 365 × 366.
            let weight = 0n;
            for (let day = previous; day < next; day += DAY_MS) {
              weight += (365n * 366n) / yearLength(new Date(day).getUTCFullYear());
            }
            // Half-up away from zero: a high rate can overpay before the last row, and then
            // the remainder and its reward are negative.
            const num = remainder * interestNum * weight * 2n;
            const den = interestDen * 365n * 366n * 2n;
            const magnitude = ((num < 0n ? -num : num) + den / 2n) / den;
            expect(tiyn(row.reward)).toBe(num < 0n ? -magnitude : magnitude);
            remainder = tiyn(row.principalRemainder);
            previous = next;
          }
        }
      }),
    );
  });

  it('never overpays before the last row at the instalment rate within the amount limits', () => {
    const instalment = fc.record({
      amount: fc.integer({ min: 50_000, max: 3_000_000 }),
      interest: fc.constant(0.3796),
      openDate: fc.oneof(anyDay, monthEnd),
      periods: fc.constantFrom(6, 12, 24, 36, 48, 60),
    });
    fc.assert(
      fc.property(instalment, (input) => {
        for (const [, calculation] of calculations(input)) {
          for (const row of calculation.paymentSchedule) {
            expect(row.principal).toBeGreaterThan(0);
            expect(row.reward).toBeGreaterThan(0);
            expect(row.principalRemainder).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('finds the effective rate that zeroes the cash-flow equation, to four decimals', () => {
    fc.assert(
      fc.property(loanInput, (input) => {
        const open = Date.parse(`${input.openDate}T00:00:00Z`);
        for (const [, calculation] of calculations(input)) {
          const presentValue = (rate: number) =>
            -Number(input.amount) +
            calculation.paymentSchedule.reduce((total, row) => {
              const days = (Date.parse(`${row.paymentDate}T00:00:00Z`) - open) / DAY_MS;
              return total + row.payment * (1 + rate) ** (-days / 365);
            }, 0);
          // The value falls as the rate grows, so the root lies within half a unit of the
          // fourth decimal of the reported rate (plus a hair for floating point).
          const rate = calculation.effectiveAnnualRate;
          expect(Math.round(rate * 10_000)).toBeCloseTo(rate * 10_000, 6);
          expect(presentValue(rate - 0.000051)).toBeGreaterThanOrEqual(0);
          expect(presentValue(rate + 0.000051)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});
