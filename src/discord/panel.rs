//! The move builder: a private panel that walks the tree of the caller's
//! legal moves, one select menu per step, so any game is played by clicking.
//! Legal moves are notation; split at spaces their tokens form a tree. A
//! step with more than 25 branches is shown in groups; a step with a single
//! branch is taken at once. Confirm plays the move reached; Back goes up.
//! Every id carries the game and its version, so a panel left open while
//! the game moved on is recognised and changes nothing.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};

use super::limits;
use crate::table::Moves;

/// Discord's most options in one select menu.
pub const MAX_OPTIONS: usize = 25;

/// A click on a panel (or on a board's Play button, which opens one).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PanelId {
    pub kind: Kind,
    pub game_id: i64,
    pub version: i64,
    pub at: Path,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// The select menu of a step: its value names the branch or group.
    Step,
    /// Show the panel at `at` (the Play button opens it at the root; Back).
    View,
    /// Play the move at `at`.
    Confirm,
}

/// Where a panel stands: the branch chosen at each step so far and, at a
/// step with more than 25 branches, the group of branches shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Path {
    pub steps: Vec<usize>,
    pub group: Option<(usize, usize)>,
}

impl PanelId {
    pub fn new(kind: Kind, moves: &Moves, at: Path) -> PanelId {
        PanelId { kind, game_id: moves.game_id, version: moves.version, at }
    }

    /// `p<kind>:<game>:<version>:<steps>:<group>`, e.g. `ps:12:40:0.3:25-50`.
    pub fn id(&self) -> String {
        let kind = match self.kind {
            Kind::Step => 's',
            Kind::View => 'v',
            Kind::Confirm => 'c',
        };
        let steps: Vec<String> = self.at.steps.iter().map(usize::to_string).collect();
        let group = self.at.group.map(|(lo, hi)| format!("{lo}-{hi}")).unwrap_or_default();
        format!("p{kind}:{}:{}:{}:{group}", self.game_id, self.version, steps.join("."))
    }

    pub fn parse(id: &str) -> Option<PanelId> {
        let parts: Vec<&str> = id.split(':').collect();
        let [kind, game, version, steps, group] = parts.as_slice() else { return None };
        let kind = match *kind {
            "ps" => Kind::Step,
            "pv" => Kind::View,
            "pc" => Kind::Confirm,
            _ => return None,
        };
        let steps = match *steps {
            "" => vec![],
            steps => steps.split('.').map(|s| s.parse().ok()).collect::<Option<Vec<usize>>>()?,
        };
        Some(PanelId {
            kind,
            game_id: game.parse().ok()?,
            version: version.parse().ok()?,
            at: Path { steps, group: parse_group(group)? },
        })
    }
}

fn parse_group(text: &str) -> Option<Option<(usize, usize)>> {
    if text.is_empty() {
        return Some(None);
    }
    let (lo, hi) = text.split_once('-')?;
    Some(Some((lo.parse().ok()?, hi.parse().ok()?)))
}

/// What a click on a panel leads to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// Show the panel at this point.
    Show(Panel),
    /// Play this move (notation).
    Play(String),
}

/// A panel ready to send: its text and components.
#[derive(Debug, Clone, PartialEq)]
pub struct Panel {
    pub text: String,
    pub components: Vec<CreateActionRow>,
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
            let mut branches = self.branches(&node);
            if step >= branches.len() {
                return None;
            }
            node = self.settle(branches.swap_remove(step));
        }
        Some(node)
    }

    /// The words for the token at `depth` of a node's moves.
    fn label(&self, node: &Node, depth: usize) -> String {
        let m = node.members[0];
        self.moves
            .labels
            .get(m)
            .and_then(|l| l.get(depth))
            .cloned()
            .unwrap_or_else(|| self.tokens[m][depth].to_string())
    }

    fn notation(&self, node: &Node) -> String {
        self.tokens[node.members[0]][..node.depth].join(" ")
    }
}

/// The panel at the root: what the Play button opens.
pub fn open(moves: &Moves) -> Option<Panel> {
    if moves.legal.is_empty() {
        return None;
    }
    show(moves, &Path::default())
}

/// Answers a click on a panel whose id matched `moves` (same game and
/// version); `value` is the option chosen in a select menu. `None` when the
/// click names no point of the tree.
pub fn answer(moves: &Moves, id: &PanelId, value: Option<&str>) -> Option<Outcome> {
    match id.kind {
        Kind::View => show(moves, &id.at).map(Outcome::Show),
        Kind::Step => {
            let mut at = id.at.clone();
            let value = value?;
            if let Some(branch) = value.strip_prefix('b') {
                at.steps.push(branch.parse().ok()?);
                at.group = None;
            } else {
                at.group = Some(parse_group(value.strip_prefix('g')?)??);
            }
            show(moves, &at).map(Outcome::Show)
        }
        Kind::Confirm => {
            let tree = Tree::new(moves);
            let node = tree.walk(&id.at.steps)?;
            tree.complete(&node).map(|m| Outcome::Play(moves.legal[m].clone()))
        }
    }
}

fn show(moves: &Moves, at: &Path) -> Option<Panel> {
    let tree = Tree::new(moves);
    let node = tree.walk(&at.steps)?;
    let branches = tree.branches(&node);
    let complete = tree.complete(&node);
    let mut text = String::from("**Your move**");
    if node.depth > 0 {
        let chosen: Vec<String> = (0..node.depth).map(|d| tree.label(&node, d)).collect();
        text.push_str(&format!(": {} (`{}`)", chosen.join(" → "), tree.notation(&node)));
    }
    let mut rows = vec![];
    if !branches.is_empty() {
        let (lo, hi) = at.group.filter(|&(lo, hi)| lo < hi && hi <= branches.len()).unwrap_or((0, branches.len()));
        let labels: Vec<String> = branches[lo..hi].iter().map(|b| tree.label(b, node.depth)).collect();
        let options = if hi - lo <= MAX_OPTIONS {
            (lo..hi)
                .map(|i| {
                    let token = tree.tokens[branches[i].members[0]][node.depth];
                    let mut option = CreateSelectMenuOption::new(limits::cut(&labels[i - lo], 100), format!("b{i}"));
                    if labels[i - lo] != token {
                        option = option.description(limits::cut(token, 100));
                    }
                    option
                })
                .collect()
        } else {
            groups(lo, hi)
                .into_iter()
                .map(|(a, b)| {
                    let label =
                        format!("{} … {}", limits::cut(&labels[a - lo], 45), limits::cut(&labels[b - 1 - lo], 45));
                    CreateSelectMenuOption::new(label, format!("g{a}-{b}")).description(format!("{} choices", b - a))
                })
                .collect()
        };
        let placeholder = match complete {
            Some(_) => "Add more to this move, or confirm it as it is",
            None if node.depth == 0 => "Choose what to do",
            None => "Choose the next part",
        };
        let menu = CreateSelectMenu::new(
            PanelId::new(Kind::Step, moves, at.clone()).id(),
            CreateSelectMenuKind::String { options },
        )
        .placeholder(placeholder);
        rows.push(CreateActionRow::SelectMenu(menu));
        text.push_str(if node.depth == 0 { "\nChoose what to do." } else { "\nChoose the next part." });
    }
    let mut buttons = vec![];
    if let Some(m) = complete {
        let label = format!("Confirm: {}", moves.legal[m]);
        let confirm = PanelId::new(Kind::Confirm, moves, Path { steps: at.steps.clone(), group: None });
        buttons.push(CreateButton::new(confirm.id()).label(limits::cut(&label, 80)).style(ButtonStyle::Success));
        if branches.is_empty() {
            text.push_str("\nConfirm to play it.");
        }
    }
    if at.group.is_some() || !at.steps.is_empty() {
        let back = match at.group {
            Some(_) => Path { steps: at.steps.clone(), group: None },
            None => Path { steps: at.steps[..at.steps.len() - 1].to_vec(), group: None },
        };
        buttons.push(
            CreateButton::new(PanelId::new(Kind::View, moves, back).id()).label("Back").style(ButtonStyle::Secondary),
        );
    }
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    Some(Panel { text, components: rows })
}

/// At most 25 consecutive groups covering `lo..hi`, as even as can be.
fn groups(lo: usize, hi: usize) -> Vec<(usize, usize)> {
    let n = hi - lo;
    let size = n.div_ceil(n.div_ceil(MAX_OPTIONS).min(MAX_OPTIONS));
    (lo..hi).step_by(size).map(|a| (a, (a + size).min(hi))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(legal: &[&str]) -> Moves {
        Moves {
            game_id: 3,
            version: 9,
            legal: legal.iter().map(|m| m.to_string()).collect(),
            waiting: vec!["alice".into()],
            secret_hands: false,
            labels: legal.iter().map(|m| m.split_whitespace().map(str::to_string).collect()).collect(),
        }
    }

    #[test]
    fn ids_round_trip_and_stay_short() {
        let id = PanelId {
            kind: Kind::Step,
            game_id: 1234567,
            version: 8901,
            at: Path { steps: vec![0, 12, 3], group: Some((25, 50)) },
        };
        assert_eq!(PanelId::parse(&id.id()), Some(id.clone()));
        assert!(id.id().len() <= 100);
        assert_eq!(PanelId::parse("ps:1:2:x:"), None);
    }

    #[test]
    fn groups_cover_every_branch_in_at_most_25() {
        for n in [26, 30, 99, 100, 101, 625, 626, 2000] {
            let g = groups(0, n);
            assert!(g.len() <= MAX_OPTIONS, "{n}: {} groups", g.len());
            assert_eq!(g[0].0, 0);
            assert_eq!(g.last().unwrap().1, n);
            assert!(g.windows(2).all(|w| w[0].1 == w[1].0));
        }
    }

    #[test]
    fn single_branches_are_taken_and_prefix_moves_can_be_confirmed() {
        let m = moves(&["take 1 picks black", "take 1 picks white", "skip"]);
        let Some(Outcome::Show(panel)) = answer(&m, &PanelId::new(Kind::Step, &m, Path::default()), Some("b0")) else {
            panic!()
        };
        // `take` then `1` then `picks`: only the colour is left to choose.
        assert!(panel.text.contains("`take 1 picks`"), "{}", panel.text);
        let confirm = PanelId::new(Kind::Confirm, &m, Path { steps: vec![0, 1], group: None });
        assert_eq!(answer(&m, &confirm, None), Some(Outcome::Play("take 1 picks white".into())));
        let half = PanelId::new(Kind::Confirm, &m, Path { steps: vec![0], group: None });
        assert_eq!(answer(&m, &half, None), None, "an unfinished move is not played");
    }
}
