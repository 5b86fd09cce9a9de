import { useEffect, useRef, useState } from 'react';
import { useT } from '../lib/i18n';
import { SvgIcon } from './svg-icon';

/** @mui/icons-material's VolumeUpRounded and StopRounded paths (no MUI on the students' pages). */
const SPEAKER_PATH =
  'M3 10v4c0 .55.45 1 1 1h3l3.29 3.29c.63.63 1.71.18 1.71-.71V6.41c0-.89-1.08-1.34-1.71-.71L7 9H4c-.55 0-1 .45-1 1m13.5 2c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 4.45v.2c0 .38.25.71.6.85C17.18 6.53 19 9.06 19 12s-1.82 5.47-4.4 6.5c-.36.14-.6.47-.6.85v.2c0 .63.63 1.07 1.21.85C18.6 19.11 21 15.84 21 12s-2.4-7.11-5.79-8.4c-.58-.23-1.21.22-1.21.85';
const STOP_PATH = 'M8 6h8c1.1 0 2 .9 2 2v8c0 1.1-.9 2-2 2H8c-1.1 0-2-.9-2-2V8c0-1.1.9-2 2-2';

/** Whether this browser can speak: the button is not shown where it cannot. */
const canSpeak = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

/**
 * The voice's language: the quiz's content language (`lang` of its question texts), else the page's.
 * A French quiz on an English page is French words: an English voice would mangle them.
 */
const speechLanguage = (contentLang: string | undefined, pageLang: string) => contentLang || pageLang || 'en';

interface ReaderProps {
  /**
   * The words to say, made on a press: a question's reading spells out its formulas, work a phone
   * should not do for every question it draws (the review draws them all).
   */
  text: () => string;
  /** What is read (a question's id): another one is a new reader, and the old one's unmount stops it. */
  readingKey: string | number;
  lang?: string;
  className?: string;
}

/**
 * Reads `text()` with the browser's own speech synthesis, with a voice of the quiz's content language
 * `lang` (see speechLanguage). Nothing is sent anywhere: the voices are the device's, so it works
 * offline. A second press stops; moving to another reading (the next question) or leaving stops too.
 */
export function ReadAloudButton(props: ReaderProps) {
  return <Reader key={props.readingKey} {...props} />;
}

function Reader({ text, lang, className }: ReaderProps) {
  const t = useT();
  const [speaking, setSpeaking] = useState(false);
  /** The utterance this button started: the end of another one (another button's) is not ours. */
  const current = useRef<SpeechSynthesisUtterance | null>(null);

  // leaving (or a new text, by the key above) stops this reader's reading
  useEffect(
    () => () => {
      if (current.current) {
        current.current = null;
        window.speechSynthesis.cancel();
      }
    },
    [],
  );

  if (!canSpeak()) return null;

  const toggle = () => {
    const synth = window.speechSynthesis;
    if (current.current) {
      current.current = null;
      synth.cancel();
      setSpeaking(false);
      return;
    }
    synth.cancel(); // another button's reading, if any
    const utterance = new SpeechSynthesisUtterance(text());
    utterance.lang = speechLanguage(lang, document.documentElement.lang);
    const done = () => {
      if (current.current !== utterance) return;
      current.current = null;
      setSpeaking(false);
    };
    utterance.onend = done;
    utterance.onerror = done;
    current.current = utterance;
    setSpeaking(true);
    synth.speak(utterance);
  };

  return (
    <button
      type="button"
      className={`ui-button ui-button--outlined${className ? ` ${className}` : ''}`}
      onClick={toggle}
    >
      <span className="ui-button-start">
        <SvgIcon path={speaking ? STOP_PATH : SPEAKER_PATH} />
      </span>
      {t(speaking ? 'components.read_aloud.stop' : 'components.read_aloud.start')}
    </button>
  );
}
