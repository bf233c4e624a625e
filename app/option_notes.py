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

# what marks a piece of text as a reference rather than a rule, by language (a source may
# quote either), and the marks common to both
REFERENCES = {
    "ru": r"Розалиев|сборник|каталог|сем[яе]н?\b|семя|правил[оа]\s*\d|наш(?:е|а)?\s+(?:выбор|прочтение)|прочтение"
          r"|сайт|издани|противоречие|часть\s+[A-ZА-Я]|общепринят|общие правила|не из семян|в\s+XVIII",
    "en": r"Rozaliev|collection|catalogue|\bseeds?\b|rule\s*\d|our\s+(?:choice|reading|numbers)|a reading"
          r"|Mouche site|edition|contradiction|[Pp]art\s+[A-Z]|common(?:\s+Russian)?\s+rules|common Seka rules"
          r"|not from the seeds|18th century",
}
SCHOLAR = re.compile("|".join((REFERENCES["ru"], REFERENCES["en"],
                               r"\bA\d+\b|\[[OP/]+\]|¶|\b\d+\.[^\W\d_]|\b\d+[^\W\d_]\b|shram")), re.IGNORECASE)
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
