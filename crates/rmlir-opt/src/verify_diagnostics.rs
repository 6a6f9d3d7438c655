//! `--verify-diagnostics`: checks emitted diagnostics against the
//! `expected-(error|warning|remark|note)(-re)?(@designator)? {{message}}`
//! comments of the input, as upstream's SourceMgrDiagnosticVerifierHandler.

use regex::Regex;
use rmlir_ir::diagnostics::{Diagnostic, Severity};
use rmlir_ir::source_mgr::{file_line_col, SourceMgr};
use rmlir_ir::Context;

struct Expected {
    severity: Severity,
    /// 1-based line it applies to; `None` for `@unknown`.
    line: Option<u32>,
    /// Where the expectation itself is written, for "was not produced".
    at_line: u32,
    at_col: u32,
    text: String,
    matcher: Matcher,
    matched: bool,
}

enum Matcher {
    Substring(String),
    Regex(Regex),
}

impl Matcher {
    fn matches(&self, msg: &str) -> bool {
        match self {
            Matcher::Substring(s) => msg.contains(s.as_str()),
            Matcher::Regex(r) => r.is_match(msg),
        }
    }
}

pub struct Verifier {
    expected: Vec<Expected>,
    /// Report diagnostics nobody expected (`=all`, the default).
    check_unexpected: bool,
    errors: Vec<(u32, u32, String, usize)>,
    failures: String,
}

fn designator_regex() -> Regex {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}")
        .expect("valid regex")
}

/// Builds a regex from a `-re` message: text outside `{{...}}` is literal.
fn regex_from_message(msg: &str) -> Result<Regex, String> {
    let mut pat = String::new();
    let mut rest = msg;
    while let Some(start) = rest.find("{{") {
        pat.push_str(&regex::escape(&rest[..start]));
        let after = &rest[start + 2..];
        let end = after
            .find("}}")
            .ok_or("found start of regex with no end '}}'")?;
        pat.push('(');
        pat.push_str(&after[..end]);
        pat.push(')');
        rest = &after[end + 2..];
    }
    pat.push_str(&regex::escape(rest));
    Regex::new(&pat).map_err(|e| e.to_string())
}

impl Verifier {
    /// Collects the expectations of `src` (the text of one chunk, whose first
    /// line is line `first_line + 1` of the file).
    pub fn new(src: &[u8], first_line: usize) -> Verifier {
        let re = designator_regex();
        let text = String::from_utf8_lossy(src);
        let lines: Vec<&str> = text.split('\n').collect();
        let mut expected = Vec::new();
        let mut errors = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let lineno = (first_line + i + 1) as u32;
            // A plain substring test first: most lines hold no annotation.
            if !line.contains("expected-") {
                continue;
            }
            let Some(c) = re.captures(line) else { continue };
            let severity = match &c[1] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let msg = c[5].to_string();
            let at_col = c.get(0).unwrap().start() as u32 + 1;
            let matcher = if c.get(2).is_some() {
                match regex_from_message(&msg) {
                    Ok(r) => Matcher::Regex(r),
                    Err(e) => {
                        errors.push((lineno, at_col, format!("invalid regex: {e}"), 0));
                        continue;
                    }
                }
            } else {
                Matcher::Substring(msg.clone())
            };
            let has_designator = |l: &str| l.contains("expected-") && re.is_match(l);
            let target = match c.get(4).map(|m| m.as_str()) {
                None => Some(lineno),
                Some("unknown") => None,
                Some("above") => {
                    let mut j = i;
                    while j > 0 && has_designator(lines[j - 1]) {
                        j -= 1;
                    }
                    Some((first_line + j) as u32)
                }
                Some("below") => {
                    let mut j = i + 1;
                    while j < lines.len() && has_designator(lines[j]) {
                        j += 1;
                    }
                    Some((first_line + j + 1) as u32)
                }
                Some(off) => {
                    let n: i64 = off.parse().unwrap_or(0);
                    let t = lineno as i64 + n;
                    if t < 1 {
                        errors.push((
                            lineno,
                            at_col,
                            "expected diagnostic line out of range".into(),
                            0,
                        ));
                        continue;
                    }
                    Some(t as u32)
                }
            };
            expected.push(Expected {
                severity,
                line: target,
                at_line: lineno,
                at_col,
                text: msg,
                matcher,
                matched: false,
            });
        }
        Verifier {
            expected,
            check_unexpected: true,
            errors,
            failures: String::new(),
        }
    }

    /// Matches one emitted diagnostic (and its notes); an unexpected one is
    /// recorded as a failure rendered like upstream's "unexpected error: ...".
    pub fn handle(&mut self, ctx: &Context, mgr: &SourceMgr, name: &str, d: &Diagnostic) {
        self.handle_one(ctx, mgr, name, d);
        for n in &d.notes {
            self.handle(ctx, mgr, name, n);
        }
    }

    fn handle_one(&mut self, ctx: &Context, mgr: &SourceMgr, name: &str, d: &Diagnostic) {
        let pos = file_line_col(ctx, d.loc).filter(|(f, _, _)| f == name);
        let line = pos.as_ref().map(|p| p.1);
        let found = self.expected.iter_mut().find(|e| {
            !e.matched
                && e.severity == d.severity
                && e.line == line
                && e.matcher.matches(&d.message)
        });
        match found {
            Some(e) => e.matched = true,
            None if self.check_unexpected => {
                let unexpected = Diagnostic {
                    severity: Severity::Error,
                    loc: d.loc,
                    message: format!("unexpected {}: {}", d.severity.as_str(), d.message),
                    notes: Vec::new(),
                    op: None,
                    trailing_op: None,
                };
                mgr.render_to(ctx, &unexpected, &mut self.failures);
            }
            None => {}
        }
    }

    /// `--verify-diagnostics=only-expected`: unexpected diagnostics pass.
    pub fn only_expected(mut self) -> Self {
        self.check_unexpected = false;
        self
    }

    /// Finishes: reports expectations nobody met. Returns whether all held.
    pub fn finish(mut self, mgr: &SourceMgr, name: &str) -> (bool, String) {
        for (line, col, msg, _) in &self.errors {
            self.failures
                .push_str(&format!("{name}:{line}:{col}: error: {msg}\n"));
        }
        for e in self.expected.iter().filter(|e| !e.matched) {
            not_produced(e, mgr, name, &mut self.failures);
        }
        (self.failures.is_empty(), self.failures)
    }

    /// Without `--verify-diagnostics`, mlir-opt 22 still reports every
    /// `expected-*` annotation of the input as not produced (without
    /// changing the exit status); this reproduces that report.
    pub fn report_unverified(self, mgr: &SourceMgr, name: &str) -> String {
        let mut out = String::new();
        for e in &self.expected {
            not_produced(e, mgr, name, &mut out);
        }
        out
    }
}

/// `expected error "msg" was not produced`, underlining the annotation as
/// upstream does (a range as long as the message, from `expected-`).
fn not_produced(e: &Expected, mgr: &SourceMgr, name: &str, out: &mut String) {
    let sev = e.severity.as_str();
    out.push_str(&format!(
        "{name}:{}:{}: error: expected {sev} \"{}\" was not produced\n",
        e.at_line, e.at_col, e.text
    ));
    if let Some(text) = mgr.line(name, e.at_line) {
        out.push_str(&String::from_utf8_lossy(&text));
        out.push('\n');
        out.push_str(&" ".repeat(e.at_col as usize - 1));
        out.push('^');
        out.push_str(&"~".repeat(e.text.len().saturating_sub(1)));
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regex_messages() {
        let r = regex_from_message("op has {{[0-9]+}} operands (@{{.*}})").unwrap();
        assert!(r.is_match("'x' op has 12 operands (@foo)"));
        assert!(!r.is_match("op has x operands (@foo)"));
    }

    #[test]
    fn designators() {
        let src = b"a\n// expected-error@+1 {{m1}}\nb\n// expected-error@above {{m2}}\n// expected-note@below {{m3}}\n// expected-error@-1 {{m4}}\nc\n";
        let v = Verifier::new(src, 10);
        let lines: Vec<_> = v.expected.iter().map(|e| e.line).collect();
        assert_eq!(lines, vec![Some(13), Some(13), Some(17), Some(15)]);
    }
}
