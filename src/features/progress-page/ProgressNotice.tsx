/**
 * Said when the saved progress could not be read: why, and that it was set aside rather than
 * deleted (the store keeps the refused text under its own key), with a way to download that
 * copy. Without this the reader would only see their progress gone.
 */
import { useState } from 'preact/hooks';
import { dismissProgressNotice, setAsideProgress } from '../progress/progress-store';
import { useProgressNotice } from '../progress/use-progress';
import { PROGRESS_NOTICE_WORDS as W } from '../progress/words';
import { downloadText } from '../../shared/download';

export function ProgressNotice() {
  const notice = useProgressNotice();
  const [downloaded, setDownloaded] = useState(false);
  if (notice === null) return null;
  const copy = setAsideProgress();
  return (
    <div class="notice notice--warn" role="alert" data-testid="progress-notice">
      <p>⚠ {notice}</p>
      {downloaded && <p>{W.downloaded}</p>}
      <div class="exercise__actions">
        {copy !== null && (
          <button
            type="button"
            onClick={() => {
              downloadText(`koikoi-dojo-progress-set-aside-${new Date().toISOString().slice(0, 10)}.json`, copy, 'application/json');
              setDownloaded(true);
            }}
          >
            {W.download}
          </button>
        )}
        <button type="button" class="secondary" onClick={dismissProgressNotice}>
          {W.dismiss}
        </button>
      </div>
    </div>
  );
}
