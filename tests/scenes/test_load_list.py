"""The Load list: each save's date, players and progress, and deleting a save takes a
second, confirming click."""

from __future__ import annotations

import os
from datetime import datetime

from mg.dev.driver import Driver
from mg.engine import Game
from mg.scenes.overlays.load_dialog import LoadScene
from mg.scenes.overlays.save_rows import row_details
from mg.store.save_list import summarise
from mg.store.seats import Seat
from mg.store.session import Session, list_saves, save_named, saves_dir
from mg.text.i18n import problem_text, t


def save(
    name: str,
    players: list[tuple[str, str]],
    actions: int = 0,
    rounds: int = 12,
    when: float | None = None,
) -> Game:
    game = Game.new([c for _, c in players], seed=5, rounds=rounds)
    for _ in range(actions):
        game.apply(game.legal_actions()[0])
    assert save_named(Session(game, [Seat(n, c) for n, c in players]), name) is None
    if when is not None:
        os.utime(saves_dir() / f"{name}.json", (when, when))
    return game


def when(day: int, month: int, year: int, time: str) -> str:
    """A row's date as the catalogue words it: "14 Mar 2026 12:30" in English."""
    return t("load.date", day=f"{day:02d}", month=t(f"month.{month}"), year=year, time=time)


def test_the_list_shows_date_players_and_round(driver: Driver) -> None:
    noon = datetime(2026, 3, 14, 12, 30).timestamp()
    save("Fresh", [("Ann", "yellow"), ("Bob", "red")], when=noon)
    game = save(
        "Later",
        [("Cleo", "brown"), ("Dan", "orange"), ("Eve", "red")],
        actions=60,
        rounds=8,
        when=noon + 3600,
    )
    assert game.phase in ("actions", "market")
    saves_dir().joinpath("Broken.json").write_text("{")
    os.utime(saves_dir() / "Broken.json", (noon - 60, noon - 60))
    driver.press("load")
    rows = driver.top_as(LoadScene).rows
    assert [r.name for r in rows] == ["Later", "Fresh", "Broken"]
    later = " · ".join(
        [when(14, 3, 2026, "13:30"), "Cleo, Dan, Eve", t("load.round", round=game.round, rounds=8)]
    )
    assert row_details(rows[0]) == later
    fresh = [when(14, 3, 2026, "12:30"), "Ann, Bob", t("load.placing_oracles")]
    assert row_details(rows[1]) == " · ".join(fresh)
    problem = rows[2].problem
    assert problem is not None
    broken = [when(14, 3, 2026, "12:29"), t("load.broken", problem=problem_text(problem))]
    assert row_details(rows[2]) == " · ".join(broken)
    assert driver.button("file-0").text == "Later"


def test_a_finished_game_says_so() -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    game = Game.new(["yellow", "red"], seed=2, rounds=8)
    while game.phase != "over":
        game.apply(game.legal_actions()[-1])
    save_named(Session(game, [Seat("A", "yellow"), Seat("B", "red")]), "Done")
    row = summarise(saves_dir() / "Done.json")
    assert (row.phase, row.rounds, row.problem) == ("over", 8, None)
    assert row_details(row).endswith(" · A, B · " + t("load.finished", rounds=8))


def test_deleting_a_save_needs_a_confirming_click(driver: Driver) -> None:
    save("Keep", [("Ann", "yellow"), ("Bob", "red")], when=1_000_000)
    save("Drop", [("Ann", "yellow"), ("Bob", "red")], when=2_000_000)
    driver.press("load")
    loader = driver.top_as(LoadScene)
    driver.press("delete-0")
    assert [p.stem for p in list_saves()] == ["Drop", "Keep"]  # nothing deleted yet
    assert loader.buttons["delete-0"].text == t("load.confirm")
    assert loader.message == t("load.ask_delete", name="Drop")
    driver.press("delete-1")  # another row's Delete asks about that row instead
    assert [p.stem for p in list_saves()] == ["Drop", "Keep"]
    assert loader.buttons["delete-0"].text == t("load.delete")
    driver.press("delete-0")
    driver.press("delete-0")
    assert [p.stem for p in list_saves()] == ["Keep"]
    assert [r.name for r in loader.rows] == ["Keep"]
    assert "delete-1" not in loader.buttons
    driver.press("file-0")
    assert driver.top_name == "setup"
