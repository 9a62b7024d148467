import type { Plugin } from 'vite';

/**
 * Puts the built stylesheet before the module script and its modulepreloads in
 * index.html. The stylesheet is what paints the first screen (the splash); on an
 * HTTP/1.1 connection limit of 6, behind six scripts it would wait for one of them.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'rifas-stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/^\s*<link rel="stylesheet"[^>]*>\n?/gm) ?? [];
        const firstScript = html.search(/^\s*<(script type="module"|link rel="modulepreload")/m);
        if (links.length === 0 || firstScript < 0) return html;
        let rest = html;
        for (const link of links) rest = rest.replace(link, '');
        const at = rest.search(/^\s*<(script type="module"|link rel="modulepreload")/m);
        return rest.slice(0, at) + links.join('') + rest.slice(at);
      },
    },
  };
}
