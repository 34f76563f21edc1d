// The language of server messages, picked by Accept-Language: the app sends the backend codes of
// SPEC §9, `ru` or `kz`; a client sending the language tag `kk` is understood too.
import { msg, type Lang } from '../../contract';

export function langOf(acceptLanguage: string | undefined): Lang {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('kk') || first.startsWith('kz') ? 'kk' : 'ru';
}

const TEXTS = {
  malformedJson: msg('Тело запроса не является корректным JSON', 'Сұраудың денесі дұрыс JSON емес'),
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
