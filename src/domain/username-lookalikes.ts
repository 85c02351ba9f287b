import unhomoglyph from 'unhomoglyph';
import { usernameKey } from './usernames';

/**
 * Look-alike usernames. Kept apart from usernames.ts because the confusables
 * table (~100 kB) is only needed by the server, never by the web form.
 */

/**
 * The UTS #39 §4 skeleton of a string: NFD, each character replaced by its prototype from
 * Unicode's confusables.txt (the `unhomoglyph` package's table), NFD again. Two strings that
 * look alike have the same skeleton ("rn" and "m", "I" and "l", Arabic ي and Farsi ی).
 * Not for display: only for comparing.
 */
export function usernameSkeleton(s: string): string {
  return unhomoglyph(s.normalize('NFD')).normalize('NFD');
}

/**
 * The first of `existing` usernames that looks like `candidate` without being the same name:
 * same skeleton as written, or same skeleton in lower case ("Al" vs "AI" and "al" vs "aI"). The
 * same name in another case is not reported here (that is a duplicate, checked by key).
 * @returns that existing username, or undefined.
 */
export function findLookAlikeUsername(
  candidate: string,
  existing: readonly string[],
): string | undefined {
  const key = usernameKey(candidate);
  const asWritten = usernameSkeleton(candidate);
  const lower = usernameSkeleton(key);
  return existing.find(
    (name) =>
      usernameKey(name) !== key &&
      (usernameSkeleton(name) === asWritten || usernameSkeleton(usernameKey(name)) === lower),
  );
}
