"""WCAG 2's contrast ratio of two colours, for tests that text reads on its ground."""

from __future__ import annotations

AA = 4.5  # text against its background (WCAG 2 AA, normal text)


def luminance(colour: tuple[int, ...]) -> float:
    """Relative luminance (WCAG 2) of an RGB colour (an alpha is ignored)."""

    def channel(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
