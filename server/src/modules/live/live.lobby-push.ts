import type { HostState } from '@quizzical/common';

/** In the lobby the phones get the growing player count at most this often (5,000 states each time). */
const LOBBY_PUSH_MS = 3_000;
/** The live service's player count may be a second old (its cache): a push this long after a join has it. */
const LOBBY_SETTLE_MS = 1_100;

/** A game's lobby pushes on this instance: when players last joined, when the phones were told, the timer. */
export interface LobbyOf {
  /** the step of the newest state read */
  step?: HostState['step'];
  lobbyChangedAt: number;
  lobbyPushedAt: number;
  lobbyTimer?: NodeJS.Timeout;
}

/**
 * The phones in a lobby learn the growing player count from a push (instead of each asking for it): every
 * LOBBY_PUSH_MS during a stream of joins, and once more LOBBY_SETTLE_MS after the last one.
 */
export function createLobbyPush<G extends LobbyOf>(deps: {
  /** Reads the game's states again and sends them to its streams. */
  refresh: (quizId: number) => void;
  /** Whether this game still has streams here. */
  current: (quizId: number, game: G) => boolean;
}) {
  function pushLobby(quizId: number, game: G) {
    if (game.lobbyTimer || !deps.current(quizId, game)) return;
    const at = Math.max(game.lobbyPushedAt + LOBBY_PUSH_MS, game.lobbyChangedAt + LOBBY_SETTLE_MS);
    const push = () => {
      game.lobbyTimer = undefined;
      game.lobbyPushedAt = Date.now();
      if (game.step !== 'lobby') return;
      deps.refresh(quizId);
      if (game.lobbyPushedAt < game.lobbyChangedAt + LOBBY_SETTLE_MS) pushLobby(quizId, game);
    };
    game.lobbyTimer = setTimeout(push, Math.max(0, at - Date.now())).unref();
  }

  return {
    /** Players joined a game in its lobby: its phones are told when the push is due. */
    lobbyChanged(quizId: number, game: G) {
      game.lobbyChangedAt = Date.now();
      pushLobby(quizId, game);
    },
    disarmLobby(game: G) {
      clearTimeout(game.lobbyTimer);
      game.lobbyTimer = undefined;
    },
  };
}
