/**
 * The old yaku lists (old-sources.ts), each with a link that switches its missing yaku off on
 * top of the reader's rules. Rendered at build time with the default rules, so the page reads
 * and the links work without JavaScript; hydrated with `client:rules`, it follows the rules the
 * reader chose (preset and changes) once they have chosen some.
 */
import { alternativesOf, fill, listOf } from '../../../words/format';
import { presetName } from '../../../words/preset-names';
import { yakuName } from '../../../words/yaku-names';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { OLD_SOURCE_IDS, OLD_SOURCE_MISSING_YAKU, oldSourceLink } from './old-sources';
import { OLD_SOURCE_WORDS, VARIANT_LINK_WORDS } from './words';

const names = (ids: readonly Parameters<typeof yakuName>[0][]) => ids.map(yakuName);

export default function OldSourceLinks() {
  const rules = useReaderRules();
  const changed = Object.keys(rules.overrides).length > 0;
  const current = fill(VARIANT_LINK_WORDS[changed ? 'rules.with-changes' : 'rules.as-published'], {
    preset: presetName(rules.preset),
  });
  const nintendoMissing = OLD_SOURCE_MISSING_YAKU['nintendo-1960s-leaflet'];
  return (
    <div class="old-sources">
      <p>{VARIANT_LINK_WORDS['old-source.values']}</p>
      <p class="old-sources__current" data-current-rules={rules.preset}>
        {fill(VARIANT_LINK_WORDS['old-source.on-top'], { rules: current })}
      </p>
      {OLD_SOURCE_IDS.map((id) => {
        const missing = OLD_SOURCE_MISSING_YAKU[id];
        const extra = missing.filter((yaku) => !nintendoMissing.includes(yaku));
        return (
          <section key={id} class="old-source" data-old-source={id} aria-labelledby={`old-source-${id}`}>
            <h3 id={`old-source-${id}`}>{OLD_SOURCE_WORDS[id].title}</h3>
            <p>
              {fill(OLD_SOURCE_WORDS[id].description, {
                yaku: alternativesOf(names(missing)),
                extra: alternativesOf(names(extra)),
              })}
            </p>
            <p>
              <a class="old-source__link" href={oldSourceLink(rules, id)}>
                {fill(VARIANT_LINK_WORDS['old-source.link'], { yaku: listOf(names(missing)) })}
              </a>
            </p>
          </section>
        );
      })}
    </div>
  );
}
