"""Board pictures under Discord's upload limit: re-encoded smaller, never refused.

Discord refuses an attachment over the guild's limit (``interaction.filesize_limit``, the
interaction's ``attachment_size_limit``: 10 MiB by default, more in boosted guilds).  A picture
over the limit is tried, in order, as a palette PNG (flat board art loses little), as WebP at
falling qualities, then WebP downscaled in steps of 3/4; the first that fits is used.  CPU-bound:
call :func:`fit_image` off the event loop.
"""

from __future__ import annotations

import io

from PIL import Image

#: Discord's upload limit without server boosts (bytes)
DEFAULT_LIMIT = 10 * 1024 * 1024
WEBP_QUALITIES = (85, 70, 50)
MIN_SIDE = 64  # smaller than this the picture is useless: post without it


def _encode(image: Image.Image, fmt: str, **params) -> bytes:
    out = io.BytesIO()
    image.save(out, format=fmt, **params)
    return out.getvalue()


def _stem(name: str) -> str:
    return name.rsplit(".", 1)[0] if "." in name else name


def fit_image(data: bytes, limit: int, name: str = "board.png") -> tuple[bytes, str] | None:
    """``(data, name)`` when ``len(data) <= limit``; else the picture re-encoded to at most
    ``limit`` bytes with a matching file name (``board.png`` or ``board.webp``); None when not
    even a :data:`MIN_SIDE`-pixel version fits (post without the picture)."""
    if len(data) <= limit:
        return data, name
    with Image.open(io.BytesIO(data)) as opened:
        image = opened.convert("RGBA" if "A" in opened.getbands() else "RGB")
    stem = _stem(name)
    palette = _encode(image.quantize(colors=256, method=Image.Quantize.FASTOCTREE), "PNG", optimize=True)
    if len(palette) <= limit:
        return palette, f"{stem}.png"
    for quality in WEBP_QUALITIES:
        webp = _encode(image, "WEBP", quality=quality, method=4)
        if len(webp) <= limit:
            return webp, f"{stem}.webp"
    while min(image.size) * 3 // 4 >= MIN_SIDE:
        image = image.resize((image.width * 3 // 4, image.height * 3 // 4), Image.Resampling.LANCZOS)
        webp = _encode(image, "WEBP", quality=WEBP_QUALITIES[-1], method=4)
        if len(webp) <= limit:
            return webp, f"{stem}.webp"
    return None
