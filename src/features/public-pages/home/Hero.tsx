import { Trans } from '@lingui/react/macro';
import { appConfig } from '../../../platform/config';
import { buttonClass } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { LocaleLink } from '../../../ui/LocaleLink';
import { PageHeading } from '../../../ui/PageHeading';
import styles from './Hero.module.css';

export function Hero() {
  const { brand } = appConfig;
  return (
    <div className={styles.hero}>
      <Container className={styles.inner}>
        <div className={styles.text}>
          <PageHeading className={styles.title}>
            <Trans>Деньги на карту онлайн — без справок и визита в офис</Trans>
          </PageHeading>
          <p className={styles.lead}>
            <Trans>
              {brand} — микрофинансовая организация с лицензией АРРФР. Оформите заём с телефона:
              подтвердите личность селфи, подпишите договор кодом из SMS и получите деньги на
              банковскую карту.
            </Trans>
          </p>
          <div className={styles.actions}>
            <LocaleLink to="/{-$locale}/login" className={buttonClass('primary')}>
              <Trans>Получить деньги</Trans>
            </LocaleLink>
            <LocaleLink to="/{-$locale}/how-to-get" className={buttonClass('outline')}>
              <Trans>Как получить заём</Trans>
            </LocaleLink>
          </div>
        </div>
        <img
          className={styles.image}
          src="/images/pages/hero.svg"
          width={480}
          height={360}
          alt=""
          fetchPriority="high"
        />
      </Container>
    </div>
  );
}
