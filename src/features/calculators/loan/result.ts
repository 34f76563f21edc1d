import { useDeferredValue, useMemo } from 'react';
import { calculate, type CalculatorResult } from '../../../finance/calculator';
import type { PaymentScheduleRow } from '../../../finance';
import { useTemporalReady, useToday } from '../temporal';
import { toCalculatorForm, type LoanCalculatorValue } from './value';

export interface LoanFigures {
  readonly result: CalculatorResult;
  /** The rows of the schedule table; a short-term loan has its one repayment. */
  readonly schedule: readonly PaymentScheduleRow[];
  /** The value these figures belong to: it lags the slider while a drag is being rendered. */
  readonly value: LoanCalculatorValue;
}

export function scheduleOf(
  result: CalculatorResult,
  amount: number,
): readonly PaymentScheduleRow[] {
  if (result.product === 'instalment') return result.schedule;
  return [
    {
      paymentDate: result.returnDate,
      payment: result.returnAmount,
      principal: amount,
      reward: result.percent,
      principalRemainder: 0,
    },
  ];
}

/**
 * The figures for a choice. A 60-month schedule with its ГЭСВ takes a few milliseconds; the
 * deferred value lets React keep the slider and the typed amount responsive on a slow phone and
 * recompute with the latest position once it has a moment, instead of queueing a recomputation
 * per intermediate position.
 */
export function useLoanFigures(value: LoanCalculatorValue, openDate?: string): LoanFigures | null {
  const ready = useTemporalReady();
  const today = useToday();
  const deferred = useDeferredValue(value);
  const opened = openDate ?? today;
  return useMemo(() => {
    if (!ready) return null;
    const result = calculate(toCalculatorForm(deferred), { openDate: opened });
    return { result, schedule: scheduleOf(result, deferred.amount), value: deferred };
  }, [ready, deferred, opened]);
}
