// The sandbox's own messages, in the Lingui catalogs (locales/{ru,kk}/sandbox.po) as the app's
// are; the request's language is the contract's preferredLang of its Accept-Language
// (`ru-RU,ru;q=0.9`, or the app's `ru` and `kz`).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ACCEPT_LANGUAGE, BODY_LIMITS, inLanguage, type Lang } from '../contract';

/** Whether an Accept-Language header is well formed (RFC 9110 §12.5.4); absent is fine. */
export const isAcceptLanguage = (header: string | undefined): boolean =>
  header === undefined || ACCEPT_LANGUAGE.test(header);

const MIB = BODY_LIMITS.bytes / (1024 * 1024);

const TEXTS = {
  malformedJson: /*i18n*/ {
    id: 'sandbox.malformedJson',
    message: 'Тело запроса не является корректным JSON',
  },
  invalidUtf8: /*i18n*/ { id: 'sandbox.invalidUtf8', message: 'Тело запроса не в кодировке UTF-8' },
  unsupportedMediaType: /*i18n*/ {
    id: 'sandbox.unsupportedMediaType',
    message: 'Тело запроса должно быть JSON в UTF-8 (Content-Type: application/json)',
  },
  tooLarge: /*i18n*/ { id: 'sandbox.tooLarge', message: 'Тело запроса больше {mib} МиБ' },
  tooDeep: /*i18n*/ {
    id: 'sandbox.tooDeep',
    message: 'В теле запроса вложенность глубже {depth} уровней',
  },
  tooManyItems: /*i18n*/ {
    id: 'sandbox.tooManyItems',
    message: 'В теле запроса список или объект длиннее {items} элементов',
  },
  badAcceptLanguage: /*i18n*/ {
    id: 'sandbox.badAcceptLanguage',
    message: 'Заголовок Accept-Language не по форме RFC 9110 (например, ru-RU,ru;q=0.9)',
  },
  visitorIdRequired: /*i18n*/ {
    id: 'sandbox.visitorIdRequired',
    message: 'Нужен заголовок X-VISITOR-ID',
  },
  notFound: /*i18n*/ { id: 'sandbox.notFound', message: 'Не найдено' },
  serverError: /*i18n*/ { id: 'sandbox.serverError', message: 'Internal Server Error' },
  technicalWorks: /*i18n*/ {
    id: 'sandbox.technicalWorks',
    message: 'На сайте ведутся технические работы',
  },
  smsNotRequested: /*i18n*/ { id: 'sandbox.smsNotRequested', message: 'Сначала запросите код' },
  smsWrong: /*i18n*/ { id: 'sandbox.smsWrong', message: 'Неверный код из SMS' },
  smsExpired: /*i18n*/ {
    id: 'sandbox.smsExpired',
    message: 'Срок действия кода истёк, запросите новый',
  },
  unknownDocuments: /*i18n*/ { id: 'sandbox.unknownDocuments', message: 'Неизвестные документы' },
  documentTokenInvalid: /*i18n*/ {
    id: 'sandbox.documentTokenInvalid',
    message: 'Документы не подписаны или подпись уже использована',
  },
  wrongStep: /*i18n*/ {
    id: 'sandbox.wrongStep',
    message: 'Это действие недоступно на текущем шаге регистрации',
  },
  emailTaken: /*i18n*/ {
    id: 'sandbox.emailTaken',
    message: 'Этот адрес электронной почты уже используется другим клиентом',
  },
  unknownCountry: /*i18n*/ { id: 'sandbox.unknownCountry', message: 'Выберите страну из списка' },
  signingUnknown: /*i18n*/ {
    id: 'sandbox.signingUnknown',
    message: 'Сессия подписания не найдена',
  },
  returnToForeign: /*i18n*/ {
    id: 'sandbox.returnToForeign',
    message: 'Адрес возврата должен вести на сайт, с которого начато подписание',
  },
  signingMismatch: /*i18n*/ {
    id: 'sandbox.signingMismatch',
    message: 'Результат не совпадает с тем, что сообщил сервис подписания',
  },
  livenessUnknown: /*i18n*/ {
    id: 'sandbox.livenessUnknown',
    message: 'Сессия проверки не найдена',
  },
  contractMismatch: /*i18n*/ { id: 'sandbox.contractMismatch', message: 'Это не ваша заявка' },
  contractMissing: /*i18n*/ {
    id: 'sandbox.contractMissing',
    message: 'Укажите договор, подписанный при входе',
  },
};

export type TextKey = keyof typeof TEXTS;

/** The limits the body messages name. */
const LIMITS = { mib: MIB, depth: BODY_LIMITS.depth, items: BODY_LIMITS.items };

/** A descriptor's words in `lang`, through the one i18n the catalogs are loaded into. */
export const words = (
  descriptor: MessageDescriptor,
  lang: Lang,
  values?: Record<string, unknown>,
): string => inLanguage(lang, () => i18n._(descriptor.id, values, { message: descriptor.message }));

export const text = (key: TextKey, lang: Lang): string => words(TEXTS[key], lang, LIMITS);

/** A page's language: its `lang` query (the one the app's call was made in), else `fallback`. */
export const langOf = (query: string | undefined, fallback: Lang): Lang =>
  query === 'ru' || query === 'kk' ? query : fallback;
