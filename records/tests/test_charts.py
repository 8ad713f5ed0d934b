from records.charts import line_chart


def test_points_land_in_the_plot_area_and_gaps_are_skipped():
    chart = line_chart([("A", [0, 3, None, 6])], ["R1", "R2", "R3", "R4"], width=200, height=100)
    (line,) = chart.lines
    xs = [x for x, _, _ in line.dots]
    ys = [y for _, y, _ in line.dots]
    assert len(line.dots) == 3
    assert xs[0] == chart.left
    assert xs[-1] == chart.right
    assert ys[0] == chart.bottom
    assert ys[-1] == chart.top
    assert line.points.count(",") == 3


def test_a_single_point_and_a_flat_series_draw():
    chart = line_chart([("A", [5])], ["Start"], zero_based=False)
    assert chart.lines[0].dots
