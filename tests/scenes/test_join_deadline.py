"""The Join scene against a server that never gives a seat: "Joining…" ends with the
client's own deadline, worded as `problem.net_join_timeout`, and the form is there to try
again (the deadline is the client's, mg/net/client.py; the scene only shows it). A silent
server on 127.0.0.1; bounded in frames."""

from __future__ import annotations

import pytest
from websockets.asyncio.server import ServerConnection

from mg.dev.driver import Driver
from mg.net import client as client_module
from mg.scenes.lobby.join import JoinScene
from tests.support.hostile_server import Hostile, hostile_server, listen
from tests.support.net_play import net_until, type_into


async def silent(ws: ServerConnection, hostile: Hostile) -> None:
    await listen(ws, hostile)  # (never a word back)


def test_joining_a_silent_server_ends_with_its_key(
    driver: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(client_module, "JOIN_WITHIN", 0.5)
    with hostile_server(silent) as (address, hostile):
        driver.press("join")  # the menu's Join a game…
        scene = driver.top_as(JoinScene)
        for entry, typed in ((scene.address, address), (scene.code, "KRO-7Q4")):
            type_into(driver, entry.rect, typed)
        driver.press("join")  # the form's Join: "Joining…" until the client says
        net_until(driver, lambda: scene.problem is not None, 3000)
        assert scene.problem is not None and scene.problem.key == "net_join_timeout"
        assert hostile.count("join") == 1
        assert driver.top_name == "join" and scene.net is None  # the form, to try again
        assert driver.button("join").is_enabled
