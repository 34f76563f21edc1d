import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DepositErrorCode } from './form';

/** `{period}` is the deposit's term in days, where a message names it. */
export const DEPOSIT_ERRORS: Record<DepositErrorCode, MessageDescriptor> = {
  amountFormat: msg`Введите сумму цифрами, не больше двух знаков после запятой`,
  amountPositive: msg`Сумма должна быть больше нуля`,
  periodFormat: msg`Укажите срок целым числом дней от 1 до 3650`,
  openDateFormat: msg`Укажите дату открытия`,
  discountRange: msg`Скидка — число от 0 до 100`,
  bandsEmpty: msg`Добавьте хотя бы одну ставку`,
  dayFormat: msg`Укажите день целым числом`,
  toDayBeforeFromDay: msg`Последний день не может быть раньше первого`,
  rateFormat: msg`Укажите ставку числом, например 0,104`,
  firstBandStart: msg`Первая ставка действует с 1-го дня`,
  bandGap: msg`Ставка начинается на следующий день после окончания предыдущей`,
  lastBandEnd: msg({ message: 'Последняя ставка действует до последнего дня срока ({period})' }),
};
