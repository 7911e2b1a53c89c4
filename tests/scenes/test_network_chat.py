"""The chat box of a network game on screen: the play scene's Chat (T) opens it; a line typed
is said to everyone (the server has it), one the game's letters cannot show is refused and
nothing is said; a quick phrase is said as its key; what another player says shows on the
status line and in the log; Mute takes a player's lines out. A local game has no chat.
Real server and a bot client on 127.0.0.1, in-process; bounded in frames (never timed)."""

from __future__ import annotations

import threading

import pygame

from mg.dev.driver import Driver
from mg.net.bot_client import play as bot_play
from mg.net.client import create_room
from mg.net.protocol import Chat
from mg.scenes.lobby.chat import ChatScene
from mg.scenes.play.scene import PlayScene
from mg.text.i18n import t
from tests.support.net_play import join_by_form, net_until, running_server, type_into


def test_chat_at_a_network_game_by_mouse_and_keys(driver: Driver) -> None:
    driver.app.ctx.settings.ask_idle_end = False
    with running_server() as (server, address):
        code = create_room(address, ["red", "yellow"], 8)
        stop = threading.Event()
        other = threading.Thread(
            target=bot_play,
            args=(address, code, "random"),
            kwargs={"quiet_for": 30.0, "stop": stop},
            daemon=True,
        )
        try:
            join_by_form(driver, address, code)
            net_until(driver, lambda: driver.top_name in ("lobby", "setup"), 3000)
            other.start()
            net_until(driver, lambda: driver.top_name == "setup", 3000)
            driver.press("random")  # this machine's oracles
            net_until(driver, lambda: driver.top_name == "play", 6000)
            play = driver.top_as(PlayScene)
            room = server.rooms.rooms[code]
            assert "chat" in play.buttons
            driver.key(pygame.K_t)
            box = driver.top_as(ChatScene)
            type_into(driver, box.entry.rect, "שלום")  # letters the game cannot show
            driver.press("send")
            assert box.message == t("chat.undrawable")
            assert driver.top_name == "chat"
            box.entry.set_text("")
            type_into(driver, box.entry.rect, "good luck, all")
            driver.press("send")
            assert driver.top is play
            net_until(driver, lambda: len(room.chat) == 1, 3000)
            mine = room.chat[0]
            assert (mine.text, mine.phrase) == ("good luck, all", None)
            driver.press("chat")
            driver.press("phrase-thinking")
            net_until(driver, lambda: len(room.chat) == 2, 3000)
            assert room.chat[1].phrase == "thinking"
            theirs = next(s for s in room.seats if s.colour != mine.colour)
            assert theirs.conn is not None
            server_says(server, theirs.conn, Chat(None, "well_played"))
            said = f"{play.match.seat_name(theirs.colour)}: {t('chat.phrase.well_played')}"
            net_until(driver, lambda: said in chat_lines(play), 3000)
            driver.press("chat")
            box = driver.top_as(ChatScene)
            assert said in box.shown()
            driver.press(f"mute-{theirs.colour}")  # their lines go
            assert said not in box.shown() and play.table.muted(theirs.colour)
        finally:
            stop.set()
            driver.app.flow.network(None)
            other.join(40)


def server_says(server: object, conn: int, message: Chat) -> None:
    """Connection `conn` (the other player's) says `message`, on the server's own loop."""
    rooms = server.rooms  # type: ignore[attr-defined]
    deliver = server._deliver  # type: ignore[attr-defined]
    loop = server._ws.get_loop()  # type: ignore[attr-defined]
    loop.call_soon_threadsafe(lambda: deliver(rooms.handle(conn, message)))


def chat_lines(play: PlayScene) -> list[str]:
    wording = play.match.wording()
    return [wording.entry(e) for e in play.match.log if e.kind == "chat"]


def test_a_local_game_has_no_chat(driver: Driver) -> None:
    driver.press("players-2")
    driver.press("start")
    driver.press("random")  # the oracles
    driver.until(lambda: driver.top_name == "play", 600)
    play = driver.top_as(PlayScene)
    assert not play.table.can_chat() and "chat" not in play.buttons
    driver.key(pygame.K_t)
    assert driver.top is play  # (T opens nothing)
