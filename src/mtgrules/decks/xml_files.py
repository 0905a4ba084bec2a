"""XML deck files: MTGO's ``.dek`` and Cockatrice's ``.cod``.

MTGO ``.dek`` (what MTGO's "Export" writes)::

    <?xml version="1.0" encoding="utf-8"?>
    <Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" ...>
      <NetDeckID>0</NetDeckID>
      <PreconstructedDeckID>0</PreconstructedDeckID>
      <Cards CatID="40071" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
      <Cards CatID="56466" Quantity="2" Sideboard="true" Name="Fire/Ice" />
    </Deck>

Cockatrice ``.cod``::

    <?xml version="1.0" encoding="UTF-8"?>
    <cockatrice_deck version="1">
      <deckname>Burn</deckname>
      <zone name="main"><card number="4" name="Lightning Bolt" setShortName="M11"/></zone>
      <zone name="side"><card number="2" name="Pyroblast"/></zone>
      <zone name="tokens"><card number="1" name="Goblin"/></zone>
    </cockatrice_deck>

The XML is read with :mod:`defusedxml`: a file declaring entities (the "billion laughs") or
referring to external entities or DTDs is refused, never expanded or fetched. Each card element
is one :class:`~mtgrules.decks.entries.DeckEntry` whose ``line`` is the element's line, read
through the shared :class:`~mtgrules.decks.entries.EntryReader` (counts, size limit, names).
An MTGO split card written ``Fire/Ice`` is read as ``Fire // Ice``. A Cockatrice ``tokens`` zone
(tokens the deck makes, not cards of the deck) and any other zone are skipped, with a note.
"""

from __future__ import annotations

import re
import xml.sax
import xml.sax.handler
import xml.sax.xmlreader
from collections.abc import Callable
from dataclasses import dataclass, field

import defusedxml.sax
from defusedxml import (
    DefusedXmlException,
    DTDForbidden,
    EntitiesForbidden,
    ExternalReferenceForbidden,
)

from mtgrules.decks.entries import MAX_COPIES, DeckEntry, Decklist, EntryReader
from mtgrules.errors import DeckError

__all__ = ["is_xml", "parse_xml_deck"]

_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>")


def is_xml(lines: list[str]) -> bool:
    """True when the first line that is not blank starts with ``<`` (an XML document)."""
    return next((s for s in lines if s), "").startswith("<")


@dataclass
class _Element:
    tag: str
    attributes: dict[str, str]
    line: int
    parent: str | None


@dataclass
class _Collector(xml.sax.handler.ContentHandler):
    """Records every element with its attributes, line and parent's tag."""

    elements: list[_Element] = field(default_factory=list)
    stack: list[str] = field(default_factory=list)
    locator: xml.sax.xmlreader.Locator | None = None

    def __post_init__(self) -> None:
        super().__init__()

    def setDocumentLocator(self, locator: xml.sax.xmlreader.Locator) -> None:  # noqa: N802
        self.locator = locator

    def line(self) -> int:
        return (self.locator.getLineNumber() or 0) if self.locator is not None else 0

    def startElement(self, name: str, attrs: xml.sax.xmlreader.AttributesImpl) -> None:  # noqa: N802
        parent = self.stack[-1] if self.stack else None
        self.elements.append(_Element(name, dict(attrs.items()), self.line(), parent))
        self.stack.append(name)

    def endElement(self, name: str) -> None:  # noqa: N802
        self.stack.pop()


def _read_elements(text: str, source: str) -> list[_Element]:
    """The elements of the XML document ``text`` (already decoded: its declaration's encoding
    is dropped), read without expanding entities. Raises DeckError naming the line."""
    body = _DECLARATION.sub(lambda m: "\n" * m.group().count("\n"), text, count=1)
    handler = _Collector()
    try:
        defusedxml.sax.parseString(body.encode("utf-8"), handler, forbid_dtd=False,
                                   forbid_entities=True, forbid_external=True)
    except xml.sax.SAXParseException as exc:
        column = (exc.getColumnNumber() or 0) + 1
        raise DeckError(f"the file is not well-formed XML ({exc.getMessage()} at column "
                        f"{column}); expected an MTGO .dek or Cockatrice .cod deck file",
                        exc.getLineNumber() or 0, source) from None
    except (EntitiesForbidden, ExternalReferenceForbidden, DTDForbidden) as exc:
        what = ("declares an entity" if isinstance(exc, EntitiesForbidden)
                else "refers to an external entity or DTD")
        raise DeckError(f"the XML {what}, which a deck file never needs: refused (entities "
                        "are not expanded nor external files fetched)", handler.line(),
                        source) from None
    except DefusedXmlException as exc:  # any other construct defusedxml refuses
        raise DeckError(f"the XML was refused as unsafe: {exc}", handler.line(), source) from None
    return handler.elements


def _attribute(element: _Element, names: tuple[str, ...], source: str) -> str:
    """The first of ``names`` (any letter case) the element has; DeckError naming the line
    when it has none."""
    lowered = {k.lower(): v for k, v in element.attributes.items()}
    for name in names:
        if name.lower() in lowered:
            return lowered[name.lower()]
    shown = " ".join(f'{n}=".."' for n in names[:2])
    raise DeckError(f"<{element.tag}> has no {names[0]} attribute (expected <{element.tag} "
                    f"{shown} ...>)", element.line, source)


def _entry(reader: EntryReader, element: _Element, count_names: tuple[str, ...],
           name_names: tuple[str, ...], set_code: str | None = None, number: str | None = None,
           rename: Callable[[str], str] = str) -> DeckEntry:
    count = _attribute(element, count_names, reader.source).strip()
    name = rename(_attribute(element, name_names, reader.source))
    whole = f'<{element.tag} {count_names[0]}="{count}" {name_names[0]}="{name}">'
    if not count.isdigit():
        raise DeckError(f"{count_names[0]}={count[:20]!r} of {name[:60]!r} is not a card count "
                        f"(expected a whole number from 1 to {MAX_COPIES})", element.line,
                        reader.source)
    return reader.entry(count, name, set_code, number, element.line, whole)


def _mtgo_name(name: str) -> str:
    """MTGO writes a split card ``Fire/Ice``: the Oracle name ``Fire // Ice``."""
    return " // ".join(p.strip() for p in name.split("/")) if "/" in name and "//" not in name \
        else name


def _parse_dek(elements: list[_Element], reader: EntryReader) -> Decklist:
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    for element in elements:
        if element.tag != "Cards":
            continue

        def read(r: EntryReader, _s: str, _n: int, element: _Element = element) -> DeckEntry:
            return _entry(r, element, ("Quantity",), ("Name",), rename=_mtgo_name)

        e = reader.attempt(read, "", element.line)
        if e is not None:
            flag = {k.lower(): v for k, v in element.attributes.items()}.get("sideboard", "false")
            (side if flag.strip().lower() == "true" else main).append(e)
    return Decklist(tuple(main), tuple(side), reader.source, (), "mtgo .dek")


_COCKATRICE_ZONES = {"main": "main", "side": "side"}


def _parse_cod(elements: list[_Element], reader: EntryReader) -> Decklist:
    main: list[DeckEntry] = []
    side: list[DeckEntry] = []
    notes: list[str] = []
    zone: str | None = None
    for element in elements:
        if element.tag == "zone":
            zone = element.attributes.get("name", "").strip().lower()
            if zone not in _COCKATRICE_ZONES:
                notes.append(f"zone {zone!r} (line {element.line}) skipped: not the main deck "
                             "or sideboard")
            continue
        if element.tag != "card" or element.parent != "zone" or zone not in _COCKATRICE_ZONES:
            continue

        def read(r: EntryReader, _s: str, _n: int, element: _Element = element) -> DeckEntry:
            a = element.attributes
            return _entry(r, element, ("number",), ("name",), a.get("setShortName") or None,
                          a.get("collectorNumber") or None)

        e = reader.attempt(read, "", element.line)
        if e is not None:
            (side if zone == "side" else main).append(e)
    return Decklist(tuple(main), tuple(side), reader.source, tuple(notes), "cockatrice .cod")


def parse_xml_deck(text: str, reader: EntryReader) -> Decklist:
    """An MTGO ``.dek`` (root ``<Deck>``) or Cockatrice ``.cod`` (root ``<cockatrice_deck>``)
    file's text as a :class:`Decklist`, its ``form`` ``"mtgo .dek"`` or ``"cockatrice .cod"``.

    Raises:
        DeckError: naming ``reader.source`` and the line: XML that is not well-formed, that
            declares entities or refers to external ones (refused, never expanded), another
            root element, or (unless the reader collects) a card element without its count
            or name attribute or with a bad count (see :class:`EntryReader`).
    """
    elements = _read_elements(text, reader.source)
    root = elements[0] if elements else None
    if root is not None and root.tag == "Deck":
        return _parse_dek(elements, reader)
    if root is not None and root.tag == "cockatrice_deck":
        return _parse_cod(elements, reader)
    got = f"<{root.tag}>" if root is not None else "nothing"
    raise DeckError(f"an XML deck file is an MTGO .dek (root <Deck>) or a Cockatrice .cod (root "
                    f"<cockatrice_deck>), got {got}", root.line if root else 1, reader.source)
