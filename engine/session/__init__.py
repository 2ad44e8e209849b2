"""One table's session: hands, seats, money and corrections kept as a record (engine/session/table.py)."""
