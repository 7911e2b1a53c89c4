"""Drawing the board and its pieces: layout, camera, the cached map, pieces, animations, the
palette and the art (reads the engine, never changes it)."""
