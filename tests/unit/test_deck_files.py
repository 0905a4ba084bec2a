"""Deck files as other programs write them: MTGO ``.dek`` and Cockatrice ``.cod`` (XML, read
safely), and CSV exports with a header row (Moxfield, Archidekt, Deckbox, Deckstats): the same
name resolution, limits and errors as text lists (issue 27)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.decks import MAX_CARDS, decode_decklist, load_deck, parse_decklist
from mtgrules.errors import DeckError

KNOWN = {"Lightning Bolt", "Mountain", "Goblin Guide", "Shock", "Fire // Ice", "Gaea's Cradle",
         "Lim-Dûl's Vault", "Delver of Secrets // Insectile Aberration", "Lurrus of the Dream-Den",
         "Kenrith, the Returned King", "Sol Ring", "Pyroblast", "Forest"}


def parse(text: str, source: str = "deck"):  # type: ignore[no-untyped-def]
    return parse_decklist(text, source, known_card=KNOWN.__contains__, all_names=KNOWN)


# What MTGO's "Export deck" writes (a .dek file): one <Cards> element per card, the sideboard
# flagged, split cards written with one slash.
DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="53875" Quantity="20" Sideboard="false" Name="Mountain" Annotation="0" />
  <Cards CatID="40071" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="60400" Quantity="36" Sideboard="false" Name="Shock" Annotation="0" />
  <Cards CatID="20440" Quantity="2" Sideboard="true" Name="Fire/Ice" Annotation="0" />
  <Cards CatID="79102" Quantity="1" Sideboard="true" Name="Lurrus of the Dream-Den" Annotation="0" />
</Deck>
"""

# What Cockatrice writes (a .cod file), with its tokens zone and newer printing attributes.
COD = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
    <deckname>Burn</deckname>
    <comments>red &amp; fast</comments>
    <zone name="main">
        <card number="4" name="Lightning Bolt" setShortName="M11" collectorNumber="149"/>
        <card number="56" name="mountain"/>
    </zone>
    <zone name="side">
        <card number="3" name="Pyroblast"/>
    </zone>
    <zone name="tokens">
        <card number="1" name="Goblin"/>
    </zone>
</cockatrice_deck>
"""


def test_mtgo_dek_main_deck_sideboard_split_card_and_companion() -> None:
    deck = parse(DEK, "burn.dek")
    assert deck.form == "mtgo .dek" and len(deck) == 60
    assert [(e.count, e.name, e.line) for e in deck.main] == [
        (20, "Mountain", 5), (4, "Lightning Bolt", 6), (36, "Shock", 7)]
    assert deck.sideboard_names() == ["Fire // Ice"] * 2 + ["Lurrus of the Dream-Den"]
    assert deck.summary().startswith("burn.dek (mtgo .dek list): 60 main-deck cards")


def test_mtgo_dek_commander_deck_keeps_the_commander_in_the_sideboard() -> None:
    dek = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
           '  <Cards CatID="1" Quantity="99" Sideboard="false" Name="Forest" />\n'
           '  <Cards CatID="2" Quantity="1" Sideboard="true" Name="Kenrith, the Returned King" />\n'
           "</Deck>\n")
    commanders, library = parse(dek).commander_split()
    assert commanders == ["Kenrith, the Returned King"] and len(library) == 99


def test_cockatrice_cod_zones_printings_and_skipped_tokens() -> None:
    deck = parse(COD, "burn.cod")
    assert deck.form == "cockatrice .cod" and len(deck) == 60
    assert deck.main[0].set_code == "M11" and deck.main[0].collector_number == "149"
    assert deck.main[1].name == "Mountain" and deck.main[1].line == 7
    assert deck.sideboard_names() == ["Pyroblast"] * 3
    assert "zone 'tokens' (line 12) skipped" in deck.summary()


def test_xml_names_resolve_like_text_lists() -> None:
    cod = ('<cockatrice_deck version="1"><zone name="main">\n'
           '<card number="1" name="LIM-DUL’S VAULT"/>\n<card number="2" name="delver of secrets"/>\n'
           '<card number="3" name="gaea&#8217;s cradle"/>\n</zone></cockatrice_deck>')
    assert parse(cod).card_names() == ["Lim-Dûl's Vault"] + [
        "Delver of Secrets // Insectile Aberration"] * 2 + ["Gaea's Cradle"] * 3


BILLION_LAUGHS = """<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<Deck><Cards Quantity="1" Sideboard="false" Name="&lol3;" /></Deck>
"""
EXTERNAL_ENTITY = """<?xml version="1.0"?>
<!DOCTYPE d [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<cockatrice_deck><zone name="main"><card number="1" name="&secret;"/></zone></cockatrice_deck>
"""
EXTERNAL_DTD = """<?xml version="1.0"?>
<!DOCTYPE Deck SYSTEM "http://127.0.0.1:9/deck.dtd">
<Deck><Cards Quantity="1" Name="Mountain" /></Deck>
"""


@pytest.mark.parametrize(("xml", "line", "what"), [
    (BILLION_LAUGHS, 3, "declares an entity"),
    (EXTERNAL_ENTITY, 2, "declares an entity"),
    (EXTERNAL_DTD, 2, "refers to an external entity or DTD"),
])
def test_malicious_xml_is_refused_never_expanded_or_fetched(xml: str, line: int,
                                                            what: str) -> None:
    with pytest.raises(DeckError) as err:
        parse(xml, "evil.dek")
    assert err.value.line == line and err.value.source == "evil.dek"
    assert f"the XML {what}, which a deck file never needs: refused" in err.value.message


@pytest.mark.parametrize(("xml", "line", "message"), [
    ("<Deck>\n<Cards Quantity=\"4\" Name=\"Shock\">\n</Deck>", 3,
     "the file is not well-formed XML (mismatched tag at column 3); expected an MTGO .dek or "
     "Cockatrice .cod deck file"),
    ("<Deck>\n<Cards Quantity=\"four\" Name=\"Shock\"/>\n</Deck>", 2,
     "Quantity='four' of 'Shock' is not a card count (expected a whole number from 1 to 1000)"),
    ("<Deck>\n<Cards Name=\"Shock\"/>\n</Deck>", 2,
     "<Cards> has no Quantity attribute (expected <Cards Quantity=\"..\" ...>)"),
    ("<Deck>\n\n<Cards Quantity=\"4000\" Name=\"Shock\"/>\n</Deck>", 3,
     "card count 4000 is too large (at most 1000 copies on one line)"),
    ("<html><body/></html>", 1,
     "an XML deck file is an MTGO .dek (root <Deck>) or a Cockatrice .cod (root "
     "<cockatrice_deck>), got <html>"),
    ("<cockatrice_deck>\n<zone name=\"main\">\n<card number=\"4\"/></zone></cockatrice_deck>", 3,
     "<card> has no name attribute (expected <card name=\"..\" ...>)"),
])
def test_malformed_xml_names_the_line_and_what_was_expected(xml: str, line: int,
                                                            message: str) -> None:
    with pytest.raises(DeckError) as err:
        parse(xml)
    assert (err.value.line, err.value.message) == (line, message)


def test_unknown_xml_card_is_named_with_its_line_and_a_suggestion() -> None:
    with pytest.raises(DeckError) as err:
        parse("<Deck>\n<Cards Quantity=\"4\" Name=\"Lightnig Bolt\"/>\n"
              "<Cards Quantity=\"56\" Name=\"Mountain\"/>\n</Deck>")
    assert err.value.line == 2
    assert err.value.message == "unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)"


def test_xml_deck_size_limit_is_the_text_lists() -> None:
    rows = "".join('<Cards Quantity="1000" Name="Mountain"/>\n' for _ in range(11))
    with pytest.raises(DeckError, match=f"more than {MAX_CARDS} cards"):
        parse(f"<Deck>\n{rows}</Deck>")


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "iso-8859-1"])
def test_xml_files_in_their_declared_or_marked_encoding(tmp_path: Path, encoding: str) -> None:
    label = "UTF-16" if encoding == "utf-16" else encoding.upper().replace("-SIG", "")
    text = (f'<?xml version="1.0" encoding="{label}"?>\r\n<cockatrice_deck version="1">\r\n'
            '<zone name="main"><card number="1" name="Lim-Dûl\'s Vault"/>\r\n'
            '<card number="59" name="Mountain"/></zone></cockatrice_deck>\r\n')
    path = tmp_path / "deck.cod"
    path.write_bytes(text.encode(encoding))
    deck = load_deck(str(path), KNOWN.__contains__, KNOWN)
    assert deck.card_names()[0] == "Lim-Dûl's Vault" and len(deck) == 60


def test_xml_bytes_not_in_their_declared_encoding_name_the_line() -> None:
    data = b'<?xml version="1.0" encoding="ascii"?>\n<Deck>\n<Cards Name="Lim-D\xc3\xbbl"/>'
    with pytest.raises(DeckError) as err:
        decode_decklist(data, "d.dek")
    assert err.value.line == 3 and "not valid ascii text as its XML declaration says" in str(
        err.value)


# Moxfield's CSV export (quoted, a Board column), Archidekt's (Categories), Deckbox's
# (Count,Tradelist Count,Name,...), Deckstats' (yes/no columns), a semicolon-separated sheet.
MOXFIELD = ('"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Tags",'
            '"Last Modified","Collector Number","Alter","Proxy","Purchase Price","Board"\r\n'
            '"1","0","Kenrith, the Returned King","eld","Near Mint","English","","","2024-01-01",'
            '"303","False","False","","commanders"\r\n'
            '"99","0","Forest","eld","Near Mint","English","","","2024-01-01","266","False",'
            '"False","","mainboard"\r\n'
            '"1","0","Sol Ring","c21","Near Mint","English","foil","","2024-01-01","263","False",'
            '"False","","maybeboard"\r\n'
            '"2","0","Pyroblast","ice","Near Mint","English","","","2024-01-01","","False",'
            '"False","","sideboard"\r\n')
ARCHIDEKT = ("Quantity,Name,Finish,Condition,Date Added,Language,Scryfall ID,Set Code,"
             "Collector Number,Categories,Label\n"
             '4,Lightning Bolt,Normal,NM,2024-02-02,EN,abc,m11,149,"Removal,Burn",\n'
             "56,Mountain,Normal,NM,2024-02-02,EN,def,m11,,Land,\n"
             '1,Lurrus of the Dream-Den,Normal,NM,2024-02-02,EN,ghi,iko,,"Companion",\n'
             '3,Shock,Normal,NM,2024-02-02,EN,jkl,m21,,"Sideboard",\n'
             "1,Sol Ring,Normal,NM,2024-02-02,EN,mno,c21,,Maybeboard,\n")
DECKBOX = ("Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,"
           "Artist Proof,Altered Art,Misprint,Promo,Textless,My Price\n"
           "4,0,Lightning Bolt,Magic 2011,149,Near Mint,English,,,,,,,,$1.00\n"
           "56,0,Mountain,Magic 2011,230,Near Mint,English,,,,,,,,$0.10\n")
DECKSTATS = ("amount;card_name;is_sideboard;is_commander;set_code\n"
             "99;Forest;0;0;\n1;Kenrith, the Returned King;0;1;ELD\n2;Shock;1;0;\n")


def test_moxfield_csv_commander_sideboard_and_skipped_maybeboard() -> None:
    deck = parse("\ufeff" + MOXFIELD, "moxfield.csv")
    assert deck.form == "csv" and len(deck) == 100
    assert deck.commander_split()[0] == ["Kenrith, the Returned King"]
    assert deck.main[0].set_code == "eld" and deck.main[0].collector_number == "303"
    assert deck.sideboard_names() == ["Pyroblast"] * 2
    assert "1 maybe-board or token row skipped (line 4)" in deck.summary()


def test_archidekt_csv_categories_decide_the_board() -> None:
    deck = parse(ARCHIDEKT)
    assert deck.card_names() == ["Lightning Bolt"] * 4 + ["Mountain"] * 56
    assert deck.sideboard_names() == ["Lurrus of the Dream-Den"] + ["Shock"] * 3
    assert [e.line for e in deck.main] == [2, 3]


def test_deckbox_and_semicolon_deckstats_csv() -> None:
    deck = parse(DECKBOX)
    assert len(deck) == 60 and deck.sideboard == ()
    stats = parse(DECKSTATS)
    assert stats.commander_split() == (["Kenrith, the Returned King"], ["Forest"] * 99)
    assert stats.sideboard_names() == ["Shock"] * 2


@pytest.mark.parametrize(("csv", "line", "message"), [
    ("Count,Name\n4,Lightning Bolt\nfour,Shock\n", 3,
     "bad card count 'four' in column 1 of 'four,Shock' (expected a whole number)"),
    ("Qty,Name\n4,Lightning Bolt\n2\n", 3,
     "no card name in column 2 of '2' (expected 2 columns as the header names)"),
    ("Qty,Name\n4,Lightning Bolt\n0,Shock\n", 3, "card count must be at least 1, got 0 for 'Shock'"),
    ('Qty,Name\n4,Lightning Bolt\n2,"Shock\n', 3, "malformed CSV row (unexpected end of data): "
     "expected fields separated by ',', each quoted with '\"' or not at all"),
])
def test_malformed_csv_rows_name_the_line(csv: str, line: int, message: str) -> None:
    with pytest.raises(DeckError) as err:
        parse(csv, "d.csv")
    assert (err.value.line, err.value.message) == (line, message)


def test_deck_check_and_play_read_every_deck_file_form(tmp_path: Path) -> None:
    dek = tmp_path / "burn.dek"
    dek.write_text('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
                   '<Cards CatID="1" Quantity="24" Sideboard="false" Name="Mountain" />\n'
                   '<Cards CatID="2" Quantity="36" Sideboard="false" Name="lightning bolt" />\n'
                   '<Cards CatID="3" Quantity="1" Sideboard="false" Name="Lightnig Bolt" />\n'
                   "</Deck>\n", encoding="utf-8")
    (tmp_path / "burn.cod").write_text(
        '<cockatrice_deck version="1"><zone name="main">\n<card number="24" name="Mountain"/>\n'
        '<card number="36" name="Lightning Bolt"/></zone></cockatrice_deck>\n', encoding="utf-8")
    (tmp_path / "burn.csv").write_text("Count,Name\n24,Mountain\n36,Lightning Bolt\n",
                                       encoding="utf-8")
    r = CliRunner().invoke(main, ["deck", "check", str(tmp_path)])
    assert r.exit_code == 1, r.output
    assert f"{dek}:5: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)" in r.output
    assert f"== {tmp_path / 'burn.cod'} (cockatrice .cod list): 60 main-deck cards" in r.output
    assert f"== {tmp_path / 'burn.csv'} (csv list): 60 main-deck cards" in r.output
    played = CliRunner().invoke(main, ["play", "--deck1", str(tmp_path / "burn.cod"), "--deck2",
                                       str(tmp_path / "burn.csv"), "--seed", "3", "--quiet"])
    assert played.exit_code == 0, played.output
    assert "wins" in played.output


@pytest.mark.parametrize("encoding", ["cp1252", "utf-16", "utf-8-sig"])
def test_spreadsheet_csv_in_its_encoding_with_semicolons(tmp_path: Path, encoding: str) -> None:
    # A European spreadsheet's export: semicolons, CRLF, Windows-1252 or UTF-16 with a BOM.
    path = tmp_path / "deck.csv"
    path.write_bytes("Qty;Card Name\r\n1;Lim-Dûl’s Vault\r\n59;Mountain\r\n".encode(encoding))
    deck = load_deck(str(path), KNOWN.__contains__, KNOWN)
    assert deck.form == "csv" and deck.card_names()[0] == "Lim-Dûl's Vault" and len(deck) == 60
