// The plain, accessible HTML shell of the sandbox's own pages (documents, signing).
const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => escapes[c] ?? c);

export function page(options: { lang: 'ru' | 'kk'; title: string; body: string }): string {
  return `<!doctype html>
<html lang="${options.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f6f7f9; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; background: #fff; min-height: 100vh; }
  h1 { font-size: 1.5rem; line-height: 1.25; }
  h2 { font-size: 1.125rem; margin-top: 1.5rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; min-height: 44px; padding: 0.5rem 1.25rem; border-radius: 0.5rem; cursor: pointer; border: 2px solid #0b5fff; }
  button[value="signed"] { background: #0b5fff; color: #fff; }
  button[value="declined"] { background: #fff; color: #0b5fff; }
  :focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
  .note { color: #555; font-size: 0.875rem; }
</style>
</head>
<body>
<main>
${options.body}
</main>
</body>
</html>`;
}
