/**
 * A short note per card for its page: what the picture shows and how to pick it out from
 * its neighbours. Written for this site; kept as data so pages, search and tests share it.
 */
import type { CardId } from '../../../engine/cards';

export interface CardNote {
  /** What the card depicts, in a sentence or two. */
  readonly depicts: string;
  /** A quick way to recognise it, especially against look-alikes. */
  readonly spot: string;
}

export const CARD_NOTES: { readonly [K in CardId]: CardNote } = {
  // 1 — Pine
  'pine-crane': {
    depicts:
      'A red-crowned crane stands among low pine boughs under a big red sun. Cranes and pines are both old New Year emblems of long life, which is why they open the deck.',
    spot: 'The only card with a large red sun. The crane\u2019s black neck and white body stand out against it.',
  },
  'pine-ribbon': {
    depicts: 'A red ribbon with writing on it hangs among pine branches. The brushed words are a short verse, as if tied to the tree at a New Year outing.',
    spot: 'Pine needles in fan-shaped clumps plus a red ribbon with black writing: one of only three ribbons that carry words.',
  },
  'pine-chaff-1': {
    depicts: 'A crooked pine trunk with its needles gathered into dark green fans, and bands of red mist behind.',
    spot: 'Green fan-shaped needle clumps on a dark trunk, and nothing else: January chaff.',
  },
  'pine-chaff-2': {
    depicts: 'The same pine as the other January chaff, drawn leaning the other way.',
    spot: 'Fan-shaped needle clumps; no sun, no crane and no ribbon.',
  },

  // 2 — Plum
  'plum-warbler': {
    depicts:
      'A small olive-green bush warbler perches on a flowering plum branch. The warbler\u2019s song and the plum blossom are both early signs that winter is ending.',
    spot: 'A small green bird on a branch of round red flowers.',
  },
  'plum-ribbon': {
    depicts: 'A red ribbon with writing hangs from a plum branch covered in round red blossoms.',
    spot: 'Round, five-petalled red flowers on angular dark twigs, with a written-on red ribbon.',
  },
  'plum-chaff-1': {
    depicts: 'A zigzagging plum branch dotted with red blossoms and buds, under a band of red mist.',
    spot: 'Plum flowers are red and round; cherry flowers are pale pink with notched petals.',
  },
  'plum-chaff-2': {
    depicts: 'A plum branch rising from the bottom of the card, its twigs crowded with red flowers.',
    spot: 'Red round blossoms on dark, angular twigs and no bird or ribbon.',
  },

  // 3 — Cherry
  'cherry-curtain': {
    depicts:
      'Cherry trees in full bloom above a red-and-white curtain, the kind hung around a picnic spot at a blossom-viewing party. A family crest sits at its centre.',
    spot: 'The curtain, with its rope and crest, fills the bottom half of the card.',
  },
  'cherry-ribbon': {
    depicts: 'A red ribbon with writing on it among clouds of pale cherry blossom.',
    spot: 'Pale pink flowers with notched petals, and a red ribbon with writing.',
  },
  'cherry-chaff-1': {
    depicts: 'Branches heavy with pale pink cherry blossom, with a band of red mist across the middle.',
    spot: 'Crowds of pale flowers whose petals each have a small notch at the tip.',
  },
  'cherry-chaff-2': {
    depicts: 'Another spray of cherry blossom, with the branch sweeping up from the lower left.',
    spot: 'Pale, notched-petal flowers, no curtain and no ribbon.',
  },

  // 4 — Wisteria
  'wisteria-cuckoo': {
    depicts:
      'A cuckoo flies past a thin crescent moon under hanging wisteria. In Japanese poetry the cuckoo\u2019s call is heard on early-summer nights.',
    spot: 'A dark bird in flight and a crescent moon beneath long purple flower clusters.',
  },
  'wisteria-ribbon': {
    depicts: 'A plain red ribbon hangs among long purple wisteria flowers.',
    spot: 'Hanging purple clusters and a red ribbon with no writing.',
  },
  'wisteria-chaff-1': {
    depicts: 'Wisteria flowers hang from a vine along the top of the card, over red and black mist.',
    spot: 'Long purple clusters hanging down from the top edge.',
  },
  'wisteria-chaff-2': {
    depicts: 'The same hanging wisteria, with the mist bands swapped from side to side.',
    spot: 'Purple clusters hanging from above; nothing else in the picture.',
  },

  // 5 — Iris
  'iris-bridge': {
    depicts:
      'A zigzag bridge of planks crosses an iris marsh. It recalls a famous poem written at a place where a plank bridge wound through irises.',
    spot: 'The brown zigzag bridge across the middle of the card. It counts as an animal card even though no animal is shown.',
  },
  'iris-ribbon': {
    depicts: 'A plain red ribbon in front of a clump of irises.',
    spot: 'Tall sword-shaped leaves and violet flowers, with a red ribbon with no writing.',
  },
  'iris-chaff-1': {
    depicts: 'A clump of irises growing at the edge of a stream.',
    spot: 'Tall straight leaves and violet flowers with three drooping petals.',
  },
  'iris-chaff-2': {
    depicts: 'Another clump of irises, with a band of red mist in the sky.',
    spot: 'Violet flowers on tall stems among sword-shaped leaves.',
  },

  // 6 — Peony
  'peony-butterflies': {
    depicts: 'Two butterflies hover over a large red peony and its dark leaves.',
    spot: 'The butterflies. With the Boar and the Deer they make Boar-Deer-Butterfly.',
  },
  'peony-ribbon': {
    depicts: 'A blue ribbon hangs above a red peony.',
    spot: 'A big layered red flower and a blue ribbon.',
  },
  'peony-chaff-1': {
    depicts: 'A single large red peony, petals layered like a rosette, with three-lobed leaves.',
    spot: 'One large round red flower; peonies are much bigger than plum blossoms.',
  },
  'peony-chaff-2': {
    depicts: 'A peony in full bloom beside a smaller second flower.',
    spot: 'Large layered red flowers and dark pointed leaves.',
  },

  // 7 — Bush clover
  'clover-boar': {
    depicts: 'A wild boar pushes through arching stems of bush clover. Boars were said to sleep in clover thickets in autumn.',
    spot: 'The dark boar across the bottom of the card.',
  },
  'clover-ribbon': {
    depicts: 'A plain red ribbon among drooping sprays of bush clover.',
    spot: 'Thin arching stems with small leaves and magenta flowers, and a red ribbon with no writing.',
  },
  'clover-chaff-1': {
    depicts: 'Sprays of bush clover arch across the card from the upper right.',
    spot: 'Long thin bending stems with tiny leaves and tiny magenta flowers.',
  },
  'clover-chaff-2': {
    depicts: 'Bush clover sweeping in from the left, under a band of dark mist.',
    spot: 'Wiry arching stems with small leaves and flowers; nothing else.',
  },

  // 8 — Susuki grass
  'pampas-moon': {
    depicts: 'A full moon rises behind a dark hill covered in silver grass, in a red sky: the autumn moon-viewing scene.',
    spot: 'The large pale moon. Together with the Sake Cup it makes Moon-Viewing Sake.',
  },
  'pampas-geese': {
    depicts: 'Three wild geese fly across a red sky above the grassy hill, a sign of autumn.',
    spot: 'Birds in flight over the black hill; the moon card has a moon instead.',
  },
  'pampas-chaff-1': {
    depicts: 'The dark hill of susuki grass, with a few feathery grass heads rising above it.',
    spot: 'A black hill striped with white grass blades. August has no flowers, only grass.',
  },
  'pampas-chaff-2': {
    depicts: 'The grassy hill again, under a band of red sky.',
    spot: 'Black hill, white grass lines, and no moon or geese.',
  },

  // 9 — Chrysanthemum
  'chrysanthemum-sake-cup': {
    depicts:
      'A red lacquer sake cup marked with a sign for long life, among chrysanthemums. Sake with chrysanthemum petals was drunk at the autumn festival of the ninth month.',
    spot: 'The red cup. It is an animal card, and some rules also let it count as chaff.',
  },
  'chrysanthemum-ribbon': {
    depicts: 'A blue ribbon hangs over yellow and red chrysanthemums.',
    spot: 'Round many-petalled flowers and a blue ribbon.',
  },
  'chrysanthemum-chaff-1': {
    depicts: 'Yellow and red chrysanthemums on tall stems with lobed leaves.',
    spot: 'Round flowers made of many narrow petals radiating from the centre.',
  },
  'chrysanthemum-chaff-2': {
    depicts: 'Another bunch of chrysanthemums, with a red bloom at the top.',
    spot: 'Many-petalled round flowers; no cup and no ribbon.',
  },

  // 10 — Maple
  'maple-deer': {
    depicts: 'A stag stands under red maple leaves, turning his head to look back. Deer calling in the autumn woods is a classic poetic image.',
    spot: 'The deer. With the Boar and the Butterflies it makes Boar-Deer-Butterfly.',
  },
  'maple-ribbon': {
    depicts: 'A blue ribbon among red and golden maple leaves.',
    spot: 'Star-shaped, deeply cut leaves and a blue ribbon.',
  },
  'maple-chaff-1': {
    depicts: 'Maple branches crossing the card, scattered with red, orange and yellow leaves.',
    spot: 'Pointed, hand-shaped leaves in autumn colours.',
  },
  'maple-chaff-2': {
    depicts: 'Another maple branch in autumn colour, sweeping down from the left.',
    spot: 'Hand-shaped red and gold leaves; no deer and no ribbon.',
  },

  // 11 — Willow
  'willow-rain-man': {
    depicts:
      'A courtier with an umbrella walks in the rain by a stream under a willow, while a frog leaps at a branch. The story goes that the frog\u2019s patient tries taught him to persevere.',
    spot: 'The man with the umbrella on a dark, rainy card. He is a bright, but a weaker one: several yaku leave him out.',
  },
  'willow-swallow': {
    depicts: 'A swallow darts between long hanging willow strands.',
    spot: 'A black bird with a forked tail among green hanging strands.',
  },
  'willow-ribbon': {
    depicts: 'A plain red ribbon among the hanging strands of a willow.',
    spot: 'Long green strands hanging straight down, and a red ribbon with no writing.',
  },
  'willow-lightning': {
    depicts: 'A storm: the thunder god\u2019s drum and a flash of lightning over willow strands, in black and red.',
    spot: 'The black and red storm card. It is chaff in standard Koi-Koi, but Koi-Koi house rules can make it wild: it matches any card in one, and stands for any card in a yaku in another.',
  },

  // 12 — Paulownia
  'paulownia-phoenix': {
    depicts: 'A phoenix with spread wings and long tail plumes above paulownia leaves. Legend says the phoenix rests only in paulownia trees.',
    spot: 'The many-coloured bird on a red ground.',
  },
  'paulownia-chaff-1': {
    depicts: 'Broad paulownia leaves at the foot of the card, with three upright stalks of purple flowers above.',
    spot: 'Large dark leaves and three flower stalks, like the paulownia crest.',
  },
  'paulownia-chaff-2': {
    depicts: 'The same leaves and flower stalks, set a little differently.',
    spot: 'Broad dark leaves and upright purple flower stalks; no yellow band.',
  },
  'paulownia-chaff-yellow': {
    depicts: 'Paulownia leaves and flowers above a yellow band across the bottom of the card.',
    spot: 'The yellow band. Some rules count this card as two chaff.',
  },
};
