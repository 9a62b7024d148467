import mjml2html from 'mjml';

/**
 * The one HTML layout of every e-mail, written in MJML (docs/emails.md): MJML
 * turns it into table-based HTML with inline styles that phones, Gmail and
 * Outlook render alike. Compiling takes ~12 ms (60 ms the first time), so each
 * shape of the layout (with or without picture, with or without button) is
 * compiled once, when this module loads, and kept; an e-mail only fills in
 * `%%SLOTS%%` (about 1 ms), so no purchase waits for MJML inside its transaction.
 * Slots are filled in one pass with escaped text, so nothing a buyer typed is
 * ever read as MJML, HTML or as another slot.
 */
export type LayoutShape = { image: boolean; action: boolean };

/**
 * An e-mail's HTML part as the outbox keeps it (ADR 102): the shape of its layout and what goes
 * in the slots, ~1.5 KB instead of the ~12 KB of filled layout that every purchase used to store.
 * The layout is applied when the e-mail is sent (sentHtml).
 */
export type LayoutFill = { shape: LayoutShape; slots: LayoutSlots };

export type LayoutSlots = {
  SUBJECT: string;
  PREVIEW: string;
  SHOP_NAME: string;
  SHOP_URL: string;
  IMAGE_URL: string;
  IMAGE_ALT: string;
  /** HTML fragments, already escaped: */
  INTRO: string;
  FACTS: string;
  ACTION_LABEL: string;
  ACTION_URL: string;
  ACTION_LINE: string;
  CLOSING: string;
  FOOTER: string;
};

const BRAND = '#6d28d9'; // the web's brand-700 (violet)
const INK = '#1e293b';
const MUTED = '#64748b';

function source(shape: LayoutShape): string {
  const image = shape.image
    ? `<mj-image src="%%IMAGE_URL%%" alt="%%IMAGE_ALT%%" padding="0" fluid-on-mobile="true" />`
    : '';
  const action = shape.action
    ? `<mj-button href="%%ACTION_URL%%" background-color="${BRAND}" color="#ffffff"
         font-size="17px" font-weight="bold" border-radius="8px" inner-padding="14px 28px"
         padding="8px 24px 4px" width="100%">%%ACTION_LABEL%%</mj-button>
       <mj-text font-size="13px" line-height="20px" color="${MUTED}" padding="4px 24px 16px"
         css-class="wrap">%%ACTION_LINE%%</mj-text>`
    : '';
  return `<mjml lang="es">
  <mj-head>
    <mj-title>%%SUBJECT%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="24px" color="${INK}" padding="0 24px 12px" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>
      .wrap div { word-break: break-word; overflow-wrap: anywhere; }
      .facts td { padding: 8px 0; vertical-align: top; border-top: 1px solid #e2e8f0; }
      .facts .label { color: ${MUTED}; width: 38%; padding-right: 12px; font-size: 14px; }
      .facts .value { color: ${INK}; font-weight: bold; word-break: break-word; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px">
    <mj-section background-color="${BRAND}" padding="16px 0">
      <mj-column>
        <mj-text color="#ffffff" font-size="20px" font-weight="bold" padding="0 24px">
          <a href="%%SHOP_URL%%" style="color:#ffffff;text-decoration:none">%%SHOP_NAME%%</a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="0 0 8px">
      <mj-column>
        ${image}
        <mj-text font-size="22px" line-height="28px" font-weight="bold" padding="24px 24px 12px">%%SUBJECT%%</mj-text>
        <mj-text css-class="wrap" padding="0 24px">%%INTRO%%</mj-text>
        <mj-table css-class="facts" padding="0 24px 12px" font-size="15px" line-height="22px">%%FACTS%%</mj-table>
        ${action}
        <mj-text css-class="wrap" padding="8px 24px 12px">%%CLOSING%%</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 0 24px">
      <mj-column>
        <mj-text font-size="13px" line-height="20px" color="${MUTED}" css-class="wrap">%%FOOTER%%</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/**
 * A compiled layout cut at its slots: text, slot name, text, … (odd places are
 * names). Filling joins the pieces instead of scanning the ~12 KB of HTML for
 * slots on every e-mail, which every purchase renders (ADR 098).
 */
type CutLayout = readonly string[];

const compiled = new Map<string, Promise<CutLayout>>();

async function compile(shape: LayoutShape): Promise<CutLayout> {
  const result = await mjml2html(source(shape), { validationLevel: 'strict', keepComments: false });
  return result.html.split(/%%([A-Z_]+)%%/);
}

/** The layout of this shape, compiled on first use and then kept. */
function layout(shape: LayoutShape): Promise<CutLayout> {
  const key = `${String(shape.image)}:${String(shape.action)}`;
  let html = compiled.get(key);
  if (!html) {
    html = compile(shape);
    compiled.set(key, html);
    // A failed compile is a bug in this file; don't keep the rejection around.
    html.catch(() => compiled.delete(key));
  }
  return html;
}

/** Resolves once the layout of this shape is compiled; rejects if it does not compile. */
export async function layoutReady(shape: LayoutShape): Promise<void> {
  await layout(shape);
}

/** Fills a compiled layout's slots in one pass (filled text is never scanned again). */
export async function renderLayout({ shape, slots }: LayoutFill): Promise<string> {
  const pieces = await layout(shape);
  let html = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2) {
    const name = pieces[i]!;
    html += (name in slots ? slots[name as keyof LayoutSlots] : `%%${name}%%`) + pieces[i + 1]!;
  }
  return html;
}

// Compile every shape now (at start-up), not on the first e-mail.
for (const image of [true, false])
  for (const action of [true, false]) void layout({ image, action });
