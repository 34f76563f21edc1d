// What the site publishes about the company besides the pages' text, made from the company file
// (COMPANY_FILE) so that no company fact is written in code or in public/:
// - /og-image.png, the share image the company file names (SPEC §2: 1200×630 PNG);
// - /route-rules.json, the redirect table of SPEC §2: deploy/route-rules.json, plus /vakansii to
//   the company's vacancies page when the file names one;
// - the brand as the HTML template's <title> (each page's own head replaces it).
// The dev server answers the same two addresses from the same sources.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Company } from '../../src/platform/company-schema.ts';
import type { ResolvedSettings } from './settings.ts';

export const BRAND_PLACEHOLDER = '%COMPANY_BRAND%';

interface RouteRule {
  from: string;
  to: string;
}

/** The site's redirect table with the company's own rules added. */
export function routeRules(base: { rules: RouteRule[] }, company: Company): { rules: RouteRule[] } {
  const rules = base.rules.filter((rule) => rule.from !== '/vakansii');
  if (company.careers) rules.push({ from: '/vakansii', to: company.careers });
  return { rules };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function companyAssets({ company, companyDir }: ResolvedSettings, root: string): Plugin {
  const shareImage = () => readFileSync(resolve(companyDir, company.shareImage));
  const rulesJson = () => {
    const base = JSON.parse(readFileSync(resolve(root, 'deploy/route-rules.json'), 'utf8')) as {
      rules: RouteRule[];
    };
    return `${JSON.stringify(routeRules(base, company), null, 2)}\n`;
  };
  return {
    name: 'company-assets',
    transformIndexHtml: (html) => html.replaceAll(BRAND_PLACEHOLDER, escapeHtml(company.brand)),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (path === '/og-image.png') {
          response.setHeader('Content-Type', 'image/png');
          response.end(shareImage());
        } else if (path === '/route-rules.json') {
          response.setHeader('Content-Type', 'application/json');
          response.end(rulesJson());
        } else next();
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'og-image.png', source: shareImage() });
      this.emitFile({ type: 'asset', fileName: 'route-rules.json', source: rulesJson() });
    },
  };
}
