// The fake provider's hints in its own words, as a third-party script speaks: Lingui descriptors
// (locales/{ru,kk}/sandbox.po) read by the sandbox when it bundles the script, which gets them
// as the constant PROVIDER_HINTS (provider-script.ts).
import { i18n, type MessageDescriptor } from '@lingui/core';
import { inLanguage, type Lang, type LivenessHint } from '../../contract';

const HINT_WORDS: Record<LivenessHint, MessageDescriptor> = {
  look_at_camera: /*i18n*/ {
    id: 'sandbox.liveness.lookAtCamera',
    message: 'Поместите лицо в овал и смотрите в камеру',
  },
  hold_still: /*i18n*/ { id: 'sandbox.liveness.holdStill', message: 'Не двигайтесь' },
  processing: /*i18n*/ { id: 'sandbox.liveness.processing', message: 'Проверяем фото…' },
  done: /*i18n*/ { id: 'sandbox.liveness.done', message: 'Готово' },
};

export type LivenessHints = Record<Lang, Record<LivenessHint, string>>;

const read = (descriptor: MessageDescriptor) =>
  i18n._(descriptor.id, undefined, { message: descriptor.message });

/** Every hint in both languages, from the loaded catalogs (sandbox/words.ts). */
export function livenessHints(): LivenessHints {
  const inLang = (lang: Lang) =>
    inLanguage(lang, () => ({
      look_at_camera: read(HINT_WORDS.look_at_camera),
      hold_still: read(HINT_WORDS.hold_still),
      processing: read(HINT_WORDS.processing),
      done: read(HINT_WORDS.done),
    }));
  return { ru: inLang('ru'), kk: inLang('kk') };
}
