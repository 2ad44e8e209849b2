"""The console's dialogs: each asks one thing and answers it (a confirmation, a supervisor's PIN, the
session's setup, a correction, a report, who sits out), or says why the console cannot start."""
