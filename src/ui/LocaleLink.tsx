import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { localeParams, useLocale } from './locale';

type LocaleLinkProps = Omit<LinkComponentProps<'a'>, 'params'>;

/**
 * A router link that stays in the current language (`/kk/...` stays Kazakh). It is the current
 * page (`aria-current="page"`) only on its own address: the router's default also marks a link
 * current on every page below it, so the logo (`/kk`) was "current" on every Kazakh page and
 * «Получить деньги» (`/login`) on /login/iin (WCAG 4.1.2).
 */
export function LocaleLink(props: LocaleLinkProps) {
  const locale = useLocale();
  return (
    <Link
      {...(props as LinkComponentProps<'a'>)}
      activeOptions={{ exact: true, ...props.activeOptions }}
      params={localeParams(locale) as never}
    />
  );
}
