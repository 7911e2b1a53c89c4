"""Network play: the protocol (`protocol.py`), the rooms the server referees with
the engine (`rooms.py`), the server over WebSocket (`server.py`), a client on its own thread
(`client.py`) keeping a copy of the game (`mirror.py`), and a headless bot client
(`bot_client.py`). Never imports pygame; words nothing (failures are Problems with keys).
docs/network-protocol.md describes every message."""
