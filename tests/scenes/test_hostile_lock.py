"""A hostile autosave.lock: a FIFO, a link to a device or a huge sparse file
there is read like every other file (a regular file only, a few bytes at most, never
blocking): the game starts and Continue resumes the autosave, taking the unreadable lock over.
A lock naming a live process the system cannot confirm to be a game (no start time) no
longer blocks Continue for ever: the first press asks, the second takes it over. The risky
runs are in a child process with a time and memory limit, so this test can never hang."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mg.dev.driver import Driver
from mg.engine import Game
from mg.store.autosave_lock import holder, started
from mg.store.seats import Seat
from mg.store.session import Session, autosave_lock_path, autosave_path, to_json, write_atomic
from mg.text.game_log import older_entries
from mg.text.i18n import t
from mg.ui.notice import notice_text
from mg.ui.options import Options
from tests.support import apps

ROOT = Path(__file__).resolve().parents[2]
MEMORY_LIMIT = 4 << 30  # the child's address space: reading /dev/zero for ever stops here

CONTINUE = """
import os
from mg.app.loop import App
from mg.store.autosave_lock import holder
from mg.dev.driver import Driver
from mg.ui.options import Options
from mg.scenes.menu.scene import MenuScene
from mg.store.session import autosave_lock_path
app = App(Options(windowed=(1280, 720)))
app.stack.push(MenuScene(app.ctx))
d = Driver(app)
d.frames(2)
d.press("continue")
d.frames(2)
print(d.top_name, holder(autosave_lock_path()) == os.getpid())
"""


def save_a_game() -> bytes:
    game = Game.new(["yellow", "red"], seed=8, rounds=8)
    seats = [Seat("Ann", "yellow"), Seat("Ben", "red")]
    session = Session(game, seats, older_entries(["a line"]), [])
    write_atomic(autosave_path(), to_json(session))
    return autosave_path().read_bytes()


def limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to(device: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        path.symlink_to(device)

    return make


def sparse(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(100 << 30)  # 100 GB of nothing, taking no room on the disk


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and devices are Unix things")
@pytest.mark.parametrize(
    "make",
    [fifo, link_to("/dev/zero"), link_to("/dev/urandom"), link_to("/dev/full"), sparse],
    ids=["fifo", "dev-zero", "dev-urandom", "dev-full", "sparse-100GB"],
)
@pytest.mark.system
def test_a_hostile_lock_neither_hangs_nor_exhausts_memory_and_continue_resumes(
    make: Callable[[Path], None], tmp_path: Path
) -> None:
    saved = save_a_game()
    make(autosave_lock_path())
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MG_CONFIG_DIR": str(tmp_path / "cfg"),
    }
    try:
        done = subprocess.run(
            [sys.executable, "-c", CONTINUE],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
            preexec_fn=limit_memory,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the game hung on the lock")
    assert done.returncode == 0, done.stderr[-2000:]
    resumed = done.stdout.splitlines()[-1].split()  # the saved game's scene; the lock ours
    assert resumed == ["setup", "True"], done.stderr[-2000:]
    assert autosave_path().read_bytes()[:40] == saved[:40]  # the same game, autosaved again


@pytest.fixture
def at_the_menu(private_settings: None) -> Iterator[Driver]:
    """The real game at its menu, with a game autosaved before it started."""
    save_a_game()
    with apps.at_the_menu(Options(windowed=(1280, 720), seed=11)) as driver:
        yield driver


@pytest.fixture
def live_process() -> Iterator[int]:
    """A live process that is no game (it stands for whatever now has the lock's PID)."""
    proc = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        yield proc.pid
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.system
def test_a_lock_of_an_unconfirmed_live_process_is_taken_over_after_asking(
    at_the_menu: Driver, live_process: int
) -> None:
    driver, saved = at_the_menu, autosave_path().read_bytes()
    autosave_lock_path().write_text(f"{live_process}\n")  # a PID alone: no start to confirm
    driver.press("continue")
    assert driver.top_name == "menu"
    assert notice_text(driver.app.ctx.notice) == t("menu.autosave_take_over", pid=live_process)
    assert holder(autosave_lock_path()) == live_process  # asking changed nothing
    assert autosave_path().read_bytes() == saved
    driver.press("continue")  # yes: no other game is open
    assert driver.top_name == "setup", driver.app.ctx.notice  # the saved game goes on
    assert holder(autosave_lock_path()) == os.getpid()


@pytest.mark.system
def test_a_confirmed_live_game_keeps_its_lock_however_often_continue_is_pressed(
    at_the_menu: Driver, live_process: int
) -> None:
    driver, saved = at_the_menu, autosave_path().read_bytes()
    lock = f"{live_process} {started(live_process)}\n"  # as a running game writes it
    autosave_lock_path().write_text(lock)
    for _ in range(3):
        driver.press("continue")
        assert driver.top_name == "menu"
        assert notice_text(driver.app.ctx.notice) == t("menu.autosave_in_use", pid=live_process)
    assert autosave_lock_path().read_text() == lock
    assert autosave_path().read_bytes() == saved
