//! `print-op-stats` (upstream's `PrintOpStatsPass`, `OpStats.cpp`): how many
//! ops of each name the op holds, on standard error.

use rmlir_ir::walk::{walk_pre_order, WalkControl};
use rmlir_pass::{Pass, PassContext, PassFailure, PassOptions};

/// Prints the number of ops of each name.
#[derive(Clone)]
pub struct PrintOpStats {
    options: PassOptions,
}

impl Default for PrintOpStats {
    fn default() -> Self {
        PrintOpStats {
            options: PassOptions::new().bool("json", "print the stats as JSON", false),
        }
    }
}

impl Pass for PrintOpStats {
    fn argument(&self) -> &'static str {
        "print-op-stats"
    }
    fn name(&self) -> &'static str {
        "PrintOpStats"
    }
    fn description(&self) -> &'static str {
        "Print statistics of operations"
    }
    fn options(&self) -> &PassOptions {
        &self.options
    }
    fn options_mut(&mut self) -> Option<&mut PassOptions> {
        Some(&mut self.options)
    }

    fn run_on_operation(&mut self, pcx: &mut PassContext<'_>) -> Result<(), PassFailure> {
        let mut counts: rustc_hash::FxHashMap<rmlir_ir::Ident, i64> = Default::default();
        walk_pre_order(pcx.ir, pcx.op, |o| {
            *counts.entry(pcx.ir.body(o.body).op(o.op).name).or_default() += 1;
            WalkControl::Advance
        });
        let mut sorted: Vec<(&[u8], i64)> = counts
            .iter()
            .map(|(&name, &n)| (pcx.ctx.ident_bytes(name), n))
            .collect();
        sorted.sort();
        let out = if self.options.get_bool("json") {
            summary_json(&sorted)
        } else {
            summary(&sorted)
        };
        pcx.write_stderr(&out);
        Ok(())
    }

    fn clone_pass(&self) -> Box<dyn Pass> {
        Box::new(self.clone())
    }
}

/// Upstream's `printSummary`: dialect names right-aligned on the dot, op
/// names left-aligned, then the count.
fn summary(sorted: &[(&[u8], i64)]) -> Vec<u8> {
    // The dialect is what comes before the first dot (upstream's
    // `StringRef::split`: no dialect when nothing follows the dot).
    let parts: Vec<(&[u8], &[u8], i64)> = sorted
        .iter()
        .map(|&(name, n)| match name.iter().position(|&c| c == b'.') {
            Some(i) if i + 1 < name.len() => (&name[..i], &name[i + 1..], n),
            Some(i) => (&[][..], &name[..i], n),
            None => (&[][..], name, n),
        })
        .collect();
    let dialect_w = parts.iter().map(|p| p.0.len()).max().unwrap_or(0);
    let op_w = parts.iter().map(|p| p.1.len()).max().unwrap_or(0);
    let mut out = b"Operations encountered:\n-----------------------\n".to_vec();
    for (dialect, op, n) in parts {
        if dialect.is_empty() {
            out.extend(std::iter::repeat_n(b' ', dialect_w + 3));
        } else {
            out.extend(std::iter::repeat_n(b' ', dialect_w + 2 - dialect.len()));
            out.extend_from_slice(dialect);
            out.push(b'.');
        }
        out.extend_from_slice(op);
        out.extend(std::iter::repeat_n(b' ', op_w - op.len()));
        out.extend_from_slice(format!(" , {n}\n").as_bytes());
    }
    out
}

/// Upstream's `printSummaryInJSON`.
fn summary_json(sorted: &[(&[u8], i64)]) -> Vec<u8> {
    let mut out = b"{\n".to_vec();
    for (i, (name, n)) in sorted.iter().enumerate() {
        out.extend_from_slice(b"  \"");
        out.extend_from_slice(name);
        out.extend_from_slice(format!("\" : {n}").as_bytes());
        out.extend_from_slice(if i + 1 != sorted.len() { b",\n" } else { b"\n" });
    }
    out.extend_from_slice(b"}\n");
    out
}
