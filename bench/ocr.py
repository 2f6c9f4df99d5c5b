"""The one Tesseract helper of the OCR checks (bench/ocr_pictures.py, bench/ocr_antike.py and the
tests that read pictures back): a picture's text, read at twice its size.

Tesseract is not a project dependency (Debian: ``apt-get install tesseract-ocr
tesseract-ocr-ita``): callers check :func:`available` first and skip without it.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
from pathlib import Path

from PIL import Image


def available() -> bool:
    """Whether the ``tesseract`` program is installed."""
    return shutil.which("tesseract") is not None


def ocr(picture: Image.Image | Path | str | bytes, lang: str = "en", psm: int = 3,
        crop: tuple[int, int, int, int] | None = None, scale: int = 2) -> str:
    """Tesseract's text of ``picture`` (an image, a PNG path or PNG bytes), optionally cropped
    to ``crop`` (left, top, right, bottom) first, read at ``scale`` times the size (Lanczos).
    ``lang`` is the game's language: Italian pictures are read with the Italian and English
    models (``ita+eng``), English ones with English only.  ``psm``: Tesseract's page
    segmentation mode (3: whole page, 11: sparse text, for maps)."""
    if isinstance(picture, bytes):
        img = Image.open(io.BytesIO(picture))
    elif isinstance(picture, (str, Path)):
        img = Image.open(picture)
    else:
        img = picture
    img = img.convert("RGB")
    if crop:
        img = img.crop(crop)
    if scale != 1:
        img = img.resize((img.width * scale, img.height * scale), Image.Resampling.LANCZOS)
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    models = "ita+eng" if lang == "it" else "eng"
    out = subprocess.run(["tesseract", "-", "stdout", "-l", models, "--psm", str(psm)], input=buf.getvalue(),
                         capture_output=True, timeout=180, check=True,
                         env={**os.environ, "OMP_THREAD_LIMIT": "1"})  # one thread: faster on a shared machine
    return out.stdout.decode("utf-8", errors="replace")


def lines(text: str) -> list[str]:
    """The non-blank lines of an OCR ``text``."""
    return [ln.strip() for ln in text.splitlines() if ln.strip()]
