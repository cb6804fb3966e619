# sky-garden: the rules engine's words (refusals, moves, summaries, labels) and its board images.
