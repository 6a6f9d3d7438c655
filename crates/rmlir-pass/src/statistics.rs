//! The pass statistics report (upstream's `PassStatistics.cpp`,
//! `--mlir-pass-statistics`).
//!
//! mlir-opt 22 as LLVM ships it is built without LLVM_ENABLE_STATS, which
//! compiles the statistics out: its report is the banner alone. rmlir
//! prints the same unless built with the `stats` feature, which prints the
//! counts as an LLVM build with statistics does.

use crate::manager::OpPassManager;
#[cfg(feature = "stats")]
use crate::manager::StatNode;

/// `--mlir-pass-statistics-display`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum StatisticsDisplay {
    /// Each pass's statistics summed over all its instances.
    List,
    /// The statistics of each pass where it is in the pipeline (default).
    #[default]
    Pipeline,
}

/// The report for the passes of `pm`.
pub(crate) fn report(pm: &mut OpPassManager, display: StatisticsDisplay) -> String {
    let bar = format!("==={}===", "-".repeat(73));
    let title = "... Pass statistics report ...";
    let mut out = format!(
        "{bar}\n{}{title}\n{bar}\n",
        " ".repeat((80 - title.len()) / 2)
    );
    body(pm, display, &mut out);
    out.push('\n');
    out
}

#[cfg(not(feature = "stats"))]
fn body(_pm: &mut OpPassManager, _display: StatisticsDisplay, _out: &mut String) {}

#[cfg(feature = "stats")]
fn body(pm: &mut OpPassManager, display: StatisticsDisplay, out: &mut String) {
    match display {
        StatisticsDisplay::Pipeline => {
            let mut indent = 0usize;
            pm.visit_statistics(&mut |n| match n {
                StatNode::Enter(name) => {
                    out.push_str(&" ".repeat(indent));
                    out.push_str(&name);
                    out.push('\n');
                    indent += 2;
                }
                StatNode::Leave => indent -= 2,
                StatNode::Pass(p) => {
                    let name = p.name();
                    let stats: Vec<(&str, u64, &str)> = p
                        .statistics()
                        .iter()
                        .map(|s| (s.name, s.value, s.description))
                        .collect();
                    entry(out, indent, name, stats);
                }
            });
        }
        StatisticsDisplay::List => {
            // Statistics of the same pass are merged by name.
            let mut merged: Vec<(&'static str, Vec<(&'static str, u64, &'static str)>)> =
                Vec::new();
            pm.visit_statistics(&mut |n| {
                let StatNode::Pass(p) = n else { return };
                let name = p.name();
                let stats: Vec<_> = p
                    .statistics()
                    .iter()
                    .map(|s| (s.name, s.value, s.description))
                    .collect();
                if stats.is_empty() {
                    return;
                }
                match merged.iter_mut().find(|m| m.0 == name) {
                    Some(m) => {
                        for (dst, src) in m.1.iter_mut().zip(&stats) {
                            dst.1 += src.1;
                        }
                    }
                    None => merged.push((name, stats)),
                }
            });
            merged.sort_by(|a, b| a.0.cmp(b.0));
            for (name, stats) in merged {
                entry(out, 0, name, stats);
            }
        }
    }
}

/// Upstream's `printPassEntry`.
#[cfg(feature = "stats")]
fn entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<(&str, u64, &str)>) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    if stats.is_empty() {
        return;
    }
    stats.sort_by(|a, b| a.0.cmp(b.0));
    let name_w = stats.iter().map(|s| s.0.len()).max().unwrap_or(0);
    let value_w = stats
        .iter()
        .map(|s| s.1.to_string().len())
        .max()
        .unwrap_or(0);
    for (n, v, d) in stats {
        out.push_str(&" ".repeat(indent + 2));
        out.push_str(&format!("(S) {v:>value_w$} {n:<name_w$} - {d}\n"));
    }
}

#[cfg(all(test, feature = "stats"))]
mod tests {
    use super::*;
    use crate::pass::{Pass, PassContext, PassFailure, Statistic};
    use crate::Nesting;

    #[derive(Clone)]
    struct Counting([Statistic; 2]);

    impl Pass for Counting {
        fn argument(&self) -> &'static str {
            "counting"
        }
        fn name(&self) -> &'static str {
            "Counting"
        }
        fn description(&self) -> &'static str {
            ""
        }
        fn run_on_operation(&mut self, _: &mut PassContext<'_>) -> Result<(), PassFailure> {
            Ok(())
        }
        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(self.clone())
        }
        fn statistics(&mut self) -> &mut [Statistic] {
            &mut self.0
        }
    }

    fn counting(a: u64, b: u64) -> Box<dyn Pass> {
        let mut s = [
            Statistic::new("zeta", "Last by name"),
            Statistic::new("alpha", "First by name"),
        ];
        s[0].value = a;
        s[1].value = b;
        Box::new(Counting(s))
    }

    /// The layouts of upstream's `printResultsAsPipeline` and
    /// `printResultsAsList` (PassManagement.md shows them).
    #[test]
    fn reports_as_an_llvm_build_with_statistics() {
        let mut pm = OpPassManager::new("builtin.module", Nesting::Implicit);
        pm.nest("func.func").add_pass(counting(15, 1));
        pm.add_pass(counting(6, 200));
        let pipeline = report(&mut pm, StatisticsDisplay::Pipeline);
        assert!(pipeline.ends_with(
            "'func.func' Pipeline\n  Counting\n    (S)  1 alpha - First by name\n    (S) 15 zeta  - Last by name\nCounting\n  (S) 200 alpha - First by name\n  (S)   6 zeta  - Last by name\n\n"
        ), "{pipeline}");
        let list = report(&mut pm, StatisticsDisplay::List);
        assert!(
            list.ends_with(
                "Counting\n  (S) 201 alpha - First by name\n  (S)  21 zeta  - Last by name\n\n"
            ),
            "{list}"
        );
    }
}
