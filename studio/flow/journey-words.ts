import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { formDeclaration, isFormStep, isStepName } from '../../contract';
import type { JourneyMove, JourneyStepId } from '../../machines/catalog/journey';
import { journeyStep } from '../../machines/catalog/journey';

/**
 * The journey's nodes that are no form, named as the product team says them (SPEC.md §2
 * screens, §4 steps). A form is named by its declared title (contract/steps), so a form step
 * declared later has its words; another kind of step without words here shows its step name.
 */
const STEP_WORDS: Partial<Record<JourneyStepId, MessageDescriptor>> = {
  'login.phone': msg`Вход: номер телефона`,
  'login.code': msg`Вход: код из SMS`,
  waiting_external_personal: msg`Ждём данные из госбаз`,
  waiting_external_photo: msg`Ждём фото из госбаз`,
  client_creating: msg`Создаём клиента`,
  verigram: msg`Селфи`,
  'verigram.handoff': msg`Селфи на телефоне: QR-код`,
  waiting_liveness_results: msg`Проверяем селфи`,
  liveness_failed: msg`Селфи не прошло проверку`,
  signing_init: msg`Готовим документы`,
  signing_init_success: msg`Документы готовы, открываем подписание`,
  signing_failed: msg`Документы не подписаны`,
  signing_result: msg`Проверяем подпись`,
  personal_cabinet: msg`Личный кабинет`,
};

/** The states outside the steps, by their key in the machine. */
export const OTHER_WORDS: Record<string, MessageDescriptor> = {
  booting: msg`Загрузка: спрашиваем шаг у сервера`,
  networkFailed: msg`Нет связи`,
  timedOut: msg`Сервер не ответил вовремя`,
  fatal: msg`Страница ошибки`,
  signedOut: msg`Сессия закончилась`,
};

/** A journey node in the product team's words, or its step name when it has none yet. */
export function stepWords(id: JourneyStepId, translate: (words: MessageDescriptor) => string) {
  const words = isStepName(id) && isFormStep(id) ? formDeclaration(id).title : STEP_WORDS[id];
  return words ? translate(words) : id;
}

/** A move as a key, `from>to`. */
export type MoveKey = `${JourneyStepId}>${JourneyStepId}`;

export const moveKey = (from: string, to: string) => `${from}>${to}`;

/**
 * The moves between steps that need words of their own, short enough to sit beside an arrow.
 * An ordinary move has its words from moveWords: after a form, the data were accepted; after a
 * step the server passes by itself, the server moved on.
 */
const MOVE_WORDS: Partial<Record<MoveKey, MessageDescriptor>> = {
  'login.phone>login.code': msg`код отправлен`,
  'login.code>iin': msg`вход выполнен`,
  'iin>personal': msg`ИИН принят`,
  'iin>personal_and_passport': msg`серия 0101`,
  'iin>waiting_external_personal': msg`серия 0102`,
  'verigram>waiting_liveness_results': msg`селфи снято`,
  'verigram>verigram.handoff': msg`на телефон`,
  'verigram.handoff>verigram': msg`селфи здесь`,
  'verigram.handoff>waiting_liveness_results': msg`снято на телефоне`,
  'liveness_failed>verigram.handoff': msg`снять ещё раз`,
  'waiting_liveness_results>signing_init': msg`фото совпало`,
  'waiting_liveness_results>liveness_failed': msg`фото отклонено`,
  'liveness_failed>verigram': msg`снять ещё раз`,
  'signing_init>signing_init_success': msg`документы готовы`,
  'signing_init>signing_failed': msg`сбой`,
  'signing_failed>signing_init': msg`подписать ещё раз`,
  'signing_init_success>signing_result': msg`подписано`,
  'signing_result>personal_cabinet': msg`подпись принята`,
};

const FORM_SENT = msg`данные приняты`;
const SERVER_MOVED = msg`сервер`;

/** The words of the moves' own (MOVE_WORDS' keys), for a check that each names a move. */
export const OWN_MOVE_KEYS = Object.keys(MOVE_WORDS) as readonly MoveKey[];

/**
 * A move in words: its own (MOVE_WORDS), else an ordinary move's: from a form, the data were
 * accepted; from a step the server passes, the server moved on. Undefined for any other move
 * (the journey view then shows its `how`).
 */
export function moveWords(move: JourneyMove): MessageDescriptor | undefined {
  const own = MOVE_WORDS[moveKey(move.from, move.to) as MoveKey];
  if (own) return own;
  if (isStepName(move.from) && isFormStep(move.from)) return FORM_SENT;
  if (journeyStep(move.from).passes) return SERVER_MOVED;
  return undefined;
}
