import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n/runtime';
import { hostFixtures as f, playerState } from './host-fixtures';
import { announcement as hostAnnouncement, ordinal, questionCounter } from './host-steps';
import { announcement, pointsText, rankText } from './play-state';

const player = playerState({
  step: 'reveal',
  version: 3,
  name: 'Ana',
  question_index: 0,
  num_questions: 2,
  answer_count: 4,
  answer: 1,
  correct_answer: 1,
  correct: true,
  points_gained: 1,
  points: 1,
  rank: 1,
  player_count: 3,
});

// the other tests of this feature render in English: put it back
afterAll(() => activateLanguage('en'));

describe('the hosted game in the language of each screen', () => {
  it('writes ranks as each language does: 1er in French, 1. in German, 1.º in Spanish and Portuguese', async () => {
    const ranks = async (language: 'fr' | 'de' | 'es' | 'pt' | 'it') => {
      await activateLanguage(language);
      return [1, 2, 3].map(ordinal);
    };
    expect(await ranks('fr')).toEqual(['1er', '2e', '3e']);
    expect(await ranks('de')).toEqual(['1.', '2.', '3.']);
    expect(await ranks('it')).toEqual(['1º', '2º', '3º']);
    expect(await ranks('es')).toEqual(['1.º', '2.º', '3.º']);
    expect(await ranks('pt')).toEqual(['1.º', '2.º', '3.º']);
  });

  it("counts a phone's points in its language: no '1 points', and 0 as Portugal says it", async () => {
    await activateLanguage('pt');
    expect([0, 1, 2].map(pointsText)).toEqual(['0 pontos', '1 ponto', '2 pontos']);
    expect(rankText(2, 3)).toBe('2.º de 3');
    await activateLanguage('fr');
    // French says 0 and 1 in the singular; thousands grouped with a narrow space
    expect([0, 1, 1_000].map(pointsText)).toEqual(['0 point', '1 point', '1\u202f000 points']);
    expect(rankText(1, 3)).toBe('1er sur 3');
  });

  it("says each step to a Spanish player's screen reader in Spanish", async () => {
    await activateLanguage('es');
    expect(announcement(player)).toBe('¡Correcto! +1 punto. Vas en el puesto 1.');
    expect(announcement({ ...player, answer: null, correct: false, rank: 2 })).toBe(
      'Sin respuesta. Vas en el puesto 2.',
    );
    expect(announcement({ ...player, step: 'podium', rank: 1, points: 2 })).toBe(
      'Puesto final: 1.º de 3. 2 puntos.',
    );
  });

  it("speaks French on the teacher's projector", async () => {
    await activateLanguage('fr');
    expect(questionCounter(f.reveal({ question_index: 1 }))).toBe('Question 2 / 2');
    expect(hostAnnouncement(f.lobby({ player_count: 1 }))).toBe(
      'En attente des joueurs. Rejoignez la partie avec le code ABC234. 1 joueur a rejoint la partie.',
    );
    expect(hostAnnouncement(f.reveal())).toBe(
      'Résultats de la question 1 sur 2. La bonne réponse est la B\u202f: Bern. 3 réponses.',
    );
    expect(hostAnnouncement(f.podium())).toBe(
      'Podium. 1er Grace, 2 points. 2e Ada, 2 points. 3e Alan, 1 point.',
    );
  });
});
