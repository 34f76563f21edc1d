import { Link, type LinkComponentProps } from '@tanstack/react-router';
import { localeParams, useLocale } from './locale';

type LocaleLinkProps = Omit<LinkComponentProps<'a'>, 'params'>;

/** A router link that stays in the current language (`/kk/...` stays Kazakh). */
export function LocaleLink(props: LocaleLinkProps) {
  const locale = useLocale();
  return <Link {...(props as LinkComponentProps<'a'>)} params={localeParams(locale) as never} />;
}
