import { QUIZ_STATUS, type ResultsReport } from '@quizzical/common';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../../../test/render-app';
import { ResultsHeader } from './results-header';

const quizz = (status: number) =>
  ({ code: 'LIVE42', title: 'Fractions', status, num_questions: 3 }) as ResultsReport['quizz'];

function renderHeader(status: number) {
  renderWithApp(
    <ResultsHeader
      quizz={quizz(status)}
      quiz={undefined}
      liveStatus="live"
      onPresent={() => {}}
      onStop={() => {}}
      onReopen={() => {}}
      onExport={() => {}}
      exporting={false}
      stillAnswering={{ count: 0, until: null }}
    />,
  );
}

describe("results header: 'Host live'", () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { base_url: 'http://class.example', local_only: false })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens the projector screen of a quiz not started or running (the host page starts it)', () => {
    for (const status of [QUIZ_STATUS.NOT_STARTED, QUIZ_STATUS.STARTED]) {
      renderHeader(status);
      expect(screen.getByRole('link', { name: 'Host live' }).getAttribute('href')).toBe('/quizz/host/LIVE42');
      cleanup();
    }
  });

  it('is not offered once the quiz is closed', () => {
    renderHeader(QUIZ_STATUS.CLOSED);
    expect(screen.queryByRole('link', { name: 'Host live' })).toBeNull();
  });
});
