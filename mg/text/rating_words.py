"""The player's rating in words ("Your rating 1420 after 12 games"), for the Games and
Statistics screens: the rating itself is data (mg/ai/rating.py), kept by the store."""

from __future__ import annotations

from mg.ai.rating import Rating
from mg.text.i18n import t


def rating_line(rating: Rating) -> str:
    """The rating and how many games made it, or that none was made yet."""
    if rating.games == 0:
        return t("rating.none")
    return t("rating.yours", rating=round(rating.value), games=rating.games)
