/**
 * Vietnamese typing on the on-screen keyboard: Telex composing, as
 * a pure function of the text so far and the key pressed. aa→â, aw→ă, ee→ê,
 * oo→ô, ow→ơ, uw→ư (uow→ươ), dd→đ, w alone→ư; tone keys s (sắc), f (huyền),
 * r (hỏi), x (ngã), j (nặng) mark the word's vowel, z clears the tone. Pressing
 * a mark again undoes it and types the key itself (aaa → aa, ass → as).
 * Tones sit where Vietnamese spelling puts them (the traditional placement:
 * hòa, thủy): on a vowel with a hat or horn first, else on the last vowel when
 * a consonant ends the word, else the middle of three, the first of two.
 */

const TONED: Record<string, string> = {
  a: 'áàảãạ',
  ă: 'ắằẳẵặ',
  â: 'ấầẩẫậ',
  e: 'éèẻẽẹ',
  ê: 'ếềểễệ',
  i: 'íìỉĩị',
  o: 'óòỏõọ',
  ô: 'ốồổỗộ',
  ơ: 'ớờởỡợ',
  u: 'úùủũụ',
  ư: 'ứừửữự',
  y: 'ýỳỷỹỵ',
};
const TONE_KEYS = 'sfrxj';
const HAT_OR_HORN = 'ăâêôơư';
/** Each toned vowel → its plain vowel and tone (1–5). */
const UNTONE = new Map<string, [string, number]>();
for (const [vowel, toned] of Object.entries(TONED))
  [...toned].forEach((c, i) => UNTONE.set(c, [vowel, i + 1]));

interface Letter {
  base: string;
  tone: number;
  upper: boolean;
}

function read(c: string): Letter {
  const lower = c.toLowerCase();
  const [base, tone] = UNTONE.get(lower) ?? [lower, 0];
  return { base, tone, upper: c !== lower };
}

function write({ base, tone, upper }: Letter): string {
  const c = tone && TONED[base] ? TONED[base][tone - 1] : base;
  return upper ? c.toUpperCase() : c;
}

const isVowel = (l: Letter) => l.base in TONED;

/** Where the word's tone goes, or -1 for a word with no vowel. */
function tonePosition(word: Letter[]): number {
  let vowels = word.map((l, i) => (isVowel(l) ? i : -1)).filter((i) => i >= 0);
  // qu- and gi- before another vowel: that u and i belong to the consonant (quá, già).
  if (
    vowels.length > 1 &&
    vowels[0] === 1 &&
    ((word[0].base === 'q' && word[1].base === 'u') ||
      (word[0].base === 'g' && word[1].base === 'i'))
  )
    vowels = vowels.slice(1);
  if (!vowels.length) return -1;
  // ươ takes it on ơ; otherwise the last vowel with a hat or horn.
  const marked = vowels.filter((i) => HAT_OR_HORN.includes(word[i].base));
  if (marked.length) return marked[marked.length - 1];
  const last = vowels[vowels.length - 1];
  if (vowels.length === 1 || last < word.length - 1) return last;
  return vowels.length >= 3 ? vowels[vowels.length - 2] : vowels[0];
}

/** Puts the word's tone (if any) where it belongs now, after a letter changed. */
function placeTone(word: Letter[], tone: number): void {
  for (const l of word) l.tone = 0;
  const at = tonePosition(word);
  if (tone && at >= 0) word[at].tone = tone;
}

const currentTone = (word: Letter[]) => word.find((l) => l.tone)?.tone ?? 0;

/** The text after `key` is pressed in Telex mode. Keys that are not letters are typed as they are. */
export function telex(text: string, key: string): string {
  if (!/^\p{L}$/u.test(key)) return text + key;
  const match = /\p{L}+$/u.exec(text);
  const prefix = match ? text.slice(0, match.index) : text;
  const word = [...(match?.[0] ?? '')].map(read);
  const k = key.toLowerCase();
  const upper = key !== k;
  const typed = () => prefix + word.map(write).join('') + key;
  const done = () => prefix + word.map(write).join('');
  const tone = currentTone(word);
  const last = word[word.length - 1];

  const toneIndex = TONE_KEYS.indexOf(k) + 1;
  if (toneIndex && word.length) {
    if (tonePosition(word) < 0) return typed();
    if (tone === toneIndex) {
      placeTone(word, 0);
      return typed();
    }
    placeTone(word, toneIndex);
    return done();
  }
  if (k === 'z' && tone) {
    placeTone(word, 0);
    return done();
  }
  if (k === 'd' && last) {
    if (last.base === 'd') last.base = 'đ';
    else if (last.base === 'đ') {
      last.base = 'd';
      return typed();
    } else return typed();
    return done();
  }
  if ((k === 'a' || k === 'e' || k === 'o') && last) {
    const hat = { a: 'â', e: 'ê', o: 'ô' }[k];
    if (last.base === k) last.base = hat;
    else if (last.base === hat) {
      last.base = k;
      placeTone(word, tone);
      return typed();
    } else return typed();
    placeTone(word, tone);
    return done();
  }
  if (k === 'w') {
    // The last a, o or u of the word takes the breve or horn; u before o takes it too (ươ).
    let i = word.length - 1;
    while (i >= 0 && !'aouăơư'.includes(word[i].base)) i--;
    if (i < 0) {
      word.push({ base: 'ư', tone: 0, upper });
      placeTone(word, tone);
      return done();
    }
    const l = word[i];
    const undo = { ă: 'a', ơ: 'o', ư: 'u' }[l.base];
    if (undo) {
      l.base = undo;
      if (undo === 'o' && word[i - 1]?.base === 'ư') word[i - 1].base = 'u';
      placeTone(word, tone);
      return typed();
    }
    l.base = { a: 'ă', o: 'ơ', u: 'ư' }[l.base]!;
    if (l.base === 'ơ' && word[i - 1]?.base === 'u') word[i - 1].base = 'ư';
    placeTone(word, tone);
    return done();
  }
  // Any other letter: typed, and the tone moves if the new letter changes where it belongs (hoa + n → hoan: hòa → hoàn).
  word.push(read(key));
  placeTone(word, tone);
  return done();
}

/** A whole string typed key by key (tests, and pasting into a Telex field). */
export const telexType = (keys: string, start = ''): string => [...keys].reduce(telex, start);
