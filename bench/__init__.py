"""Benchmarks of the rules engine against its peers (pokerkit, phevaluator).

Run from the project root: ``.venv/bin/python -m bench.run [--quick] [--out FILE]``.
Not part of the distribution; pokerkit and phevaluator come from the
``bench`` extra (``pip install -e '.[bench]'``).
"""
