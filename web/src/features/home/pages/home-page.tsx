import '../home.css';
import { SvgIcon } from '../../../components/svg-icon';
import { Link } from '../../../lib/router';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HOME_ICONS, type HomeIconName } from '../components/home-icons';
import { QuizCodeForm } from '../components/quiz-code-form';

interface Feature {
  icon: HomeIconName;
  title: string;
  text: string;
}

const TEACHER_FEATURES: Feature[] = [
  {
    icon: 'editNoteOutlined',
    title: 'Create in minutes',
    text: 'Write multiple-choice questions with four answers, images and formulas, or pick ready-made questions from the market.',
  },
  {
    icon: 'qrCode2Outlined',
    title: 'Share by code, link or QR code',
    text: 'Start the quizz and let your class join with a short code, a link or a QR code shown on the projector.',
  },
  {
    icon: 'barChartOutlined',
    title: 'Follow the results live',
    text: 'Watch answers arrive in real time, see which questions were hard and export everything to a spreadsheet.',
  },
];

const STUDENT_FEATURES: Feature[] = [
  {
    icon: 'noAccountsOutlined',
    title: 'No account needed',
    text: 'Type the code your teacher gives you and start right away, anonymously or with your name.',
  },
  {
    icon: 'functionsOutlined',
    title: 'Clear questions',
    text: 'Formulas, images and a countdown: everything you need on your phone, tablet or computer.',
  },
  {
    icon: 'emojiEventsOutlined',
    title: 'See how you did',
    text: 'Get your score at the end and review your answers against the correct ones.',
  },
];

function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <div className="ui-card hm-feature">
      <div className="hm-feature-content">
        <div aria-hidden="true" className="hm-feature-icon">
          <SvgIcon path={HOME_ICONS[feature.icon]} />
        </div>
        <h3 className="hm-h6">{feature.title}</h3>
        <p className="ui-body2 ui-secondary">{feature.text}</p>
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
              <p className="hm-overline">Quizzes made simple</p>
              <h1 className="hm-title">Fun, fast quizzes for every classroom</h1>
              <p className="hm-lead">
                Teachers create multiple-choice quizzes and watch results live. Students join with a code, no
                account needed.
              </p>
              <div className="hm-actions">
                <Link to="/plans" className="ui-button ui-button--outlined ui-button--large">
                  See the plans
                </Link>
                <Link to="/market" className="ui-button ui-button--text ui-button--large hm-market">
                  <span className="ui-button-start">
                    <SvgIcon path={HOME_ICONS.storefrontOutlined} />
                  </span>
                  Browse the Market Quizz
                </Link>
              </div>
            </div>
            {/* on phones the code entry comes first: that is what students came for */}
            <div className="hm-join">
              <div className="ui-card hm-join-card">
                <div className="hm-join-content">
                  <h2 className="hm-h5">Join a quizz</h2>
                  <p className="hm-body1 ui-secondary hm-join-intro">
                    Your teacher gave you a code? Type it here.
                  </p>
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
  return (
    <div className="ui-container ui-container--lg">
      <FeatureSection
        id="home-teachers"
        title="For teachers and organisers"
        intro="Everything you need to check what your audience has understood, from the first question to the final report."
        features={TEACHER_FEATURES}
      />
      <FeatureSection
        id="home-students"
        title="For students"
        intro="Taking a quizz is as easy as typing a code."
        features={STUDENT_FEATURES}
      />
      <section aria-labelledby="home-cta" className="hm-cta">
        <div>
          <h2 id="home-cta" className="hm-h5">
            Ready to run your first quizz?
          </h2>
          <p className="hm-body1 hm-cta-text">
            Start for free, and go Pro when you need more active quizzes.
          </p>
        </div>
        <div className="hm-actions">
          <Link to="/plans" className="ui-button ui-button--contained ui-button--large hm-cta-plans">
            Compare the plans
            <span className="ui-button-end">
              <SvgIcon path={HOME_ICONS.arrowForward} />
            </span>
          </Link>
          <Link to="/market" className="ui-button ui-button--outlined ui-button--large hm-cta-market">
            Explore the market
          </Link>
        </div>
      </section>
    </div>
  );
}
