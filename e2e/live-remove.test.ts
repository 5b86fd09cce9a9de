import type { Quiz } from '@quizzical/common';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP, errorsExceptHttp, PHONE, screenshot, settled, signInThroughUi } from './support/browser';
import { checkA11y, hostScreen, joinAsPlayer, type Player, unexpectedErrors } from './support/live-game';
import { apiCall, apiToken } from './support/server';
import { browser, openAppPage, server, startServerAndBrowser } from './support/suite';

/**
 * The host removes a player from the lobby, in the browser: two phones join a hosted quiz, the teacher
 * presses the × beside one name on the projector, confirms the dialog that names the player, and that
 * phone says the host removed them (its name gone from the projector, the other phone still in).
 */

const TEACHER = { email: 'remove.host@quizzical.test', password: 'a troll in the lobby' };

const players: Player[] = [];
let host: Page;
afterAll(async () => {
  await host?.context().close();
  for (const p of players) await p.context.close();
});

startServerAndBrowser({ staff: TEACHER });

describe('the host removes a player', () => {
  it('from the lobby: the name leaves the projector and the phone says the host removed them', async () => {
    const token = await apiToken(server, TEACHER.email, TEACHER.password);
    const quiz = await apiCall<Quiz>(server, token, '/api/quizz', {
      method: 'POST',
      body: {
        title: 'Remove a player',
        questions: [{ text: 'Two plus two?', answer1: 'Four', answer2: 'Five', correct_answer: 1 }],
      },
    });
    const opened = await openAppPage();
    host = opened.page;
    const hostErrors = opened.errors;
    await signInThroughUi(host, TEACHER.email, TEACHER.password);
    await host.goto(`/quizz/host/${quiz.code}`);
    const screen = hostScreen(server, token, quiz.code, host);
    await host.getByTestId('lobby-code').filter({ hasText: quiz.code }).waitFor();

    const ada = await joinAsPlayer(browser, server, quiz.code, 'Ada');
    const troll = await joinAsPlayer(browser, server, quiz.code, 'Troll');
    players.push(ada, troll);
    await host.getByTestId('player-count').filter({ hasText: '2 players' }).waitFor();

    const lobby = host.getByRole('list', { name: 'Players' });
    await lobby.getByRole('button', { name: 'Remove Troll' }).waitFor();
    await checkA11y(host);
    await screenshot(host, 'live-host-remove-control-1280', { fullPage: false });
    await host.setViewportSize(PHONE);
    await settled(host);
    await screenshot(host, 'live-host-remove-control-390');
    await host.setViewportSize(DESKTOP);

    await lobby.getByRole('button', { name: 'Remove Troll' }).click();
    const dialog = host.getByRole('dialog', { name: 'Remove Troll?' });
    await dialog.waitFor();
    await settled(host);
    await checkA11y(host);
    await screenshot(host, 'live-host-remove-confirm-1280', { fullPage: false });
    await dialog.getByRole('button', { name: 'Remove' }).click();

    await host.getByTestId('player-count').filter({ hasText: '1 player' }).waitFor();
    expect(await lobby.getByRole('listitem').allTextContents()).toEqual(['Ada']);
    const state = await screen.waitForState((s) => s.player_count === 1);
    expect(state.players.map((p) => p.name)).toEqual(['Ada']);

    // the removed phone is told by its stream; the other one stays in the game
    await troll.page.getByRole('heading', { name: 'The host removed you from this game.' }).waitFor();
    await checkA11y(troll.page);
    await screenshot(troll.page, 'live-player-removed-390');
    await ada.page.getByText('1 player has joined').waitFor();

    // a reload of the removed phone shows it again: the same session does not rejoin
    await troll.page.reload();
    await troll.page.getByRole('heading', { name: 'The host removed you from this game.' }).waitFor();
    await troll.page.setViewportSize(DESKTOP);
    await settled(troll.page);
    await screenshot(troll.page, 'live-player-removed-1280');

    expect(unexpectedErrors(hostErrors)).toEqual([]);
    expect(unexpectedErrors(ada.errors)).toEqual([]);
    // the reloaded phone's state and stream are refused with 403, as they should be
    expect(errorsExceptHttp(troll.errors, [403])).toEqual([]);
  });
});
