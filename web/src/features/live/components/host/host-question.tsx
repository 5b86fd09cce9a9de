import { Box } from '@mui/material';
import type { HostState } from '@quizzical/common';
import { MathText } from '../../../../components/math-text';
import { useT } from '../../../../lib/i18n';
import { filledAnswers } from '../../lib/host-steps';
import { AnswerTile } from './answer-tile';
import { HOST } from './host-colors';
import { HostTypedAnswers } from './host-typed-answers';
import { QuestionMeta } from './question-meta';
import type { RemovablePlayer } from './remove-player-button';
import { TopPlayers } from './top-players';

/**
 * The question step and its reveal on one layout: the answers stay where they were, and the reveal
 * adds the bars, the tick on the correct answer and (beside them on a wide screen) the top players.
 * At 1280×720 a question with an image and four answers fits without scrolling.
 */
export function HostQuestion({
  state,
  seconds,
  onRemove,
}: {
  state: HostState;
  seconds: number | null;
  /** the reveal's top players get a remove control (the page confirms) */
  onRemove?: (player: RemovablePlayer) => void;
}) {
  const t = useT();
  const question = state.question;
  if (!question) return null;
  const reveal = state.step === 'reveal';
  const type = question.type;
  const tiles = type !== 'text' && type !== 'numeric' && type !== 'ordering';
  const answers = filledAnswers(question, { true: t('live.true'), false: t('live.false') });
  const rightOnes =
    state.solution?.type === 'multiple'
      ? state.solution.correct_answers
      : state.correct_answer !== null
        ? [state.correct_answer]
        : [];
  const total = answers.reduce((sum, a) => sum + (state.distribution?.[a.number - 1] ?? 0), 0);
  const distribution = state.distribution ?? [];
  const max = Math.max(0, ...answers.map((a) => distribution[a.number - 1] ?? 0));
  const image = question.bigImageUrl || question.smallImageUrl;

  return (
    <Box
      sx={{
        flexGrow: 1,
        minHeight: 0,
        display: 'grid',
        gap: { xs: 2, md: 'clamp(12px, 2.4vh, 32px)' },
        gridTemplateColumns: { xs: '1fr', lg: reveal ? 'minmax(0, 2fr) minmax(280px, 1fr)' : '1fr' },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 2, md: 'clamp(10px, 2vh, 28px)' },
          minWidth: 0,
        }}
      >
        <QuestionMeta state={state} seconds={seconds} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: { xs: 2, md: 4 },
          }}
        >
          <Box
            data-testid="question-text"
            sx={{
              flexGrow: 1,
              minWidth: 0,
              fontWeight: 800,
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
              fontSize: reveal
                ? { xs: '1.3rem', md: 'clamp(1.4rem, 4vh, 2.6rem)' }
                : { xs: '1.5rem', md: 'clamp(1.6rem, 5.4vh, 3.6rem)' },
            }}
          >
            <MathText text={question.text} component="div" lang={state.language} />
          </Box>
          {image && (
            <Box
              component="img"
              src={image}
              alt={t('live.host.image_alt', { number: (state.question_index ?? 0) + 1 })}
              sx={{
                display: 'block',
                alignSelf: 'center',
                maxWidth: { xs: '100%', md: '40%' },
                maxHeight: { xs: 240, md: reveal ? '18vh' : '30vh' },
                objectFit: 'contain',
                borderRadius: 2,
                bgcolor: HOST.text,
              }}
            />
          )}
        </Box>
        {!tiles && <HostTypedAnswers state={state} />}
        {tiles && (
          <Box
            component="ul"
            aria-label={t('live.host.answers_label')}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 1.5, md: 'clamp(10px, 1.8vh, 24px)' },
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              // without an image, a projector has room for taller answers (still no scrolling at 1280×720)
              gridAutoRows: { xs: '1fr', md: image || reveal ? '1fr' : 'minmax(auto, 18vh)' },
            }}
          >
            {tiles &&
              answers.map((answer) => (
                <AnswerTile
                  key={answer.number}
                  answer={answer}
                  lang={state.language}
                  result={
                    reveal
                      ? {
                          // a poll has no right answer: every option keeps its colour, with its share
                          correct: type === 'poll' ? null : rightOnes.includes(answer.number),
                          count: distribution[answer.number - 1] ?? 0,
                          max,
                          share:
                            type === 'poll' && total > 0
                              ? (distribution[answer.number - 1] ?? 0) / total
                              : null,
                        }
                      : undefined
                  }
                />
              ))}
          </Box>
        )}
      </Box>
      {reveal && <TopPlayers entries={state.leaderboard} onRemove={onRemove} />}
    </Box>
  );
}
