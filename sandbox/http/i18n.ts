// The sandbox's own messages in both languages; the request's language is the contract's
// preferredLang of its Accept-Language (`ru-RU,ru;q=0.9`, or the app's `ru` and `kz`).
import { ACCEPT_LANGUAGE, BODY_LIMITS, msg, type Lang } from '../../contract';

/** Whether an Accept-Language header is well formed (RFC 9110 §12.5.4); absent is fine. */
export const isAcceptLanguage = (header: string | undefined): boolean =>
  header === undefined || ACCEPT_LANGUAGE.test(header);

const MIB = BODY_LIMITS.bytes / (1024 * 1024);

const TEXTS = {
  malformedJson: msg('Тело запроса не является корректным JSON', 'Сұраудың денесі дұрыс JSON емес'),
  invalidUtf8: msg('Тело запроса не в кодировке UTF-8', 'Сұраудың денесі UTF-8 кодтауында емес'),
  unsupportedMediaType: msg(
    'Тело запроса должно быть JSON в UTF-8 (Content-Type: application/json)',
    'Сұраудың денесі UTF-8 кодтауындағы JSON болуы керек (Content-Type: application/json)',
  ),
  tooLarge: msg(`Тело запроса больше ${MIB} МиБ`, `Сұраудың денесі ${MIB} МиБ-тан үлкен`),
  tooDeep: msg(
    `В теле запроса вложенность глубже ${BODY_LIMITS.depth} уровней`,
    `Сұрау денесінің ендірілуі ${BODY_LIMITS.depth} деңгейден терең`,
  ),
  tooManyItems: msg(
    `В теле запроса список или объект длиннее ${BODY_LIMITS.items} элементов`,
    `Сұрау денесіндегі тізім не нысан ${BODY_LIMITS.items} элементтен ұзын`,
  ),
  badAcceptLanguage: msg(
    'Заголовок Accept-Language не по форме RFC 9110 (например, ru-RU,ru;q=0.9)',
    'Accept-Language тақырыбы RFC 9110 пішімінде емес (мысалы, kk-KZ,kk;q=0.9)',
  ),
  visitorIdRequired: msg('Нужен заголовок X-VISITOR-ID', 'X-VISITOR-ID тақырыбы қажет'),
  notFound: msg('Не найдено', 'Табылмады'),
  serverError: msg('Internal Server Error', 'Internal Server Error'),
  technicalWorks: msg(
    'На сайте ведутся технические работы',
    'Сайтта техникалық жұмыстар жүргізілуде',
  ),
  smsNotRequested: msg('Сначала запросите код', 'Алдымен кодты сұратыңыз'),
  smsWrong: msg('Неверный код из SMS', 'SMS коды қате'),
  smsExpired: msg(
    'Срок действия кода истёк, запросите новый',
    'Кодтың мерзімі өтті, жаңасын сұратыңыз',
  ),
  unknownDocuments: msg('Неизвестные документы', 'Белгісіз құжаттар'),
  documentTokenInvalid: msg(
    'Документы не подписаны или подпись уже использована',
    'Құжаттарға қол қойылмаған немесе қолтаңба қолданылған',
  ),
  wrongStep: msg(
    'Это действие недоступно на текущем шаге регистрации',
    'Бұл әрекет тіркеудің ағымдағы қадамында қолжетімсіз',
  ),
  emailTaken: msg(
    'Этот адрес электронной почты уже используется другим клиентом',
    'Бұл электрондық пошта мекенжайын басқа клиент пайдаланады',
  ),
  unknownCountry: msg('Выберите страну из списка', 'Тізімнен елді таңдаңыз'),
  signingUnknown: msg('Сессия подписания не найдена', 'Қол қою сессиясы табылмады'),
  returnToForeign: msg(
    'Адрес возврата должен вести на сайт, с которого начато подписание',
    'Қайту мекенжайы қол қою басталған сайтқа апаруы керек',
  ),
  signingMismatch: msg(
    'Результат не совпадает с тем, что сообщил сервис подписания',
    'Нәтиже қол қою қызметінің хабарымен сәйкес емес',
  ),
  livenessUnknown: msg('Сессия проверки не найдена', 'Тексеру сессиясы табылмады'),
  contractMismatch: msg('Это не ваша заявка', 'Бұл сіздің өтінішіңіз емес'),
  contractMissing: msg(
    'Укажите договор, подписанный при входе',
    'Кіру кезінде қол қойылған шартты көрсетіңіз',
  ),
};

export type TextKey = keyof typeof TEXTS;

export const text = (key: TextKey, lang: Lang): string => TEXTS[key]({ lang });
