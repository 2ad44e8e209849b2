import sys

from dealer_app.commands.cli import main

sys.exit(main())
