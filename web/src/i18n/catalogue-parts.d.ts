/** The parts of the catalogues, made by web/build/icu-catalogues.ts (`core`, `all`, or a key prefix). */
declare module 'virtual:catalogue-part/*' {
  const part: import('../lib/i18n/catalogues').CataloguePart;
  export default part;
}
