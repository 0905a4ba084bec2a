"""Small shared words of the effect templates: capitalisation and keyword lists."""

from __future__ import annotations

from mtgrules.keywords import keyword
from mtgrules.model import AddAbilities, AddTypes, CardType, Fixed, Keyword, SetPT
from mtgrules.model.base import Ability
from mtgrules.model.continuous import LayerEffect
from mtgrules.oracle.granted import is_quoted, parse_quoted, render_quoted, split_quoted
from mtgrules.oracle.prevention import protection_of, protection_part, render_protection_part

KEYWORDS_GRANTABLE = (
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace",
    "first strike", "double strike", "hexproof", "indestructible", "shroud", "defender",
    "prowess", "infect",
)
"""Keywords an effect may grant (the shared keyword abilities of :mod:`mtgrules.keywords`;
prowess is a shared triggered ability, CR 702.108a; infect's damage results, 702.90b-c, are
read from the source's keywords as the damage is dealt)."""


def cap(s: str) -> str:
    """``s`` with its first letter upper-case."""
    return s[:1].upper() + s[1:]


def low(s: str) -> str:
    """``s`` with its first letter lower-case (``~`` stays)."""
    return s if s.startswith("~") else s[:1].lower() + s[1:]


def kw_list(s: str) -> tuple[str, ...] | None:
    """``"flying"``, ``"flying and trample"``, ``"flying, vigilance, and haste"``; a part may
    be a quoted ability (``'haste and "{T}: Add {C}."'``, :mod:`mtgrules.oracle.granted`),
    kept with its quotation marks and compiled by :func:`grant`."""
    quoted = split_quoted(s)
    if quoted is not None:
        if all(p in KEYWORDS_GRANTABLE or is_quoted(p) for p in quoted) and \
                len(set(quoted)) == len(quoted):
            return tuple(quoted)
        return None
    if ", and " in s:
        head, last = s.rsplit(", and ", 1)
        parts = head.split(", ") + [last]
    else:
        parts = _join_protection_pairs(s.split(" and "))
    if all(p in KEYWORDS_GRANTABLE or protection_part(p) is not None for p in parts) and \
            len(set(parts)) == len(parts):
        return tuple(parts)
    return None


def _join_protection_pairs(parts: list[str]) -> list[str]:
    """``["protection from red", "from white"]`` -> ``["protection from red and from
    white"]`` (CR 702.16g: one phrase for two protection abilities)."""
    out: list[str] = []
    for p in parts:
        if p.startswith("from ") and out and out[-1].startswith("protection from ") and \
                " and from " not in out[-1]:
            out[-1] += " and " + p
        else:
            out.append(p)
    return out


def render_kw_list(kws: tuple[str, ...]) -> str:
    """The inverse of :func:`kw_list`."""
    if len(kws) <= 2:
        return " and ".join(kws)
    return ", ".join(kws[:-1]) + ", and " + kws[-1]


def grant(kws: tuple[str, ...], holder: str | None = None) -> AddAbilities:
    """Layer 6: gain these keywords (prowess among them) and quoted abilities (CR 613.1f,
    113.1a; ``holder``: see :func:`~mtgrules.oracle.granted.parse_quoted`). Raises Unsupported
    when a quoted ability doesn't compile."""
    out: list[Ability] = []
    for k in kws:
        prot = protection_part(k)  # "protection from red [and from white]" (CR 702.16a, g)
        if prot is not None:
            out.extend(prot)
        else:
            out.append(parse_quoted(k, holder) if is_quoted(k) else keyword(k))
    return AddAbilities(tuple(out))


def granted_keywords(abilities: tuple[Ability, ...], holder: str | None = None
                     ) -> tuple[str, ...]:
    """The names of granted shared keyword abilities, and quoted abilities as their quoted
    text; ValueError for anything else."""
    out: list[str] = []
    after_protection = False
    for a in abilities:
        if protection_of(a) is not None:  # two in a row: "... and from B" (CR 702.16g)
            if after_protection and " and from " not in out[-1]:
                out[-1] = render_protection_part((protection_part(out[-1]) or ()) + (a,))
            else:
                out.append(render_protection_part((a,)))
            after_protection = True
            continue
        after_protection = False
        name = a.key[3:] if a.key.startswith("kw:") else ""
        if name in KEYWORDS_GRANTABLE and a == keyword(name):
            out.append(name)
            continue
        if isinstance(a, Keyword) or a.key.startswith(("kw:", "ward:")):
            # a keyword ability (ward's granted form among them) is never written in quotes
            raise ValueError("a granted ability that is not a shared keyword")
        out.append(render_quoted(a, holder))
    return tuple(out)


def render_animated(parts: tuple[LayerEffect, ...]) -> str | None:
    """``"4/4 Elemental creature with vigilance and haste"`` for the parts of "becomes / is a
    [P/T] [subtypes] creature [with keywords]" (layer 4 types, layer 7b P/T, layer 6
    keywords: CR 613.1d, 613.4b, 613.1f); None for any other parts."""
    if len(parts) not in (2, 3):
        return None
    types, pt, *rest = parts
    if not (isinstance(types, AddTypes) and types.types == frozenset({CardType.CREATURE})
            and types.subtypes and isinstance(pt, SetPT) and isinstance(pt.power, Fixed)
            and isinstance(pt.toughness, Fixed)):
        return None
    with_kw = ""
    if rest:
        if not isinstance(rest[0], AddAbilities):
            return None
        try:
            with_kw = " with " + render_kw_list(granted_keywords(rest[0].abilities))
        except ValueError:
            return None
    return f"{pt.power.n}/{pt.toughness.n} {' '.join(sorted(types.subtypes))} creature{with_kw}"
