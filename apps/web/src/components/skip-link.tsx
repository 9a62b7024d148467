/** First tab stop: jumps over the header to the page's content (<main id="main">). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Saltar al contenido
    </a>
  );
}
