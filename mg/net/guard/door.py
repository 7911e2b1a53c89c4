"""Who may come into a server, and how often: limits kept per peer address, so that
reconnecting undoes none of them. An address's open connections; the rooms it may open
(a few at once, then one every while); its failed joins (a few, then one every while: join
codes cannot be guessed at speed, from one connection or from many); and a back-off for an
address whose connections were cut for flooding. An IPv6 address counts by its /64 network
(a single machine is handed a whole one). Bookkeeping with a clock, no network: the server
(server.py) asks and acts."""

from __future__ import annotations

import ipaddress
import time
from collections.abc import Callable
from dataclasses import dataclass, field

#: Connections one address may hold at once (a household behind one router plays a few
#: games; a reverse proxy on this machine names each player's own address: server.py).
PER_ADDRESS = 32
#: Rooms one address may open at once, then one more every ROOM_EVERY seconds.
ROOMS_AT_ONCE = 8
ROOM_EVERY = 60.0
#: Joins with a code or token that is no room's or seat's: a few typing mistakes at once,
#: then one every JOIN_EVERY seconds (the whole space of codes is then far out of reach).
FAILED_JOINS_AT_ONCE = 10
JOIN_EVERY = 10.0
#: An address whose connection was cut for flooding is shut out for SHUT_FIRST seconds,
#: twice as long after each next cut (at most SHUT_MOST), forgiven after FORGIVE quiet.
SHUT_FIRST = 1.0
SHUT_MOST = 300.0
FORGIVE = 600.0


def ip_of(host: object) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    """A peer's address as an IP address (an IPv4 one written as IPv6 as the IPv4 one, a
    link-local one's zone left out); None for anything that is no address."""
    try:
        ip = ipaddress.ip_address(str(host).split("%", 1)[0])
    except ValueError:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    return ip


def address_key(host: object) -> str:
    """The key an address counts under: the address itself, an IPv6 one's /64 network; "?"
    for anything that is no address."""
    ip = ip_of(host)
    if ip is None:
        return "?"
    if isinstance(ip, ipaddress.IPv6Address):
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return str(ip)


def is_loopback(host: object) -> bool:
    """Whether a peer's address is this machine's own (where a reverse proxy connects from)."""
    ip = ip_of(host)
    return ip is not None and ip.is_loopback


def forwarded_key(header: str | None) -> str | None:
    """The key of the address a reverse proxy names last in `X-Forwarded-For` (the peer it
    saw; the names before it are the peer's own say, and not believed); None without one."""
    if not header:
        return None
    last = header.rsplit(",", 1)[-1].strip()
    key = address_key(last.removeprefix("[").removesuffix("]"))
    return None if key == "?" else key


MESSAGE_RATE = 20.0  # messages a second a connection may send on average
MESSAGE_BURST = 40.0  # … and at once


@dataclass(slots=True)
class Allowance:
    """A token bucket: `burst` at once, then `rate` more a second."""

    rate: float
    burst: float
    level: float
    at: float

    @classmethod
    def full(cls, rate: float, burst: float, now: float) -> Allowance:
        return cls(rate, burst, burst, now)

    def _refill(self, now: float) -> None:
        self.level = min(self.burst, self.level + max(0.0, now - self.at) * self.rate)
        self.at = now

    def take(self, now: float) -> bool:
        """One taken, if there is one."""
        self._refill(now)
        if self.level < 1.0:
            return False
        self.level -= 1.0
        return True

    def wait(self, now: float) -> float:
        """Seconds until one is there (0: now)."""
        self._refill(now)
        return 0.0 if self.level >= 1.0 else (1.0 - self.level) / self.rate

    def is_full(self, now: float) -> bool:
        self._refill(now)
        return self.level >= self.burst


@dataclass
class ShutOut:
    """An address cut off for flooding: until when, and how many cuts in a row."""

    until: float = 0.0
    cuts: int = 0


@dataclass
class Door:
    """Every address's limits. `clock` is monotonic seconds (a test's own)."""

    per_address: int = PER_ADDRESS
    rooms_at_once: int = ROOMS_AT_ONCE
    room_every: float = ROOM_EVERY
    failed_joins_at_once: int = FAILED_JOINS_AT_ONCE
    join_every: float = JOIN_EVERY
    clock: Callable[[], float] = time.monotonic
    open: dict[str, int] = field(default_factory=dict)
    rooms: dict[str, Allowance] = field(default_factory=dict)
    joins: dict[str, Allowance] = field(default_factory=dict)
    shut: dict[str, ShutOut] = field(default_factory=dict)

    def enter(self, key: str) -> bool:
        """A connection from `key` comes in, if the address holds fewer than `per_address`
        and is not shut out (then it counts until `leave`)."""
        if self.open.get(key, 0) >= self.per_address or self.shut_for(key) > 0:
            return False
        self.open[key] = self.open.get(key, 0) + 1
        return True

    def leave(self, key: str) -> None:
        held = self.open.get(key, 0) - 1
        if held > 0:
            self.open[key] = held
        else:
            self.open.pop(key, None)

    def create_wait(self, key: str) -> float:
        """0 when `key` may open a room now (it is counted), else the seconds to wait."""
        now = self.clock()
        allowance = _allowance(self.rooms, key, self.room_every, self.rooms_at_once, now)
        return 0.0 if allowance.take(now) else allowance.wait(now)

    def join_wait(self, key: str) -> float:
        """0 when `key` may try a join now, else the seconds until it may (its failed joins
        used its allowance up: any join is refused meanwhile, a right guess too)."""
        allowance = self.joins.get(key)
        return 0.0 if allowance is None else allowance.wait(self.clock())

    def failed_join(self, key: str) -> None:
        """A join from `key` named no room, or a token no seat's."""
        now = self.clock()
        _allowance(self.joins, key, self.join_every, self.failed_joins_at_once, now).take(now)

    def cut(self, key: str) -> float:
        """A connection from `key` was cut for flooding: the seconds it is now shut out."""
        now = self.clock()
        shut = self.shut.setdefault(key, ShutOut())
        shut.cuts = 1 if now - shut.until > FORGIVE else shut.cuts + 1
        seconds = min(SHUT_MOST, SHUT_FIRST * 2.0 ** min(shut.cuts - 1, 30))
        shut.until = now + seconds
        return seconds

    def shut_for(self, key: str) -> float:
        """Seconds `key` is still shut out (0: it is not)."""
        shut = self.shut.get(key)
        return 0.0 if shut is None else max(0.0, shut.until - self.clock())

    def forget_old(self) -> None:
        """Forget the addresses whose limits are back where they start (once a minute: an
        address met once costs nothing for long)."""
        now = self.clock()
        for kept in (self.rooms, self.joins):
            for key in [k for k, allowance in kept.items() if allowance.is_full(now)]:
                del kept[key]
        for key in [k for k, shut in self.shut.items() if now - shut.until > FORGIVE]:
            del self.shut[key]


def _allowance(
    kept: dict[str, Allowance], key: str, every: float, at_once: int, now: float
) -> Allowance:
    """`key`'s allowance in `kept`: a new one, full, the first time."""
    allowance = kept.get(key)
    if allowance is None:
        allowance = kept[key] = Allowance.full(1.0 / every, at_once, now)
    return allowance
