import '../taking.css';
import { normalizeCode, OPENS_AT_HEADER } from '@quizzical/common';
import { useMemo, useState } from 'react';
import { useFormulasReady } from '../../../components/math-text';
import { useStartQuiz } from '../../../lib/api/taking/get-start-quiz';
import { hasErrorCode, isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { readQuizFacts, readSessionId } from '../../../lib/local-store';
import { Navigate, useParams } from '../../../lib/router';
import { formatDateTime } from '../../../lib/time-zone';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { NoticeButton, QuizNotice } from '../components/quiz-notice';
import { playPath, StartCard } from '../components/start-card';
import { studentErrorText } from '../lib/error-text';

/**
 * /start_quizz/{code} and /q/{code}: the quiz, the names when it is not anonymous (a nickname when it
 * is anonymous and hosted live), and the start button. A browser that already holds a session for the
 * code goes straight to the run screen (the player's screen when the quiz is hosted).
 */
export function StartQuizPage() {
  const { code: rawCode = '' } = useParams();
  const code = normalizeCode(rawCode);
  const [existing] = useState(() => readSessionId(code));
  if (existing) return <Navigate to={playPath(code, readQuizFacts(code)?.hosted)} replace />;
  return <StartQuizView code={code} />;
}

/** When a scheduled quiz opens (the not-started answer's header), in the student's time zone. */
const opensAtOf = (error: unknown) => {
  const value = isApiError(error) ? error.headers?.get(OPENS_AT_HEADER) : null;
  return value ? formatDateTime(value) : null;
};

function StartQuizView({ code }: { code: string }) {
  const t = useT();
  const quiz = useStartQuiz(code);
  useDocumentTitle(quiz.data?.title ?? t('taking.start.document_title'));
  const description = quiz.data?.description;
  const formulasReady = useFormulasReady(useMemo(() => [description], [description]));

  // plain elements styled by taking.css: a student's first screen without MUI's run-time styles
  return (
    <div className="tk-start">
      <div className="ui-container ui-container--sm tk-start-container">
        {quiz.isPending || !formulasReady ? (
          <div className="ui-card tk-start-card" aria-busy="true">
            <div className="tk-start-content">
              <h1 className="ui-visually-hidden">{t('taking.loading')}</h1>
              <Placeholder width="40%" height={20} />
              <Placeholder width="100%" height={36} />
              <Placeholder width="80%" height={20} />
              <Placeholder width="100%" height={48} top={24} />
            </div>
          </div>
        ) : quiz.isError ? (
          <>
            <h1 className="tk-h4 tk-start-heading">{t('taking.quiz_code', { code })}</h1>
            <StartError error={quiz.error} onRetry={() => quiz.refetch()} />
          </>
        ) : (
          <StartCard quiz={quiz.data} code={code} />
        )}
      </div>
    </div>
  );
}

function StartError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const t = useT();
  const text = studentErrorText(error);
  if (hasErrorCode(error, 'taking.quiz_not_started')) {
    const opensAt = opensAtOf(error);
    return (
      <QuizNotice
        tone="info"
        title={text}
        text={
          opensAt ? t('taking.start.opens_at_text', { when: opensAt }) : t('taking.start.not_started_text')
        }
        action={<NoticeButton onClick={onRetry}>{t('common.try_again')}</NoticeButton>}
      />
    );
  }
  if (hasErrorCode(error, 'taking.quiz_ended')) return <QuizNotice tone="warning" title={text} />;
  const network = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <QuizNotice
      title={text}
      text={network ? undefined : t('taking.start.check_code')}
      action={network ? <NoticeButton onClick={onRetry}>{t('common.try_again')}</NoticeButton> : undefined}
    />
  );
}

/** A grey bar where text will be, while the quiz loads (same sizes as MUI's Skeleton, without its chunk). */
function Placeholder({ width, height, top = 4 }: { width: string; height: number; top?: number }) {
  return <div aria-hidden="true" className="tk-placeholder" style={{ width, height, marginTop: top }} />;
}
