import { LogoMark } from '../components/logo';
import { type MessageKey, useT } from '../lib/i18n';
import { Link as RouterLink } from '../lib/router';
import { LanguageSelect } from './language-select';

export const FOOTER_LINKS: readonly { label: MessageKey; to: string }[] = [
  { label: 'footer.legal', to: '/legal' },
  { label: 'footer.terms', to: '/terms' },
  { label: 'footer.faq', to: '/faq' },
  { label: 'footer.contact', to: '/contact' },
];

/** Every page's footer (plain elements styled by app/shell.css, imported by the header). */
export function Footer() {
  const t = useT();
  return (
    <footer className="qz-footer">
      <div className="qz-footer-inner">
        <p className="qz-footer-brand">
          <LogoMark size={22} />
          {t('footer.brand', { year: new Date().getFullYear() })}
        </p>
        <nav aria-label={t('footer.nav')}>
          {FOOTER_LINKS.map((item) => (
            <RouterLink key={item.to} to={item.to}>
              {t(item.label)}
            </RouterLink>
          ))}
        </nav>
        <LanguageSelect />
      </div>
    </footer>
  );
}
