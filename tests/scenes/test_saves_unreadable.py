"""A saves folder that cannot be read is not "No saved games yet" (issue 21.12): the Load
dialog says the saved games cannot be read, and why; a missing folder still says none."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.i18n import t
from mg.scenes.load_dialog import LoadScene
from mg.session import saves_dir


def link_loop(folder: Path) -> int:
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.symlink_to(folder.name)  # saves -> saves: a loop of links
    return errno.ELOOP


def file_in_its_place(folder: Path) -> int:
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("not a folder")
    return errno.ENOTDIR


def no_permission(folder: Path) -> int:
    if os.geteuid() == 0:
        pytest.skip("root reads every folder (the loop and the file stand for it)")
    folder.mkdir(parents=True, mode=0)
    return errno.EACCES


@pytest.mark.parametrize("spoil", [link_loop, file_in_its_place, no_permission])
def test_an_unreadable_saves_folder_says_so(driver: Driver,
                                            spoil: Callable[[Path], int]) -> None:
    code = spoil(saves_dir())
    try:
        driver.press("load")
        assert driver.top_as(LoadScene).message == t("load.unreadable", why=os.strerror(code))
        assert driver.top_as(LoadScene).message != t("load.none")
    finally:
        if saves_dir().is_dir() and not saves_dir().is_symlink():
            saves_dir().chmod(0o700)


def test_no_saves_folder_yet_says_none_saved(driver: Driver) -> None:
    assert not saves_dir().exists()
    driver.press("load")
    assert driver.top_as(LoadScene).message == t("load.none")
