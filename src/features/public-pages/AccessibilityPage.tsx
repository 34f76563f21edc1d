import { Trans, useLingui } from '@lingui/react/macro';
import { appConfig } from '../../platform/config';
import { Page } from '../../ui/Page';
import { Section } from './parts/Section';

/**
 * The accessibility statement (issue 26), in the anchors' form: what the site is measured
 * against, what conforms, what does not yet, and how to report a problem. What it claims is what
 * the browser tests measure (tests/e2e/accessibility.spec.ts, shell.spec.ts, the journeys' axe
 * checks); change the two together.
 */
export function AccessibilityPage() {
  const { t } = useLingui();
  const { contacts, brand } = appConfig;

  return (
    <Page
      title={<Trans>Доступность сайта</Trans>}
      lead={
        <Trans>
          Мы хотим, чтобы оформить заём на сайте {brand} мог каждый: с телефона и с компьютера, с
          клавиатуры, с экранным диктором и с увеличенным текстом.
        </Trans>
      }
    >
      <Section title={t`Каким требованиям следует сайт`}>
        <p>
          <Trans>
            Мы проверяем сайт по международному стандарту WCAG 2.2 на уровне AA. Сайт соответствует
            ему частично: что ещё не соответствует, сказано ниже.
          </Trans>
        </p>
      </Section>

      <Section title={t`Что вы можете`}>
        <ul>
          <li>
            <Trans>
              увеличить масштаб до 200 % и пользоваться сайтом на экране шириной 320 пикселей:
              ничего не уходит за край и не нужно прокручивать вбок;
            </Trans>
          </li>
          <li>
            <Trans>
              пройти всё оформление только с клавиатуры: фокус всегда виден, его рамка контрастна на
              любом фоне;
            </Trans>
          </li>
          <li>
            <Trans>
              пользоваться экранным диктором: у полей есть названия и подсказки, ошибка называет
              поле, а после отправки формы с ошибками диктор сразу сообщает о них;
            </Trans>
          </li>
          <li>
            <Trans>увеличить межстрочные и межбуквенные интервалы: текст не обрезается;</Trans>
          </li>
          <li>
            <Trans>
              различать состояния не только по цвету: у каждой ошибки есть текст, а не только
              красная линия.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Как мы это проверяем`}>
        <ul>
          <li>
            <Trans>
              автоматическая проверка каждой страницы и каждого шага оформления на русском и
              казахском языках;
            </Trans>
          </li>
          <li>
            <Trans>
              измерение контраста рамки фокуса и границ полей (не ниже 3:1) на фоне, на котором они
              стоят;
            </Trans>
          </li>
          <li>
            <Trans>
              проверка каждой страницы на ширине 320 и 640 пикселей и того, что текст кнопок
              помещается в кнопку.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Что ещё не соответствует`}>
        <ul>
          <li>
            <Trans>
              проверка лица (селфи) требует камеры и проходит у внешнего провайдера: мы не можем
              изменить его экран. Если вы не можете пройти её, позвоните нам — подскажем другой
              способ подтвердить личность;
            </Trans>
          </li>
          <li>
            <Trans>
              документы подписываются на странице внешнего сервиса подписания, её доступность мы не
              проверяем;
            </Trans>
          </li>
          <li>
            <Trans>
              каждый экран с формой мы проверяем на обоих языках программой, которая читает страницу
              так, как экранный диктор; с настоящими дикторами (TalkBack, NVDA) всё оформление от
              начала до конца мы ещё не проверили.
            </Trans>
          </li>
        </ul>
      </Section>

      <Section title={t`Как сообщить о проблеме`}>
        <p>
          <Trans>
            Если что-то на сайте мешает вам, позвоните нам по номеру{' '}
            <a href={contacts.phoneHref}>{contacts.phone}</a> или напишите на{' '}
            <a href={contacts.emailHref}>{contacts.email}</a>. Расскажите, на какой странице и что
            не получилось, — мы исправим это и поможем оформить заём другим способом.
          </Trans>
        </p>
      </Section>
    </Page>
  );
}
