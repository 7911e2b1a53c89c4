"""Every screen in English, Italian, French and German at 1280×720: no text runs out of its
button, box, panel or window; the language is switched live in Settings and kept for the
next launch."""

from __future__ import annotations

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import CARDS, Draw, EndActions, Game, PlaceCity, PlaceRoad
from mg.scenes.lesson.coach import BOX_LINES, lesson_of
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays import banner
from mg.scenes.play import panel as play_panel
from mg.scenes.play.panel_parts import draw_card
from mg.scenes.play.scene import PlayScene
from mg.scenes.scoring import score_table
from mg.sprites.paint.fonts import Text
from mg.store.game_files import game_path
from mg.store.seats import Seat, complete
from mg.store.session import Session, to_json
from mg.store.storage import write_atomic
from mg.text import i18n
from mg.text.hints import reason
from mg.text.i18n import t
from mg.text.lessons import load_course
from mg.ui.options import Options
from tests.support.apps import close, next_launch
from tests.support.text_fit import (
    Sheet,
    Texts,
    button_overflows,
    measured_app,
    text_overflows,
)

pytestmark = pytest.mark.usefixtures("english_after")


def check(d: Driver, texts: Texts, what: str, problems: list[str]) -> None:
    """Draw the top scene alone on a recording sheet; note every text that does not fit
    there, and on the scenes' own surfaces (the side panel) drawn since the last check."""
    scene = d.top
    assert scene is not None
    sheet = Sheet(d.app.ctx.size)
    scene.draw(sheet)
    assert any(p.sheet == d.app.ctx.size for p in texts.placed), f"{what}: no text drawn"
    ui = getattr(scene, "ui", None)
    found = text_overflows(texts.placed, scene, d.app.ctx.size)
    texts.placed.clear()
    found += button_overflows(ui) if ui is not None else []
    problems += [f"{what}: {p}" for p in found]


def finished_game(seed: int) -> Game:
    game = Game.new(["yellow", "red", "brown"], seed=seed)
    while game.phase != "over":
        game.apply(game.legal_actions()[-1])
    return game


def visit_every_scene(d: Driver, texts: Texts, problems: list[str]) -> None:
    """Menu, settings, games, setup, banner, play (a refusal in the status line, a tooltip),
    draw dialog, market phase, pause, log, help, scoring."""
    check(d, texts, "menu", problems)
    for game in (finished_game(4), Game.new(["yellow", "red", "brown", "orange"], seed=2)):
        kept = Session(game, complete([Seat("Alexandros Megalopolites", "yellow")]))
        write_atomic(game_path(kept.game_id), to_json(kept))
    d.press("games")
    check(d, texts, "games", problems)
    d.press("close")
    d.press("settings")
    check(d, texts, "settings", problems)
    d.press("done")
    d.press("players-4")
    d.press("start")
    check(d, texts, "setup", problems)
    d.press("random")
    d.frames(20)
    if d.top_name == "banner":
        check(d, texts, "banner", problems)
    d.wait_for("play")
    play = d.top_as(PlayScene)
    game = play.game
    legal = {a.space for a in game.legal_actions() if isinstance(a, PlaceRoad)}
    bad = next(
        s for s in game.board.spaces if s not in legal and game.board.kind[game.board.index[s]] == 0
    )
    d.click_space(bad)  # refused: the reason in the status line
    d.move(play.space_point(bad))  # and beside the mouse
    check(d, texts, "play, a refusal", problems)
    d.press("draw")
    check(d, texts, "draw dialog", problems)
    d.press("cancel")
    if game.why_illegal(EndActions()) is None:
        d.press("end_actions")
        check(d, texts, "play, asked before ending with nothing done", problems)
        d.press("end")
        check(d, texts, "play, market phase", problems)
    d.key(pygame.K_ESCAPE)
    check(d, texts, "pause", problems)
    d.press("settings")
    check(d, texts, "settings over a game", problems)
    d.press("done")
    d.press("resume")
    d.press("log")
    check(d, texts, "log", problems)
    d.key(pygame.K_ESCAPE)
    d.key(pygame.K_F1)
    check(d, texts, "help", problems)
    d.key(pygame.K_ESCAPE)
    assert d.app.flow.match is not None  # its own file lost: the game is at risk again
    game_path(d.app.flow.match.game_id).unlink()
    assert d.app.flow.resume(Session(finished_game(4), d.app.flow.setup.seats)) is None
    check(d, texts, "asked before replacing the game in progress", problems)
    d.press("replace")
    d.press("replay")  # a finished game opens on its table: watch the scoring again
    d.frames(30)
    check(d, texts, "scoring, midway", problems)
    d.click((10, 10))
    d.frames(30)
    check(d, texts, "scoring, the table", problems)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_text_overflows_at_1280x720(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    with measured_app(language, (1280, 720), monkeypatch, play_panel, banner, score_table) as (
        d,
        texts,
    ):
        problems: list[str] = []
        visit_every_scene(d, texts, problems)
        assert not problems, "\n".join(problems)


def test_the_language_switches_live_and_is_kept(driver: Driver) -> None:
    english = t("menu.new_game")
    assert driver.button("start").text == english
    driver.press("settings")
    driver.press("language-de")
    assert i18n.language() == "de"
    assert driver.button("done").text == t("settings.done")  # the open screen, rebuilt at once
    assert driver.button("language-de").is_selected
    driver.press("done")
    german = t("menu.new_game")
    assert driver.button("start").text == german != english  # the screen under it too
    again = next_launch(Options(windowed=(1280, 720), seed=11))
    try:
        assert again.app.ctx.settings.language == "de"
        assert again.button("start").text == german
    finally:
        close(again)


def test_text_helpers_see_text() -> None:
    """The measuring sheet itself: a text blitted past its edge is reported."""
    pygame.init()
    text = Text()
    texts = Texts(text)
    Sheet.texts = texts
    try:
        sheet = Sheet((100, 40))
        sheet.blit(text.render("a long line of words", 30, (255, 255, 255)), (10, 5))
        assert texts.placed and texts.placed[0].rect.right > 100
    finally:
        Sheet.texts = None


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_card_labels_fit_their_card(driver: Driver, language: str) -> None:
    """The side panel's action cards at 1280×720: "Roads", "Straßen", … stay on the card."""
    ctx = driver.app.ctx
    i18n.set_language(language)
    texts = Texts(ctx.text)
    Sheet.texts = texts
    try:
        pad = ctx.px(20)
        width = (ctx.px(540) - 2 * pad - ctx.px(12)) // 2
        for card_id in CARDS:
            sheet = Sheet((width + 2 * pad, ctx.px(220)))
            card = pygame.Rect(pad, pad, width, ctx.px(170))
            draw_card(sheet, ctx, card_id, card, i18n.t("panel.next_round"), ["yellow", "red"])
            outside = [p for p in texts.placed if not card.contains(p.rect)]
            assert not outside, f"{card_id}: {outside}"
            texts.placed.clear()
    finally:
        Sheet.texts = None


def test_names_the_menu_gave_follow_the_language(driver: Driver) -> None:
    """ "Player 1" is "Spieler 1" in German, in the menu and in the game; a typed name is
    kept as typed; back in English the default is "Player 1" again."""
    driver.press("settings")
    driver.press("language-de")
    driver.press("done")
    menu = driver.top_as(MenuScene)
    assert menu.entries[0].get_text() == "Spieler 1"
    menu.entries[1].set_text("Ada")
    driver.press("kind-2")
    driver.press("kind-2")  # a bot (beginner, then easy): its default name follows the kind
    assert menu.entries[2].get_text() == "Bot – leicht"
    driver.press("players-3")
    driver.start_game(players=3)
    match = driver.top_as(PlayScene).match
    assert [match.seat_name(c) for c in match.game.players] == ["Spieler 1", "Ada", "Bot – leicht"]
    i18n.set_language("en")
    assert match.seat_name(match.game.players[0]) == "Player 1"


def lesson_fits(d: Driver, texts: Texts, what: str) -> list[str]:
    """The lesson on screen: nothing overflows, its whole text shows in the box, and the
    heading stops short of the box's buttons."""
    problems: list[str] = []
    check(d, texts, what, problems)
    scene = d.top_as(PlayScene)
    if len(lesson_of(scene).box_lines()) > BOX_LINES:
        problems.append(f"{what}: {len(lesson_of(scene).box_lines())} lines for {BOX_LINES}")
    sheet = Sheet(d.app.ctx.size)
    scene.draw(sheet)
    head = next(p for p in texts.placed if p.text == lesson_of(scene).heading)
    texts.placed.clear()
    if head.rect.right >= min(
        b.rect.x for b in scene.buttons.values() if b.rect.colliderect(lesson_of(scene).box())
    ):
        problems.append(f"{what}: the heading {lesson_of(scene).heading!r} runs into the buttons")
    return problems


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_lesson_step_fits_at_1280x720(language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each step of each lesson, and each lesson's closing words, in the box above the board
    (the steps are reached by setting the step shown: the play-through is test_lessons')."""
    with measured_app(language, (1280, 720), monkeypatch, play_panel) as (d, texts):
        d.press("learn")
        problems: list[str] = []
        for lesson in load_course().lessons:
            scene = d.top_as(PlayScene)
            for n in range(len(lesson.steps) + 1):  # the last: the lesson's end
                lesson_of(scene).step = n
                scene.layout()  # at the end, Skip becomes Next lesson (or Finish)
                problems += lesson_fits(d, texts, f"{lesson.key} step {n + 1}")
            d.press("skip")
        assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    "language, size",
    [("de", (1280, 720)), ("it", (1366, 768)), ("de", (1366, 768)), ("fr", (1366, 768))],
)
def test_a_hint_fits(language: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard bot's hint, worded in German or Italian, in its box over the board; the
    panel's buttons (Hint among them) hold their words."""
    with measured_app(language, size, monkeypatch, play_panel) as (d, texts):
        d.start_game(2)
        play = d.top_as(PlayScene)
        d.press("hint")
        d.until(lambda: play.hints.hint is not None, 20_000)
        hint = play.hints.hint  # a first action: a road, a city or a draw, said in words
        assert hint is not None and isinstance(hint.action, PlaceRoad | PlaceCity | Draw)
        assert hint.why == reason(play.game, hint.action) and i18n.language() == language
        problems: list[str] = []
        check(d, texts, "hint", problems)
        assert not problems, "\n".join(problems)
