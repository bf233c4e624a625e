"""Every rule of every game's F1 text says where it comes from (rules/rulebook.py): the seed,
with its own words, our reading with its reason, or another source, named. A quote said to be
the seed's is found in the seeds (``../shared/seeds``, beside the checkout)."""
import re
from pathlib import Path

import pytest

from rules import all_games
from rules.rulebook import SOURCES, Outside, Reading, Rule, Seed

GAMES = all_games()
ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"


def _norm(text: str) -> str:
    """Letters and digits only, lower case, ё as е: a quote may differ from the seed in
    punctuation, quotes and line breaks, not in words."""
    return re.sub(r"[^0-9a-zа-я]+", "", text.lower().replace("ё", "е"))


def seed_text() -> str:
    if not SEEDS.is_dir():
        pytest.skip(f"the seeds are not beside the checkout ({SEEDS})")
    return _norm("".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt"))))


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_rule_of_the_rules_text_carries_its_source(game):
    assert game.rulebook, f"{game.id}: no rulebook (its F1 text must be Rule(...)s with sources)"
    assert "rules_text" not in vars(type(game)), f"{game.id}: F1 text as plain prose, with no sources"
    for rule in game.rulebook:
        assert isinstance(rule, Rule), rule
        assert rule.ru.strip() and rule.en.strip(), rule
        assert isinstance(rule.source, SOURCES), f"{game.id}: {rule.ru[:50]!r} has no source"
        for lang in ("ru", "en"):
            assert rule.source.text(lang).strip(), f"{game.id}: {rule.ru[:50]!r}: empty source in {lang}"
    kinds = {type(r.source) for r in game.rulebook}
    assert Seed in kinds, f"{game.id}: not one rule quotes the seed"


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_a_quote_said_to_be_the_seeds_is_in_the_seeds(game):
    text = seed_text()
    for rule in game.rulebook:
        if isinstance(rule.source, Seed):
            for part in rule.source.quote.split("…"):
                if _norm(part):
                    assert _norm(part) in text, f"{game.id}: «{part.strip()}» is not in the seeds"


def test_the_quote_check_catches_a_made_up_quote():
    text = seed_text()
    assert _norm("первым скинувший") in text
    assert _norm("первым скинувший проиграл навсегда") not in text


def test_the_source_kinds_are_told_apart_in_both_languages():
    from app.i18n import source_mark
    marks = {source_mark(s, lang) for s in (Seed("кон", "the pool"), Reading("ибо", "since"),
                                            Outside("Кн.", "Bk.")) for lang in ("ru", "en")}
    assert len(marks) == 6 and all(m.strip() for m in marks)


JARGON = re.compile(r"\bseeds?\b|\bсем(я|ени|енам?и?)\b|каталог|catalogue|catalog\b", re.IGNORECASE)


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_the_rules_text_speaks_a_players_words(game):
    """The player reads «в сборнике Розалиева», "Rozaliev's text" — not the project's words
    for its sources («семя», "the seed", "the catalogue")."""
    for rule in game.rulebook:
        for lang in ("ru", "en"):
            for text in (rule.text(lang), rule.source.text(lang)):
                assert not JARGON.search(text), f"{game.id} ({lang}): {JARGON.search(text).group()!r} in {text[:80]!r}"
