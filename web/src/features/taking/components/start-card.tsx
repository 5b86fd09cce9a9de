import { NAME_MAX, NICKNAME_MAX, type StartQuizResult } from '@quizzical/common';
import { FormErrorBanner } from '../../../components/form-error-banner';
import { MathText } from '../../../components/math-text';
import { ButtonSpinner } from '../../../components/spinner';
import { useStartForm } from '../hooks/use-start-form';
import { askNickname } from '../lib/start-names';
import { NameField } from './name-field';
import { TakingIcon, type TakingIconName } from './taking-icons';

/** One of the quiz's facts (questions, time, anonymous) as a pill with its icon. */
function Fact({ icon, label }: { icon: TakingIconName; label: string }) {
  return (
    <span className="tk-fact">
      <TakingIcon name={icon} />
      {label}
    </span>
  );
}

/** The quiz as the student sees it before starting: its facts, the names asked, the start button. */
export function StartCard({ quiz, code }: { quiz: StartQuizResult; code: string }) {
  const { field, banner, onSubmit, starting } = useStartForm(quiz, code);

  const minutes = `${quiz.duration} ${quiz.duration === 1 ? 'minute' : 'minutes'}`;
  const questions = `${quiz.num_questions} ${quiz.num_questions === 1 ? 'question' : 'questions'}`;

  return (
    <div className="ui-card tk-start-card">
      <div className="tk-start-content">
        <p className="tk-overline">Quizz {quiz.code}</p>
        <h1 className="tk-h4 tk-start-title">{quiz.title}</h1>
        {quiz.description && (
          <div className="tk-start-description ui-secondary">
            <MathText text={quiz.description} />
          </div>
        )}
        <div className="tk-facts">
          <Fact icon="listNumbered" label={questions} />
          {!quiz.hosted && <Fact icon="timer" label={minutes} />}
          {quiz.anonymous && <Fact icon="visibilityOff" label="Anonymous" />}
        </div>

        <FormErrorBanner messages={banner} gutterBottom />
        <form noValidate onSubmit={onSubmit}>
          {!quiz.anonymous && (
            <div className="tk-names">
              <NameField
                label="First name"
                autoComplete="given-name"
                required
                maxLength={NAME_MAX}
                {...field('firstName')}
              />
              <NameField
                label="Last name"
                autoComplete="family-name"
                required
                maxLength={NAME_MAX}
                {...field('lastName')}
              />
              <div className="tk-names-wide">
                <NameField
                  label="Student number"
                  autoComplete="off"
                  maxLength={NAME_MAX}
                  {...field('studentNumber', 'Optional')}
                />
              </div>
            </div>
          )}
          {askNickname(quiz) && (
            <div className="tk-nickname">
              <NameField
                label="Nickname"
                autoComplete="nickname"
                required
                maxLength={NICKNAME_MAX}
                {...field('nickname', 'Shown on the leaderboard')}
              />
            </div>
          )}
          {quiz.anonymous && !quiz.hosted && (
            <p className="ui-body2 ui-secondary tk-anonymous-note">
              This quizz is anonymous: your teacher will not see your name.
            </p>
          )}
          <button
            type="submit"
            className={`ui-button ui-button--contained ui-button--large ui-button--full${starting ? ' ui-button--loading' : ''}`}
            disabled={starting}
          >
            <span className="ui-button-start">
              <TakingIcon name="playArrow" />
            </span>
            Start the quizz
            {starting && <ButtonSpinner label="Starting" />}
          </button>
          <p className="ui-body2 ui-secondary tk-start-note">
            {quiz.hosted
              ? 'Your teacher runs this quizz live: the questions come when they start them.'
              : `The countdown starts when you click. You have ${minutes}.`}
          </p>
        </form>
      </div>
    </div>
  );
}
