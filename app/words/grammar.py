"""Russian grammar the wording needs: plural forms and the dative of a first name. (The
engine holds no grammar: rules/ says what happened as phrases; the program words them.)"""
from __future__ import annotations


def plural_ru(n: int, one: str, few: str, many: str) -> str:
    """Russian plural: 1 карту, 2 карты, 5 карт (21 карту, 11 карт)."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


_VOWEL_ENDS = {"а": "е", "я": "е"}


def dative_ru(name: str) -> str:
    """The dative of a Russian first name, for «платит Анне»; other names stay as they are.

    Анна → Анне, Дарья → Дарье, Мария → Марии, Борис → Борису, Зиновий → Зиновию,
    Игорь → Игорю. Names not ending in a Cyrillic letter ('Bot 2', '#9') are unchanged."""
    if not name or not ("а" <= name[-1].lower() <= "я" or name[-1].lower() == "ё"):
        return name
    low = name.lower()
    if low.endswith("ия"):
        return name[:-1] + "и"
    last = low[-1]
    if last in _VOWEL_ENDS:
        return name[:-1] + _VOWEL_ENDS[last]
    if last in "йь":
        return name[:-1] + "ю"
    if last in "оеиуыэюё":
        return name                 # indeclinable (Нико, Мари)
    return name + "у"
