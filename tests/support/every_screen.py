"""Every screen of the game visited in turn, each text measured against its button, box,
panel and window (the languages' and the text sizes' tests)."""

from __future__ import annotations

import pygame

from mg.dev.driver import Driver
from mg.engine import EndActions, Game, PlaceRoad
from mg.scenes.play.scene import PlayScene
from mg.store.game_files import game_path
from mg.store.seats import Seat, complete
from mg.store.session import Session, to_json
from mg.store.storage import write_atomic
from tests.support.text_fit import (
    Sheet,
    Texts,
    button_overflows,
    buttons_outside,
    text_overflows,
    text_overlaps,
)


def check(d: Driver, texts: Texts, what: str, problems: list[str]) -> None:
    """Draw the top scene alone on a recording sheet; note every text that does not fit
    there, and on the scenes' own surfaces (the side panel) drawn since the last check."""
    scene = d.top
    assert scene is not None
    sheet = Sheet(d.app.ctx.size)
    scene.draw(sheet)
    assert any(p.sheet == d.app.ctx.size for p in texts.placed), f"{what}: no text drawn"
    ui = getattr(scene, "ui", None)
    found = text_overflows(texts.placed, scene, d.app.ctx.size) + text_overlaps(texts.placed)
    texts.placed.clear()
    if ui is not None:
        found += button_overflows(ui) + buttons_outside(ui, getattr(scene, "box", None))
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
