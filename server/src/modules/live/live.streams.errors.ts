import { detailError } from '../../lib/http-errors';

// Each open stream is a socket and an entry in this instance's index: they are capped (per instance).

/** A player may keep a few tabs open; more are a runaway script. */
export const PLAYER_STREAMS_PER_SESSION = 3;
/** Generous: a hosted game is meant for 5,000 players and more. */
export const PLAYER_STREAMS_PER_QUIZ = 20_000;

export const tooManyHostStreams = (max: number, per: 'account' | 'quizz') =>
  detailError(
    429,
    per === 'account' ? 'live.too_many_host_streams_for_account' : 'live.too_many_host_streams_for_quiz',
    { max },
  );

export const tooManyPlayerStreams = (max: number) =>
  detailError(429, 'live.too_many_player_streams', { max });

/** A whole school may share one address: its cap (config.live.playerStreamsPerAddress) is far above a class's. */
export const tooManyPlayerStreamsFromAddress = (max: number, per: 'game' | 'games') =>
  detailError(
    429,
    per === 'game'
      ? 'live.too_many_player_streams_for_address'
      : 'live.too_many_player_streams_for_address_over_games',
    { max },
  );
