//! Execution timing (upstream's `DefaultTimingManager` and `PassTiming`):
//! a tree of named timers, nested as the driver and the pass manager nest
//! them (`Parser`, `'func.func' Pipeline`, each pass, `(A)` analyses,
//! `Output`), reported as `--mlir-timing` prints it.
//!
//! Each thread records into a [`TimingRecorder`] of its own. Timers of
//! nested pipelines that ran on other threads are *asynchronous* (upstream's
//! async children): merged into the timer that spawned them with the
//! longest wall time of any thread and the sum of their user times, which
//! also adds to the user time of every enclosing timer. Once any timer is
//! asynchronous, user and wall times differ and the report shows both.

use std::time::{Duration, Instant};

/// What identifies a timer among its siblings (upstream nests timers by
/// an opaque id: the pass, the op name of a pipeline, the analysis type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TimerKey {
    /// A phase of the driver (`Parser`, `Output`), by name.
    Named(String),
    /// A pass or pass adaptor, by its id in the pass manager (clones made
    /// for other threads share it).
    Pass(u32),
    /// A nested pipeline, by its anchor op name (`None`: `any`).
    Pipeline(Option<String>),
    /// An analysis, by its type.
    Analysis(std::any::TypeId),
}

#[derive(Clone, Debug)]
struct Node {
    name: String,
    key: TimerKey,
    wall: Duration,
    user: Duration,
    /// Shown in the tree display by its children only (upstream hides the
    /// adaptor of a single nested pipeline).
    hidden: bool,
    children: Vec<usize>,
}

/// The timers one thread records: a tree with a root (upstream's hidden
/// root timer) and a stack of the running ones.
#[derive(Clone, Debug)]
pub struct TimingRecorder {
    nodes: Vec<Node>,
    running: Vec<(usize, Instant)>,
    /// The thread that recorded this (merging asynchronous timers groups
    /// them by thread).
    thread: std::thread::ThreadId,
    /// Whether asynchronous timers were merged in.
    has_async: bool,
}

impl Default for TimingRecorder {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingRecorder {
    /// A recorder with only the root timer (named `root`, as upstream's).
    pub fn new() -> Self {
        TimingRecorder {
            nodes: vec![Node {
                name: "root".into(),
                key: TimerKey::Named("root".into()),
                wall: Duration::ZERO,
                user: Duration::ZERO,
                hidden: true,
                children: Vec::new(),
            }],
            running: Vec::new(),
            thread: std::thread::current().id(),
            has_async: false,
        }
    }

    fn current(&self) -> usize {
        self.running.last().map_or(0, |r| r.0)
    }

    fn child(&mut self, parent: usize, key: TimerKey, name: impl FnOnce() -> String) -> usize {
        if let Some(&c) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].key == key)
        {
            return c;
        }
        let id = self.nodes.len();
        self.nodes.push(Node {
            name: name(),
            key,
            wall: Duration::ZERO,
            user: Duration::ZERO,
            hidden: false,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(id);
        id
    }

    /// Starts the timer `key` nested in the running one (the same timer as
    /// an earlier one of that key there: times add up).
    pub fn start(&mut self, key: TimerKey, name: impl FnOnce() -> String) {
        let parent = self.current();
        let id = self.child(parent, key, name);
        self.running.push((id, Instant::now()));
    }

    /// Starts timer `key` directly under the root, whatever runs (where
    /// upstream nests the pipelines a pass runs itself).
    pub fn start_at_root(&mut self, key: TimerKey, name: impl FnOnce() -> String) {
        let id = self.child(0, key, name);
        self.running.push((id, Instant::now()));
    }

    /// Hides the running timer (see [`TimingRecorder`]).
    pub fn hide_current(&mut self) {
        let c = self.current();
        if c != 0 {
            self.nodes[c].hidden = true;
        }
    }

    /// Stops the most recently started timer.
    pub fn stop(&mut self) {
        if let Some((id, t0)) = self.running.pop() {
            let e = t0.elapsed();
            self.nodes[id].wall += e;
            self.nodes[id].user += e;
        }
    }

    /// Adds `d` to the root's time (the driver's total).
    pub fn set_root_time(&mut self, d: Duration) {
        let extra_user = self.nodes[0].user.saturating_sub(self.nodes[0].wall);
        self.nodes[0].wall = d;
        self.nodes[0].user = d + extra_user;
    }

    /// Merges the recorders of nested pipelines that ran on other threads
    /// into the running timer, as upstream folds async children in.
    pub fn merge_async(&mut self, items: Vec<TimingRecorder>) {
        if items.is_empty() {
            return;
        }
        let at = self.current();
        // Per thread, the items ran one after another: their times add up.
        let mut threads: Vec<TimingRecorder> = Vec::new();
        for item in items {
            match threads.iter_mut().find(|t| t.thread == item.thread) {
                Some(t) => t.absorb(0, &item, 0, false),
                None => threads.push(item),
            }
        }
        let mut async_user = Duration::ZERO;
        for t in &threads {
            for &c in &t.nodes[0].children {
                async_user += t.nodes[c].user;
            }
            self.absorb(at, t, 0, true);
        }
        // Every enclosing timer's user time includes what ran under it on
        // other threads.
        let ancestors: Vec<usize> = std::iter::once(0)
            .chain(self.running.iter().map(|r| r.0))
            .collect();
        for a in ancestors {
            self.nodes[a].user += async_user;
        }
        self.has_async = true;
    }

    /// Adds the children of `from`'s node `src` into node `dst`: a child of
    /// the same key is merged (times added, or for threads that ran at the
    /// same time the longest wall time kept), others appended.
    fn absorb(&mut self, dst: usize, from: &TimingRecorder, src: usize, concurrent: bool) {
        for &c in &from.nodes[src].children {
            let n = &from.nodes[c];
            let existing = self.nodes[dst]
                .children
                .iter()
                .copied()
                .find(|&d| self.nodes[d].key == n.key);
            let d = match existing {
                Some(d) => {
                    let mine = &mut self.nodes[d];
                    mine.wall = if concurrent {
                        mine.wall.max(n.wall)
                    } else {
                        mine.wall + n.wall
                    };
                    mine.user += n.user;
                    mine.hidden |= n.hidden;
                    d
                }
                None => {
                    let id = self.nodes.len();
                    self.nodes.push(Node {
                        name: n.name.clone(),
                        key: n.key.clone(),
                        wall: n.wall,
                        user: n.user,
                        hidden: n.hidden,
                        children: Vec::new(),
                    });
                    self.nodes[dst].children.push(id);
                    id
                }
            };
            self.absorb(d, from, c, concurrent);
        }
        self.has_async |= from.has_async;
    }

    /// The report `--mlir-timing` prints (upstream's text output).
    pub fn report(&self, display: TimingDisplay) -> String {
        let total = (self.nodes[0].wall, self.nodes[0].user);
        let show_user = total.0 != total.1;
        let mut s = String::new();
        let bar = format!("==={}===", "-".repeat(73));
        let title = "... Execution time report ...";
        s.push_str(&bar);
        s.push('\n');
        s.push_str(&" ".repeat((80 - title.len()) / 2));
        s.push_str(title);
        s.push('\n');
        s.push_str(&bar);
        s.push('\n');
        s.push_str(&format!(
            "  Total Execution Time: {:.4} seconds\n\n",
            total.0.as_secs_f64()
        ));
        if show_user {
            s.push_str("  ----User Time----");
        }
        s.push_str("  ----Wall Time----  ----Name----\n");
        let entry = |s: &mut String, wall: Duration, user: Duration, indent: usize, name: &str| {
            let pct = |v: Duration, t: Duration| {
                if t.is_zero() {
                    0.0
                } else {
                    100.0 * v.as_secs_f64() / t.as_secs_f64()
                }
            };
            if show_user {
                s.push_str(&format!(
                    "  {:8.4} ({:5.1}%)",
                    user.as_secs_f64(),
                    pct(user, total.1)
                ));
            }
            s.push_str(&format!(
                "  {:8.4} ({:5.1}%)  ",
                wall.as_secs_f64(),
                pct(wall, total.0)
            ));
            s.push_str(&" ".repeat(indent));
            s.push_str(name);
            s.push('\n');
        };
        match display {
            TimingDisplay::Tree => {
                let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
                while let Some((n, indent)) = stack.pop() {
                    let node = &self.nodes[n];
                    let child_indent = if node.hidden {
                        indent
                    } else {
                        entry(&mut s, node.wall, node.user, indent, &node.name);
                        indent + 2
                    };
                    for &c in node.children.iter().rev() {
                        stack.push((c, child_indent));
                    }
                }
            }
            TimingDisplay::List => {
                // All timers merged by name, slowest first.
                let mut merged: Vec<(&str, Duration, Duration)> = Vec::new();
                for n in &self.nodes {
                    match merged.iter_mut().find(|m| m.0 == n.name) {
                        Some(m) => {
                            m.1 += n.wall;
                            m.2 += n.user;
                        }
                        None => merged.push((&n.name, n.wall, n.user)),
                    }
                }
                merged.sort_by_key(|m| std::cmp::Reverse(m.1));
                for (name, wall, user) in merged {
                    entry(&mut s, wall, user, 0, name);
                }
            }
        }
        let (mut rest_wall, mut rest_user) = total;
        for &c in &self.nodes[0].children {
            rest_wall = rest_wall.saturating_sub(self.nodes[c].wall);
            rest_user = rest_user.saturating_sub(self.nodes[c].user);
        }
        entry(&mut s, rest_wall, rest_user, 0, "Rest");
        entry(&mut s, total.0, total.1, 0, "Total");
        s
    }
}

/// `--mlir-timing-display`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum TimingDisplay {
    /// All timers merged by name, slowest first.
    List,
    /// Nested as they ran (the default).
    #[default]
    Tree,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_report_nests_and_hides() {
        let mut r = TimingRecorder::new();
        r.start(TimerKey::Named("Parser".into()), || "Parser".into());
        r.stop();
        r.start(TimerKey::Pass(1), || {
            "Pipeline Collection : ['func.func']".into()
        });
        r.hide_current();
        r.start(TimerKey::Pipeline(Some("func.func".into())), || {
            "'func.func' Pipeline".into()
        });
        r.start(TimerKey::Pass(2), || "StripDebugInfo".into());
        r.stop();
        r.stop();
        r.stop();
        r.set_root_time(Duration::from_millis(5));
        let text = r.report(TimingDisplay::Tree);
        let names: Vec<&str> = text
            .lines()
            .skip(6)
            .map(|l| l.split_at(21).1.trim_end())
            .collect();
        assert_eq!(
            names,
            [
                "Parser",
                "'func.func' Pipeline",
                "  StripDebugInfo",
                "Rest",
                "Total"
            ]
        );
        assert!(!text.contains("User Time"));
    }

    #[test]
    fn async_timers_add_user_time() {
        let mut r = TimingRecorder::new();
        r.start(TimerKey::Pass(1), || "adaptor".into());
        let items: Vec<TimingRecorder> = (0..2)
            .map(|_| {
                let mut t = TimingRecorder::new();
                t.start(TimerKey::Pipeline(None), || "'any' Pipeline".into());
                std::thread::sleep(Duration::from_millis(2));
                t.stop();
                t
            })
            .collect();
        r.merge_async(items);
        r.stop();
        r.set_root_time(Duration::from_millis(50));
        assert!(r.report(TimingDisplay::Tree).contains("----User Time----"));
    }
}
