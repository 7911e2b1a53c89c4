"""The game log in words, the last move on the board, the rules help (F1, ?, a refusal's
link), and the colour-blind palette."""

from __future__ import annotations

import itertools
import math

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.overlays.help import HelpScene
from mg.scenes.play.scene import PlayScene
from mg.scenes.text_overlay import TextOverlay
from mg.sprites.paint import palette as pal
from mg.text.game_log import Phrase, PlaceRef, SeatRef, phrase
from mg.text.i18n import t
from mg.text.log_words import Wording
from mg.text.narrate import Moment, Narrator
from mg.text.rules_text import RULE_IDS
from tests.support.builders import Position


def test_actions_are_logged_in_words_and_undo_takes_them_back(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    log = play.match.log
    words = play.match.wording().entry
    placed = [
        e for e in log if isinstance(e.said, Phrase) and e.said.key.startswith("log.oracle_placed")
    ]
    assert len(placed) == 7 and all(e.kind == "action" and e.round == 0 for e in placed)
    target = next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity))
    driver.press("city")
    driver.click_space(target)
    assert game.board.name(target)  # a named village: the line names it
    who = SeatRef(game.current or "")
    assert log[-1].said == phrase("log.city_founded", who=who, name=PlaceRef(target))
    assert play.pane.last_move == target
    driver.key(pygame.K_l)
    assert driver.top_name == "log"
    assert driver.top_as(TextOverlay).lines[-1][0] == words(log[-1])
    driver.key(pygame.K_ESCAPE)
    length = len(log)
    driver.key(pygame.K_z, pygame.KMOD_CTRL)
    assert len(log) == length - 1 and play.pane.last_move is None


def test_the_log_says_when_an_oracle_turns() -> None:
    p = Position().oracle((5, 5)).city("yellow", (2, 5))
    last = p.connect_but_first("yellow", (2, 5), (5, 5))
    game = p.game()
    narrator = Narrator()
    at = Moment.of(game)
    effects = game.apply(last)
    wording = Wording(str.capitalize, game.board)
    entries = narrator.tell(game, last, effects, at)
    said = [e.said for e in entries]
    assert all(isinstance(s, Phrase) for s in said)
    assert [e.kind for e in entries] == ["action", "oracle"]
    assert [s.key for s in said if isinstance(s, Phrase)][1] == "log.oracle_turns_unnamed"
    assert [s.key for s in said if isinstance(s, Phrase)][0].startswith("log.road")
    assert all(wording.entry(e) for e in entries)  # and each is worded


def test_f1_and_question_mark_open_the_rules(driver: Driver) -> None:
    driver.key(pygame.K_F1)
    assert driver.top_name == "help"
    text = " ".join(line[0] for line in driver.top_as(TextOverlay).lines)
    assert all(f"{rid} " in text for rid in RULE_IDS) and len(RULE_IDS) == 40
    driver.key(pygame.K_ESCAPE)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?")
    )
    driver.frames(1)
    assert driver.top_name == "help"


def test_a_refusal_links_to_its_rule(driver: Driver) -> None:
    driver.start_game()
    play = driver.top_as(PlayScene)
    game = play.game
    land = next(s for s in game.board.spaces if game.board.kind[game.board.index[s]] == 0)
    driver.press("city")
    driver.click_space(land)
    assert play.status_line.bad and play.status_line.rule == "R22"
    driver.click(play.status_rect().center)  # anywhere on a refusal's line
    help_scene = driver.top_as(HelpScene)
    assert help_scene.name == "help" and help_scene.focus == "R22"
    assert help_scene.highlight is not None
    line = help_scene.lines[help_scene.highlight][0]
    assert line.startswith("R22")


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(v) for v in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


# Viénot et al. (1999) dichromat simulation, in linear RGB.
DICHROMATS = {
    "deuteranopia": ((0.29275, 0.70725, 0), (0.29275, 0.70725, 0), (-0.02234, 0.02234, 1)),
    "protanopia": ((0.11238, 0.88762, 0), (0.11238, 0.88762, 0), (0.00401, -0.00401, 1)),
}


def _seen_by(
    rgb: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...]
) -> tuple[int, int, int]:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    def back(v: float) -> int:
        v = min(1.0, max(0.0, v))
        return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))

    v = [lin(c) for c in rgb]
    r, g, b = (back(sum(row[j] * v[j] for j in range(3))) for row in matrix)
    return (r, g, b)


def min_difference(colours: dict[str, tuple[int, int, int]]) -> float:
    return min(
        math.dist(_lab(colours[a]), _lab(colours[b])) for a, b in itertools.combinations(colours, 2)
    )


def test_player_colours_stay_distinguishable_in_both_palettes() -> None:
    for palette in pal.PALETTES.values():
        assert min_difference(palette["player"]) >= 20  # CIE76 ΔE, normal vision
    contrast = pal.PALETTES["contrast"]["player"]
    for matrix in DICHROMATS.values():
        seen = {c: _seen_by(rgb, matrix) for c, rgb in contrast.items()}
        assert min_difference(seen) >= 25
    assert len(set(pal.EMBLEM_NAME.values())) == 4  # and every player has its own emblem


def test_switching_the_palette_recolours_pieces(driver: Driver) -> None:
    driver.press("settings")
    driver.press("palette")
    assert driver.app.ctx.settings.palette == "contrast"
    palette = driver.app.ctx.palette
    assert palette.player["red"] == pal.PALETTES["contrast"]["player"]["red"]
    assert palette.art_name("city", "red") == "city_contrast_red"
    assert palette.colour_name("red") == t("colour.magenta")
    driver.press("palette")
    assert palette.player["red"] == pal.PALETTES["classic"]["player"]["red"]
    assert palette.art_name("city", "red") == "city_red"
