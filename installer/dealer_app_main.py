"""The bundle's entry point: the same ``dealer_app.commands.cli:main`` as the
``dealer-app`` console script of a pip install, so every subcommand works."""
import sys

from dealer_app.commands.cli import main

if __name__ == "__main__":
    sys.exit(main())
