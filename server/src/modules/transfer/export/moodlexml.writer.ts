import { escapeText } from 'entities';
import { answersOf, type ExportedQuiz, toHtml } from './question-text';

/**
 * Moodle XML (docs.moodle.org/en/Moodle_XML_format): for each quiz a category named after it, then its
 * questions as single-answer multiple choice (fraction 100 for the correct answer, 0 otherwise), texts
 * as HTML, numbered A–D as in Quizzical. Text is escaped rather than put in CDATA, so no `]]>` can end
 * a section early.
 */
export function writeMoodleXml(quizzes: ExportedQuiz[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>'];
  for (const quiz of quizzes) {
    // a slash separates categories in Moodle's path: a slash of the title is written twice
    const category = `$course$/top/${quiz.title.replaceAll('/', '//')}`;
    out.push(
      '  <question type="category">',
      `    <category><text>${escapeText(category)}</text></category>`,
      '  </question>',
    );
    quiz.questions.forEach((question, i) => {
      out.push(
        '  <question type="multichoice">',
        `    <name><text>Q${i + 1}</text></name>`,
        `    <questiontext format="html"><text>${escapeText(toHtml(question.text))}</text></questiontext>`,
        '    <generalfeedback format="html"><text></text></generalfeedback>',
        '    <defaultgrade>1</defaultgrade>',
        '    <penalty>0</penalty>',
        '    <hidden>0</hidden>',
        '    <single>true</single>',
        '    <shuffleanswers>false</shuffleanswers>',
        '    <answernumbering>ABCD</answernumbering>',
      );
      for (const answer of answersOf(question)) {
        out.push(
          `    <answer fraction="${answer.correct ? 100 : 0}" format="html">`,
          `      <text>${escapeText(toHtml(answer.text))}</text>`,
          '      <feedback format="html"><text></text></feedback>',
          '    </answer>',
        );
      }
      out.push('  </question>');
    });
  }
  out.push('</quiz>', '');
  return out.join('\n');
}
