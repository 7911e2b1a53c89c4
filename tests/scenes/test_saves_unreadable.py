"""A saves folder that cannot be read is not "No saved games yet": the Load
dialog says the saved games cannot be read, and why; a missing folder still says none."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.scenes.overlays.load_dialog import LoadScene
from mg.store.session import saves_dir
from mg.text.i18n import t
from tests.support.as_player import as_player, game_at_the_menu, players_folder


def link_loop(folder: Path) -> int:
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.symlink_to(folder.name)  # saves -> saves: a loop of links
    return errno.ELOOP


def file_in_its_place(folder: Path) -> int:
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")
    return errno.ENOTDIR


@pytest.mark.parametrize("spoil", [link_loop, file_in_its_place])
def test_an_unreadable_saves_folder_says_so(driver: Driver, spoil: Callable[[Path], int]) -> None:
    code = spoil(saves_dir())
    driver.press("load")
    assert driver.top_as(LoadScene).message == t("problem.saves_unreadable", why=os.strerror(code))
    assert driver.top_as(LoadScene).message != t("load.none")


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and Unix modes")
def test_a_saves_folder_that_may_not_be_entered_says_so() -> None:
    """Mode 000, as a player: the game runs in a child that gives up root when it has it
    (root reads every folder, and CI runs as root), so this runs everywhere."""
    with players_folder() as base:

        def load_as_a_player() -> str:
            os.environ["MG_DATA_DIR"] = str(base / "data")  # (in the child only)
            os.environ["MG_CONFIG_DIR"] = str(base / "config")
            saves_dir().mkdir(parents=True, mode=0)  # made by the player, closed to them
            with game_at_the_menu() as driver:
                driver.press("load")
                return driver.top_as(LoadScene).message

        said = as_player(load_as_a_player)
    assert said == t("problem.saves_unreadable", why=os.strerror(errno.EACCES))
    assert said != t("load.none")


def test_no_saves_folder_yet_says_none_saved(driver: Driver) -> None:
    assert not saves_dir().exists()
    driver.press("load")
    assert driver.top_as(LoadScene).message == t("load.none")
