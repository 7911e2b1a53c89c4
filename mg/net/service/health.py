"""What a server says of itself to a load balancer or a monitor: `GET /health` on its own
port, answered as plain HTTP before any WebSocket handshake (the `websockets` library's
`process_request`), a small JSON object of counts. It tells nothing of any room (no code,
no name, no token): only how many."""

from __future__ import annotations

import http
import json
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Response

from ..rooms import Rooms

PATH = "/health"


def counts(rooms: Rooms, connections: int, uptime: float) -> dict[str, Any]:
    """The server's counts: rooms (and of them playing: every seat taken, the game not over),
    open connections, seated players connected, spectators, and seconds since it started."""
    playing = sum(1 for room in rooms.rooms.values() if room.started and not room.game.is_over())
    return {
        "status": "ok",
        "rooms": len(rooms.rooms),
        "playing": playing,
        "connections": connections,
        "players": len(rooms.seated),
        "spectators": len(rooms.watching),
        "uptime": round(uptime, 1),
    }


def answer(ws: ServerConnection, body: dict[str, Any]) -> Response:
    """`body` as the JSON answer (200) to a plain HTTP request on the server's port."""
    response = ws.respond(http.HTTPStatus.OK, json.dumps(body, separators=(",", ":")) + "\n")
    del response.headers["Content-Type"]  # (the headers are a multi-dict: set once)
    response.headers["Content-Type"] = "application/json"
    response.headers["Cache-Control"] = "no-store"
    return response
