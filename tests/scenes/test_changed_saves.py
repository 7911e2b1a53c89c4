"""A save changed on disk (a flipped bit, a score 7 → 3, a village name swallowing
the next map line) is refused through the real menus — Continue and Load… say the file was
changed or damaged — and nothing of it is adopted; the game in the autosave is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.menu.scene import MenuScene
from mg.scenes.overlays.load_dialog import LoadScene
from mg.store.session import autosave_path, saves_dir
from mg.text.i18n import t
from mg.ui.notice import notice_text
from tests.support.problem_keys import problem_keys


def a_game_played_and_left(d: Driver) -> None:
    """A game started, a city founded, back at the menu (the autosave holds it)."""
    d.start_game()
    d.key(pygame.K_c)
    d.click_space(next(a.space for a in d.game.legal_actions() if isinstance(a, PlaceCity)))
    d.key(pygame.K_ESCAPE)
    d.press("menu")


def score_changed(path: Path) -> bytes:
    """One digit of the file changed in place: the seed of its deck (a digit flipped)."""
    text = path.read_text()
    at = text.index('"seed": ')
    colon = at + len('"seed": ')
    changed = text[:colon] + str(int(text[colon]) ^ 8) + text[colon + 1 :]
    path.write_text(changed)
    return changed.encode()


def test_continue_refuses_an_autosave_changed_on_disk(driver: Driver) -> None:
    a_game_played_and_left(driver)
    changed = score_changed(autosave_path())
    driver.press("continue")
    driver.top_as(MenuScene)  # nothing adopted
    assert notice_text(driver.app.ctx.notice) == t(
        "problem.autosave_unusable", problem=t("problem.save_changed")
    )
    assert driver.app.flow.match is None
    assert autosave_path().read_bytes() == changed  # left as it is, for whoever looks


def test_load_lists_a_changed_save_as_damaged_and_refuses_it(driver: Driver) -> None:
    a_game_played_and_left(driver)
    good = autosave_path().read_bytes()
    data = json.loads(good)
    setup = data["record"]["setup"]
    lines = setup["map"].split("\n")
    at = next(k for k, line in enumerate(lines) if line.startswith("@"))
    lines[at : at + 2] = [lines[at] + " " + lines[at + 1]]  # a name swallows the next line
    setup["map"] = "\n".join(lines)
    saves_dir().mkdir(parents=True, exist_ok=True)
    (saves_dir() / "Changed.json").write_text(json.dumps(data))
    driver.press("load")
    loader = driver.top_as(LoadScene)
    assert problem_keys(loader.rows[0].problem) == ["save_changed"]
    driver.press("file-0")
    assert driver.top is loader
    assert loader.message == f"Changed.json: {t('problem.save_changed')}"[:90]
    assert autosave_path().read_bytes() == good and driver.app.flow.match is None
