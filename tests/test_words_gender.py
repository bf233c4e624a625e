"""The Russian phrases agree with the named player's gender (issue 28 item 4): «Анна вытянула
младшую карту», «Борис вытянул…». A name carries its gender (app/words/names.py): the default
names' is known, a typed name's is guessed from its ending and may be set in the menu."""
from __future__ import annotations

import inspect
import re
import string

import pytest

from app.setup import SeatSpec, Setup
from app.wording import TEMPLATES, Wording
from app.words.names import FEMALE, MALE, Name, guess_gender
from rules.phrases import Phrase, Seat

# the parameters that hold a seat in the catalogue's templates
SEAT_FIELDS = {"who", "to", "payer", "orderer"}
# nouns that end like a past-tense verb
NOUNS = {"памфил", "предел", "стол"}
# words that agree with the player besides the past tense
AGREEING = {"должен", "последний", "первым", "ему", "него", "его", "умер", "мог", "смог", "помог", "лёг"}
# (template id, word): a pronoun that speaks of a thing, not of the player
THINGS = {("king.talon", "его"), ("svinki.turn_over", "него"), ("svinki.stock_out_turn", "него"),
          ("svinki.turn_over_shuffled", "него")}


def _agrees(word: str) -> bool:
    low = word.lower()
    if low in NOUNS:
        return False
    return low in AGREEING or bool(re.search(r"(л|лся)$", low))


def _unagreed(tid: str, tpl: str) -> list[str]:
    """The words of a Russian template that should agree with a named seat but stand outside
    a ``{seat:m|f}`` spec."""
    fields = [f for _, f, _, _ in string.Formatter().parse(tpl) if f]
    if not set(fields) & SEAT_FIELDS:
        return []
    bare = re.sub(r"\{[^}]*\}", " ", tpl)
    return [w for w in re.findall(r"[А-Яа-яё]+", bare) if _agrees(w) and (tid, w.lower()) not in THINGS]


def test_every_russian_template_naming_a_seat_agrees_with_its_gender():
    bad = {}
    for tid, (ru, _en) in TEMPLATES.items():
        if callable(ru):
            continue
        words = _unagreed(tid, ru)
        if words:
            bad[tid] = words
    assert not bad, f"Russian past-tense verbs after a seat without the feminine form: {bad}"


def test_a_plate_s_tag_is_worded_for_either_gender():
    """A tag by a plate («вне игры», «заказ») speaks of its seat without naming it, so it
    has no gendered form at all."""
    bad = {tid: ru for tid, (ru, _en) in TEMPLATES.items()
           if ".tag." in tid and not callable(ru) and _unagreed(tid, "{who} " + ru)}
    assert not bad, bad


def test_the_worded_functions_agree_too():
    """The templates written as functions (app/words/*.py): every masculine past-tense verb in
    a Russian f-string goes through ``w.agree``."""
    bad = []
    for tid, (ru, _en) in TEMPLATES.items():
        if not callable(ru):
            continue
        src = inspect.getsource(ru)
        for line in src.splitlines():
            # «Круг прошёл»: the round is the subject, not a player
            text = re.sub(r"w\.agree\([^)]*\)|Круг прошёл", " ", line)
            text = re.sub(r"\{[^}]*\}", " ", text)
            for w in re.findall(r"[А-Яа-яё]+", text):
                if re.search(r"(л|лся)$", w.lower()) and w.lower() not in NOUNS:
                    bad.append((tid, w))
    assert not bad, bad


def test_the_check_finds_a_masculine_only_verb():
    assert _unagreed("x", "{who} вытянул младшую карту") == ["вытянул"]
    assert _unagreed("x", "{who:#вытянул|вытянула} младшую карту") == []
    assert _unagreed("x", "{who} открыл памфил") == ["открыл"]


@pytest.mark.parametrize("names, ru", [
    (["Анна", "Борис"], "Анна вытянула младшую карту и сдаёт первой"),
    (["Борис", "Анна"], "Борис вытянул младшую карту и сдаёт первым"),
])
def test_a_feminine_and_a_masculine_name(names, ru):
    ph = Phrase("tricks.first_dealer", who=Seat(0))
    assert Wording("ru", names=names).render(ph) == ru
    assert Wording("en", names=names).render(ph).startswith(f"{names[0]} drew the lowest card")


def test_the_default_names_know_their_gender():
    w = Wording("ru")                   # no names given: the defaults Анна, Борис, Вера…
    assert w.render(Phrase("bluff.loser", who=Seat(0))) == "Проиграла — Анна"
    assert w.render(Phrase("bluff.loser", who=Seat(1))) == "Проиграл — Борис"
    assert w.render(Phrase("bluff.loser", who=Seat(2))) == "Проиграла — Вера"
    names = Setup("durak_podkidnoy", [SeatSpec("human"), SeatSpec("bot", "rule")]).names("en")
    assert [n.gender for n in names] == [FEMALE, MALE]


@pytest.mark.parametrize("name, gender", [
    ("Анна", FEMALE), ("Дарья", FEMALE), ("Мария", FEMALE), ("Любовь", FEMALE), ("Nadia", FEMALE),
    ("Борис", MALE), ("Никита", MALE), ("Илья", MALE), ("Саша", MALE), ("Игорь", MALE), ("Bot 2", MALE),
    ("  анна К.", FEMALE), ("", MALE),
])
def test_a_typed_name_s_gender_is_guessed_from_its_ending(name, gender):
    assert guess_gender(name) == gender


def test_the_player_s_choice_overrides_the_guess_and_is_saved():
    setup = Setup("durak_podkidnoy", [SeatSpec("human", "", "Никита"), SeatSpec("bot", "rule", "Саша")])
    assert [n.gender for n in setup.names("ru")] == [MALE, MALE]
    setup.seats[1].gender = FEMALE               # Саша is Александра
    back = Setup.from_json(setup.to_json())
    names = back.names("ru")
    assert [n.gender for n in names] == [MALE, FEMALE]
    assert Wording("ru", names=names).render(Phrase("tricks.first_dealer", who=Seat(1))).startswith("Саша вытянула")
    # a bad value in a saved setup is ignored, not trusted
    d = setup.to_json()
    d["seats"][0]["gender"] = "x"
    assert Setup.from_json(d).seats[0].gender == ""


def test_a_name_keeps_its_gender_through_a_copy():
    import copy
    import pickle
    n = Name("Саша", FEMALE)
    assert pickle.loads(pickle.dumps(n)).gender == FEMALE
    assert copy.deepcopy(n).gender == FEMALE
    assert n == "Саша"


def test_a_turn_is_named_without_the_word_player():
    from app.i18n import t
    assert t("curtain_turn", "ru", name="Анна") == "Ход: Анна"


@pytest.mark.parametrize("n, ru, en", [(1, "у вас 1 очко", "your hand: 1 point"),
                                       (18, "у вас 18 очков", "your hand: 18 points"),
                                       (22, "у вас 22 очка", "your hand: 22 points")])
def test_points_are_spelled_out(n, ru, en):
    ph = Phrase("seka.note.own", n=n)
    assert Wording("ru").render(ph) == ru
    assert Wording("en").render(ph) == en
    assert "очк." not in Wording("ru").render(Phrase("seka.note.points", n=n))


def test_no_count_is_abbreviated():
    """«18 очк.», «5 фиш.»: a count is spelled out with its plural form ({n:#очко|очка|очков})."""
    cut = re.compile(r"\}\s*(очк|фиш|взят|карт|ход)\.")
    bad = {tid: ru for tid, (ru, _en) in TEMPLATES.items() if not callable(ru) and cut.search(ru)}
    assert not bad, bad
    assert Wording("ru").render(Phrase("seka.note.svara_join", n=5)) == "СВАРА! войти — 5 фишек"


def test_the_default_genders_match_the_default_names():
    """DEFAULT_GENDER goes seat by seat with DEFAULT_NAMES: a name added or moved
    there must be given its gender here (the guess agrees with every default name)."""
    from app.words.names import DEFAULT_GENDER
    from app.words.names import DEFAULT_NAMES
    for lang, names in DEFAULT_NAMES.items():
        assert len(names) == len(DEFAULT_GENDER), lang
        assert [guess_gender(n) for n in names] == list(DEFAULT_GENDER), lang
