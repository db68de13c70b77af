import { HOURS_SECTION_TEXTS as T } from '../../../shared/messagesHours';
import { upcomingDays, warsawMoment, weeklyTable, hasHours } from '../../../shared/openingHours';
import type { Offer } from '../../../shared/types';

/**
 * The 'Godziny i dostępność miejsc' section: open or closed now (as the server computed it for this answer), the
 * weekly table, the exceptions and holidays of the next weeks, and the state of the places with its date.
 */
export function OfferHours({ offer }: { offer: Offer }) {
  const hours = hasHours(offer.opening_hours) ? offer.opening_hours : null;
  const today = warsawMoment(new Date()).date;
  const upcoming = hours ? upcomingDays(hours, today) : [];
  const view = offer.availability_view;
  return (
    <section aria-labelledby="offer-hours" className="card offer-section offer-hours">
      <h2 id="offer-hours">{T.heading}</h2>
      {offer.opening_status && (
        <p className={offer.opening_status.open ? 'offer-hours-status offer-hours-open' : 'offer-hours-status'}>
          <strong>{offer.opening_status.text}</strong>
        </p>
      )}
      {hours && (
        <>
          <div className="table-wrap">
            <table className="hours-table table-stack">
              <caption>{T.weeklyCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.dayColumn}</th>
                  <th scope="col">{T.hoursColumn}</th>
                </tr>
              </thead>
              <tbody>
                {weeklyTable(hours).map((row) => (
                  <tr key={row.day}>
                    <th scope="row">{row.label}</th>
                    <td data-label={T.hoursColumn}>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted">{T.holidaysRule}</p>
          {upcoming.length > 0 && (
            <div className="table-wrap">
              <table className="hours-table table-stack">
                <caption>{T.upcomingHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.dateColumn}</th>
                    <th scope="col">{T.hoursColumn}</th>
                    <th scope="col">{T.noteColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {upcoming.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">
                        <time dateTime={day.date}>{day.label}</time>
                      </th>
                      <td data-label={T.hoursColumn}>{day.hours}</td>
                      <td data-label={T.noteColumn}>{day.note ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <h3>{T.availabilityHeading}</h3>
      <p>
        {view.label}
        {view.as_of && <span className="muted"> ({view.as_of})</span>}
      </p>
      {view.detail && <p>{view.detail}</p>}
    </section>
  );
}
