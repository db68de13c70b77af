import { EASY_READ_TEXTS } from '../../../shared/easyRead';
import type { Offer } from '../../../shared/types';
import { EasyReadMark } from '../../components/EasyReadMark';
import { PlainText } from '../../components/PlainText';

/** 'W skrócie – tekst łatwy do czytania': shown before everything else on the offer page, when the offeror wrote it. */
export function OfferEasyRead({ offer }: { offer: Pick<Offer, 'easy_read_summary'> }) {
  if (!offer.easy_read_summary) return null;
  return (
    <section aria-labelledby="offer-easy-read" className="card offer-section offer-easy-read">
      <div className="etr-heading">
        <EasyReadMark />
        <h2 id="offer-easy-read">{EASY_READ_TEXTS.summaryHeading}</h2>
      </div>
      <div className="prose">
        <PlainText text={offer.easy_read_summary} />
      </div>
    </section>
  );
}
