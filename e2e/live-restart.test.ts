import type { Quiz } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, openPage, signInThroughUi } from './support/browser';
import {
  answerButton,
  type HostScreen,
  hostScreen,
  joinAsPlayer,
  type Player,
  seesResult,
  standings,
  unexpectedErrors,
} from './support/live-game';
import { apiCall, apiToken, type RunningServer, startServer } from './support/server';
import { browser, server as first, startServerAndBrowser } from './support/suite';

/**
 * A server restart in the middle of a hosted game (docs/decisions/0025-hosting-live.md: a restart
 * brings the student back to the current step with their points). The game's state is in the
 * database: the projector and the phone, left open, come back at the same question once the server is
 * up again on the same address; an answer tapped while it was down is saved, the points of the first
 * question are kept.
 */

const TEACHER = { email: 'restart.host@quizzical.test', password: 'the server comes back 14' };
const QUESTIONS = [
  { text: 'Two plus two?', answer1: 'Four', answer2: 'Five', correct_answer: 1 },
  { text: 'Three times three?', answer1: 'Six', answer2: 'Nine', correct_answer: 2 },
];

let server: RunningServer;
let token: string;
let code: string;
let host: Page;
let hostErrors: string[];
let screen: HostScreen;
let player: Player;

startServerAndBrowser({ staff: TEACHER });

beforeAll(async () => {
  server = first;
  token = await apiToken(server, TEACHER.email, TEACHER.password);
  const quiz = await apiCall<Quiz>(server, token, '/api/quizz', {
    method: 'POST',
    body: { title: 'Restart-proof', anonymous: true, question_time: 240, questions: QUESTIONS },
  });
  code = quiz.code;
  ({ page: host, errors: hostErrors } = await openPage(browser, server.url, DESKTOP));
});

afterAll(async () => {
  await host?.context().close();
  await player?.context.close();
  // the restarted server (the suite stops the first one, already stopped)
  if (server !== first) await server.stop();
});

describe('a server restart during a hosted game', () => {
  it('brings the projector and the phone back at the current question, with the points', async () => {
    await signInThroughUi(host, TEACHER.email, TEACHER.password);
    await host.goto(`/quizz/host/${code}`);
    screen = hostScreen(server, token, code, host);
    await host.getByTestId('lobby-code').filter({ hasText: code }).waitFor();
    player = await joinAsPlayer(browser, server, code, 'Max');
    await screen.mainButton('Start').click();
    await player.page.getByText('Question 1 / 2').first().waitFor();
    await answerButton(player.page, 'Four').click();
    await player.page.getByText('Answer saved').first().waitFor();
    await screen.answersReceived(1, 1);
    await screen.mainButton('Show results').click();
    await seesResult(player.page, true, 1);
    await screen.mainButton('Next question').click();
    await player.page.getByText('Question 2 / 2').first().waitFor();

    // down: the phone taps meanwhile; up again on the same address and data
    const port = Number(new URL(server.url).port);
    await server.stop({ keepData: true });
    await answerButton(player.page, 'Nine').click();
    server = await startServer({ dataDir: first.dataDir, port });
    screen = hostScreen(server, token, code, host);

    await player.page.getByText('Answer saved').first().waitFor({ timeout: 60_000 });
    await screen.answersReceived(1, 1);
    await host.getByRole('heading', { name: 'Question 2 / 2' }).waitFor();
    await screen.mainButton('Show results').click();
    const reveal = await screen.waitForState((s) => s.step === 'reveal' && s.question_index === 1);
    expect(standings(reveal)).toEqual([{ rank: 1, name: 'Max', points: 2 }]);
    await seesResult(player.page, true, 2);

    // the pages saw the server go away: only network errors and refused requests are expected
    const offline = /Failed to load resource|ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|net::/;
    expect(unexpectedErrors(hostErrors).filter((e) => !offline.test(e))).toEqual([]);
    expect(unexpectedErrors(player.errors, { network: true }).filter((e) => !offline.test(e))).toEqual([]);
  });
});
