"""The bundle's entry point: the same ``dealer_app.cli:main`` as the
``dealer-app`` console script of a pip install, so every subcommand works."""
import sys

from dealer_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
