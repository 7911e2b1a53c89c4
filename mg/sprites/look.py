"""What drawing a game needs from its owner: the palette, the art and the static-map cache,
and how large the names on the map are written. The Context owns them and hands them down
as one `Look`."""

from __future__ import annotations

from dataclasses import dataclass, field

from mg.sprites.board_map.static_map import MapCache
from mg.sprites.paint.art import Art
from mg.sprites.paint.palette import Palette


@dataclass(frozen=True)
class Look:
    """The palette in use, the loaded images and the rendered map, shared, never global."""

    palette: Palette = field(default_factory=Palette)
    art: Art = field(default_factory=Art)
    maps: MapCache = field(default_factory=MapCache)
    names: float = 1.0  # the villages' names' size on the map (Settings → Text size)
