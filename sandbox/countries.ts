// Countries that issue the identity documents the passport step accepts.
import type { Lang } from '../contract';

export const DEFAULT_COUNTRY_ID = 1;

export const COUNTRIES: { id: number; name: Record<Lang, string> }[] = [
  { id: 1, name: { ru: 'Казахстан', kk: 'Қазақстан' } },
  { id: 2, name: { ru: 'Россия', kk: 'Ресей' } },
  { id: 3, name: { ru: 'Кыргызстан', kk: 'Қырғызстан' } },
  { id: 4, name: { ru: 'Узбекистан', kk: 'Өзбекстан' } },
  { id: 5, name: { ru: 'Таджикистан', kk: 'Тәжікстан' } },
  { id: 6, name: { ru: 'Туркменистан', kk: 'Түрікменстан' } },
  { id: 7, name: { ru: 'Беларусь', kk: 'Беларусь' } },
  { id: 8, name: { ru: 'Армения', kk: 'Армения' } },
  { id: 9, name: { ru: 'Азербайджан', kk: 'Әзірбайжан' } },
  { id: 10, name: { ru: 'Грузия', kk: 'Грузия' } },
];

export const isCountry = (id: number): boolean => COUNTRIES.some((country) => country.id === id);
