"""A full disk, 0 bytes free: a file can still be created but nothing written to
it. Continue and New game used to go to the error screen (the autosave lock's write failed
outside the error handling), whose Continue failed the same way, and left a 0-byte
autosave.lock behind. Now the game plays on with autosave off, says the disk is full, leaves
no lock, and saves again (saying so) once there is room.

The full disk is real to the game's writes without mounting anything (so it runs as root in
CI): every file created in the data or config folder is created, then written through
/dev/full, where every write fails with ENOSPC from the kernel."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from mg.dev.driver import Driver
from mg.engine import PlaceCity
from mg.scenes.board.setup import SetupScene
from mg.scenes.board.status_line import autosave_warning
from mg.scenes.menu.scene import MenuScene
from mg.scenes.play.scene import PlayScene
from mg.store.session import autosave_lock_path, autosave_path, data_dir, read
from mg.text.i18n import language, t
from mg.ui.notice import notice_text
from tests.support.problem_keys import problem_keys

pytestmark = pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")


class FullDisk:
    """While on, a file created in the game's folders is written to /dev/full instead."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.folders = [data_dir().resolve(), Path(os.environ["MG_CONFIG_DIR"]).resolve()]
        self.real_open = os.open
        self.on = False
        monkeypatch.setattr(os, "open", self.open)

    def ours(self, path: object) -> bool:
        where = Path(os.fsdecode(path)).resolve()  # type: ignore[arg-type]
        return any(where.is_relative_to(folder) for folder in self.folders)

    def open(
        self, path: object, flags: int, mode: int = 0o777, *args: object, **kwargs: object
    ) -> int:
        fd = self.real_open(path, flags, mode, *args, **kwargs)  # type: ignore[arg-type]
        if not (self.on and flags & os.O_CREAT and self.ours(path)):
            return fd
        os.close(fd)  # the file is there (a directory entry costs no free bytes) …
        return self.real_open("/dev/full", os.O_RDWR)  # … but nothing can be written to it


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> FullDisk:
    return FullDisk(monkeypatch)


@pytest.fixture
def guarded(driver: Driver) -> Iterator[Driver]:
    """The driver running frames through the crash guard, as the real loop does."""
    driver.guarded = True
    yield driver


def a_game_at_the_menu(d: Driver) -> bytes:
    d.start_game()
    d.key(pygame.K_ESCAPE)
    d.press("menu")
    return autosave_path().read_bytes()


def place_a_city(d: Driver) -> None:
    game = d.game
    d.press("city")
    d.click_space(next(a.space for a in game.legal_actions() if isinstance(a, PlaceCity)))


def test_continue_on_a_full_disk_plays_on_with_autosave_off(
    guarded: Driver, full_disk: FullDisk
) -> None:
    saved = a_game_at_the_menu(guarded)
    full_disk.on = True
    guarded.press("continue")
    play = guarded.top_as(PlayScene)  # not the error screen
    assert problem_keys(play.match.autosave_off) == ["disk_full"]
    assert notice_text(guarded.app.ctx.notice) == t(
        "status.autosave_off", problem=t("problem.disk_full")
    )
    assert not os.path.lexists(autosave_lock_path())  # no 0-byte lock left behind
    place_a_city(guarded)
    assert guarded.top_name == "play" and len(guarded.game.turn_actions) == 1
    assert autosave_path().read_bytes() == saved  # the last good autosave, whole
    assert not os.path.lexists(autosave_lock_path())
    full_disk.on = False  # room again: the next action saves, and says so
    guarded.key(pygame.K_e)
    assert play.match.autosave_off is None
    assert play.status == t("status.autosave_on")
    assert read(autosave_path()).game == guarded.game


def test_new_game_on_a_full_disk_plays_on_with_autosave_off(
    guarded: Driver, full_disk: FullDisk
) -> None:
    full_disk.on = True
    guarded.press("start")
    setup = guarded.top_as(SetupScene)  # not the error screen
    assert problem_keys(setup.match.autosave_off) == ["disk_full"]
    assert not os.path.lexists(autosave_lock_path())
    guarded.press("random")
    guarded.wait_for("play", limit=300)
    assert problem_keys(guarded.top_as(PlayScene).match.autosave_off) == ["disk_full"]
    assert not autosave_path().exists() and not os.path.lexists(autosave_lock_path())


def test_the_menu_comes_back_after_a_full_disk(guarded: Driver, full_disk: FullDisk) -> None:
    a_game_at_the_menu(guarded)
    full_disk.on = True
    guarded.press("continue")
    guarded.key(pygame.K_ESCAPE)
    guarded.press("menu")
    guarded.top_as(MenuScene)
    guarded.press("continue")  # again: still the game, never the error screen
    assert guarded.top_name == "play"


def switch_language(d: Driver, code: str) -> None:
    """Esc → Settings → the language → Done → Resume, as a player clicks them."""
    d.key(pygame.K_ESCAPE)
    d.press("settings")
    d.press(f"language-{code}")
    d.press("done")
    d.press("resume")


def test_a_language_switch_rewords_the_autosave_off_banner_and_status(
    guarded: Driver, full_disk: FullDisk
) -> None:
    """The banner and the status line hold the Problem, not words: they are worded when
    drawn, in the language shown."""
    a_game_at_the_menu(guarded)
    full_disk.on = True
    guarded.press("continue")
    play = guarded.top_as(PlayScene)
    english = autosave_warning(play.match.autosave_off)
    assert english == t("status.autosave_banner", problem=t("problem.disk_full"))
    switch_language(guarded, "it")
    assert guarded.top_as(PlayScene) is play and language() == "it"
    assert autosave_warning(play.match.autosave_off) == t(
        "status.autosave_banner", problem=t("problem.disk_full")
    )
    assert autosave_warning(play.match.autosave_off) != english
    full_disk.on = False  # room again: the status line says so, in Italian …
    place_a_city(guarded)
    assert play.match.autosave_off is None and play.status == t("status.autosave_on")
    italian = play.status
    switch_language(guarded, "en")  # … and in English once the player switches back
    assert play.status == t("status.autosave_on") != italian
