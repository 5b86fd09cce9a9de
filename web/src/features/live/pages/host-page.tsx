import closingTexts from 'virtual:catalogue-part/closing';
import liveTexts from 'virtual:catalogue-part/live';
import { Global } from '@emotion/react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useLinkBase } from '../../../lib/api/quizzes/get-link-base';
import { useStopQuiz } from '../../../lib/api/quizzes/stop-quiz';
import { closeDialogText } from '../../../lib/closing-texts';
import { errorText, useT } from '../../../lib/i18n';
import { Link as RouterLink, useParams } from '../../../lib/router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HostActionBar } from '../components/host/host-action-bar';
import { HostClosed } from '../components/host/host-closed';
import { HOST } from '../components/host/host-colors';
import { HostLobby } from '../components/host/host-lobby';
import { HostPodium } from '../components/host/host-podium';
import { HostQuestion } from '../components/host/host-question';
import { HostTopBar } from '../components/host/host-top-bar';
import { LeaderboardTable } from '../components/host/leaderboard-table';
import { usePlayerRemoval } from '../components/host/remove-player-dialog';
import { StepAnnouncer } from '../components/host/step-announcer';
import { useCountdown } from '../lib/host-countdown';
import { type HostLoadError, useHostGame } from '../lib/host-game';
import { useNextKeys } from '../lib/host-keys';
import { isClosed, mainAction } from '../lib/host-steps';
import { useStepAnnouncement } from '../lib/use-step-announcement';

/** The parts of the catalogues this page's texts need beyond the core (app/routes.tsx loads them). */
export const catalogueParts = [closingTexts, liveTexts];

/** The projector owns the whole window: the site's header and footer would only take rows from it. */
const projectorStyles = {
  body: { backgroundColor: HOST.background },
  'body > #root header, body > #root footer': { display: 'none' },
};

function LoadProblem({ error, code, onRetry }: { error: HostLoadError; code: string; onRetry(): void }) {
  const t = useT();
  const text =
    error.kind === 'not-found'
      ? t('live.host.not_found')
      : error.kind === 'refused'
        ? error.message
        : t('live.host.load_failed');
  return (
    <Alert
      severity="error"
      sx={{ alignSelf: 'center', maxWidth: 720, fontSize: '1.1rem' }}
      action={
        error.kind === 'failed' ? (
          <Button color="inherit" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button
            color="inherit"
            component={RouterLink}
            to={error.kind === 'refused' ? `/quizz/detail/${code}` : '/quizz'}
          >
            {t(error.kind === 'refused' ? 'live.host.results_page' : 'live.host.my_quizzes')}
          </Button>
        )
      }
    >
      {text}
    </Alert>
  );
}

/**
 * /quizz/host/{code}: the teacher's projector screen of a hosted game. The server owns
 * the game; this page shows its state (lobby, question, reveal, podium) and sends 'Next'.
 */
export function HostPage() {
  const t = useT();
  const { code = '' } = useParams();
  const game = useHostGame(code);
  const { state } = game;
  const seconds = useCountdown(state);
  const { baseUrl, localOnly } = useLinkBase();
  const stop = useStopQuiz();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [stopError, setStopError] = useState<string | null>(null);
  const removal = usePlayerRemoval(game.removePlayer);

  useDocumentTitle(state ? t('live.host.document_title', { title: state.title }) : t('live.host.title'));

  const action = state ? mainAction(state) : null;
  const press = action === null ? null : action.kind === 'next' ? game.next : () => setConfirmOpen(true);
  useNextKeys(confirmOpen || removal.asking ? null : press);

  const spoken = useStepAnnouncement(state);

  const closeQuiz = () => {
    setStopError(null);
    stop.mutate(code, {
      onSuccess: () => {
        game.markClosed();
        setConfirmOpen(false);
      },
      onError: (error) => {
        setStopError(errorText(error, t('live.host.close_failed')));
        setConfirmOpen(false);
      },
    });
  };

  let content: React.ReactNode;
  if (!state) {
    content = game.loadError ? (
      <LoadProblem error={game.loadError} code={code} onRetry={game.retryLoad} />
    ) : (
      <Box
        role="status"
        aria-label={t('live.host.loading')}
        sx={{ flexGrow: 1, display: 'grid', placeItems: 'center' }}
      >
        <CircularProgress aria-hidden sx={{ color: HOST.text }} />
      </Box>
    );
  } else if (isClosed(state)) {
    content = (
      <>
        <HostClosed code={code} />
        {state.step === 'podium' && state.leaderboard.length > 0 && (
          <LeaderboardTable entries={state.leaderboard} onRemove={removal.ask} />
        )}
      </>
    );
  } else if (state.step === 'lobby') {
    content = <HostLobby state={state} baseUrl={baseUrl} localOnly={localOnly} onRemove={removal.ask} />;
  } else if (state.step === 'podium') {
    content = <HostPodium state={state} onRemove={removal.ask} />;
  } else {
    content = <HostQuestion state={state} seconds={seconds} onRemove={removal.ask} />;
  }

  return (
    <Box
      data-testid="host-screen"
      data-step={state?.step}
      sx={{
        flexGrow: 1,
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        gap: { xs: 2, md: 'clamp(12px, 2.4vh, 32px)' },
        px: { xs: 2, md: 'clamp(16px, 3vw, 64px)' },
        py: { xs: 2, md: 'clamp(12px, 2.4vh, 32px)' },
        bgcolor: HOST.background,
        color: HOST.text,
      }}
    >
      <Global styles={projectorStyles} />
      <StepAnnouncer text={spoken} />
      {state ? (
        <HostTopBar
          title={state.title}
          code={state.code}
          joinHost={new URL(baseUrl).host}
          showJoin={state.step !== 'lobby' && !isClosed(state)}
          stream={game.stream}
        />
      ) : (
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: '1.5rem' }}>
          {t('live.host.title')}
        </Typography>
      )}
      {content}
      {(stopError ?? removal.error) && (
        <Typography role="alert" sx={{ color: HOST.gold, fontWeight: 700, textAlign: 'right' }}>
          {stopError ?? removal.error}
        </Typography>
      )}
      {action && (
        // stuck to the bottom: a long leaderboard or a phone's height never hides the button
        <Box
          sx={{
            mt: 'auto',
            position: 'sticky',
            bottom: 0,
            mx: { xs: -2, md: 'calc(-1 * clamp(16px, 3vw, 64px))' },
            px: { xs: 2, md: 'clamp(16px, 3vw, 64px)' },
            py: 1.5,
            mb: { xs: -2, md: 'calc(-1 * clamp(12px, 2.4vh, 32px))' },
            bgcolor: HOST.background,
          }}
        >
          <HostActionBar
            action={action}
            pending={game.pending}
            failed={game.nextFailed}
            onPress={() => press?.()}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title={t('live.host.close_title')}
        // the dialog opens at the podium, which has finished every player's session: nobody is answering
        text={closeDialogText({ count: 0, until: null })}
        danger
        loading={stop.isPending}
        onConfirm={closeQuiz}
        onClose={() => setConfirmOpen(false)}
      />
      {removal.dialog}
    </Box>
  );
}
