"""Antike (Mac Gerdts, 2005): rules in :mod:`engines.antike.rules`, the engine class in
:mod:`engines.antike.engine`."""

from engines.antike.engine import Antike

__all__ = ["Antike"]
