//! The move builder's tree: a player's legal moves, split at spaces into
//! tokens, form a tree walked one choice at a time, so any game is played
//! by picking. A pick acts: choosing the last part of a move plays it (a
//! move that can never be taken back is asked about once, unless the player
//! turned that off); a step with a single branch is taken at once. This
//! module says what each point of the tree offers and what a pick leads to;
//! a front-end only lays a step out within its own limits.

use std::collections::BTreeSet;

use super::{Moves, Undo};
use crate::text::Said;

/// The most choices a step offers side by side: a move's first word is
/// opened into the part after it only while all choices still fit.
pub const CHOICES_AT_ONCE: usize = 25;

/// Where a builder stands: the branch chosen at each step so far and, at a
/// step with more choices than a front-end shows at once, the group of
/// them shown (the front-end's own layout, carried along unchanged).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Path {
    pub steps: Vec<usize>,
    pub group: Option<(usize, usize)>,
}

impl Path {
    /// The same point without its group.
    pub fn ungrouped(&self) -> Path {
        Path { steps: self.steps.clone(), group: None }
    }

    /// The point one choice further down.
    pub fn then(&self, branch: usize) -> Path {
        let mut steps = self.steps.clone();
        steps.push(branch);
        Path { steps, group: None }
    }

    /// Where Back leads: out of a group, else up one step (from a question
    /// or a lone move, to the step where its last part was chosen).
    pub fn back(&self, from_question: bool) -> Option<Path> {
        match self.group {
            Some(_) if !from_question => Some(self.ungrouped()),
            _ => Some(Path { steps: self.steps.split_last()?.1.to_vec(), group: None }),
        }
    }
}

/// What a click on a builder asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pick {
    /// Show the step at the path (the Play button opens it at the root; Back).
    View,
    /// A choice: the path's last step is the branch; play the move there if
    /// it is complete (asking first if it must), else show the next step.
    Go,
    /// Ask once before playing the move at the path.
    Ask,
    /// Play the move at the path (after being asked, or "as it is").
    Confirm,
    /// Take back the last step of the turn.
    Undo,
}

/// What a pick leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    Show(Step),
    /// Play this move (notation).
    Play(String),
    Undo,
}

/// One step of the builder, as a front-end shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub at: Path,
    pub form: Form,
    /// Where Back leads, if anywhere.
    pub back: Option<Path>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Form {
    /// Choose the next part. `chosen`: the parts chosen so far, in words,
    /// with their notation; `as_it_is`: the move already whole here, if one
    /// is (it could take more parts), and whether it asks first.
    Choose { chosen: Vec<Said>, notation: String, choices: Vec<Choice>, as_it_is: Option<(Said, bool)> },
    /// The one question before a move that can't be taken back.
    Ask { words: Vec<Said> },
    /// A whole move and nothing else to choose (shown again by Back).
    Only { words: Vec<Said> },
}

/// A choice offered at a step: what its last part does, in words, and its
/// notation from the step it is offered at (a hint for typing).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub label: Said,
    pub notation: String,
}

/// The step at the root: what the Play button opens. `None` when the
/// player has nothing to do.
pub fn open(moves: &Moves) -> Option<Step> {
    if moves.legal.is_empty() {
        return None;
    }
    show(moves, &Path::default())
}

/// The first step's choices (for a public board's buttons): nothing when
/// there is nothing to choose.
pub fn first_choices(moves: &Moves) -> Vec<Choice> {
    let tree = Tree::new(moves);
    let root = tree.root();
    tree.choices(&root).iter().map(|c| tree.choice(&root, c)).collect()
}

/// The one move the player can make, when there is nothing to choose and it
/// needs no asking: played by itself (Sky Garden's `end` after a last step
/// asks first, since it passes the turn on, unless confirm is off).
pub fn forced(moves: &Moves) -> Option<String> {
    let [only] = moves.legal.as_slice() else { return None };
    let asks = moves.final_moves.first().copied().unwrap_or(true) && moves.confirm_final;
    (!asks).then(|| only.clone())
}

/// What `pick` at `at` leads to in `moves` (the game at the version the
/// pick was offered at). `None` when it names no point of the tree.
pub fn answer(moves: &Moves, pick: &Pick, at: &Path) -> Option<Next> {
    let tree = Tree::new(moves);
    match pick {
        Pick::View => show(moves, at).map(Next::Show),
        Pick::Go => arrive(moves, at),
        Pick::Ask => {
            let node = tree.walk(&at.steps)?;
            tree.complete(&node)?;
            Some(Next::Show(ask(&tree, &node, at)))
        }
        Pick::Confirm => {
            let node = tree.walk(&at.steps)?;
            tree.complete(&node).map(|m| Next::Play(moves.legal[m].clone()))
        }
        Pick::Undo => matches!(moves.undo, Undo::Allowed(_)).then_some(Next::Undo),
    }
}

/// A choice was picked: at a whole move with nothing more to add, play it
/// (or ask once, if it can't be taken back); else show the next step.
fn arrive(moves: &Moves, at: &Path) -> Option<Next> {
    let tree = Tree::new(moves);
    let node = tree.walk(&at.steps)?;
    if !tree.branches(&node).is_empty() {
        return show(moves, at).map(Next::Show);
    }
    let m = tree.complete(&node)?;
    if asks(moves, m) {
        return Some(Next::Show(ask(&tree, &node, at)));
    }
    Some(Next::Play(moves.legal[m].clone()))
}

fn show(moves: &Moves, at: &Path) -> Option<Step> {
    let tree = Tree::new(moves);
    let node = tree.walk(&at.steps)?;
    let branches = tree.choices(&node);
    let whole = tree.complete(&node);
    if let (Some(m), true) = (whole, branches.is_empty()) {
        return Some(match asks(moves, m) {
            true => ask(&tree, &node, at),
            false => Step { at: at.clone(), form: Form::Only { words: tree.words(&node) }, back: at.back(true) },
        });
    }
    let form = Form::Choose {
        chosen: tree.words(&node),
        notation: tree.notation(&node),
        choices: branches.iter().map(|b| tree.choice(&node, b)).collect(),
        as_it_is: whole.map(|m| (tree.label(&node, node.depth - 1), asks(moves, m))),
    };
    Some(Step { at: at.clone(), form, back: at.back(false) })
}

fn ask(tree: &Tree, node: &Node, at: &Path) -> Step {
    Step { at: at.ungrouped(), form: Form::Ask { words: tree.words(node) }, back: at.back(true) }
}

/// Whether move `m` is asked about once before it is played.
fn asks(moves: &Moves, m: usize) -> bool {
    moves.confirm_final && moves.final_moves.get(m).copied().unwrap_or(true)
}

/// A point in the tree: the moves whose first `depth` tokens are shared.
struct Node {
    depth: usize,
    members: Vec<usize>,
}

struct Tree<'m> {
    moves: &'m Moves,
    tokens: Vec<Vec<&'m str>>,
}

impl<'m> Tree<'m> {
    fn new(moves: &'m Moves) -> Self {
        Tree { moves, tokens: moves.legal.iter().map(|m| m.split_whitespace().collect()).collect() }
    }

    fn root(&self) -> Node {
        self.settle(Node { depth: 0, members: (0..self.tokens.len()).collect() })
    }

    /// The member that is a whole move at this node, if one is.
    fn complete(&self, node: &Node) -> Option<usize> {
        node.members.iter().copied().find(|&m| self.tokens[m].len() == node.depth)
    }

    /// The next tokens, in the game's order of its moves, with their members.
    fn branches(&self, node: &Node) -> Vec<Node> {
        let mut seen: Vec<(&str, Vec<usize>)> = vec![];
        for &m in &node.members {
            let Some(token) = self.tokens[m].get(node.depth) else { continue };
            match seen.iter_mut().find(|(t, _)| t == token) {
                Some((_, members)) => members.push(m),
                None => seen.push((token, vec![m])),
            }
        }
        seen.into_iter().map(|(_, members)| Node { depth: node.depth + 1, members }).collect()
    }

    /// What is offered at a node: its next tokens, with a move's first word
    /// (its kind: `take`, `build`, `employee`) opened into the part after it
    /// while all still fit side by side, smallest first, so a short move
    /// takes one pick ("Take card 2" rather than "Take", then "2"). Only a
    /// first word is opened: the words of the part after it say the whole
    /// choice, deeper parts need the ones before them. A choice that is
    /// already a whole move, or whose parts would read alike, stays shut.
    fn choices(&self, node: &Node) -> Vec<Node> {
        let mut choices: Vec<Vec<Node>> = self.branches(node).into_iter().map(|c| vec![c]).collect();
        let mut shut = vec![false; choices.len()];
        loop {
            let offered: usize = choices.iter().map(Vec::len).sum();
            let openable = choices.iter().enumerate().filter(|(i, group)| !shut[*i] && group.len() == 1);
            let opened = openable.filter_map(|(i, group)| {
                let kind = &group[0];
                let settled = self.settle(Node { depth: kind.depth, members: kind.members.clone() });
                let further = self.branches(&settled);
                let worth = kind.depth == 1 && self.complete(&settled).is_none() && further.len() > 1;
                worth.then_some((i, further))
            });
            let Some((i, further)) = opened.min_by_key(|(_, further)| further.len()) else { break };
            shut[i] = true;
            if offered - 1 + further.len() > CHOICES_AT_ONCE || !self.distinct(&further) {
                continue;
            }
            choices[i] = further;
        }
        choices.into_iter().flatten().collect()
    }

    /// Whether these choices' words tell them apart.
    fn distinct(&self, choices: &[Node]) -> bool {
        let labels: BTreeSet<String> = choices.iter().map(|c| format!("{:?}", self.label(c, c.depth - 1))).collect();
        labels.len() == choices.len()
    }

    /// Takes single branches at once: nothing to choose there.
    fn settle(&self, mut node: Node) -> Node {
        while self.complete(&node).is_none() {
            let mut branches = self.branches(&node);
            if branches.len() != 1 {
                break;
            }
            node = branches.remove(0);
        }
        node
    }

    fn walk(&self, steps: &[usize]) -> Option<Node> {
        let mut node = self.root();
        for &step in steps {
            let mut branches = self.choices(&node);
            if step >= branches.len() {
                return None;
            }
            node = self.settle(branches.swap_remove(step));
        }
        Some(node)
    }

    /// The words for the token at `depth` of a node's moves.
    fn label(&self, node: &Node, depth: usize) -> Said {
        let m = node.members[0];
        match self.moves.labels.get(m).and_then(|l| l.get(depth)) {
            Some(words) => words.clone(),
            None => Said::verbatim(self.tokens[m][depth]),
        }
    }

    /// A choice offered at `at`: what its last part does (the words of the
    /// last token tell the whole step, e.g. "Take card 2: …"), and its notation.
    fn choice(&self, at: &Node, choice: &Node) -> Choice {
        Choice {
            label: self.label(choice, choice.depth - 1),
            notation: self.tokens[choice.members[0]][at.depth..choice.depth].join(" "),
        }
    }

    /// The parts chosen to reach `node`, in words.
    fn words(&self, node: &Node) -> Vec<Said> {
        (0..node.depth).map(|d| self.label(node, d)).collect()
    }

    fn notation(&self, node: &Node) -> String {
        self.tokens[node.members[0]][..node.depth].join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn moves(legal: &[&str]) -> Moves {
        Moves {
            game_id: 3,
            version: 9,
            legal: legal.iter().map(|m| m.to_string()).collect(),
            waiting: vec!["alice".into()],
            secret_hands: false,
            labels: legal.iter().map(|m| m.split_whitespace().map(Said::verbatim).collect()).collect(),
            final_moves: legal.iter().map(|_| false).collect(),
            confirm_final: true,
            undo: Undo::Nothing,
            board_link: None,
            language: Lang::En,
        }
    }

    fn choices(step: &Step) -> Vec<String> {
        match &step.form {
            Form::Choose { choices, .. } => choices.iter().map(|c| c.notation.clone()).collect(),
            _ => vec![],
        }
    }

    #[test]
    fn single_branches_are_taken_and_a_pick_acts() {
        let m = moves(&["take 1 picks black", "take 1 picks white", "skip"]);
        // `take 1 picks` has nothing to choose: its colours are offered at
        // once, beside `skip`; a pick plays the move.
        let root = open(&m).unwrap();
        assert_eq!(choices(&root), ["take 1 picks black", "take 1 picks white", "skip"]);
        let at = Path::default();
        assert_eq!(answer(&m, &Pick::Go, &at.then(1)), Some(Next::Play("take 1 picks white".into())));
        assert_eq!(answer(&m, &Pick::Go, &at.then(2)), Some(Next::Play("skip".into())));
        assert_eq!(answer(&m, &Pick::Go, &at.then(3)), None, "no such choice");
    }

    #[test]
    fn a_tree_too_wide_for_one_step_is_chosen_part_by_part() {
        let sites: Vec<String> = (1..=8).flat_map(|c| ["A", "B", "C", "D"].map(|r| format!("{r}{c}"))).collect();
        let legal: Vec<String> = sites.iter().flat_map(|s| ["x", "y"].map(|t| format!("build {s} {t}"))).collect();
        let mut all: Vec<&str> = legal.iter().map(String::as_str).collect();
        all.extend(["take 1", "take 2"]);
        let m = moves(&all);
        assert_eq!(choices(&open(&m).unwrap()), ["build", "take 1", "take 2"]);
        let Some(Next::Show(build)) = answer(&m, &Pick::Go, &Path::default().then(0)) else { panic!() };
        assert_eq!(choices(&build).len(), 32, "the site first");
        assert_eq!(build.back, Some(Path::default()));
    }

    #[test]
    fn a_move_that_cannot_be_taken_back_asks_once_unless_turned_off() {
        let mut m = moves(&["draw stack", "draw R1", "done"]);
        m.final_moves = vec![true, true, false];
        let go = |i| Path::default().then(i);
        let Some(Next::Show(question)) = answer(&m, &Pick::Go, &go(0)) else { panic!() };
        assert!(matches!(question.form, Form::Ask { .. }));
        assert_eq!(answer(&m, &Pick::Confirm, &go(0)), Some(Next::Play("draw stack".into())));
        assert_eq!(answer(&m, &Pick::Go, &go(2)), Some(Next::Play("done".into())), "undoable: at once");
        m.confirm_final = false;
        assert_eq!(answer(&m, &Pick::Go, &go(0)), Some(Next::Play("draw stack".into())));
    }

    #[test]
    fn undo_is_a_pick_only_while_allowed() {
        let mut m = moves(&["done", "walkway e5 e7"]);
        assert_eq!(answer(&m, &Pick::Undo, &Path::default()), None);
        m.undo = Undo::Allowed("place T08 B2 90".into());
        assert_eq!(answer(&m, &Pick::Undo, &Path::default()), Some(Next::Undo));
    }

    #[test]
    fn one_move_without_a_question_is_forced() {
        let mut m = moves(&["end"]);
        m.final_moves = vec![true];
        assert_eq!(forced(&m), None, "it passes the turn on: asked first");
        m.confirm_final = false;
        assert_eq!(forced(&m), Some("end".into()));
        assert_eq!(forced(&moves(&["move standby"])), Some("move standby".into()));
    }
}
