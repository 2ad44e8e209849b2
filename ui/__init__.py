"""The console's screens (PySide6), handed their controller (ui/kit/ports.py) and never importing dealer_app.

Groups, each importing only those under it (pyproject.toml's import contracts): ``main_window`` on top;
``floor`` (the floor view and station); ``table`` (the table screen); ``dialogs``; ``kit`` (theme, fit,
words, shared widgets); ``views`` (the plain data both sides share, no Qt)."""
