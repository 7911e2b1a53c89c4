"""A piece of a test run as a player, never with root's power over files: a folder of mode
000 is closed to a player but not to root, and CI runs as root. The piece runs in a forked
child that gives that power up first (when it has it), in a folder of its own that the child
may use. On Linux the child stays root but drops the capabilities that let root ignore a
file's mode, so it still reads the checkout wherever that is (a checkout in a folder only
root may enter, as `mktemp -d` makes, is closed to the unprivileged user); elsewhere it
becomes the unprivileged user."""

from __future__ import annotations

import codecs
import contextlib
import ctypes
import json
import os
import shutil
import tempfile
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame

from mg.app.loop import App
from mg.dev.driver import Driver
from mg.scenes.menu.scene import MenuScene
from mg.ui.options import Options

NOBODY = 65534  # the unprivileged user and group of Unix systems
CAPS_VERSION_3 = 0x20080522  # linux/capability.h: _LINUX_CAPABILITY_VERSION_3
#: CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER: what lets root past a file's mode
FILE_MODE_CAPS = (1 << 1) | (1 << 2) | (1 << 3)


class CapHeader(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]


class CapData(ctypes.Structure):
    _fields_ = [
        ("effective", ctypes.c_uint32),
        ("permitted", ctypes.c_uint32),
        ("inheritable", ctypes.c_uint32),
    ]


def capabilities() -> tuple[Any, CapHeader, ctypes.Array[CapData]] | None:
    """This process's capability sets (libc, header, data), or None where there are none
    to read (not Linux, no capget)."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        header, data = CapHeader(CAPS_VERSION_3, 0), (CapData * 2)()
        if libc.capget(ctypes.byref(header), data) != 0:
            return None
    except (OSError, AttributeError):
        return None
    return libc, header, data


#: how the child gives up root's power over files: "caps" (Linux), "user", or "" (not root).
#: MG_TEST_AS_PLAYER=user runs it as the unprivileged user on Linux too, as a player would be
#: (the checkout and Python must then be readable by that user).
CHOSEN = os.environ.get("MG_TEST_AS_PLAYER", "")
if CHOSEN not in ("", "caps", "user"):
    raise ValueError(f"MG_TEST_AS_PLAYER is 'caps' or 'user', not {CHOSEN!r}")
HOW = "" if os.geteuid() != 0 else (CHOSEN or ("caps" if capabilities() is not None else "user"))


def drop_root() -> None:
    """Give up root's power over files, if this process is root (a child only: for good).
    As the unprivileged user, the codecs Python finds only when first asked for are found
    first: where Python itself is installed in root's home, that user could not read them."""
    if HOW == "caps":
        found = capabilities()
        assert found is not None
        libc, header, data = found
        keep = ~FILE_MODE_CAPS & 0xFFFFFFFF
        data[0].effective &= keep
        data[0].permitted &= keep
        data[0].inheritable &= keep
        if libc.capset(ctypes.byref(header), data) != 0:
            raise OSError(ctypes.get_errno(), "capset: could not drop the file-mode capabilities")
    elif HOW == "user":
        for encoding in ("ascii", "latin-1", "utf-8", "utf-16", "utf-32"):
            codecs.lookup(encoding)
        os.setgroups([])
        os.setgid(NOBODY)
        os.setuid(NOBODY)


def as_player(work: Callable[[], Any]) -> Any:
    """What `work()` returns (JSON data), run in a forked child that is not root; an
    AssertionError carrying the child's traceback when it fails."""
    pygame.quit()  # no thread of pygame's (left up by a test before) is forked half-copied
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        os.close(read_end)
        code = 1
        try:
            drop_root()
            outcome = {"value": work()}
        except BaseException:  # whatever it is, the parent reports it
            outcome = {"error": traceback.format_exc()}
        try:
            with open(write_end, "w", encoding="utf-8") as out:
                json.dump(outcome, out)
            code = 0
        finally:
            os._exit(code)
    os.close(write_end)
    with open(read_end, encoding="utf-8") as received:
        text = received.read()
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0 and text, "the child process died"
    outcome = json.loads(text)
    if "error" in outcome:
        raise AssertionError(f"in the child process:\n{outcome['error']}")
    return outcome["value"]


@contextlib.contextmanager
def players_folder() -> Iterator[Path]:
    """A new folder that the child of `as_player` owns (outside pytest's own temporary
    folders, which only their owner may enter); removed afterwards, whatever is in it."""
    folder = Path(tempfile.mkdtemp(prefix="mg-player-"))
    if HOW == "user":
        os.chown(folder, NOBODY, NOBODY)
    try:
        yield folder
    finally:
        for inside, folders, _ in os.walk(folder):
            for name in folders:  # a folder of mode 000 is opened again to be removed
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(inside, name), 0o700)
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def game_at_the_menu() -> Iterator[Driver]:
    """The real game at its main menu, driven as the `driver` fixture drives it (which a
    child of `as_player` cannot use: pytest made it in the parent) and through the crash
    guard, as the real loop runs."""
    app = App(Options(windowed=(1280, 720), seed=11, think=0.1))
    app.stack.push(MenuScene(app.ctx))
    try:
        yield Driver(app, guarded=True)
    finally:
        pygame.quit()
