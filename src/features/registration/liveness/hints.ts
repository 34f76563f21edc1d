import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LivenessHint } from './provider';

/** The provider's hint codes in the applicant's words (shown in the view, announced politely). */
export const HINT_MESSAGES: Record<LivenessHint, MessageDescriptor> = {
  look_at_camera: msg`Поместите лицо в овал и смотрите в камеру`,
  hold_still: msg`Не двигайтесь`,
  processing: msg`Проверяем фото…`,
  done: msg`Готово`,
};
