import { describe, expect, it } from 'vitest';
import { activateLanguage, getT } from '../../../lib/i18n/runtime';
import { exportNoticeTexts } from './export-notices';

describe('the export notices', () => {
  const notices = [
    { code: 'export.type_not_held' as const, quiz: 'Chemistry', question: 6, type: 'ordering' as const },
    { code: 'export.type_not_held' as const, quiz: 'Chemistry', question: 7, type: 'poll' as const },
    { code: 'export.type_not_held' as const, quiz: 'Physics', question: 2, type: 'poll' as const },
    { code: 'export.images_left_out' as const, count: 1 },
  ];

  it('says each kind once, in the reader’s language, questions by quiz and place, images by count', async () => {
    await activateLanguage('en');
    expect(exportNoticeTexts(notices, getT())).toEqual([
      '3 questions are not in the file, because this format cannot hold their types: Chemistry (6, 7); Physics (2).',
      '1 image was left out: this format has no images.',
    ]);
    await activateLanguage('de');
    expect(exportNoticeTexts(notices, getT())[1]).toBe(
      '1 Bild wurde weggelassen: Dieses Format kennt keine Bilder.',
    );
  });

  it('says nothing when the file holds everything', () => {
    expect(exportNoticeTexts([], getT())).toEqual([]);
  });
});
