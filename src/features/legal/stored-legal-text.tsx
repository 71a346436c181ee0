/**
 * A text as the kindergarten stored it: paragraphs separated by blank lines, line breaks kept (addresses). Plain
 * text only, never HTML, so nothing an admin types can run in a parent's browser.
 */
export function StoredLegalText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index} className="legal__paragraph">
          {paragraph.trim()}
        </p>
      ))}
    </>
  );
}
