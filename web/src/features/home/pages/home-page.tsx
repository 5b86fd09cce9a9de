import '../home.css';
import { SvgIcon } from '../../../components/svg-icon';
import { type MessageKey, useT } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HOME_ICONS, type HomeIconName } from '../components/home-icons';
import { QuizCodeForm } from '../components/quiz-code-form';

interface Feature {
  icon: HomeIconName;
  title: MessageKey;
  text: MessageKey;
}

const TEACHER_FEATURES: Feature[] = [
  {
    icon: 'editNoteOutlined',
    title: 'home.teachers.create.title',
    text: 'home.teachers.create.text',
  },
  {
    icon: 'qrCode2Outlined',
    title: 'home.teachers.share.title',
    text: 'home.teachers.share.text',
  },
  {
    icon: 'barChartOutlined',
    title: 'home.teachers.results.title',
    text: 'home.teachers.results.text',
  },
];

const STUDENT_FEATURES: Feature[] = [
  {
    icon: 'noAccountsOutlined',
    title: 'home.students.no_account.title',
    text: 'home.students.no_account.text',
  },
  {
    icon: 'functionsOutlined',
    title: 'home.students.questions.title',
    text: 'home.students.questions.text',
  },
  {
    icon: 'emojiEventsOutlined',
    title: 'home.students.score.title',
    text: 'home.students.score.text',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  const t = useT();
  return (
    <div className="ui-card hm-feature">
      <div className="hm-feature-content">
        <div aria-hidden="true" className="hm-feature-icon">
          <SvgIcon path={HOME_ICONS[feature.icon]} />
        </div>
        <h3 className="hm-h6">{t(feature.title)}</h3>
        <p className="ui-body2 ui-secondary">{t(feature.text)}</p>
      </div>
    </div>
  );
}

function FeatureSection({
  id,
  title,
  intro,
  features,
}: {
  id: string;
  title: string;
  intro: string;
  features: Feature[];
}) {
  return (
    <section aria-labelledby={id} className="hm-section">
      <h2 id={id} className="hm-h4">
        {title}
      </h2>
      <p className="hm-body1 ui-secondary hm-section-intro">{intro}</p>
      <div className="hm-grid hm-grid--thirds">
        {features.map((feature) => (
          <div key={feature.title}>
            <FeatureCard feature={feature} />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Home (/): quiz code entry and a short presentation of the product. Plain elements styled by home.css
 * and components/plain-ui.css, no MUI: students come here to type their code, and every other student
 * page is plain too, so a student's phone never loads MUI.
 */
export function HomePage() {
  const t = useT();
  useDocumentTitle('');
  // the first render holds what a phone shows first (the code entry and the hero); the presentation
  // below comes one task later, and the footer is hidden until then (home.css, .hm-hero--alone): shown
  // under the hero alone, it would be pushed down when the sections arrive (a layout shift)
  const rest = useAfterFirstPaint();
  return (
    <>
      <div className={rest ? 'hm-hero' : 'hm-hero hm-hero--alone'}>
        <div className="ui-container ui-container--lg hm-hero-container">
          <div className="hm-grid hm-hero-grid">
            <div>
              <p className="ui-overline">{t('home.overline')}</p>
              <h1 className="hm-title">{t('home.title')}</h1>
              <p className="hm-lead">{t('home.lead')}</p>
              <div className="hm-actions">
                <Link to="/plans" className="ui-button ui-button--outlined ui-button--large">
                  {t('home.see_plans')}
                </Link>
                <Link to="/market" className="ui-button ui-button--text ui-button--large hm-market">
                  <span className="ui-button-start">
                    <SvgIcon path={HOME_ICONS.storefrontOutlined} />
                  </span>
                  {t('home.browse_market')}
                </Link>
              </div>
            </div>
            {/* on phones the code entry comes first: that is what students came for */}
            <div className="hm-join">
              <div className="ui-card hm-join-card">
                <div className="hm-join-content">
                  <h2 className="hm-h5">{t('home.join.title')}</h2>
                  <p className="hm-body1 ui-secondary hm-join-intro">{t('home.join.intro')}</p>
                  <QuizCodeForm />
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>

      {rest && <HomePresentation />}
    </>
  );
}

/** Below the hero: what the product offers teachers and students, and the call to the plans. */
function HomePresentation() {
  const t = useT();
  return (
    <div className="ui-container ui-container--lg">
      <FeatureSection
        id="home-teachers"
        title={t('home.teachers.title')}
        intro={t('home.teachers.intro')}
        features={TEACHER_FEATURES}
      />
      <FeatureSection
        id="home-students"
        title={t('home.students.title')}
        intro={t('home.students.intro')}
        features={STUDENT_FEATURES}
      />
      <section aria-labelledby="home-cta" className="hm-cta">
        <div>
          <h2 id="home-cta" className="hm-h5">
            {t('home.cta.title')}
          </h2>
          <p className="hm-body1 hm-cta-text">{t('home.cta.text')}</p>
        </div>
        <div className="hm-actions">
          <Link to="/plans" className="ui-button ui-button--contained ui-button--large hm-cta-plans">
            {t('home.cta.plans')}
            <span className="ui-button-end">
              <SvgIcon path={HOME_ICONS.arrowForward} />
            </span>
          </Link>
          <Link to="/market" className="ui-button ui-button--outlined ui-button--large hm-cta-market">
            {t('home.cta.market')}
          </Link>
        </div>
      </section>
    </div>
  );
}
