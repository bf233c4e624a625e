"""The trick-taking family (catalogue PART C): the engine and the games on it."""
