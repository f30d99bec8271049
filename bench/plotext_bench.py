#!/usr/bin/env python3
# Times plotext drawing the same plot as `dynamics-bench --filter plot-braille-80x24-10k`:
# 10 000 samples of y = 300 + 200·exp(−t/4)·cos(2π·1.3·t) pt over t = 0…10 s, braille markers,
# 80 × 24 cells, title "Damped spring", labels "t (s)" and "y (pt)", no colour. One run builds the
# figure and its text (plotext 5: plt.build(); plotext 6: figure.build() turned into a string)
# without printing it. Prints the median (and minimum) in milliseconds per render.
#
# Installs nothing. Before running:
#     pip install plotext            # measured with plotext 6.1.0; 5.x works too
# Then:
#     python3 bench/plotext_bench.py [--runs 30]

import argparse
import math
import statistics
import time

import plotext as plt

WIDTH, HEIGHT = 80, 24
T = [i * 0.001 for i in range(10_000)]
Y = [300 + 200 * math.exp(-t / 4) * math.cos(2 * math.pi * 1.3 * t) for t in T]


def render_v5():
    plt.clear_figure()
    plt.plotsize(WIDTH, HEIGHT)
    plt.theme("clear")
    plt.plot(T, Y, marker="braille")
    plt.title("Damped spring")
    plt.xlabel("t (s)")
    plt.ylabel("y (pt)")
    return plt.build()


def render_v6():
    figure = plt.figure
    figure.clear()
    figure.plot_size(WIDTH, HEIGHT)
    figure.theme("colorless")
    figure.draw(figure.signal(T, Y, marker="braille"))
    figure.title("Damped spring")
    figure.label("t (s)", "x")
    figure.label("y (pt)", "y")
    return str(figure.build())


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--show", action="store_true", help="print one render and exit")
    args = parser.parse_args()
    render = render_v5 if hasattr(plt, "build") else render_v6
    text = render()  # warm-up (imports, caches)
    if args.show:
        print(text)
        return
    samples = []
    for _ in range(max(1, args.runs)):
        start = time.perf_counter()
        render()
        samples.append((time.perf_counter() - start) * 1000)
    version = getattr(plt, "__version__", "?")
    print(f"plotext {version} plot-braille-80x24-10k: median {statistics.median(samples):.3f} ms, "
          f"min {min(samples):.3f} ms over {len(samples)} runs")


if __name__ == "__main__":
    main()
