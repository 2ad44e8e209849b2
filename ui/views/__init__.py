"""The view types: what the screens read, declared once, without Qt.

``dealer_app`` fills them (table/controller.py, table/cards.py,
table/showdown.py, the session and correction desks, floor/, supervisors/)
and ``ui`` reads them; ``ui`` never imports ``dealer_app``, so they live here,
where both may import them. Frozen dataclasses only: no PySide6, nothing of
``dealer_app`` (an import-linter contract in pyproject.toml and
tests/test_layers.py keep it so). The intents the screens send back are the
Protocols of ui/kit/ports.py.

- table.py: the table screen (seats, the action pad, a card alert);
- showdown.py: the pots laid out before they are pushed;
- desk.py: setup, seating and the supervisor's corrections;
- floor.py: the floor view's history, replay, export and record check;
- supervisor.py: a supervisor's answer to a PIN asked for one act.
- words.py: the sentences both sides say (``Words``, ``say``) and the one way to fill them in.
"""
