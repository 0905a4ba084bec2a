"""Normalising Oracle text before it is parsed and compared (issue 9, section 3).

The compiler reads, and the render check compares, *normalised* Oracle text:

- reminder text (parenthesised, as Oracle prints it: CR 207.2) is removed;
- the card's references to itself are written ``~``: its name, the part of a legendary name
  before the comma (CR 201.4c, "Bell Borca"), "this creature"/"this Saga"/... (the current
  Oracle wording, CR 201.5), and the pronoun "it" as the subject of "deals" right after a
  trigger or cost naming the card ("When ~ enters, it deals 2 damage");
- a leading ability word (CR 207.2c, "Landfall — ") or flavor word (207.2d, "Keen Senses — ")
  is removed, having no rules meaning;
- the text is split into ability lines (CR 113.2c: each paragraph is an ability), with a modal
  spell's bullet lines (CR 700.2) and a Saga's chapter lines kept as their own lines.

Everything here is a pure function of the text and the card database (is a card legendary,
for its shortened name); nothing depends on the engine.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import cache

from mtgrules.carddb import Face, lookup
from mtgrules.errors import MtgRulesError

REMINDER = re.compile(r"\s*\([^()]*\)")
SELF_WORDS = (
    "creature", "artifact", "enchantment", "land", "planeswalker", "Saga", "Class", "spell",
    "card", "permanent", "Aura", "Equipment", "Vehicle", "Case", "battle", "Room",
    "Spacecraft", "Siege",
)
_THAT_CARD = re.compile(r"(\b[Ss]earch (?:your|their) library for [^.]*?, )(put|reveal) that card\b")
"""A library search's "put that card" / "reveal that card": the same instruction as "put it"
(CR 701.23), normalised to it."""
_LOYALTY = re.compile(r"^([+\u2212]\d+|0): ")
"""A loyalty ability's cost as printed without the loyalty symbol ("+2: ", "−1: "), written
in brackets as the card data writes it ("[+2]: ", CR 606.4)."""
_SELF = re.compile(r"\b[Tt]his (" + "|".join(SELF_WORDS) + r")\b")
SELF = "~"


def strip_reminder(text: str) -> str:
    """``text`` without parenthesised reminder text (CR 207.2); a line that was only reminder
    text becomes empty."""
    return REMINDER.sub("", text).strip()


@cache
def self_names(name: str) -> tuple[str, ...]:
    """The names a card's text may use for itself, longest first (CR 201.5c, shortened names):
    its full name and, for a name with a comma ("Bell Borca, Spectral Sergeant"), the part
    before the comma. A legendary card of the card database whose name has no comma may also
    be shortened to the words before " of " or " the " ("Barrowin of Clan Undurr" -> "Barrowin",
    "Acererak the Archlich" -> "Acererak"). Other shortenings ("Drizzt Do'Urden" -> "Drizzt")
    are not guessed: a first word may be an ordinary word of the text ("Space Beleren")."""
    names = [name]
    if ", " in name:
        names.append(name.split(", ")[0])
    elif (" of " in name or " the " in name) and _legendary(name):
        names.append(re.split(r" (?:of|the) ", name, maxsplit=1)[0])
    return tuple(names)


def _legendary(name: str) -> bool:
    """True when the card database has a card of this name with a legendary face."""
    try:
        rec = lookup(name)
    except MtgRulesError:
        return False
    return any("Legendary" in f.supertypes for f in rec.faces)


def normalise_self(line: str, name: str) -> str:
    """``line`` with the card's self-references replaced by ``~`` (CR 201.5). Inside a quoted
    ability (CR 113.1a) "this creature" names the object that has it (``~``), while the card's
    own name still names the card: it is kept as written (:mod:`mtgrules.oracle.granted`)."""
    if '"' in line:
        segs = line.split('"')
        line = '"'.join(_SELF.sub(SELF, seg) if i % 2 else _named_self(seg, name)
                        for i, seg in enumerate(segs))
    else:
        line = _named_self(line, name)
    line = _SACRIFICE_IT.sub(r"\1\2 ~.", line)
    return _pronoun_self(line)


def _named_self(line: str, name: str) -> str:
    for i, n in enumerate(self_names(name)):
        if n:
            # a shortened name inside another proper name ("Tuktuk the Returned") is not it
            tail = r"(?!\w)" if i == 0 else r"(?!\w)(?! (?:the |of )?[A-Z])(?! planeswalker)"
            line = re.sub(r"(?<![\w'])" + re.escape(n) + tail, SELF, line)
    return _SELF.sub(SELF, line)


_SACRIFICE_IT = re.compile(r"^((?:When|Whenever) ~ (?:becomes the target of a spell or ability|"
                           r"becomes blocked|blocks|attacks|deals combat damage to a player), )"
                           r"(sacrifice|put (?:a|an|\w+) [^ .]+ counters? on) it\.$")
""""When ~ becomes the target of a spell or ability, sacrifice it.", "Whenever ~ deals combat
damage to a player, put a +1/+1 counter on it.": the only object the trigger names is the
card itself (CR 201.5), so "it" is written ``~`` too."""


_QUOTED_SACRIFICE_IT = re.compile(_SACRIFICE_IT.pattern.split("(sacrifice|")[0] +
                                  r"sacrifice it\.$")
_QUOTED_SACRIFICED_SELF = re.compile(_QUOTED_SACRIFICE_IT.pattern.replace(r" it\.$",
                                                                          r" ~\.$"))


def sacrifice_it(line: str) -> str:
    """"When ~ becomes the target of a spell or ability, sacrifice it." inside a quoted
    ability (which :func:`normalise_self` reads as a part of its line): "it" written ``~``
    (the one object the trigger names, CR 201.5)."""
    return _QUOTED_SACRIFICE_IT.sub(r"\1sacrifice ~.", line)


def sacrifice_it_back(line: str) -> str:
    """The inverse of :func:`sacrifice_it`: the ``~`` it wrote is "it" again."""
    return _QUOTED_SACRIFICED_SELF.sub(r"\1sacrifice it.", line)


_PRONOUN = re.compile(r"(?<=, |: )[Ii]t (?=deals |gets |gains |has |can't )|"
                      r"(?<=, attach )it(?= to )")


def _pronoun_self(line: str) -> str:
    """"When ~ enters, it deals 2 damage" / "Sacrifice ~: It deals 1 damage": the subject
    pronoun of "deals" right after an ability's trigger or cost that names ``~`` is the card
    itself (CR 201.5), so it is written ``~`` too."""
    out = []
    last = 0
    for m in _PRONOUN.finditer(line):
        head = line[: m.start()]
        if SELF in head and "." not in head and " and " not in head and \
                " or " not in head.replace("~ blocks or becomes blocked", ""):
            out.append(line[last: m.start()] + SELF + (" " if m.group().endswith(" ") else ""))
            last = m.end()
    out.append(line[last:])
    return "".join(out)


@dataclass(frozen=True, slots=True)
class Line:
    """One normalised ability line: ``text`` (normalised) and ``raw`` (as Oracle prints it)."""

    text: str
    raw: str


ABILITY_WORDS = (
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council's dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "flurry", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "renew", "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "vivid", "void",
    "will of the council",
)
"""The ability words of CR 207.2c: no rules meaning, so removed like reminder text."""
_ABILITY_WORD = re.compile(r"(?:" + "|".join(re.escape(w) for w in ABILITY_WORDS) + r") — ",
                           re.IGNORECASE)


def strip_ability_word(line: str) -> str:
    """``line`` without a leading ability word (CR 207.2c: "Landfall — Whenever ...") or
    flavor word (207.2d: "Keen Senses — When ~ enters", "• Song of Rest — You gain 3 life")."""
    m = _ABILITY_WORD.match(line)
    return line[m.end():] if m else strip_flavor_word(line)


KEYWORDS_WITH_DASH = frozenset(w.casefold() for w in (
    "Boast", "Forecast", "Companion", "Exhaust", "Max speed", "Visit", "Solved", "To solve",
    "Level", "Chapter", "Prize", "Station", "Tiered", "Job select", "Gift", "Power-up",
))
"""Keyword abilities and other rules words written before an em dash (CR 702.142 boast,
702.57 forecast, 702.139 companion, 702.177 exhaust, 702.178 max speed, 702.159 visit, Cases'
"To solve"/"Solved" 719.3, and power-up, whose rules are in its reminder text): never taken
for flavor words."""
_FLAVOR_WORD = re.compile(r"(• )?([A-Z][A-Za-z'!,\- ]{0,40}?) — (?=[A-Z~{•\"])")
_ROMAN = re.compile(r"[IVX]+(?:, [IVX]+)*")


def strip_flavor_word(line: str) -> str:
    """``line`` without a leading flavor word (CR 207.2d: no rules meaning), also after a mode's
    bullet; keyword abilities written with a dash and Saga chapter numbers are kept."""
    m = _FLAVOR_WORD.match(line)
    if m is None:
        return line
    word = m.group(2)
    if word.casefold() in KEYWORDS_WITH_DASH or _ROMAN.fullmatch(word):
        return line
    return (m.group(1) or "") + line[m.end():]


_AS_ENTERS = re.compile(r"^As .+? enters, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.$", re.M)
"""An as-enters choice whose options name the card's modes ("• Khans — ...", CR 614.12a):
those words are no flavor words."""


def lines(oracle_text: str, name: str) -> tuple[Line, ...]:
    """The normalised ability lines of a face's Oracle text (CR 113.2c). Empty lines (a
    paragraph of reminder text only) are dropped."""
    out: list[Line] = []
    modes = tuple(f"• {w} — " for pair in _AS_ENTERS.findall(oracle_text or "") for w in pair)
    for raw in (oracle_text or "").split("\n"):
        t = strip_reminder(raw).replace("’", "'")
        if not (modes and t.startswith(modes)):  # a mode of an as-enters choice (614.12a)
            t = strip_ability_word(t)
        t = normalise_self(t, name)
        t = _THAT_CARD.sub(r"\1\2 it", t)
        t = _LOYALTY.sub(r"[\1]: ", t)
        if t:
            out.append(Line(t, raw))
    return tuple(out)


def normalised_text(oracle_text: str, name: str) -> str:
    """The whole normalised text, lines joined with newlines."""
    return "\n".join(ln.text for ln in lines(oracle_text, name))


_SENTENCE = re.compile(r'(?<=[.!])\s+(?=[A-Z~•"])')


def sentences(text: str) -> list[str]:
    """Split one ability line into sentences at ". " (quoted text kept whole)."""
    out: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in "\"“":
            depth ^= 1
        elif ch == "”":
            depth = 0
        elif ch in ".!" and depth == 0 and i + 1 < len(text) and text[i + 1] == " ":
            out.append(text[start:i + 1])
            start = i + 2
    rest = text[start:].strip()
    if rest:
        out.append(rest)
    return out


ENTERS_NOTE = "current Oracle says 'enters'"


def current_wording(face: Face) -> Face:
    """A face whose text the data holds in its pre-2024 wording, with the data's note that
    current Oracle says "enters" where it said "enters the battlefield" (the same rules
    meaning, CR 603.6a), in the current wording the render check compares with."""
    if face.oracle_text is None or ENTERS_NOTE not in (face.wording_note or ""):
        return face
    return dataclasses.replace(
        face, oracle_text=face.oracle_text.replace("enters the battlefield", "enters"))
