import { Fragment } from 'react';
import { plainTextParagraphs, type TextPiece } from '../plainText';

function Piece({ piece }: { piece: TextPiece }) {
  if (piece.kind === 'text') return piece.text;
  // Addresses typed by offerors are not endorsed by the portal: nofollow; noopener keeps the new page from this one.
  return (
    <a href={piece.href} rel="nofollow noopener">
      {piece.text}
    </a>
  );
}

/** Plain text shown with its paragraphs and line breaks kept and its web addresses as links (never as HTML). */
export function PlainText({ text }: { text: string }) {
  return plainTextParagraphs(text).map((lines, index) => (
    <p key={index}>
      {lines.map((pieces, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 && <br />}
          {pieces.map((piece, pieceIndex) => (
            <Piece key={pieceIndex} piece={piece} />
          ))}
        </Fragment>
      ))}
    </p>
  ));
}
