import { describe, expect, it } from 'vitest';
import { calculateLoan, type PaymentScheduleRow } from '../../../src/finance';

// Every figure below was worked out apart from src/finance: with exact fractions in a separate
// script and, for the rewards, by hand as shown. A useful identity for checking by hand:
// 0.3796 = 0.00104 × 365, so in a 365-day year a day of interest costs exactly 0.00104 of the
// remainder, and 0.3796 × 50 000 = 18 980 = 52 × 365.

type Row = [date: string, payment: number, principal: number, reward: number, remainder: number];

const rows = (table: Row[]): PaymentScheduleRow[] =>
  table.map(([paymentDate, payment, principal, reward, principalRemainder]) => ({
    paymentDate,
    payment,
    principal,
    reward,
    principalRemainder,
  }));

describe('calculateLoan: month ends in a leap year (open 2028-01-31, 100 000 ₸, 3 months)', () => {
  const loan = calculateLoan({
    amount: 100000,
    interest: 0.3796,
    openDate: '2028-01-31',
    periods: 3,
  });

  it('pays on the last day of each month, counted from the open date and not chained', () => {
    // Jan 31 + 1 month → Feb 29 (2028 is a leap year); + 2 months → Mar 31, not Mar 29.
    expect(loan.firstPaymentDate).toBe('2028-02-29');
    expect(loan.lastPaymentDate).toBe('2028-04-30');
    expect(loan.annuityCalculation.paymentSchedule.map((row) => row.paymentDate)).toEqual([
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
  });

  it('builds the annuity schedule, the last payment clearing the remainder', () => {
    // r = 0.3796/12; 100 000 × r / (1 − (1 + r)^−3) = 35 464.1113… → 35 464.11.
    // Feb: 100 000 × 0.3796 × 29/366 = 3 007.7595… → 3 007.76 (29 days of a 366-day year).
    // Mar: 67 543.65 × 0.3796 × 31/366 = 2 171.6575… → 2 171.66.
    // Apr: 34 251.20 × 0.3796 × 30/366 = 1 065.7177… → 1 065.72; the last payment is the
    // whole remainder plus this reward: 34 251.20 + 1 065.72 = 35 316.92, not 35 464.11.
    expect(loan.annuityCalculation).toEqual({
      annuityPayment: 35464.11,
      paymentSchedule: rows([
        ['2028-02-29', 35464.11, 32456.35, 3007.76, 67543.65],
        ['2028-03-31', 35464.11, 33292.45, 2171.66, 34251.2],
        ['2028-04-30', 35316.92, 34251.2, 1065.72, 0],
      ]),
      totalPayment: 106245.14,
      totalReward: 6245.14,
      effectiveAnnualRate: 0.4518,
    });
  });

  it('builds the differential schedule, the last principal taking the rounding remainder', () => {
    // 100 000 / 3 = 33 333.333… → 33 333.33 twice, then the remainder 33 333.34.
    // Mar: 66 666.67 × 0.3796 × 31/366 = 2 143.4609… → 2 143.46.
    // Apr: 33 333.34 × 0.3796 × 30/366 = 1 037.1587… → 1 037.16.
    expect(loan.differentialCalculation).toEqual({
      paymentSchedule: rows([
        ['2028-02-29', 36341.09, 33333.33, 3007.76, 66666.67],
        ['2028-03-31', 35476.79, 33333.33, 2143.46, 33333.34],
        ['2028-04-30', 34370.5, 33333.34, 1037.16, 0],
      ]),
      totalPayment: 106188.38,
      totalReward: 6188.38,
      effectiveAnnualRate: 0.4518,
    });
  });
});

describe('calculateLoan: month ends in a common year (open 2027-01-31, 100 000 ₸, 2 months)', () => {
  const loan = calculateLoan({
    amount: '100000',
    interest: '0.3796',
    openDate: '2027-01-31',
    periods: 2,
  });

  it('clamps to Feb 28 and returns to Mar 31', () => {
    expect(loan.firstPaymentDate).toBe('2027-02-28');
    expect(loan.lastPaymentDate).toBe('2027-03-31');
  });

  it('charges 0.00104 of the remainder per day of a 365-day year', () => {
    // Feb: 100 000 × 0.00104 × 28 = 2 912.00. Mar (differential): 50 000 × 0.00104 × 31 = 1 612.
    // Mar (annuity): 50 527.19 × 0.00104 × 31 = 1 628.9966… → 1 629.00.
    expect(loan.annuityCalculation).toEqual({
      annuityPayment: 52384.81,
      paymentSchedule: rows([
        ['2027-02-28', 52384.81, 49472.81, 2912, 50527.19],
        ['2027-03-31', 52156.19, 50527.19, 1629, 0],
      ]),
      totalPayment: 104541,
      totalReward: 4541,
      effectiveAnnualRate: 0.4535,
    });
    expect(loan.differentialCalculation).toEqual({
      paymentSchedule: rows([
        ['2027-02-28', 52912, 50000, 2912, 50000],
        ['2027-03-31', 51612, 50000, 1612, 0],
      ]),
      totalPayment: 104524,
      totalReward: 4524,
      effectiveAnnualRate: 0.4535,
    });
  });
});

describe('calculateLoan: a period across New Year (open 2027-12-15, 50 000 ₸, 2 months)', () => {
  const loan = calculateLoan({
    amount: 50000,
    interest: 0.3796,
    openDate: '2027-12-15',
    periods: 2,
  });

  it('weights December days by 1/365 and January days by 1/366', () => {
    // Dec 15–31 2027: 17 days; Jan 1–14 2028: 14 days.
    // 50 000 × 0.3796 = 18 980; 18 980 × 17/365 = 884 (18 980 = 52 × 365);
    // 18 980 × 14/366 = 726.0109…; together 1 610.0109… → 1 610.01.
    // (All 31 days at 1/365 would give 1 612.00; at 1/366, 1 607.65.)
    const [january] = loan.differentialCalculation.paymentSchedule;
    expect(january).toEqual({
      paymentDate: '2028-01-15',
      payment: 26610.01,
      principal: 25000,
      reward: 1610.01,
      principalRemainder: 25000,
    });
    expect(loan.annuityCalculation.paymentSchedule[0]?.reward).toBe(1610.01);
  });

  it('continues in the leap year for the second period', () => {
    // Jan 15 – Feb 14 2028: 31 days of 366. 25 000 × 0.3796 × 31/366 = 803.7978… → 803.80.
    expect(loan.differentialCalculation).toMatchObject({
      totalPayment: 52413.81,
      totalReward: 2413.81,
      effectiveAnnualRate: 0.452,
    });
    expect(loan.differentialCalculation.paymentSchedule[1]).toEqual({
      paymentDate: '2028-02-15',
      payment: 25803.8,
      principal: 25000,
      reward: 803.8,
      principalRemainder: 0,
    });
    expect(loan.annuityCalculation).toMatchObject({
      annuityPayment: 26192.41,
      totalPayment: 52427.23,
      totalReward: 2427.23,
      effectiveAnnualRate: 0.452,
    });
  });
});

describe('calculateLoan: opened on Feb 29 (2028-02-29, 240 000 ₸, 12 months)', () => {
  const loan = calculateLoan({
    amount: 240000,
    interest: 0.3796,
    openDate: '2028-02-29',
    periods: 12,
  });

  it('pays on the 29th and on Feb 28 in the common year that follows', () => {
    expect(loan.differentialCalculation.paymentSchedule.map((row) => row.paymentDate)).toEqual([
      '2028-03-29',
      '2028-04-29',
      '2028-05-29',
      '2028-06-29',
      '2028-07-29',
      '2028-08-29',
      '2028-09-29',
      '2028-10-29',
      '2028-11-29',
      '2028-12-29',
      '2029-01-29',
      '2029-02-28',
    ]);
  });

  it('builds the differential schedule', () => {
    // Dec 29 2028 – Jan 28 2029: 3 days of 366 and 28 of 365.
    // 40 000 × 0.3796 = 15 184; 15 184 × 3/366 = 124.4590…; 15 184 × 28/365 = 1 164.8;
    // 1 289.2590… → 1 289.26.
    // Jan 29 – Feb 27 2029: 20 000 × 0.00104 × 30 = 624.
    expect(loan.differentialCalculation).toEqual({
      paymentSchedule: rows([
        ['2028-03-29', 27218.62, 20000, 7218.62, 220000],
        ['2028-04-29', 27073.42, 20000, 7073.42, 200000],
        ['2028-05-29', 26222.95, 20000, 6222.95, 180000],
        ['2028-06-29', 25787.34, 20000, 5787.34, 160000],
        ['2028-07-29', 24978.36, 20000, 4978.36, 140000],
        ['2028-08-29', 24501.27, 20000, 4501.27, 120000],
        ['2028-09-29', 23858.23, 20000, 3858.23, 100000],
        ['2028-10-29', 23111.48, 20000, 3111.48, 80000],
        ['2028-11-29', 22572.15, 20000, 2572.15, 60000],
        ['2028-12-29', 21866.89, 20000, 1866.89, 40000],
        ['2029-01-29', 21289.26, 20000, 1289.26, 20000],
        ['2029-02-28', 20624, 20000, 624, 0],
      ]),
      totalPayment: 289103.97,
      totalReward: 49103.97,
      effectiveAnnualRate: 0.4517,
    });
  });

  it('builds the annuity schedule', () => {
    expect(loan.annuityCalculation).toEqual({
      annuityPayment: 24346.58,
      paymentSchedule: rows([
        ['2028-03-29', 24346.58, 17127.96, 7218.62, 222872.04],
        ['2028-04-29', 24346.58, 17180.82, 7165.76, 205691.22],
        ['2028-05-29', 24346.58, 17946.55, 6400.03, 187744.67],
        ['2028-06-29', 24346.58, 18310.23, 6036.35, 169434.44],
        ['2028-07-29', 24346.58, 19074.67, 5271.91, 150359.77],
        ['2028-08-29', 24346.58, 19512.23, 4834.35, 130847.54],
        ['2028-09-29', 24346.58, 20139.58, 4207, 110707.96],
        ['2028-10-29', 24346.58, 20901.93, 3444.65, 89806.03],
        ['2028-11-29', 24346.58, 21459.14, 2887.44, 68346.89],
        ['2028-12-29', 24346.58, 22219.98, 2126.6, 46126.91],
        ['2029-01-29', 24346.58, 22859.84, 1486.74, 23267.07],
        ['2029-02-28', 23993, 23267.07, 725.93, 0],
      ]),
      totalPayment: 291805.38,
      totalReward: 51805.38,
      effectiveAnnualRate: 0.4517,
    });
  });
});

describe('calculateLoan: rounding', () => {
  it('rounds an exact half tiyn up, where floating point would round it down', () => {
    // Jan 15 – Feb 14 2027: 31 days. 50 187.50 × 0.00104 × 31 = 1 618.045 exactly → 1 618.05.
    // In floating point 50187.5 * 0.3796 * 31 / 365 is 1618.0449999999998.
    const loan = calculateLoan({
      amount: '50187.50',
      interest: 0.3796,
      openDate: '2027-01-15',
      periods: 1,
    });
    expect(loan.differentialCalculation.paymentSchedule).toEqual(
      rows([['2027-02-15', 51805.55, 50187.5, 1618.05, 0]]),
    );
    expect(loan.annuityCalculation.paymentSchedule).toEqual(
      loan.differentialCalculation.paymentSchedule,
    );
  });

  it('charges nothing at a zero rate and splits the amount evenly', () => {
    const loan = calculateLoan({ amount: 120000, interest: 0, openDate: '2027-05-31', periods: 4 });
    expect(loan.annuityCalculation).toMatchObject({
      annuityPayment: 30000,
      totalPayment: 120000,
      totalReward: 0,
      effectiveAnnualRate: 0,
    });
    expect(loan.differentialCalculation.paymentSchedule.map((row) => row.payment)).toEqual([
      30000, 30000, 30000, 30000,
    ]);
  });
});

describe('calculateLoan: bad input', () => {
  const valid = { amount: 100000, interest: 0.3796, openDate: '2027-01-31', periods: 3 };

  it.each(['2027-02-30', '31.01.2027', '2027-1-31', '', '2027-01-31T00:00'])(
    'rejects the date %j as an invalid time value',
    (openDate) => {
      expect(() => calculateLoan({ ...valid, openDate })).toThrowError(
        new RangeError('Invalid time value'),
      );
    },
  );

  it('names the amount, the rate or the term when one of them is unusable', () => {
    expect(() => calculateLoan({ ...valid, amount: 'ten' })).toThrow(/amount/);
    expect(() => calculateLoan({ ...valid, amount: 0 })).toThrow(/amount must be positive/);
    expect(() => calculateLoan({ ...valid, amount: '100.005' })).toThrow(/two decimals/);
    expect(() => calculateLoan({ ...valid, interest: -0.1 })).toThrow(/interest/);
    expect(() => calculateLoan({ ...valid, periods: 0 })).toThrow(/periods/);
    expect(() => calculateLoan({ ...valid, periods: 2.5 })).toThrow(/periods/);
  });
});
