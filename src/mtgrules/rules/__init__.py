"""Rules procedures, one module per CR area. Importing this package registers every frame
handler with :mod:`mtgrules.engine`."""

from mtgrules.effects import interpreter  # noqa: F401,I001
from mtgrules.rules import (  # noqa: F401
    activation,
    casting,
    combat,
    priority,
    resolve,
    sba,
    stack_triggers,
    turn,
)
