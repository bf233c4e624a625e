"""The menu's note under an option, in a player's words, derived from the option's source.

An option's ``source`` (rules/…: ``Option.source``) says where the rule comes from, for a
scholar: «по Розалиеву: …», «сборник, правило 9», «A0/A1: …», «наш выбор». The menu shows
only what such a text says about the game itself: the attributions, rule numbers and
catalogue marks are taken out, and a part that is nothing but a reference is left out
(the note may then be empty: the option's label and values speak for themselves), and
so is a part that would not read on its own (a bare quotation, a cut-off piece). The
source itself stays whole in F1 (app/overlays.py) and on hover in the menu.
"""
from __future__ import annotations

import re

# what marks a piece of text as a reference rather than a rule (both languages)
SCHOLAR = re.compile(
    r"Розалиев|Rozaliev|сборник|collection|каталог|catalogue|сем[яе]н?\b|семя|\bseeds?\b|правил[оа]\s*\d|rule\s*\d"
    r"|\bA\d+\b|\[[OP/]+\]|наш(?:е|а)?\s+(?:выбор|прочтение)|our\s+(?:choice|reading|numbers)|прочтение|a reading"
    r"|сайт|Mouche site|издани|edition|противоречие|contradiction|¶|\b\d+\.[а-яa-z]|\b\d+[а-яa-z]\b"
    r"|[Pp]art\s+[A-Z]|часть\s+[A-ZА-Я]|общепринят|common(?:\s+Russian)?\s+rules|common Seka rules|общие правила"
    r"|не из семян|not from the seeds|shram|в\s+XVIII|18th century",
    re.IGNORECASE)
_PAREN = re.compile(r"\s*\([^()]*\)")


def _plain_clause(c: str) -> str:
    c = c.strip()
    # «по Розалиеву: …», «A1: …», «сборник, правило 10: …»: the attribution goes, the rule stays
    head, sep, rest = c.partition(":")
    if sep and SCHOLAR.search(head) and "«" not in head and "'" not in head:
        c = rest.strip()
    c = _PAREN.sub(lambda m: "" if SCHOLAR.search(m.group(0)) else m.group(0), c)
    # «“колода любая” — по Розалиеву»: a reference after a dash goes too
    parts = [p for p in re.split(r"\s+—\s+", c)]
    if len(parts) > 1 and SCHOLAR.search(parts[-1]) and not SCHOLAR.search(" — ".join(parts[:-1])):
        c = " — ".join(parts[:-1])
    c = c.strip(" ,.")
    if not c or SCHOLAR.search(c) or not _whole(c):
        return ""
    return c


def _whole(c: str) -> bool:
    """A clause that reads on its own: not a bare quotation of the source, not a cut-off
    piece (unbalanced brackets or quotes), not a lone word or number."""
    if c.count("(") != c.count(")") or c.count("«") != c.count("»") or c.count("'") % 2:
        return False
    if (c[0] in "«'" and c[-1] in "»'") or c[0] in ")»":
        return False
    return len(c) >= 15 and len(c.split()) >= 3


def _only_reference(c: str) -> bool:
    """A clause that is nothing but a reference («наш выбор», «сборник, правило 3»)."""
    rest = SCHOLAR.sub(" ", c)
    return len(re.findall(r"[^\W\d_]{3,}", rest)) <= 1


def plain_note(source: str) -> str:
    """The parts of ``source`` that speak of the game, without references; "" if none, or
    if a part that said something had to go (what is left would read out of context)."""
    if not source:
        return ""
    kept = []
    for c in source.split(";"):
        plain = _plain_clause(c)
        if plain:
            kept.append(plain)
        elif not _only_reference(c):
            return ""
    if not kept:
        return ""
    note = "; ".join(kept)
    return note[0].upper() + note[1:]
