"""Cards of the mission's seed documents: sectors, Sagas, exile-and-play, Spark Rupture, Classes,
and the mana rulings' cards."""

from __future__ import annotations
