"""The session file's refusals and warnings in the dealer's language (dealer_app/words/settings.py).

Each rule the engine can break has a bad session file here: the engine's
English message is as it always was (the CLI and the logs print it), and the
setup screen says it in French with the real .qm, the amounts grouped and the
keys as the file writes them. A last test reads the engine's source so that
no refusal it can raise is left without its French.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

from dealer_app.files import presets
from dealer_app.table.controller import TableController
from dealer_app.files.session_file import load_session
from dealer_app.words.settings import RULES, settings_refusal, settings_warning, toml_words
from dealer_app.words.table import engine_refusal
from ui.views.words import Words
from engine.errors import EngineError
from engine.rake import RakeRules
from engine.rules import HouseRules
from engine.settings import SettingsError, parse_session
from engine.session.table import TableSession
from sessions import settings as session_settings
from ui.kit.i18n import render

ROOT = Path(__file__).resolve().parents[2]
B = "[stakes]\nsmall_blind = 5\nbig_blind = 10\n"
NBSP = "\u00a0"


# rule, the session file, the key at fault, the engine's English message after "key: ", the French.
FORMS = [
    ("text-too-long", "#" * 1_000_001, "file",
     "1,000,001 characters, more than the 1,000,000 a session file can be (a few hundred are usual): "
     "not a session file",
     f"1{NBSP}000{NBSP}001 caractères, plus que les 1{NBSP}000{NBSP}000 que peut faire un fichier de séance "
     "(quelques centaines d'habitude) : pas un fichier de séance"),
    ("not-toml", B + "oops\n", "file",
     "not valid TOML (Expected '=' after a key in a key/value pair (at line 4, column 5))",
     "TOML non valide (« = » attendu après une clé dans une paire clé/valeur (ligne 4, colonne 5))"),
    ("nested-too-deeply", "x = " + "[" * 2000 + "]" * 2000 + "\n", "file",
     "not a session file: arrays or tables nested too deeply",
     "pas un fichier de séance : tableaux ou tables imbriqués trop profondément"),
    ("number-too-long", "x = " + "1" * 5000 + "\n", "file",
     "not a session file: a number has more than 4,300 digits",
     f"pas un fichier de séance : un nombre a plus de 4{NBSP}300 chiffres"),
    ("not-a-section", "stakes = 5\n", "stakes", "must be a [section] of keys", "doit être une [section] de clés"),
    ("wrong-type", B + '[table]\nseats = "nine"\n', "table.seats",
     "must be a whole number, not 'nine'", "doit être un nombre entier, pas 'nine'"),
    ("not-a-number", B + "[rake]\npercent = nan\n", "rake.percent",
     "must be a number, not nan", "doit être un nombre, pas nan"),
    ("negative", B + "[rake]\ncap = -1000\n", "rake.cap",
     "cannot be negative (-1000)", f"ne peut pas être négatif (-1{NBSP}000)"),
    ("unbelievable", B + "[rake]\ncap = 10000000000000\n", "rake.cap",
     "10000000000000 is not a believable amount",
     f"10{NBSP}000{NBSP}000{NBSP}000{NBSP}000 n'est pas un montant vraisemblable"),
    ("unknown-game", B + '[game]\nvariant = "stud"\n', "game.variant",
     "unknown game 'stud'; the games are omaha, omaha-hilo, omaha5, omaha5-hilo, omaha6, courchevel, "
     "courchevel-hilo, holdem",
     "jeu inconnu 'stud' ; les jeux sont omaha, omaha-hilo, omaha5, omaha5-hilo, omaha6, courchevel, "
     "courchevel-hilo, holdem"),
    ("unknown-structure", B + '[game]\nstructure = "spread-limit"\n', "game.structure",
     "unknown structure 'spread-limit'; choose pot-limit, fixed-limit or no-limit",
     "structure inconnue 'spread-limit' ; choisissez pot-limit, fixed-limit ou no-limit"),
    ("blinds-required", "[stakes]\nsmall_blind = 5\n", "stakes.big_blind",
     "the blinds are required", "les blindes sont obligatoires"),
    ("below-one", "[stakes]\nsmall_blind = 0\nbig_blind = 0\n", "stakes.small_blind",
     "must be at least 1", "doit valoir au moins 1"),
    ("big-blind-outside", "[stakes]\nsmall_blind = 500\nbig_blind = 2500\n", "stakes.big_blind",
     "2500 is outside [500, 1000]: the big blind is at least the small blind and at most twice it",
     f"2{NBSP}500 est hors de [500, 1{NBSP}000] : la Big Blind vaut au moins la Small Blind et au plus le double"),
    ("limit-needs-bets", B + '[game]\nstructure = "fixed-limit"\n', "stakes.small_bet",
     "fixed limit needs a small bet and a big bet", "en Limit, il faut une petite mise et une grosse mise"),
    ("big-bet-below-small-bet", B + 'small_bet = 10\nbig_bet = 5\n[game]\nstructure = "fixed-limit"\n',
     "stakes.big_bet", "the big bet 5 is below the small bet 10",
     "la grosse mise de 5 est sous la petite mise de 10"),
    ("not-chip-unit", "[stakes]\nsmall_blind = 25\nbig_blind = 50\nchip_unit = 10\n", "stakes.small_blind",
     "25 is not a whole number of 10-chips", "25 n'est pas un nombre entier de jetons de 10"),
    ("max-buy-in-below-min", B + "min_buy_in = 2000\nmax_buy_in = 1000\n", "stakes.max_buy_in",
     "the maximum buy-in 1000 is below the minimum 2000",
     f"la cave maximum de 1{NBSP}000 est sous la cave minimum de 2{NBSP}000"),
    ("buy-in-below-big-blind", B + "min_buy_in = 5\n", "stakes.min_buy_in",
     "5 is less than one big blind (10)", "5 est moins qu'une Big Blind (10)"),
    ("seats-out-of-range", B + '[game]\nvariant = "omaha5"\n[table]\nseats = 11\n', "table.seats",
     "11: a table has 2 to 10 seats", "11 : une table a de 2 à 10 sièges"),
    ("unknown-button-rule", B + '[house]\nbutton = "x"\n', "house.button",
     "'x'; choose dead, moving or simplified", "'x' ; choisissez dead, moving ou simplified"),
    ("raise-cap-below-one", B + "[house]\nraise_cap = 0\n", "house.raise_cap",
     "0: a cap below 1 allows no raise at all", "0 : un plafond sous 1 n'autorise aucune relance"),
    ("house-choice", B + '[house]\nmin_raise = "pot"\n', "house.min_raise",
     "min_raise = 'pot'; choose one of last-raise, double-previous",
     "min_raise = 'pot' ; choisissez parmi last-raise, double-previous"),
    ("house-choice", B + "[game]\nvariant = \"omaha-hilo\"\nlow_qualifier = 7\n", "game.low_qualifier",
     "low_qualifier = 7; choose one of 8, 9, 0", "low_qualifier = 7 ; choisissez parmi 8, 9, 0"),
    # RULES.md 10 and 11: run it twice, the chip set, bomb pots, time collection.
    ("unknown-run-it", B + '[house]\nrun_it = "sometimes"\n', "house.run_it",
     "'sometimes'; choose never or when-all-agree", "'sometimes' ; choisissez never ou when-all-agree"),
    ("max-runs-choice", B + "[house]\nmax_runs = 4\n", "house.max_runs",
     "4: the board is run at most 2 or 3 times", "4 : le tableau se tire au plus 2 ou 3 fois"),
    ("too-many-chips", B + "[table]\nchips = [" + ", ".join(map(str, range(1, 22))) + "]\n", "table.chips",
     "21 chip values, more than 20", "21 valeurs de jetons, plus de 20"),
    ("not-a-chip", B + "[table]\nchips = [5, 0]\n", "table.chips",
     "0 is not a chip: a chip is a whole number of at least 1",
     "0 n'est pas un jeton : un jeton est un nombre entier d'au moins 1"),
    ("chip-twice", B + "[table]\nchips = [5, 25, 5]\n", "table.chips",
     "the chip 5 is named twice", "le jeton de 5 est nommé deux fois"),
    ("unknown-bomb-pot-mode", B + '[bomb_pot]\nmode = "always"\n', "bomb_pot.mode",
     "'always'; choose off, every-n-hands or on-request",
     "'always' ; choisissez off, every-n-hands ou on-request"),
    ("bomb-pot-needs-hands", B + '[bomb_pot]\nmode = "every-n-hands"\nante = 10\n', "bomb_pot.hands",
     "a bomb pot every N hands needs N, at least 1",
     "un bomb pot toutes les N mains demande N, au moins 1"),
    ("bomb-pot-needs-ante", B + '[bomb_pot]\nmode = "on-request"\n', "bomb_pot.ante",
     "a bomb pot needs the ante every player puts in, at least 1",
     "un bomb pot demande l'ante que met chaque joueur, au moins 1"),
    ("unknown-time-collection", B + '[time_collection]\nmode = "hourly"\n', "time_collection.mode",
     "'hourly'; choose none, per-seat or per-hand", "'hourly' ; choisissez none, per-seat ou per-hand"),
    ("time-needs-amount", B + '[time_collection]\nmode = "per-hand"\n', "time_collection.amount",
     "time collection needs the amount collected, at least 1",
     "le ramassage du temps demande le montant ramassé, au moins 1"),
    ("time-minutes-not-half-hours", B + '[time_collection]\nmode = "per-seat"\namount = 10\nminutes = [0, 20]\n',
     "time_collection.minutes",
     "[0, 20]: time is collected every half hour, at two minutes of the hour half an hour apart (as [0, 30])",
     "[0, 20] : le temps se ramasse toutes les demi-heures, à deux minutes de l'heure à une demi-heure "
     "d'écart (comme [0, 30])"),
    ("time-and-rake", B + '[rake]\npercent = 5.0\n[time_collection]\nmode = "per-seat"\namount = 10\n',
     "time_collection.mode",
     "time is collected instead of a levy on the pots, not as well: set rake.percent and rake.fixed to 0, "
     "or time_collection.mode to none",
     "le temps se ramasse à la place d'un prélèvement sur les pots, pas en plus : mettez rake.percent et "
     "rake.fixed à 0, ou time_collection.mode à none"),
    ("rake-percent-above-100", B + "[rake]\npercent = 150.5\n", "rake.percent",
     "percent must be at most 100, not 150.5", "percent doit valoir au plus 100, pas 150.5"),
    ("rake-unit-below-one", B + "[rake]\nunit = 0\n", "rake.unit",
     "unit must be at least 1, not 0", "unit doit valoir au moins 1, pas 0"),
    ("rake-choice", B + '[rake]\nrounding = "sideways"\n', "rake.rounding",
     "rounding must be one of down, nearest, up, not 'sideways'",
     "rounding doit être parmi down, nearest, up, pas 'sideways'"),
    # RULES.md 12: the jackpots (engine/jackpot/rules.py)
    ("jackpot-fixed-and-percent", B + "[jackpot]\nfixed = 5\npercent = 1.0\n", "jackpot.fixed",
     "the increment is a fixed amount or a percentage, not both (5 and 1 %)",
     "l'incrément est un montant fixe ou un pourcentage, pas les deux (5 et 1 %)"),
    ("jackpot-split-not-100", B + "[jackpot]\nloser_percent = 50\nwinner_percent = 25\n", "jackpot.table_percent",
     "the payment's parts must make 100 %: loser 50 + winner 25 + table 50 = 125",
     "les parts du paiement doivent faire 100 % : perdant 50 + gagnant 25 + table 50 = 125"),
    ("jackpot-and-drop", B + "[rake]\njackpot = 5\n[jackpot]\non = true\npercent = 1.0\n", "jackpot.on",
     "the bad beat jackpot's increment replaces the fixed drop, not as well: set rake.jackpot to 0 (now 5), "
     "or jackpot.on to false",
     "l'incrément du jackpot bad beat remplace le prélèvement fixe, il ne s'y ajoute pas : mettez rake.jackpot "
     "à 0 (actuellement 5), ou jackpot.on à false"),
    ("jackpot-pool-name", B + '[jackpot]\nshared = "a/b"\n', "jackpot.shared",
     "shared is true, false or the shared jackpot's name (up to 40 letters, digits, spaces, dots, dashes or "
     "underscores), not 'a/b'",
     "shared vaut true, false ou le nom du jackpot partagé (jusqu’à 40 lettres, chiffres, espaces, points, "
     "tirets ou soulignés), pas 'a/b'"),
    ("high-hand-period", B + "[high_hand]\nminutes = 7\n", "high_hand.minutes",
     "7: a period is a whole part of a day, in minutes (60, 120, 30 ...)",
     "7 : une période est une part entière d'un jour, en minutes (60, 120, 30 ...)"),
    ("high-hand-minimum", B + '[high_hand]\nminimum = "Ac Ad"\n', "high_hand.minimum",
     "the qualifying minimum is five different cards, not 'Ac Ad'",
     "le minimum qualifiant est de cinq cartes différentes, pas 'Ac Ad'"),
]


def refused(text: str) -> SettingsError:
    with pytest.raises(SettingsError) as caught:
        parse_session(text)
    return caught.value


@pytest.mark.parametrize("rule, text, key, english, french_words", FORMS, ids=[f[0] + ":" + f[2] for f in FORMS])
def test_a_bad_session_file_is_refused_in_english_as_before_and_said_in_french(
        french, rule, text, key, english, french_words):
    exc = refused(text)
    assert (exc.code, exc.key, exc.rule) == ("bad-session", key, rule)
    assert exc.message == f"{key}: {english}"                       # the engine's text, unchanged
    words = settings_refusal(exc)
    assert isinstance(words, Words)
    assert _ungrouped(words) == _ungrouped(english)                 # the same English, amounts grouped
    assert render(words) == french_words


def _ungrouped(text: str) -> str:
    return re.sub(r"(?<=\d),(?=\d{3})", "", str(text))


@pytest.mark.parametrize("want, value, english, french_words", [
    ("text", "5", 'must be text, not 5', "doit être du texte, pas 5"),
    ("true or false", '"yes"', "must be true or false, not 'yes'", "doit être true ou false, pas 'yes'"),
    ("a whole number or a number", '"4 %"', "must be a whole number or a number, not '4 %'",
     "doit être un nombre entier ou un nombre, pas '4 %'"),
    ("a list", "5", "must be a list, not 5", "doit être une liste, pas 5"),
])
def test_every_kind_of_value_a_key_wants_is_said_in_french(french, want, value, english, french_words):
    key = {"text": "house.button", "true or false": "rake.per_pot", "a whole number or a number": "rake.percent",
           "a list": "table.chips"}[want]
    section, name = key.split(".")
    exc = refused(B + f"[{section}]\n{name} = {value}\n")
    assert exc.message == f"{key}: {english}"
    assert render(settings_refusal(exc)) == french_words


# The rules behind the settings' own checks: a session file cannot reach them (its checks refuse
# first), but the engine raises them for a caller that builds the rules itself.
def _wrapped(key: str, build) -> SettingsError:
    with pytest.raises(ValueError) as caught:
        build()
    exc = caught.value
    return SettingsError(key, exc.message, **exc.numbers)


BEHIND = [
    ("house-raise-cap", lambda: _wrapped("house.raise_cap", lambda: HouseRules(raise_cap=0)),
     "raise_cap must be at least 1, not 0", "raise_cap doit valoir au moins 1, pas 0"),
    ("rake-negative", lambda: _wrapped("rake.cap", lambda: RakeRules(cap=-5)),
     "cap must not be negative, not -5", "cap ne doit pas être négatif, pas -5"),
    ("rake-not-chips", lambda: _wrapped("rake.cap", lambda: RakeRules(cap=2.5)),
     "cap must be a whole number of chips, not 2.5", "cap doit être un nombre entier de jetons, pas 2.5"),
    ("rake-not-bool", lambda: _wrapped("rake.per_pot", lambda: RakeRules(per_pot=1)),
     "per_pot must be true or false, not 1", "per_pot doit être true ou false, pas 1"),
    ("rake-not-a-number", lambda: _wrapped("rake.percent", lambda: RakeRules(percent=True)),
     "percent must be a number, not True", "percent doit être un nombre, pas True"),
    ("rake-not-finite", lambda: _wrapped("rake.percent", lambda: RakeRules(percent="inf")),
     "percent must be a finite number, not 'inf'", "percent doit être un nombre fini, pas 'inf'"),
]


@pytest.mark.parametrize("rule, build, english, french_words", BEHIND, ids=[b[0] for b in BEHIND])
def test_the_rules_behind_the_settings_checks_are_said_in_french_too(french, rule, build, english, french_words):
    exc = build()
    assert exc.rule == rule and exc.message == f"{exc.key}: {english}"
    words = settings_refusal(exc)
    assert str(words) == english and render(words) == french_words


def test_a_session_file_on_disk_that_cannot_be_used_is_said_in_french(french, tmp_path):
    big = tmp_path / "big.toml"
    big.write_text("#" * 1_000_001, encoding="utf-8")
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b"# caf\xe9\n")
    cases = [
        (big, "file-too-large", f"{big} is 1,000,001 bytes, more than the 1,000,000 a session file can be: "
                                "not a session file",
         f"{big} fait 1{NBSP}000{NBSP}001 octets, plus que les 1{NBSP}000{NBSP}000 que peut faire un fichier de "
         "séance : pas un fichier de séance"),
        (tmp_path, "not-a-file", f"{tmp_path} is not a file (a device, a pipe or a folder): not read",
         f"{tmp_path} n'est pas un fichier (un périphérique, un tube ou un dossier) : non lu"),
        (tmp_path / "gone.toml", "cannot-read", f"cannot read {tmp_path / 'gone.toml'}: No such file or directory",
         f"impossible de lire {tmp_path / 'gone.toml'} : No such file or directory"),
        (latin, "not-utf8", f"{latin} is not UTF-8 text", f"{latin} n'est pas du texte UTF-8"),
    ]
    for path, rule, english, french_words in cases:
        with pytest.raises(SettingsError) as caught:
            load_session(path)
        exc = caught.value
        assert (exc.key, exc.rule, exc.message) == ("file", rule, f"file: {english}")
        assert str(settings_refusal(exc)) == english and render(settings_refusal(exc)) == french_words


WARNINGS = [          # (the file, the engine's warning, the screen's English, the screen's French)
    (B + "[tournament]\nlevels = 3\n", "unknown section [tournament] ignored", None,
     "section inconnue [tournament] ignorée"),
    (B + "[table]\nshape = \"oval\"\n", "unknown key table.shape ignored", None, "clé inconnue table.shape ignorée"),
    # The screen names the fields ("the small bet"), never the file's keys ("stakes.small_bet"): issue 16.
    ("[stakes]\nsmall_blind = 500\nbig_blind = 1000\nsmall_bet = 2000\nbig_bet = 4000\n"
     "[game]\nstructure = \"fixed-limit\"\n",
     "stakes.small_bet 2000 is not the big blind 1000 (usually small bet = big blind)",
     "the small bet 2000 is not the big blind 1000 (usually small bet = big blind)",
     f"la petite mise de 2{NBSP}000 n'est pas la Big Blind de 1{NBSP}000 (d'habitude petite mise = Big Blind)"),
    (B + "small_bet = 10\nbig_bet = 30\n[game]\nstructure = \"fixed-limit\"\n",
     "stakes.big_bet 30 is not twice the small bet 10 (usually big bet = 2 × small bet)",
     "the big bet 30 is not twice the small bet 10 (usually big bet = 2 × small bet)",
     "la grosse mise de 30 n'est pas le double de la petite mise de 10 (d'habitude grosse mise = 2 × petite mise)"),
]


@pytest.mark.parametrize("text, english, on_screen, french_words", WARNINGS,
                         ids=["section", "key", "small-bet", "big-bet"])
def test_every_warning_is_said_in_french(french, text, english, on_screen, french_words):
    assert tuple(w.english() for w in parse_session(text).warnings) == (english,)    # the engine's warning, unchanged
    check = TableController.check_settings(text)
    assert check.ok and len(check.warnings) == 1
    (warning,) = check.warnings
    assert isinstance(warning, Words) and _ungrouped(warning) == (on_screen or english)
    assert render(warning) == french_words
    assert "stakes." not in render(warning)


def test_a_warning_this_module_does_not_know_is_shown_as_it_is():
    assert settings_warning("the moon is full") == "the moon is full"
    assert not isinstance(settings_warning("the moon is full"), Words)


@pytest.mark.parametrize("english, french_words", [
    ("Invalid value (at line 3, column 9)", "Valeur non valide (ligne 3, colonne 9)"),
    ("Unclosed array (at end of document)", "Tableau non fermé (à la fin du document)"),
    ("Cannot declare ('stakes',) twice (at line 4, column 1)",
     "('stakes',) ne peut pas être déclaré deux fois (ligne 4, colonne 1)"),
    ("Expected ']' at the end of a table declaration (at line 1, column 8)",
     "« ] » attendu à la fin d'une déclaration de table (ligne 1, colonne 8)"),
    ("Something new from a later Python (at line 2, column 1)", "Something new from a later Python (ligne 2, colonne 1)"),
])
def test_the_toml_readers_complaint_is_said_in_french_where_known(french, english, french_words):
    words = toml_words(english)
    assert str(words) == english and render(words) == french_words


def test_a_table_that_cannot_shrink_below_a_seated_player_is_said_in_french(french):
    session = TableSession(session_settings(seats=9))
    session.sit(8, "Elena", 500)
    with pytest.raises(EngineError) as caught:
        session.change_settings(session_settings(seats=6))
    exc = caught.value
    assert exc.message == "seat 8 is taken: the table cannot shrink to 6 seats"
    words = engine_refusal(exc)
    assert str(words) == exc.message
    assert render(words) == "le siège 8 est occupé : la table ne peut pas passer à 6 sièges"


# ------------------------------------------------------------ the setup screen

def test_the_setup_screen_says_the_refusal_and_the_warnings_in_french(qtbot, french):
    from ui.dialogs.setup_dialog import SetupDialog

    dialog = SetupDialog(TableController())
    qtbot.addWidget(dialog)
    dialog.fill(presets.preset_text("french-levy-500"))
    dialog.fields["stakes.big_blind"].setText("25")
    message = dialog.findChild(QLabel, "message_stakes_big_blind")
    assert message.text() == "⚠ 25 est hors de [5, 10] : la Big Blind vaut au moins la Small Blind et au plus le double"
    assert not dialog.start_button.isEnabled()
    dialog.fields["stakes.big_blind"].setText("10")
    dialog.fields["game.structure"].setCurrentIndex(dialog.fields["game.structure"].findData("fixed-limit"))
    dialog.fields["stakes.small_bet"].setText("10")
    dialog.fields["stakes.big_bet"].setText("30")
    assert dialog.check.ok
    assert dialog.warnings.text() == ("⚠ la grosse mise de 30 n'est pas le double de la petite mise de 10 "
                                      "(d'habitude grosse mise = 2 × petite mise)")


def test_opening_a_session_with_a_bad_value_is_refused_in_french(french, tmp_path):
    from dealer_app.store import open_store
    from store_helpers import FakeClock

    store = open_store(tmp_path / "t.sqlite", table="T1", dealer="Marie", clock=FakeClock())
    controller = TableController(store=store, dealer="Marie")
    try:
        refusal = controller.open_session(presets.preset_text("french-levy-500").replace(
            "max_buy_in = 1000", "max_buy_in = 400"))
        assert refusal == "stakes.max_buy_in: the maximum buy-in 400 is below the minimum 500"
        assert render(refusal) == "stakes.max_buy_in : la cave maximum de 400 est sous la cave minimum de 500"
    finally:
        controller.close()


# ------------------------------------------------------------ nothing escapes

def test_every_bad_file_here_is_said_in_words_not_passed_through(qapp):
    for rule, text, *_ in FORMS:
        check = TableController.check_settings(text)
        assert not check.ok and isinstance(check.message, Words), rule
        assert check.message.context == "Settings", rule


def _rules_in(path: Path) -> tuple[set[str], list[str]]:
    """The rule names a module's refusals carry, and the SettingsError raises that carry none."""
    rules, bare = set(), []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        for kw in node.keywords:
            if kw.arg == "rule" and isinstance(kw.value, ast.Constant):
                rules.add(kw.value.value)
        if name == "_bad" and len(node.args) >= 3 and isinstance(node.args[2], ast.Constant):
            rules.add(node.args[2].value)
        if name == "SettingsError":
            if len(node.args) >= 3 and isinstance(node.args[2], ast.Constant):
                rules.add(node.args[2].value)
            elif not any(kw.arg is None for kw in node.keywords):       # not wrapping another's numbers
                bare.append(f"{path.name}:{node.lineno}")
    return rules, bare


def test_no_refusal_of_the_session_file_escapes_the_words():
    """Every SettingsError the parse path raises carries a rule, and every rule has its sentence."""
    named, bare = set(), []
    for module in ("engine/settings.py", "engine/games.py", "engine/rules.py", "engine/rake.py",
                   "engine/jackpot/rules.py", "dealer_app/files/session_file.py"):
        rules, without = _rules_in(ROOT / module)
        named |= rules
        bare += without
    assert bare == []
    assert named - set(RULES) <= {"levy-buy-in"}        # the levy preset's own check: not a session file's
    tested = {f[0] for f in FORMS} | {b[0] for b in BEHIND} | {"wrong-type", "file-too-large", "cannot-read",
                                                               "not-utf8", "not-a-file"}
    assert set(RULES) == tested
