"""A game's rules text (F1) as a list of rules, each with where it comes from.

The seeds (N. Rozaliev's texts and the page on Мушка) are the source of truth. Every rule a
game's F1 text states carries one source, so that a player can tell the seed's word from a
reading of ours:

* ``Seed(quote, en)``: the seed says so; ``quote`` is the seed's own Russian words (fragments
  joined by «…», each found verbatim in the seeds, a test checks it), ``en`` its English gloss;
* ``Reading(ru, en)``: our reading (or the catalogue's) where the seed is silent, unclear or
  not playable as written; the texts say why;
* ``Outside(ru, en)``: another source, named (a later rules book, common practice).

A rule that is partly the seed's and partly ours is two rules. Only data lives here: the
program words the marks («В правилах: …», «Наше прочтение: …») in the player's language.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seed:
    quote: str          # the seed's words, Russian as printed; «…» between fragments
    en: str             # the same in English

    def text(self, lang: str) -> str:
        return self.quote if lang == "ru" else self.en


@dataclass(frozen=True)
class Reading:
    ru: str             # what we chose and why
    en: str

    def text(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


@dataclass(frozen=True)
class Outside:
    ru: str             # the source, named, and what it adds
    en: str

    def text(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


SOURCES = (Seed, Reading, Outside)


@dataclass(frozen=True)
class Rule:
    """One rule of a game's F1 text in both languages, with its source."""
    ru: str
    en: str
    source: Seed | Reading | Outside

    def text(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


def joined(rulebook, lang: str) -> str:
    """The rules' texts without their marks, one paragraph each (for a plain listing)."""
    return "\n".join(r.text(lang) for r in rulebook)
