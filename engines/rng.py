"""A replayable random generator whose whole state is two integers kept in the game state.

Every draw derives a fresh ``random.Random`` from ``(seed, counter)`` (string seeding hashes with
SHA-512, so the sequence is the same in every process and Python version), then bumps ``counter``.
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

from pydantic import BaseModel

T = TypeVar("T")


class Rng(BaseModel):
    seed: int
    counter: int = 0

    def _next(self) -> random.Random:
        r = random.Random(f"agora/{self.seed}/{self.counter}")
        self.counter += 1
        return r

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new shuffled list (one draw)."""
        out = list(items)
        self._next().shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._next().sample(list(items), k)

    def randint(self, a: int, b: int) -> int:
        """An int in ``[a, b]`` (a die roll is ``randint(1, 6)``)."""
        return self._next().randint(a, b)

    def choice(self, items: Sequence[T]) -> T:
        return self._next().choice(list(items))
