import { useT } from '../../../lib/i18n';
import { Link as RouterLink } from '../../../lib/router';
import '../market.css';
import { MarketIcon } from './market-icons';

/** The market's invitation to propose a question (plain elements styled by market.css). */
export function ContributeCard() {
  const t = useT();
  return (
    <div className="ui-card">
      <section className="mk-panel">
        <h2 className="mk-panel-title mk-contribute-title">{t('market.contribute.title')}</h2>
        <p className="ui-body2 ui-secondary mk-contribute-text">{t('market.contribute.text')}</p>
        <RouterLink to="/market/propose" className="ui-button mk-button ui-button--contained ui-button--full">
          <span className="ui-button-start">
            <MarketIcon name="addCircleOutline" />
          </span>
          {t('market.propose.title')}
        </RouterLink>
      </section>
    </div>
  );
}
