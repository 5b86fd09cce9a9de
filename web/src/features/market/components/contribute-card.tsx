import { Link as RouterLink } from '../../../lib/router';
import '../market.css';
import { MARKET_TEXTS } from '../market-texts';
import { MarketIcon } from './market-icons';

/** The market's invitation to propose a question (plain elements styled by market.css). */
export function ContributeCard() {
  return (
    <div className="ui-card">
      <section className="mk-panel">
        <h2 className="mk-panel-title mk-contribute-title">{MARKET_TEXTS.contribute}</h2>
        <p className="ui-body2 ui-secondary mk-contribute-text">
          Share a question with every teacher. Our team reviews it before it is published.
        </p>
        <RouterLink to="/market/propose" className="ui-button mk-button ui-button--contained ui-button--full">
          <span className="ui-button-start">
            <MarketIcon name="addCircleOutline" />
          </span>
          {MARKET_TEXTS.propose}
        </RouterLink>
      </section>
    </div>
  );
}
