"""Games on the local network found by themselves (mDNS/DNS-SD through the `zeroconf`
library, service `_magnagrecia._tcp`): a host advertises its server's port and a name; a
joiner lists what it hears. The join code is never advertised (a stranger on the same
network must still be given it). Everything heard is checked like any input."""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

from zeroconf import ServiceBrowser, ServiceInfo, ServiceListener, Zeroconf

SERVICE = "_magnagrecia._tcp.local."
PROTOCOL = b"1"  # the protocol version (docs/network-protocol.md), in the TXT record
NAME_CHARS = 40


@dataclass(frozen=True)
class Found:
    """A game heard on the network: its shown name and where to join it."""

    name: str
    host: str
    port: int

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


def _label(name: str) -> str:
    """`name` as a DNS-SD instance label: printable, no dots, at most NAME_CHARS."""
    cleaned = "".join(c if c.isprintable() and c != "." else " " for c in name).strip()
    return cleaned[:NAME_CHARS] or "Magna Grecia"


class Advert:
    """This machine's game, advertised until `close()`."""

    def __init__(self, name: str, port: int, addresses: list[str], zc: Zeroconf | None = None):
        self.zc = zc or Zeroconf()
        self._own = zc is None
        self.info = ServiceInfo(
            SERVICE,
            f"{_label(name)}.{SERVICE}",
            port=port,
            properties={b"v": PROTOCOL},
            addresses=[socket.inet_aton(a) for a in addresses],
        )
        self.zc.register_service(self.info, allow_name_change=True)

    def close(self) -> None:
        self.zc.unregister_service(self.info)
        if self._own:
            self.zc.close()


class _Heard(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()
        self.lock = threading.Lock()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self.lock:
            self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.add_service(zc, type_, name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        with self.lock:
            self.names.discard(name)


def browse(
    seconds: float = 2.0, zc: Zeroconf | None = None, stop: threading.Event | None = None
) -> list[Found]:
    """The games heard within `seconds` (blocking: call it off the drawing thread), by name;
    none once `stop` is set (it ends the listening at once: zeroconf's threads, which draw
    on the shared `random`, are not left running behind a stopped lobby)."""
    own = zc is None
    zc = zc or Zeroconf()
    heard = _Heard()
    browser = ServiceBrowser(zc, SERVICE, heard)
    stop = stop or threading.Event()
    try:
        if stop.wait(seconds):
            return []
        with heard.lock:
            names = sorted(heard.names)
        found = []
        for name in names:
            if stop.is_set():
                return []
            info = zc.get_service_info(SERVICE, name, timeout=1000)
            if info is None or info.port is None or info.properties.get(b"v") != PROTOCOL:
                continue
            hosts = info.parsed_addresses()
            if hosts and 0 < info.port < 65536:
                shown = name.removesuffix("." + SERVICE)
                found.append(Found(_label(shown), hosts[0], info.port))
        return found
    finally:
        browser.cancel()
        if own:
            zc.close()


class Listening:
    """The games heard on the local network, looked for on a thread of its own (drawing
    never waits) for `seconds` at a time, again every `again` seconds until `stop`; none
    when this machine cannot listen (no multicast: typed addresses still work)."""

    def __init__(self, seconds: float = 2.0, again: float = 3.0, shown: int = 4) -> None:
        self.found: list[Found] = []
        self._stop = threading.Event()

        def listen() -> None:
            while not self._stop.is_set():
                try:
                    self.found = browse(seconds, stop=self._stop)[:shown]
                except Exception:  # no multicast here
                    self.found = []
                    return
                self._stop.wait(again)

        self.thread = threading.Thread(target=listen, name="mg-net-browse", daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Ends the listening without waiting for it (its thread ends within moments)."""
        self._stop.set()
