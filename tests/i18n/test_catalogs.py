"""The Fluent catalogs (i18n/locales/<lang>/<domain>.ftl): every file parses, exists in every
language with the same message ids, the same attributes and the same variables, so no reader ever
meets a missing text or a placeholder the other language does not fill."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

import i18n
from engines.text import msg

DIRS = {lang: i18n.LOCALE_DIR / lang for lang in i18n.LOCALES}


def _domains() -> list[str]:
    names: set[str] = set()
    for d in DIRS.values():
        names |= {p.stem for p in d.glob("*.ftl")}
    return sorted(names)


class _Vars(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.vars: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.vars.add(node.id.name)
        self.generic_visit(node)


def _messages(path: Path) -> dict[str, tuple[set[str], set[str]]]:
    """message id -> (attribute names, variables used anywhere in it)."""
    res = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e for e in res.body if isinstance(e, ast.Junk)]
    assert not junk, f"{path}: syntax errors: {[j.annotations[0].message for j in junk]} in {[j.content[:60] for j in junk]}"
    out: dict[str, tuple[set[str], set[str]]] = {}
    for entry in res.body:
        if isinstance(entry, (ast.Message, ast.Term)):
            key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
            assert key not in out, f"{path}: {key} defined twice"
            v = _Vars()
            v.visit(entry)
            # ".article" and ".gender" are grammar of one language (Italian articles of names, read
            # by the IL() function, and their gender, read by GENDER()): not compared across languages
            out[key] = ({a.id.name for a in entry.attributes} - {"article", "gender"}, v.vars)
    return out


@pytest.mark.parametrize("domain", _domains())
def test_every_language_has_every_message_with_the_same_placeholders(domain: str) -> None:
    per_lang = {}
    for lang, d in DIRS.items():
        path = d / f"{domain}.ftl"
        assert path.exists(), f"{domain}.ftl is missing in {lang}"
        per_lang[lang] = _messages(path)
    en = per_lang["en"]
    for lang, messages in per_lang.items():
        missing = sorted(set(en) - set(messages))
        extra = sorted(set(messages) - set(en))
        assert not missing, f"{lang}/{domain}.ftl lacks {missing}"
        assert not extra, f"{lang}/{domain}.ftl has {extra}, which en/{domain}.ftl lacks"
        for key, (attrs, variables) in messages.items():
            assert attrs == en[key][0], f"{lang}/{domain}.ftl {key}: attributes {attrs} vs {en[key][0]}"
            assert variables == en[key][1], f"{lang}/{domain}.ftl {key}: variables {sorted(variables)} vs {sorted(en[key][1])}"


def test_message_ids_are_unique_across_domains() -> None:
    seen: dict[str, str] = {}
    for domain in _domains():
        for key in _messages(DIRS["en"] / f"{domain}.ftl"):
            assert key not in seen, f"{key} is in both {seen[key]}.ftl and {domain}.ftl"
            seen[key] = domain


def test_render_plurals_lists_names_and_nesting() -> None:
    assert i18n.render(msg("common-coins", n=1), "en") == "1 coin"
    assert i18n.render(msg("common-coins", n=3), "it") == "3 monete"
    assert i18n.render(msg("common-player-n", n=2), "it") == "Giocatore 2"
    # a list argument is joined the way each language joins a list; nested messages are formatted
    nested = msg("common-coins", n=[msg("common-player-n", n=1), "{p1}"])
    assert i18n.render(msg("common-player-n", n=[1, 2, 3]), "it") == "Giocatore 1, 2 e 3"
    assert i18n.render(nested, "en", {1: "Bob"}).endswith("coins")
    # seat placeholders are filled after formatting, in one pass
    assert i18n.render(msg("common-player-n", n="{p0}"), "en", {0: "{p1}", 1: "Bob"}) == "Player {p1}"
    # several lines; a verbatim string passes through
    assert i18n.render([msg("common-yes"), "🏛️"], "it") == "Sì\n🏛️"


def test_missing_message_or_argument_is_an_error_in_strict_mode_and_a_fallback_otherwise() -> None:
    with pytest.raises(i18n.MissingMessage):
        i18n.render(msg("no-such-message"), "it", strict=True)
    with pytest.raises(i18n.MissingMessage):
        i18n.render(msg("common-coins"), "en", strict=True)
    assert i18n.render(msg("no-such-message"), "it") == "no-such-message"


def test_discord_locales_map_to_italian_or_english() -> None:
    assert i18n.normalize_locale("it") == "it"
    assert i18n.normalize_locale("it-IT") == "it"
    assert i18n.normalize_locale("en-US") == "en"
    assert i18n.normalize_locale("fr") == "en"
    assert i18n.normalize_locale(None) == "en"


# ---- plurals: a number before a noun always goes through a plural selector ---------------------

#: variables that hold numbers although no catalog selects on them (the others are found: every
#: variable some message selects on with plural keys, see :func:`_plural_selectors`)
NUMBER_VARIABLES = {
    "n", "total", "coins", "vp", "cost", "value", "ap", "left", "dice", "units", "mentions", "hours", "games",
    "swords", "number", "max", "tokens", "stars", "science", "rolled", "points", "hourglasses", "bought", "wins",
    "steps", "need", "min", "count", "days", "bonus", "discoveries", "gold", "prestige", "legions", "galleys",
    "cubes", "pp", "production", "shields", "temples", "goods", "loot", "paid", "produced", "missed", "seated",
    "pages", "frames", "decisions", "rounds", "reminders", "marble", "iron", "destiny", "creatures", "places",
    "price", "tax", "trade", "extra", "free", "away", "discarded", "available", "missing", "cards", "cities",
    "wonders", "tiles", "territories", "seas", "buildings", "gifts", "fortress", "forces", "roles", "gods",
    "reserve", "other_vp", "other_total", "card_coins", "defender_losses", "attacker_losses", "defender_total",
    "attacker_total",
}
#: words that may follow a number without agreeing with it: function words, abbreviations and
#: nouns that do not change in the plural (mass nouns, Italian words ending in an accent)
INVARIABLE = {
    "to", "a", "of", "left", "from", "against", "and", "for", "won", "at", "more", "seated", "are", "joined",
    "begins", "offers", "is", "can", "each", "buying", "win", "victory", "automatic",
    "da", "su", "contro", "e", "tra", "per", "ogni", "vinte", "dei", "vincono", "insieme", "dalla", "negli",
    "automatico", "Se", "If", "l'una",
    "VP", "PV", "AP", "PA", "h", "min", "s", "gold", "oro", "prestige", "prestigio", "marble", "marmo", "iron",
    "ferro", "wood", "clay", "stone", "glass", "papyrus", "unità", "città",
}


def _walk(node: object):
    if isinstance(node, ast.BaseNode):
        yield node
        for value in vars(node).values():
            for child in value if isinstance(value, list) else [value]:
                yield from _walk(child)


def _plural_selectors(resources: list[ast.Resource]) -> set[str]:
    """The variables some message selects on with CLDR plural keys (``[one]``, ``[other]``...)."""
    out = set()
    for res in resources:
        for node in _walk(res):
            if isinstance(node, ast.SelectExpression) and isinstance(node.selector, ast.VariableReference):
                keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
                if keys & {"one", "few", "many"}:
                    out.add(node.selector.id.name)
    return out


def _number_before_noun(elements: list, numbers: set[str], selected: frozenset[str] = frozenset()) -> list[str]:
    """``"{ $n } cards"`` fragments of a pattern where ``$n`` (a number) stands before a word that
    agrees with it, outside any selector on ``$n`` (and not followed by one, as in ``{ $n } unused
    { $n -> ... }``)."""
    found = []
    for i, el in enumerate(elements):
        if not isinstance(el, ast.Placeable):
            continue
        ex = el.expression
        if isinstance(ex, ast.SelectExpression):
            sel = ex.selector.id.name if isinstance(ex.selector, ast.VariableReference) else None
            inner = selected | ({sel} if sel else set())
            for v in ex.variants:
                found += _number_before_noun(v.value.elements, numbers, frozenset(inner))
        elif isinstance(ex, ast.VariableReference) and ex.id.name in numbers and ex.id.name not in selected:
            nxt = elements[i + 1] if i + 1 < len(elements) else None
            word = re.match(r" ([^\W\d_][\w'’-]*)", nxt.value) if isinstance(nxt, ast.TextElement) else None
            if word is None or word.group(1) in INVARIABLE:
                continue
            after = elements[i + 2] if i + 2 < len(elements) else None
            if (isinstance(after, ast.Placeable) and isinstance(after.expression, ast.SelectExpression)
                    and isinstance(after.expression.selector, ast.VariableReference)
                    and after.expression.selector.id.name == ex.id.name):
                continue
            found.append(f"{{ ${ex.id.name} }} {word.group(1)}")
    return found


def test_a_number_before_a_noun_goes_through_a_plural_selector() -> None:
    """Issue 17 item 14: "1 Destiny cards", "1 Stars", "(1 personalities)", "1 carte Destino",
    "1 Stelle"...  Every message where a number variable stands before a noun selects the noun's
    form on that number (``{ $n -> [one] { $n } card *[other] { $n } cards }``), in both languages."""
    parsed = {p: FluentParser().parse(p.read_text(encoding="utf-8")) for d in DIRS.values() for p in sorted(d.glob("*.ftl"))}
    numbers = _plural_selectors(list(parsed.values())) | NUMBER_VARIABLES
    bad = []
    for path, res in parsed.items():
        for entry in res.body:
            if not isinstance(entry, ast.Message):
                continue
            patterns = ([entry.value] if entry.value else []) + [a.value for a in entry.attributes]
            for pattern in patterns:
                for fragment in _number_before_noun(pattern.elements, numbers):
                    bad.append(f"{path.parent.name}/{path.name} {entry.id.name}: {fragment}")
    assert not bad, "numbers before nouns without a plural selector:\n" + "\n".join(bad)


def test_the_plural_detector_finds_a_bare_number_before_a_noun() -> None:
    """The detector itself: it must find the defects the catalogs had and accept the fixes."""
    def find(source: str) -> list[str]:
        res = FluentParser().parse(source)
        entry = res.body[0]
        assert isinstance(entry, ast.Message) and entry.value is not None
        return _number_before_noun(entry.value.elements, {"n", "stars"})

    assert find("a = { $player } consults the Oracle ({ $n } Destiny cards).\n") == ["{ $n } Destiny"]
    assert find("a = { $stars } Stelle\n") == ["{ $stars } Stelle"]
    assert find("a = ({ $n ->\n    [one] { $n } card\n   *[other] { $n } cards\n})\n") == []
    assert find("a = { $n } unused { $n ->\n    [one] card\n   *[other] cards\n}\n") == []
    assert find("a = { $n } VP and { $player } cards\n") == []


# ---- Italian euphony: "ad"/"ed" before the same vowel ----------------------------------------


def test_italian_ad_and_ed_before_the_same_vowel_even_for_names_filled_later() -> None:
    """Issue 17 item 15: "Tocca a Alice", "dà una carta a Alice", "fino a Armamento",
    "Acquedotto e Essiccatoio".  AD()/ED() choose by the word that follows, also when it is a
    seat's name filled in after formatting; only before the same vowel ("a Ugo", "e Anna")."""
    it = {0: "Alice", 1: "Bob", 2: "Ugo"}
    turn = msg("mn-ev-turn-to-build", side="{p0}")
    assert i18n.render(turn, "it", it) == "Tocca ad Alice costruire."
    assert i18n.render(msg("mn-ev-turn-to-build", side="{p1}"), "it", it) == "Tocca a Bob costruire."
    assert i18n.render(msg("mn-ev-turn-to-build", side="{p2}"), "it", it) == "Tocca a Ugo costruire."
    assert i18n.render(turn, "en", it) == "It is Alice's turn to build."
    gave = msg("mn-ev-compensate", side="{p1}", other="{p0}")
    assert i18n.render(gave, "it", it) == "Bob dà una carta ad Alice, a cui ne mancava una."
    # a name filled in by a later pass (the text rendered first without names, as logs are)
    assert i18n.fill_names(i18n.render(turn, "it"), it) == "Tocca ad Alice costruire."
    moved = msg("antike-ev-rondel", who="Bob", steps=2, space=msg("antike-space-arming"), cost=0)
    assert "fino ad Armamento" in i18n.render(moved, "it")
    # a list ends with "ed" before an item beginning with "e", names included
    assert i18n._arg(["Acquedotto", "Essiccatoio"], "it", True) == "Acquedotto ed Essiccatoio"
    assert i18n.fill_names(str(i18n._arg(["{p1}", "{p0}"], "it", True)), {0: "Elena", 1: "Bob"}) == "Bob ed Elena"
    assert i18n._arg(["Bob", "Ugo"], "it", True) == "Bob e Ugo"
    assert i18n._arg(["Acquedotto", "Essiccatoio"], "en", True) == "Acquedotto and Essiccatoio"
    # no marker ever reaches a reader
    for text in (i18n.render(turn, "it", it), i18n.render(gave, "it", it)):
        assert "\ue0a0" not in text and "\ue0e0" not in text


def test_italian_wonders_take_their_article_and_the_log_uses_the_rulebooks_terms() -> None:
    """Issue 17 item 15: "Bob prende Piramidi", "acquisisce Mausoleo" (the same log says "(il
    Mausoleo)"); "(prima di Dave)" read "before Dave"; "coloni" and "colonizzatore" for one thing
    (the Olympus rulebook says "colonizzatore"); "in guerra" where the Mare Nostrum rulebook says
    "In Guerra"."""
    names = {0: "Bob", 1: "Dave"}
    draft = msg("sevenwd-ev-draft", player="{p0}", wonder=msg("sevenwd-wonder-the_pyramids"))
    assert i18n.render(draft, "it", names) == "Bob prende le Piramidi."
    assert i18n.render(draft, "en", names) == "Bob takes The Pyramids."
    got = msg("mn-ev-acquires", side="{p0}", card=msg("mn-wonder-mausoleum"), n=2)
    assert i18n.render(got, "it", names).startswith("Bob acquisisce il Mausoleo (")
    hero = msg("mn-ev-acquires", side="{p0}", card=msg("mn-hero-julius_caesar"), n=1)
    assert "acquisisce Giulio Cesare" in i18n.render(hero, "it", names) or "acquisisce il" not in i18n.render(hero, "it", names)
    # every Italian Wonder name has its article
    for path in (DIRS["it"] / "sevenwd.ftl", DIRS["it"] / "mn_names.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and re.match(r"(sevenwd|mn)-wonder-[a-z_]+$", entry.id.name):
                assert any(a.id.name == "article" for a in entry.attributes), entry.id.name
    converted = msg("mn-ev-converted", side="{p0}", province=msg("mn-province-sicilia"), old="{p1}")
    assert "(prima era di Dave)" in i18n.render(converted, "it", names)
    olympus = (DIRS["it"] / "olympus.ftl").read_text(encoding="utf-8")
    assert "colonizzator" in olympus and not re.search(r"\bcolon[oi]\b", olympus)
    for path in DIRS["it"].glob("mn*.ftl"):
        assert not re.search(r"\b[Ii]n guerra\b", path.read_text(encoding="utf-8")), path


def _command_names(lang: str) -> set[str]:
    """The names of the slash commands and their options as a client in ``lang`` shows them
    (every ``...-name`` message of the catalogs, as cogs.agora.AgoraTranslator gives them)."""
    names = {"agora"}
    for path in DIRS[lang].glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.id.name.endswith("-name") and "-cmd-" in f"-{entry.id.name}":
                names.add(i18n.tr(lang, entry.id.name).lower().replace(" ", "_"))
    return names


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_messages_name_the_commands_and_options_as_the_readers_client_shows_them(lang: str) -> None:
    """Issue 17 item 15: an Italian answer said "`/agora rules` con `topic`" where an Italian
    client shows `/agora regole` and its option `argomento`."""
    names = _command_names(lang)
    assert {"regole", "argomento", "stato"} <= names if lang == "it" else {"rules", "topic", "status"} <= names
    bad = []
    for path in DIRS[lang].glob("*.ftl"):
        text = path.read_text(encoding="utf-8")
        for m in re.finditer(r"`/agora ([^`]*)`", text):
            words = m.group(1).split()
            command, options = words[0], [w.split(":")[0] for w in words[1:] if ":" in w]
            bad += [f"{path.name}: {m.group(0)}" for w in [command, *options] if w not in names]
    assert not bad, bad
    hint = i18n.tr(lang, "explain-topics-hint", topics="x")
    expected = ("`/agora regole` con `argomento`" if lang == "it" else "`/agora rules` with `topic`")
    assert expected in hint, hint


@pytest.mark.parametrize("card", ["zeus", "hecate", "artemis", "athena", "ares", "hades", "keres", "siren", "nemesis"])
def test_olympus_effects_agree_with_the_number_of_players(card: str) -> None:
    """Issue 17 item 16: "Athena: Gina gain a Star", "Hecate: Alice take a settler", "Zeus:
    Alice gain 3 prestige".  The engine passes ``n`` (how many players the card touches)."""
    names = {0: "Gina", 1: "Alice"}
    one = i18n.render(msg(f"olympus-effect-{card}", players=["{p0}"], n=1, god="X", zeus=1), "en", names, strict=True)
    two = i18n.render(msg(f"olympus-effect-{card}", players=["{p0}", "{p1}"], n=2, god="X", zeus=1), "en", names, strict=True)
    assert not re.search(r"Gina (gain|take|choose|lose|discard) ", one), one
    assert "Gina and Alice" in two and not re.search(r"Alice (gains|takes|chooses|loses|discards) ", two), two
    it_one = i18n.render(msg(f"olympus-effect-{card}", players=["{p0}"], n=1, god="X", zeus=1), "it", names, strict=True)
    it_two = i18n.render(msg(f"olympus-effect-{card}", players=["{p0}", "{p1}"], n=2, god="X", zeus=1), "it", names, strict=True)
    assert it_one != it_two.replace("Gina e Alice", "Gina") or card in ()  # the verb agrees in Italian too


def test_log_lines_say_what_is_gained_and_paid() -> None:
    """Issue 17 item 16: "Alice plays Majority of stone and gains 3" (3 what?); "(cubes spent: )"
    empty; Antike's move "moves 4 spaces to Maneuver, paying 1." then "pays 1 gold." read as two
    payments."""
    gains = msg("olympus-ev-destiny", player="A", card=msg("olympus-destiny-stone_majority"), n=3, what="hourglasses")
    assert i18n.render(gains, "en", strict=True) == "A plays Majority of stone and gains 3 hourglasses."
    prestige = msg("olympus-ev-destiny", player="A", card=msg("olympus-destiny-wood_points"), n=3, what="prestige")
    assert i18n.render(prestige, "en", strict=True).endswith("gains 3 prestige.")
    free = msg("olympus-ev-discover", player="A", discovery="X", ap=2, spent=0, cubes=[])
    assert i18n.render(free, "en", strict=True) == "A discovers X for 2 action points."
    assert i18n.render(free, "it", strict=True) == "A scopre X per 2 punti azione."
    move = msg("antike-ev-rondel", who="A", steps=4, space=msg("antike-space-maneuver_1"), cost=1)
    assert i18n.render(move, "en", strict=True) == "A moves 4 spaces to Maneuver (1 space beyond the free 3: 1 resource or coin to pay)."


#: the variables of the Mare Nostrum catalogs that carry a place's bare name (a province, a sea, a
#: strait: ``engines.mare_nostrum.texts.province_name``, ``msg("mn-sea-...")``); a ``$place`` (or
#: ``$built``) is already a phrase "in <place>" (``mn-in-province-*``, ``mn-in-sea-*``)
_MN_PLACE_VARS = {"province", "origin", "to", "region", "sea", "strait"}
#: the Fluent functions that write a name's Italian article (i18n FUNCTIONS)
_ARTICLE_FUNCTIONS = {"IL", "DI", "A", "DA", "IN", "SU"}
#: small islands take no article in Italian ("di Creta", "da Rodi", "a Cipro", "ad Atlantide")
_MN_NO_ARTICLE = {"mn-province-creta", "mn-province-rhodos", "mn-province-cyprus", "mn-province-atlantis"}


class _BarePlaces(visitor.Visitor):
    """Collects the place variables used outside an article function (``IL($province)`` is fine,
    ``{ $province }`` or ``AD($to)`` is not)."""

    def __init__(self) -> None:
        super().__init__()
        self.bare: list[str] = []
        self._inside = 0

    def visit_FunctionReference(self, node: ast.FunctionReference) -> None:
        ok = node.id.name in _ARTICLE_FUNCTIONS
        self._inside += ok
        self.generic_visit(node)
        self._inside -= ok

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        if node.id.name in _MN_PLACE_VARS and not self._inside:
            self.bare.append(node.id.name)


def test_mare_nostrum_places_have_their_italian_article_and_every_message_uses_it() -> None:
    """Issue 27 ("convertire **la** Magna Grecia", "**delle** Cicladi", "**dalla** Troade"): every
    province, sea and strait of the Italian catalog has its ``.article`` (empty only for the small
    islands), and every Italian Mare Nostrum message naming a place puts it through IL, DI, A, DA,
    IN or SU (the picture's labels, mn_board.ftl and mn_last.ftl, are not sentences and not checked
    here)."""
    articles = {"il", "lo", "la", "l'", "i", "gli", "le", ""}
    places = 0
    for entry in FluentParser().parse((DIRS["it"] / "mn_names.ftl").read_text(encoding="utf-8")).body:
        if isinstance(entry, ast.Message) and re.match(r"mn-(province|sea|strait)-[a-z_]+$", entry.id.name):
            places += 1
            art = [a for a in entry.attributes if a.id.name == "article"]
            assert art, f"{entry.id.name} has no .article"
            value = i18n.bundle("it").format_pattern(i18n.bundle("it").get_message(entry.id.name).attributes["article"], {})[0]
            assert value in articles, (entry.id.name, value)
            assert (value == "") == (entry.id.name in _MN_NO_ARTICLE), entry.id.name
    assert places >= 60
    bare: dict[str, list[str]] = {}
    for path in sorted(DIRS["it"].glob("mn*.ftl")):
        if path.name in ("mn_board.ftl", "mn_last.ftl"):  # picture labels ("Latium → Etruria"), no sentences
            continue
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                v = _BarePlaces()
                v.visit(entry)
                if v.bare:
                    bare[entry.id.name] = v.bare
    assert bare == {}
    names = {0: "Carol", 1: "Alice", 2: "Dave"}
    R = [
        (msg("mn-ev-convert", side="{p0}", province=msg("mn-province-magna_graecia"), owner="{p2}"), "Carol inizia a convertire la Magna Grecia (di Dave)"),
        (msg("mn-ev-convert", side="{p0}", province=msg("mn-province-cyclades"), owner="{p1}"), "Carol inizia a convertire le Cicladi (di Alice)"),
        (msg("mn-ev-converted", side="{p1}", province=msg("mn-province-troas"), old="{p0}"), "Alice completa la conversione della Troade"),
        (msg("mn-ev-converted", side="{p1}", province=msg("mn-province-creta"), old="{p0}"), "Alice completa la conversione di Creta"),
        (msg("mn-ev-legions", side="{p0}", n=1, origin=msg("mn-province-troas"), to=msg("mn-province-cyclades")), "Carol muove 1 legione dalla Troade alle Cicladi."),
        (msg("mn-ev-at-war", province=msg("mn-province-arabia")), "l'Arabia è «In Guerra»."),
        (msg("mn-ev-compensate", side="{p1}", other="{p2}"), "Alice dà una carta a Dave, a cui ne mancava una."),
        (msg("mn-ev-poseidon-cancels", side="{p0}", units="1 legione", place=msg("mn-in-province-troas")), "restano nella Troade"),
    ]
    for m, want in R:
        assert want in i18n.render(m, "it", names, strict=True)
    assert i18n.render(msg("mn-prompt-announce"), "it") == "annuncia quante carte scambiare"


def test_mare_nostrum_italian_prompts_are_imperative_and_plural_triremi() -> None:
    """Issue 27: one voice for prompts, the imperative ("scegli", "decidi se usare"), never an
    infinitive question ("usare Elena di Troia?"); "triremi" as the plural everywhere."""
    for path in sorted(DIRS["it"].glob("mn*.ftl")):
        text = path.read_text(encoding="utf-8")
        for line in text.splitlines():
            if line.startswith("mn-prompt-"):
                value = line.split("=", 1)[1].strip()
                first = re.sub(r"^(\{[^}]*\}|[A-Z][^:]*):\s*", "", value).split()[0]
                assert not re.search(r"(are|ere|ire)$", first) and not value.endswith("?"), line
        if path.name != "mn_board.ftl":
            assert not re.search(r"\b(le|delle|di|sue|tue|senza|catena di) trireme\b", text), path
