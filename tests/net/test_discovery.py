"""Games on the local network are found: a game advertised over mDNS/DNS-SD
(`_magnagrecia._tcp`) on the loopback interface is heard by another Zeroconf instance, with
its name made a safe label and its address; the join code is not in what is advertised."""

from __future__ import annotations

import threading

import pytest
from zeroconf import Zeroconf

from mg.net import discovery
from mg.net.discovery import PROTOCOL, Advert, Found, Listening, browse

pytestmark = pytest.mark.system


def test_an_advertised_game_is_heard_with_its_address_and_a_safe_name() -> None:
    host = Zeroconf(interfaces=["127.0.0.1"])
    joiner = Zeroconf(interfaces=["127.0.0.1"])
    try:
        advert = Advert("Ann.s game\n", 8765, ["127.0.0.1"], host)
        assert dict(advert.info.properties) == {b"v": PROTOCOL}  # no code, no token
        heard = browse(1.5, joiner)
        safe = Found("Ann s game", "127.0.0.1", 8765)  # the name typed, made safe to show
        assert safe in heard
        assert heard[0].address == "127.0.0.1:8765"
        advert.close()
    finally:
        joiner.close()
        host.close()


def test_a_stopped_listening_ends_its_thread_mid_browse(monkeypatch: pytest.MonkeyPatch) -> None:
    """Stopping the lobby's listening ends it mid-browse: nothing of zeroconf's (whose threads
    draw on the shared `random`) keeps running behind it for the rest of the browse."""
    started = threading.Event()

    def made() -> Zeroconf:
        zc = Zeroconf(interfaces=["127.0.0.1"])
        started.set()  # (the browse is under way)
        return zc

    monkeypatch.setattr(discovery, "Zeroconf", made)
    listening = Listening(seconds=60.0, again=60.0)
    assert started.wait(10.0)
    listening.stop()
    listening.thread.join(10.0)  # (a bound, far under the browse's 60 s)
    assert not listening.thread.is_alive()
    assert listening.found == []
