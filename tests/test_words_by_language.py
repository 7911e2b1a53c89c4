"""Words that read right in every language (points 8-10): plural forms by count,
French, Italian and German elision where a name or place meets the word before it, Italian's
"manche" for a round and "turno" for a turn, one German word for one thing, and no
possessive glued onto a player's name."""

from __future__ import annotations

import random
import re

import pytest

from mg.engine import Draw, Game, Phase, PlaceRoad
from mg.text import i18n
from mg.text.game_log import SeatRef
from mg.text.hints import explain
from mg.text.i18n import LANGUAGES, catalogue, elide, plural_key, t
from mg.text.log_words import Wording
from mg.text.narrate import action_phrase, road_phrase
from tests.support.narration_positions import NamedPosition

pytestmark = pytest.mark.usefixtures("english_after")


# -- plural forms -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "language, one, many",
    [
        ("en", "Ann drew 1 road tile and 2 city tiles", "Ann drew 3 road tiles and 1 city tile"),
        (
            "it",
            "Ann ha pescato 1 tessera strada e 2 tessere città",
            "Ann ha pescato 3 tessere strada e 1 tessera città",
        ),
        (
            "fr",
            "Ann a pioché 1 tuile Route et 2 tuiles Ville",
            "Ann a pioché 3 tuiles Route et 1 tuile Ville",
        ),
        (
            "de",
            "Ann zog 1 Straßenplättchen und 2 Stadtplättchen nach",
            "Ann zog 3 Straßenplättchen und 1 Stadtplättchen nach",
        ),
    ],
)
def test_each_count_of_a_sentence_takes_its_own_form(language: str, one: str, many: str) -> None:
    i18n.set_language(language)
    assert t("log.drew", who="Ann", roads=1, cities=2) == one
    assert t("log.drew", who="Ann", roads=3, cities=1) == many


@pytest.mark.parametrize(
    "language, tiles",
    [
        ("en", "2 road tiles and 1 city tile"),
        ("it", "2 tessere strada e 1 tessera città"),
        ("fr", "2 tuiles Route et 1 tuile Ville"),
    ],
)
def test_the_tiles_a_card_allows_take_their_forms(language: str, tiles: str) -> None:
    """Point 8's "1 tessere strada": the lessons' and hints' tile counts."""
    i18n.set_language(language)
    roads, city = t("hints.tiles_road_many", n=2), t("hints.tiles_city_one", n=1)
    assert t("hints.tiles_both", roads=roads, cities=city) == tiles


@pytest.mark.parametrize(
    "language, markets",
    [
        ("en", ("1 market", "2 markets", "0 markets")),
        ("it", ("1 mercato", "2 mercati", "0 mercati")),
        ("fr", ("1 marché", "2 marchés", "0 marché")),
        ("de", ("1 Markt", "2 Märkte", "0 Märkte")),
    ],
)
def test_the_count_picks_the_form_and_french_zero_is_singular(
    language: str, markets: tuple[str, ...]
) -> None:
    i18n.set_language(language)
    for n, words in zip((1, 2, 0), markets, strict=True):
        line = t("panel.markets_tip", markets=n)  # the panel's tooltip
        assert line.startswith(f"{words} "), line


def test_a_text_with_plural_forms_takes_count() -> None:
    i18n.set_language("it")
    assert t("score.sold", who="Ann", count=1) == "il mercato venduto di Ann"
    assert t("score.sold", who="Ann", count=3) == "i 3 mercati venduti di Ann"
    assert t("score.sold", who="Ann") == t("score.sold", who="Ann", count=2)  # never a crash


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_come_in_pairs_and_the_counted_parameter_is_in_its_sentence(
    language: str,
) -> None:
    words = catalogue(language)
    groups: dict[str, set[str]] = {}
    for key in words:
        split = plural_key(key)
        if split is not None:
            groups.setdefault(split[0], set()).add(split[1])
            assert split[0] not in words, f"{split[0]} is both a text and plural forms"
    assert len(groups) >= 5
    for base, forms in groups.items():
        assert {"one", "many"} <= forms, f"{language}: {base} lacks a form"
        sentence, _, name = base.rpartition(".")
        if sentence in words:  # a counted parameter of that sentence
            assert f"%{{{name}}}" in words[sentence], f"{language}: {base}"


@pytest.mark.parametrize("language", LANGUAGES[1:])
def test_no_count_reads_1_with_a_plural_noun(language: str) -> None:
    """The texts that count tiles, markets or points, at 1, in every language."""
    i18n.set_language(language)
    plural_nouns = {
        "it": r"1 (tessere|mercati|punti)\b",
        "fr": r"1 (tuiles|marchés|points)\b",
        "de": r"1 (Märkte|Punkte)\b",
    }[language]
    lines = [
        t("log.drew", who="A", roads=1, cities=1),
        t("draw.limit", limit=1),
        t("panel.hand_tip", roads=1, cities=1),
        t("panel.reserve_tip", roads=1, cities=1),
        t("panel.markets_tip", markets=1),
        t("refusal.draw_limit", limit=1),
        t("refusal.draw_reserve", roads=1, cities=1),
        t("refusal.market_cost", cost=1, score=0),
    ]
    for line in lines:
        assert not re.search(plural_nouns, line), line


# -- elision ------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text, expected",
    [
        ("la ville de \x02Alice\x03", "la ville d'Alice"),
        ("la ville de \x02Olga\x03 à \x02Élée\x03", "la ville d'Olga à Élée"),
        ("De \x02Héraclée\x03", "D'Héraclée"),
        ("plus que \x02Ann\x03", "plus qu'Ann"),
        ("de \x02Yellow\x03", "de Yellow"),
        ("de \x02Bob\x03", "de Bob"),
        ("route depuis \x02le village de Sybaris\x03", "route depuis le village de Sybaris"),
        ("fondée à \x02le village de Sybaris\x03", "fondée au village de Sybaris"),
        ("marché de \x02les villes\x03", "marché des villes"),
        ("À \x02le village\x03", "Au village"),
        ("il faut le \x02Ann\x03", "il faut le Ann"),  # a catalogue's own "le": untouched
        ("une ville de Alice", "une ville de Alice"),  # no parameter there: untouched
    ],
)
def test_french_elides_where_a_parameter_meets_de_or_que(text: str, expected: str) -> None:
    assert elide(text, "fr") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("una strada da \x02l'oracolo di Pandosia\x03", "una strada dall'oracolo di Pandosia"),
        (
            "una strada da \x02la città di Ann a Kroton\x03",
            "una strada dalla città di Ann a Kroton",
        ),
        ("il mercato di \x02il villaggio\x03", "il mercato del villaggio"),
        ("mercato in \x02la città di Bob\x03", "mercato nella città di Bob"),
        ("su \x02lo spazio\x03", "sullo spazio"),
        ("a \x02i giocatori\x03", "ai giocatori"),
        ("di \x02gli oracoli\x03", "degli oracoli"),
        ("Da \x02l'oracolo\x03", "Dall'oracolo"),
        ("la città di \x02Alice\x03", "la città di Alice"),  # "di Alice" stays
        ("la città di \x02La Spezia\x03", "la città di La Spezia"),  # a name is not an article
        ("tocca a \x02Ivo\x03", "tocca a Ivo"),
    ],
)
def test_italian_joins_a_preposition_and_the_article_that_follows(text: str, expected: str) -> None:
    assert elide(text, "it") == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("Markt in \x02dem Dorf Sybaris\x03", "Markt im Dorf Sybaris"),
        ("eine Straße von \x02dem Orakel bei Elea\x03 aus", "eine Straße vom Orakel bei Elea aus"),
        ("Markt in \x02der Stadt von Bob\x03", "Markt in der Stadt von Bob"),
        ("zu \x02der Stadt\x03", "zur Stadt"),
        ("Markt in \x02Dembach\x03", "Markt in Dembach"),
        ("ein Orakel, an dem \x02Ann\x03 baut", "ein Orakel, an dem Ann baut"),  # the text's own
    ],
)
def test_german_joins_a_preposition_and_dem(text: str, expected: str) -> None:
    assert elide(text, "de") == expected


def test_elision_happens_where_a_name_is_filled_in() -> None:
    i18n.set_language("fr")
    assert t("log.place.city", owner="Alice", name="Kroton") == "Kroton, la ville d'Alice"
    assert (
        t("score.market", who="Orange", where=t("log.place.village", name="Sybaris"), points=2)
        == "Orange : +2 pour le marché dans le village de Sybaris"
    )
    assert (
        t("log.oracle_turns", name="Elea", target=t("log.place.village", name="Sybaris"))
        == "L'oracle d'Elea se tourne vers le village de Sybaris"
    )
    assert t("road.connects", a="votre ville à Elea", b=t("log.place.village", name="Laos")) == (
        "relie votre ville à Elea au village de Laos"
    )
    i18n.set_language("it")
    oracle = t("log.place.oracle", name="Pandosia")
    assert (
        t("log.road_from", who="Ann", a=oracle)
        == "Ann ha posato una strada dall'oracolo di Pandosia"
    )
    assert t("log.place.city", owner="Alice", name="Kroton") == "Kroton, la città di Alice"
    mine = t("hints.your_city", name="Kroton")
    assert (
        t("hints.heads_for", place=mine, count=2)
        == "con altre 2 tessere arriva alla tua città a Kroton"
    )
    i18n.set_language("de")
    assert (
        t("score.market", who="Ann", where=t("score.village", name="Elea"), points=2)
        == "Ann: +2 für den Markt im Dorf Elea"
    )
    assert t("hints.heads_for", place=t("log.place.oracle", name="Elea"), count=1) == (
        "noch 1 Plättchen bis zum Orakel bei Elea"
    )
    i18n.set_language("en")
    assert t("log.place.city", owner="Alice", name="Kroton") == "Kroton, the city of Alice"


@pytest.mark.parametrize("language", ["it", "fr"])
def test_no_catalogue_text_needs_eliding(language: str) -> None:
    """The catalogue's own words are already elided: "da l'", "de A…" never stand there."""
    bad = {
        "it": r"\b(di|a|da|in|su) (il|lo|la|l'|i|gli|le) ",
        "fr": r"\b(de|que) [aeiouéèêàâîôûAEIOUÉÈÊÀ]|\b(de|à) les? ",
    }[language]
    for key, text in catalogue(language).items():
        assert not re.search(bad, re.sub(r"%\{\w+\}", "#", text)), f"{key}: {text}"


# -- terms --------------------------------------------------------------------------------
def test_italian_says_manche_for_a_round_and_turno_only_for_a_turn() -> None:
    """Wherever the English says "round" the Italian says "manche"; "turno" only where the
    English speaks of a turn."""
    english, italian = catalogue("en"), catalogue("it")
    rounds = 0
    for key, text in english.items():
        if key.startswith(("lesson.", "hints.")):
            continue  # the lessons and hints are worded with the lessons
        text = re.sub(r"%\{\w+\}", "#", text)
        said_round = len(re.findall(r"\brounds?\b", text, re.I))
        said_turn = len(re.findall(r"\bturns?\b", text, re.I))
        rounds += said_round
        assert "manche" in italian[key].lower() or not said_round, key
        if said_round and not said_turn:
            assert not re.search(r"\bturn[oi]\b", italian[key], re.I), key
    assert rounds >= 10
    assert italian["panel.round"].startswith("Manche ") and italian["menu.rounds_12"] == "12 manche"
    assert italian["play.end_turn"] == "Fine turno (E)"
    assert italian["play.hint"] == "Consiglio (H)"
    i18n.set_language("it")  # as the panel and the Load list word them
    assert t("panel.round", round=1, rounds=12) == "Manche 1 di 12"
    assert (t("panel.this_round"), t("panel.next_round")) == ("Questa manche", "Prossima manche")
    assert t("load.round", round=1, rounds=12).endswith("manche 1 di 12")


def test_german_says_one_word_for_one_thing() -> None:
    german = catalogue("de")
    assert german["play.undo"] == "Rückgängig (Strg+Z)"
    assert german["lessons.back"] == "Zurück"  # a lesson's Back is not Undo
    assert german["play.log"] == "Protokoll (L)" and german["log.title"] == "Protokoll"
    assert german["control.11.what"] == "das Protokoll"  # the help's controls say so too
    assert "rückgängig machen" in german["control.6.what"]
    words = " ".join(v for k, v in german.items() if not k.startswith(("lesson.", "hints.")))
    assert "Verlauf" not in words and "Spielprotokoll" not in words
    assert "Zurück" not in german["play.undo"] + german["status.undone"]
    assert german["card.draw"].lower() in german["play.draw"].lower()  # (nach)ziehen
    assert german["draw.ok"].startswith(german["play.draw"].split("…")[0])  # Nachziehen


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_possessive_is_glued_onto_a_name(language: str) -> None:
    """ "Me's city", "Bot – expert's city", "Yellow (you)'s market": never again."""
    for key, text in catalogue(language).items():
        assert not re.search(r"%\{\w+\}'s\b", text), f"{key}: {text}"
        assert "(computer)" not in text.lower() and "(ordinateur)" not in text, key


# -- constructions that read badly aloud (a name running into the words after it) ----------
BOT = "Bot – hard 2"  # a seat's name with a dash: nothing may follow it in a clause


@pytest.mark.parametrize("language", LANGUAGES)
def test_another_players_city_is_its_place_then_its_owner(language: str) -> None:
    i18n.set_language(language)
    city = t("log.place.city", owner=BOT, name="Elea")
    assert city.startswith("Elea,") and city.endswith(BOT), city
    tooltip = t("place.city", owner="Yellow (you)", name="Kroton")
    assert tooltip.startswith("Kroton,") and tooltip.endswith("Yellow (you)"), tooltip
    inner = t("log.place.city_inner", owner=BOT, name="Elea")
    assert inner == f"{city},"  # mid-sentence, set off by a comma on both sides


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_road_between_two_other_players_cities_sets_the_first_owner_off(language: str) -> None:
    game = (
        NamedPosition(("yellow", "orange", "red"))
        .named((2, 5), "Kroton")
        .named((4, 5), "Elea")
        .city("orange", (2, 5))
        .city("red", (4, 5))
        .game(current="yellow")
    )
    game.apply(PlaceRoad((3, 5), (0, 3)))
    i18n.set_language(language)
    names = {"yellow": "Ann", "orange": "Bo", "red": BOT}.__getitem__
    line = Wording(names, game.board).text(road_phrase(game, (3, 5), SeatRef("yellow")))
    first, last = ("Bo", BOT) if line.endswith(BOT) else (BOT, "Bo")
    assert line.endswith(last) and f"{first}, " in line, line  # "Kroton, the city of Bo, and …"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_player_leads_every_line_about_them(language: str) -> None:
    """No "Market of Anna in …", "the second market of Bot – hard 2 there went back", "the
    city of Bot – hard 2 took in …": the player first, their deed after."""
    i18n.set_language(language)
    where = t("score.village", name="Sybaris")
    for key in ("score.market", "score.market_inactive", "score.market_unconnected"):
        assert t(key, who=BOT, where=where, points=2).startswith(BOT), key
    assert t("log.returned_one", name=BOT).startswith(BOT)
    assert t("log.returned_many", names=f"Ann, {BOT}").startswith("Ann")
    for key in ("log.took_in", "log.merged_all", "log.merged_some"):
        assert t(key, who=BOT, name="Thurioi", places="Kroton").startswith(BOT), key
    assert t("log.merged_count", who=BOT, count=2).startswith(BOT)
    assert t("hints.takes", name="Siris", owner=BOT).endswith(BOT)
    assert t("hints.takes_unnamed", owner=BOT).endswith(BOT)


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_place_with_an_owner_ends_its_clause_in_a_hint(language: str) -> None:
    i18n.set_language(language)
    city = t("log.place.city", owner=BOT, name="Elea")
    built = t("hints.build", where=city, cost="2", value="3")
    assert re.search(re.escape(city) + r" ?:", built), built  # not "… Bot – hard 2 for 2"
    assert re.search(re.escape(city) + r" ?:", t("hints.sell", where=city, value="3"))
    assert t("hints.road_from", a=city).endswith(BOT)  # German: no "… aus" after the name


def test_german_never_leaves_a_name_before_aus_or_zu() -> None:
    names = r"%\{(who|owner|name|names|player|a|b|target|place|where)\}"
    for key, text in catalogue("de").items():
        assert not re.search(names + r" (aus|zu|ab)\b", text), f"{key}: {text}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_turn_summary_says_every_action_by_its_verb(language: str) -> None:
    i18n.set_language(language)
    road = t("summary.road_joining", a="Sybaris", b="Siris")  # not "road their city at …"
    assert road.startswith(t("summary.road")) and road.endswith("Sybaris–Siris"), road
    assert t("log.road", who="Ann") == f"Ann {t('summary.road')}"  # the log's verb


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_draw_never_counts_zero_tiles(language: str) -> None:
    i18n.set_language(language)
    game = Game.new(["yellow", "orange"], seed=1)
    said = action_phrase(game, Draw(0, 5), (), SeatRef("yellow"))
    assert said is not None
    line = Wording(str.capitalize, game.board).text(said)
    assert "5" in line and not re.search(r"\b0\b", line), line


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_hint_reads_one_colon_at_most(language: str) -> None:
    """ "Lay a road …: connects your city … to 1 more place: its markets gain …" read two."""
    i18n.set_language(language)
    for seed in range(12):
        game = Game.new(["yellow", "orange"], seed=seed)
        rng = random.Random(seed)
        while game.phase != Phase.OVER and game.history_length < 40:
            game.apply(rng.choice(game.legal_actions()))
        if game.phase == Phase.OVER:
            continue
        for action in game.legal_actions()[:60]:
            words = explain(game, action, str.capitalize)
            assert words.count(":") <= 1, words


def test_english_reads_a_road_that_connects_no_city_and_counts_imports() -> None:
    assert "joins nothing to a city" not in t("road.status_no_city")
    assert t("games.imported", count=1) == "Imported 1 game."
    assert t("games.imported", count=3) == "Imported 3 games."
