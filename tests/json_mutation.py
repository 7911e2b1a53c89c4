"""Hostile variations of saved JSON documents, for fuzzing loaders."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=8,
)


def json_paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a node of a JSON document (the root is the empty path)."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += json_paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += json_paths(v, prefix + (i,))
    return out


def replace_node(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    """Put `value` where `path` points in `doc` (not the root)."""
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
