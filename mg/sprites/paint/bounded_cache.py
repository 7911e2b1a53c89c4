"""A cache that cannot grow without bound: it keeps the most recently used entries, at most
a number of them and at most a total weight (e.g. bytes of pixels); the least recently used
go first. Every cache of drawn things (themes, scaled art, fonts, text) is one, so resizing
the window a thousand times costs no more memory than resizing it a few times."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

import pygame

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


def surface_bytes(surface: pygame.Surface | None) -> int:
    """The memory a surface's pixels take (0 for None)."""
    if surface is None:
        return 0
    return surface.get_height() * surface.get_pitch()


def no_weight(value: object) -> int:
    """Every entry weighs nothing: only their number is bounded."""
    return 0


class BoundedCache(Generic[K, V]):
    """At most `max_entries` entries weighing at most `max_weight` together (0: any weight)."""

    def __init__(
        self, max_entries: int, max_weight: int = 0, weigh: Callable[[V], int] = no_weight
    ) -> None:
        self.max_entries = max_entries
        self.max_weight = max_weight
        self.weigh = weigh
        self.weight = 0  # the entries' weight now
        self.evicted = 0  # how many entries were dropped to stay within the bounds
        self._entries: OrderedDict[K, tuple[V, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: K) -> bool:
        return key in self._entries

    def get(self, key: K) -> V | None:
        """The value kept for `key` (now the most recently used), or None."""
        entry = self._entries.get(key)
        if entry is None:
            return None
        self._entries.move_to_end(key)
        return entry[0]

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value kept for `key`, made by `make` and kept when there is none."""
        entry = self._entries.get(key)
        if entry is not None:
            self._entries.move_to_end(key)
            return entry[0]
        value = make()
        self.put(key, value)
        return value

    def put(self, key: K, value: V) -> None:
        """Keep `value` for `key`; the least recently used go until the bounds hold again
        (the newest entry is always kept, however heavy)."""
        self.discard(key)
        weight = self.weigh(value)
        self._entries[key] = (value, weight)
        self.weight += weight
        while len(self._entries) > 1 and (
            len(self._entries) > self.max_entries
            or (self.max_weight and self.weight > self.max_weight)
        ):
            _, (_, dropped) = self._entries.popitem(last=False)
            self.weight -= dropped
            self.evicted += 1

    def discard(self, key: K) -> None:
        """Forget `key`, if it is kept."""
        entry = self._entries.pop(key, None)
        if entry is not None:
            self.weight -= entry[1]

    def clear(self) -> None:
        """Forget everything."""
        self._entries.clear()
        self.weight = 0
