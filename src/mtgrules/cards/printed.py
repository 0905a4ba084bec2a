"""Loading printed characteristics and Oracle text from ``printed.yaml`` (data only)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any

import yaml


@lru_cache(maxsize=1)
def printed_data() -> dict[str, dict[str, Any]]:
    """Card name -> printed entry (name, mana_cost, type_line, power, toughness, loyalty,
    oracle). Raises yaml.YAMLError if the packaged file is corrupt."""
    text = resources.files("mtgrules.cards").joinpath("printed.yaml").read_text("utf-8")
    return {e["name"]: e for e in yaml.safe_load(text)}
