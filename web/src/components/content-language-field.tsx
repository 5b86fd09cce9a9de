import { LANGUAGE_NAMES, LANGUAGES } from '@quizzical/common';
import { Controller } from 'react-hook-form';
import { SelectField } from './outlined-field';

/**
 * The language a quiz's or a market question's texts are written in (a new one starts in the
 * author's account's): the students' pages give it to the texts as `lang`, for screen readers,
 * reading aloud and hyphenation; the market filters by it. Each language is named in itself. A field
 * of the form in the surrounding FormProvider.
 */
export function ContentLanguageField({ label, help }: { label: string; help: string }) {
  return (
    <Controller
      name="language"
      render={({ field }) => (
        <SelectField
          label={label}
          helperText={help}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      )}
    />
  );
}
