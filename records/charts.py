"""Server-drawn SVG charts: the geometry of a line chart (points in a viewBox), rendered by the templates as inline
``<svg>`` with presentation attributes and classes only (no inline style: the Content Security Policy allows no
inline style), so they need no script, no CDN, and print."""

from __future__ import annotations

from dataclasses import dataclass, field

PALETTE = ("#1f5e3a", "#c8932f", "#a8322d", "#2f5fa8", "#6b3fa0", "#2a8c8c", "#8c5a2a", "#5f6b73")


@dataclass
class Line:
    label: str
    points: str
    colour: str
    last: tuple[float, float] | None
    dots: list[tuple[float, float, int]] = field(default_factory=list)


@dataclass
class Chart:
    width: int
    height: int
    lines: list[Line]
    x_labels: list[tuple[float, str]]
    y_labels: list[tuple[float, str]]
    left: int
    bottom: float
    right: float
    top: int

    @property
    def view_box(self) -> str:
        return f"0 0 {self.width} {self.height}"


def _ticks(low: int, high: int, count: int = 4) -> list[int]:
    if high <= low:
        return [low]
    step = max(1, round((high - low) / count))
    return list(range(low, high + 1, step))


def line_chart(
    series: list[tuple[str, list[int | None]]],
    x_labels: list[str],
    *,
    width: int = 480,
    height: int = 200,
    y_format=str,
    zero_based: bool = True,
) -> Chart:
    """One polyline per series over the shared x labels; a value of None leaves a gap (the point is skipped)."""
    left, right, top, bottom = 56, width - 12, 12, height - 28
    values = [v for _, vs in series for v in vs if v is not None]
    low = 0 if zero_based or not values else min(values)
    high = max(values, default=1)
    if high == low:
        high = low + 1
    n = max(len(x_labels), 1)

    def x(i: int) -> float:
        return round(left + (right - left) * (i / (n - 1) if n > 1 else 0.5), 1)

    def y(v: float) -> float:
        return round(bottom - (bottom - top) * (v - low) / (high - low), 1)

    lines = []
    for index, (label, vs) in enumerate(series):
        dots = [(x(i), y(v), v) for i, v in enumerate(vs) if v is not None]
        lines.append(
            Line(
                label=label,
                points=" ".join(f"{px},{py}" for px, py, _ in dots),
                colour=PALETTE[index % len(PALETTE)],
                last=(dots[-1][0], dots[-1][1]) if dots else None,
                dots=dots,
            )
        )
    every = max(1, n // 8)
    xs = [(x(i), text) for i, text in enumerate(x_labels) if i % every == 0 or i == n - 1]
    ys = [(y(v), y_format(v)) for v in _ticks(int(low), int(high))]
    return Chart(width, height, lines, xs, ys, left, bottom, right, top)
