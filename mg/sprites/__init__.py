"""Drawing: screen layout, board, pieces, panels (reads the engine, never changes it)."""
