import { HttpError } from '../../lib/http-errors';

// Each open stream is a socket and an entry in this instance's index: they are capped (per instance).

/** A player may keep a few tabs open; more are a runaway script. */
export const PLAYER_STREAMS_PER_SESSION = 3;
/** Generous: a hosted game is meant for 5,000 players and more. */
export const PLAYER_STREAMS_PER_QUIZ = 20_000;

export const tooManyHostStreams = (max: number, per: 'account' | 'quizz') =>
  new HttpError(
    429,
    {
      detail: `Too many live game screens are open for this ${per} (${max} at most). Close some and try again.`,
    },
    `live.too_many_host_streams_for_${per === 'account' ? 'account' : 'quiz'}`,
  );

export const tooManyPlayerStreams = (max: number) =>
  new HttpError(
    429,
    { detail: `Too many pages of this game are open (${max} at most). Close some and try again.` },
    'live.too_many_player_streams',
  );

/** A whole school may share one address: its cap (config.live.playerStreamsPerAddress) is far above a class's. */
export const tooManyPlayerStreamsFromAddress = (max: number, per: 'game' | 'games') =>
  new HttpError(
    429,
    {
      detail: `Too many pages of ${per === 'game' ? 'this game' : 'live games'} are open from your network (${max} at most). Close some and try again.`,
    },
    `live.too_many_player_streams_for_address${per === 'game' ? '' : '_over_games'}`,
  );
