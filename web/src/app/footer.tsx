import { LogoMark } from '../components/logo';
import { Link as RouterLink } from '../lib/router';

export const FOOTER_LINKS = [
  { label: 'Legal notice', to: '/legal' },
  { label: 'Terms', to: '/terms' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
] as const;

/** Every page's footer (plain elements styled by app/shell.css, imported by the header). */
export function Footer() {
  return (
    <footer className="qz-footer">
      <div className="qz-footer-inner">
        <p className="qz-footer-brand">
          <LogoMark size={22} />© {new Date().getFullYear()} Quizzical · Quizzes made simple
        </p>
        <nav aria-label="Footer">
          {FOOTER_LINKS.map((item) => (
            <RouterLink key={item.to} to={item.to}>
              {item.label}
            </RouterLink>
          ))}
        </nav>
      </div>
    </footer>
  );
}
