/**
 * The saved practice game, read by the play feature's own save reader (decodeSession, which
 * replays the moves with the engine): the home page loads this module only when a game is
 * saved, so a first-time reader never downloads the engine for it.
 */
import { decodeSession } from '../play/save';
import { glanceSession, type SavedGameGlance } from './continue-model';

/** Null when nothing is saved or there is nothing to continue; `readable: false` when the save is refused. */
export function glanceSavedGame(text: string | null): SavedGameGlance | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { readable: false };
  }
  const decoded = decodeSession(raw);
  return decoded.ok ? glanceSession(decoded.value) : { readable: false };
}
