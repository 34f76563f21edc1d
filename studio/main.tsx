// The product team's flow studio on its own (npm run build:studio → dist-studio/): the journey,
// the machines, the simulation, the paths and the funnel from a file, as static files any web
// server can serve. No app beside it and no API: nothing here calls the network (the funnel
// reads a file the reader picks). The app's /dev/flow mounts the same FlowPage.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The app's design tokens and base styles (a narrow exception in eslint.config.js): the studio
// looks as /dev/flow does, and a copy of the tokens would drift from the brand's.
import '../src/ui/global.css';
import styles from './flow/FlowPage.module.css';
import { loadFlowCatalog, type StudioLocale } from './flow/catalog';
import { FlowPage } from './flow/FlowPage';

const LANGUAGES: Record<StudioLocale, string> = { ru: 'Русский', kk: 'Қазақша' };

const locale: StudioLocale =
  new URLSearchParams(location.search).get('lang') === 'kk' ? 'kk' : 'ru';

function Studio() {
  const other: StudioLocale = locale === 'kk' ? 'ru' : 'kk';
  return (
    <>
      <p className={styles.language}>
        <a href={`?lang=${other}${location.hash}`} hrefLang={other} lang={other}>
          {LANGUAGES[other]}
        </a>
      </p>
      <FlowPage />
    </>
  );
}

await loadFlowCatalog(locale);
i18n.activate(locale);
document.documentElement.lang = locale;
document.title = i18n._(msg`Схема регистрации: студия`);
createRoot(document.getElementById('studio') as HTMLElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <Studio />
    </I18nProvider>
  </StrictMode>,
);
