/**
 * The "Show month and kind markers" switch of the settings page: a labelled checkbox bound
 * to the persisted $cardMarkers store, which also updates the class on <html> that every
 * page reads (so the change shows at once on the sample card beside it, and everywhere
 * after). A native checkbox: keyboard and screen readers get it for free.
 */
import { useStore } from '@nanostores/preact';
import { $cardMarkers, cardMarkersNotice, dismissCardMarkersNotice, showCardMarkers } from './card-markers';
import { useHydratedStore } from './use-hydrated';
import { CardImage } from './CardImage';

export default function CardMarkersSwitch() {
  // The page is built with the default (shown); the saved value takes over after hydration.
  const show = useHydratedStore($cardMarkers, true);
  const notice = useStore(cardMarkersNotice);
  return (
    <div class="card-markers-setting">
      <CardImage card="pampas-moon" size="small" loading="eager" />
      <div>
        <p class="card-markers-setting__switch">
          <input
            type="checkbox"
            id="card-markers"
            checked={show}
            aria-describedby="card-markers-hint"
            onChange={(e) => showCardMarkers(e.currentTarget.checked)}
          />{' '}
          <label for="card-markers">Show month and kind markers</label>
        </p>
        <p id="card-markers-hint" class="card-markers-setting__hint">
          The small tab in the corner of each card gives its month (1–12) and kind: a sun for a bright, a diamond for an
          animal, a strip for a ribbon, a bar for chaff. Real hanafuda have no such marks; turn them off to practise reading
          the pictures. Remembered on this device, on every page.
        </p>
        {notice && (
          <p class="notice notice--warn" role="alert">
            {notice}{' '}
            <button type="button" onClick={dismissCardMarkersNotice}>
              Dismiss
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
