// Drawn with the DOM alone, texts included: i18n, the theme and React may depend on the failed settings.
const texts = {
  en: {
    title: 'The console cannot start',
    intro: 'These settings of this build are not valid:',
    fix: 'Correct them (see the README, section "Configuration") and build the console again.',
  },
  es: {
    title: 'La consola no puede iniciarse',
    intro: 'Estos ajustes de esta compilación no son válidos:',
    fix: 'Corríjalos (vea el README, sección «Configuration») y vuelva a compilar la consola.',
  },
} as const;

export function showConfigError(container: HTMLElement, keys: readonly string[], language: string): void {
  const lang = language.toLowerCase().startsWith('es') ? 'es' : 'en';
  const text = texts[lang];
  const doc = container.ownerDocument;
  doc.documentElement.lang = lang;
  doc.title = text.title;

  const main = doc.createElement('main');
  // CSSOM, not a style attribute: the CSP refuses no inline style set this way.
  Object.assign(main.style, {
    maxWidth: '40rem',
    margin: '4rem auto',
    padding: '0 1rem',
    fontFamily: 'system-ui, sans-serif',
    lineHeight: '1.5',
  });
  const heading = doc.createElement('h1');
  heading.textContent = text.title;
  const intro = doc.createElement('p');
  intro.textContent = text.intro;
  const list = doc.createElement('ul');
  for (const key of keys) {
    const item = doc.createElement('li');
    const code = doc.createElement('code');
    code.textContent = key;
    item.append(code);
    list.append(item);
  }
  const fix = doc.createElement('p');
  fix.textContent = text.fix;
  main.append(heading, intro, list, fix);
  container.replaceChildren(main);
}
