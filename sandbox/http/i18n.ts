// The language of server messages, picked by Accept-Language (the app sends `ru` or `kk`; its
// backend code for Kazakh is `kz`, so both spellings count).
import type { Lang } from '../../contract';

export function langOf(acceptLanguage: string | undefined): Lang {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('kk') || first.startsWith('kz') ? 'kk' : 'ru';
}

const TEXTS = {
  malformedJson: ['Тело запроса не является корректным JSON', 'Сұраудың денесі дұрыс JSON емес'],
  visitorIdRequired: ['Нужен заголовок X-VISITOR-ID', 'X-VISITOR-ID тақырыбы қажет'],
  notFound: ['Не найдено', 'Табылмады'],
  serverError: ['Internal Server Error', 'Internal Server Error'],
  technicalWorks: ['На сайте ведутся технические работы', 'Сайтта техникалық жұмыстар жүргізілуде'],
  smsNotRequested: ['Сначала запросите код', 'Алдымен кодты сұратыңыз'],
  smsWrong: ['Неверный код из SMS', 'SMS коды қате'],
  smsExpired: [
    'Срок действия кода истёк, запросите новый',
    'Кодтың мерзімі өтті, жаңасын сұратыңыз',
  ],
  unknownDocuments: ['Неизвестные документы', 'Белгісіз құжаттар'],
  documentTokenInvalid: [
    'Документы не подписаны или подпись уже использована',
    'Құжаттарға қол қойылмаған немесе қолтаңба қолданылған',
  ],
  wrongStep: [
    'Это действие недоступно на текущем шаге регистрации',
    'Бұл әрекет тіркеудің ағымдағы қадамында қолжетімсіз',
  ],
  emailTaken: [
    'Этот адрес электронной почты уже используется другим клиентом',
    'Бұл электрондық пошта мекенжайын басқа клиент пайдаланады',
  ],
  unknownCountry: ['Выберите страну из списка', 'Тізімнен елді таңдаңыз'],
  signingUnknown: ['Сессия подписания не найдена', 'Қол қою сессиясы табылмады'],
  returnToForeign: [
    'Адрес возврата должен вести на сайт, с которого начато подписание',
    'Қайту мекенжайы қол қою басталған сайтқа апаруы керек',
  ],
  signingMismatch: [
    'Результат не совпадает с тем, что сообщил сервис подписания',
    'Нәтиже қол қою қызметінің хабарымен сәйкес емес',
  ],
  livenessUnknown: ['Сессия проверки не найдена', 'Тексеру сессиясы табылмады'],
  contractMismatch: ['Это не ваша заявка', 'Бұл сіздің өтінішіңіз емес'],
  contractMissing: [
    'Укажите договор, подписанный при входе',
    'Кіру кезінде қол қойылған шартты көрсетіңіз',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type TextKey = keyof typeof TEXTS;

export const text = (key: TextKey, lang: Lang): string => TEXTS[key][lang === 'kk' ? 1 : 0];
