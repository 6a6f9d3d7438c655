//! The textual pass pipeline syntax (upstream's `TextualPipeline`):
//! `builtin.module(func.func(cse,canonicalize{max-iterations=3}))`,
//! parsed, checked against the registry and added to a pass manager, with
//! upstream's error messages and positions.

use crate::manager::{Nesting, OpPassManager};
use crate::options::OptionsParseCx;
use crate::registry::{PassRegistry, RegistryEntry};

/// The name upstream gives the pipeline text in error locations.
const BUFFER_NAME: &str = "MLIR Textual PassPipeline Parser";

/// Why a pipeline could not be parsed or built, split as upstream writes
/// it: straight to standard error (LLVM's option errors) or to the error
/// stream the caller gave.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PipelineError {
    /// Written to standard error as it happened.
    pub stderr: String,
    /// For the caller's error stream.
    pub stream: String,
}

impl PipelineError {
    /// Both parts, as they appear when the error stream is standard error.
    pub fn into_text(self) -> String {
        self.stderr + &self.stream
    }
}

/// One element of a parsed pipeline: a pass or pipeline name with its
/// options, or an op name with a nested pipeline.
struct Element<'t> {
    name: &'t str,
    /// Where `name` starts in the text (errors point there).
    pos: usize,
    options: &'t str,
    inner: Vec<Element<'t>>,
}

/// Upstream's `SourceMgr::PrintMessage` for the pipeline text: the
/// position, the message, the line and a caret (tabs expanded as LLVM
/// does).
fn render_error(text: &str, pos: usize, message: &str) -> String {
    let pos = pos.min(text.len());
    let line_start = text[..pos].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[pos..].find('\n').map_or(text.len(), |i| pos + i);
    let line_no = text[..pos].matches('\n').count() + 1;
    let col = pos - line_start;
    let line = &text[line_start..line_end];
    let mut out = format!("{BUFFER_NAME}:{line_no}:{}: error: {message}\n", col + 1);
    if line.bytes().any(|b| b >= 0x80) {
        // LLVM shows no caret on lines it cannot measure.
        out.push_str(line);
        out.push('\n');
        return out;
    }
    const TAB_STOP: usize = 8;
    let mut shown = String::new();
    for c in line.chars() {
        if c == '\t' {
            shown.push(' ');
            while !shown.len().is_multiple_of(TAB_STOP) {
                shown.push(' ');
            }
        } else {
            shown.push(c);
        }
    }
    out.push_str(&shown);
    out.push('\n');
    let mut caret = String::new();
    for &b in &line.as_bytes()[..col.min(line.len())] {
        caret.push(' ');
        if b == b'\t' {
            while !caret.len().is_multiple_of(TAB_STOP) {
                caret.push(' ');
            }
        }
    }
    caret.push('^');
    out.push_str(&caret);
    out.push('\n');
    out
}

const SPACES: &[char] = &[' ', '\t', '\n', '\u{b}', '\u{c}', '\r'];

/// `s` trimmed, with where the trimmed part starts in it.
fn trim_at(s: &str) -> (&str, usize) {
    let start = s.len() - s.trim_start_matches(SPACES).len();
    (s[start..].trim_end_matches(SPACES), start)
}

/// Upstream's `parsePipelineText`: the structure only, names unresolved.
/// Errors are `(position, message)`.
fn parse_text(full: &str) -> Result<Vec<Element<'_>>, (usize, &'static str)> {
    // The stack holds the pipelines being filled: the element list and
    // the position in its parent of the element owning it.
    let mut stack: Vec<Vec<Element<'_>>> = vec![Vec::new()];
    let mut at = 0usize;
    loop {
        let text = &full[at..];
        let pos = text.find([',', '(', ')', '{']);
        let (name, lead) = trim_at(&text[..pos.unwrap_or(text.len())]);
        stack.last_mut().expect("the outer pipeline").push(Element {
            name,
            pos: at + lead,
            options: "",
            inner: Vec::new(),
        });
        let Some(pos) = pos else {
            break;
        };
        at += pos;
        let sep = full.as_bytes()[at];
        if sep == b'{' {
            at += 1;
            let text = &full[at..];
            let mut depth = 1;
            let mut close = None;
            for (i, b) in text.bytes().enumerate() {
                if b == b'{' {
                    depth += 1;
                } else if b == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(i);
                        break;
                    }
                }
            }
            let Some(close) = close else {
                return Err((at - 1, "missing closing '}' while processing pass options"));
            };
            stack
                .last_mut()
                .and_then(|p| p.last_mut())
                .expect("the element just pushed")
                .options = &text[..close];
            at += close + 1;
            at = full.len() - full[at..].trim_start_matches(SPACES).len();
            // Nested pipelines take no options: no '(' looked for.
        } else if sep == b'(' {
            at += 1;
            stack.push(Vec::new());
            continue;
        }
        while full[at..].starts_with(')') {
            at += 1;
            if stack.len() == 1 {
                return Err((
                    at - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("an inner pipeline");
            stack
                .last_mut()
                .and_then(|p| p.last_mut())
                .expect("the element owning the inner pipeline")
                .inner = inner;
            at = full.len() - full[at..].trim_start_matches(SPACES).len();
        }
        if at == full.len() {
            break;
        }
        if !full[at..].starts_with(',') {
            return Err((at, "expected ',' after parsing pipeline"));
        }
        at += 1;
    }
    if stack.len() > 1 {
        return Err((
            at,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(stack.pop().expect("the outer pipeline"))
}

/// Upstream's `resolvePipelineElements`: every pass name must be
/// registered (the first unknown one is the error).
fn resolve(elements: &[Element<'_>], registry: &PassRegistry) -> Result<(), (usize, String)> {
    for e in elements {
        if !e.inner.is_empty() {
            resolve(&e.inner, registry)?;
            continue;
        }
        if registry.lookup(e.name).is_none() {
            return Err((
                e.pos,
                format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
    }
    Ok(())
}

/// Upstream's `TextualPipeline::addToPipeline`, with implicit nesting off.
fn add_elements(
    elements: &[Element<'_>],
    pm: &mut OpPassManager,
    cx: &OptionsParseCx<'_>,
    err: &mut PipelineError,
) -> Result<(), ()> {
    for e in elements {
        if e.inner.is_empty() {
            let entry: RegistryEntry<'_> = cx.registry.lookup(e.name).ok_or(())?;
            if let Err(a) = entry.add_to_pipeline(pm, e.options, cx) {
                err.stderr.push_str(&a.stderr);
                err.stream.push_str(&a.message);
                err.stream.push('\n');
                err.stream.push_str(&format!(
                    "failed to add `{}` with options `{}`\n",
                    e.name, e.options
                ));
                return Err(());
            }
        } else if add_elements(&e.inner, pm.nest(e.name), cx, err).is_err() {
            err.stream.push_str(&format!(
                "failed to add `{}` with options `{}` to inner pipeline\n",
                e.name, e.options
            ));
            return Err(());
        }
    }
    Ok(())
}

/// Parses `text`, a comma-separated list of pipeline elements, and adds
/// them to `pm` (upstream's `parsePassPipeline(text, pm, errorStream)`).
pub fn parse_pass_pipeline(
    text: &str,
    pm: &mut OpPassManager,
    registry: &PassRegistry,
    program: &str,
) -> Result<(), PipelineError> {
    if text.is_empty() {
        return Ok(());
    }
    let error = |(pos, msg): (usize, &str)| PipelineError {
        stderr: String::new(),
        stream: render_error(text, pos, msg),
    };
    let elements = parse_text(text).map_err(error)?;
    resolve(&elements, registry).map_err(|(pos, msg)| error((pos, &msg)))?;
    let cx = OptionsParseCx { registry, program };
    // The pipeline is built as written: a pass that would need implicit
    // nesting is an error.
    let nesting = pm.nesting();
    pm.set_nesting(Nesting::Explicit);
    let mut err = PipelineError::default();
    let r = add_elements(&elements, pm, &cx, &mut err);
    pm.set_nesting(nesting);
    r.map_err(|()| err)
}

/// Parses a pipeline with its anchor, `op-name(...)` (upstream's
/// `parsePassPipeline(text)`).
pub fn parse_anchored_pipeline(
    text: &str,
    registry: &PassRegistry,
    program: &str,
) -> Result<OpPassManager, PipelineError> {
    let text = text.trim_matches(SPACES);
    let open = text.find('(');
    let (Some(open), Some(inner)) = (open.filter(|&o| o != 0), text.strip_suffix(')')) else {
        return Err(PipelineError {
            stderr: String::new(),
            stream: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into(),
        });
    };
    let anchor = text[..open].trim_end_matches(SPACES);
    let mut pm = OpPassManager::new(anchor, Nesting::Explicit);
    parse_pass_pipeline(&inner[open + 1..], &mut pm, registry, program)?;
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pass::{Pass, PassContext, PassFailure};

    #[derive(Clone)]
    struct Named(
        &'static str,
        Option<&'static str>,
        crate::options::PassOptions,
    );
    impl Pass for Named {
        fn argument(&self) -> &'static str {
            self.0
        }
        fn name(&self) -> &'static str {
            "Named"
        }
        fn description(&self) -> &'static str {
            "a test pass"
        }
        fn op_name(&self) -> Option<&'static str> {
            self.1
        }
        fn options(&self) -> &crate::options::PassOptions {
            &self.2
        }
        fn options_mut(&mut self) -> Option<&mut crate::options::PassOptions> {
            Some(&mut self.2)
        }
        fn run_on_operation(&mut self, _: &mut PassContext<'_>) -> Result<(), PassFailure> {
            Ok(())
        }
        fn clone_pass(&self) -> Box<dyn Pass> {
            Box::new(self.clone())
        }
    }

    fn registry() -> PassRegistry {
        let mut r = PassRegistry::new();
        r.register_pass(|| Box::new(Named("cse", None, Default::default())));
        r.register_pass(|| {
            Box::new(Named(
                "canonicalize",
                None,
                crate::options::PassOptions::new().int(
                    "max-iterations",
                    "",
                    crate::options::IntKind::I64,
                    10,
                ),
            ))
        });
        r.register_pass(|| {
            Box::new(Named(
                "test-module-pass",
                Some("builtin.module"),
                Default::default(),
            ))
        });
        r
    }

    fn parse(text: &str) -> Result<String, PipelineError> {
        let pm = parse_anchored_pipeline(text, &registry(), "mlir-opt")?;
        let mut s = String::new();
        pm.print_anchored(&mut s);
        Ok(s)
    }

    fn stream(text: &str) -> String {
        let e = parse(text).unwrap_err();
        assert!(e.stderr.is_empty());
        e.stream
    }

    #[test]
    fn parses_and_prints() {
        assert_eq!(
            parse(" builtin.module ( cse , canonicalize{max-iterations=3} ) ").unwrap(),
            "builtin.module(cse,canonicalize{max-iterations=3})"
        );
        assert_eq!(
            parse("builtin.module(func.func (cse),any(cse))").unwrap(),
            "builtin.module(func.func(cse),any(cse))"
        );
        assert_eq!(parse("builtin.module()").unwrap(), "builtin.module()");
        assert_eq!(
            parse("builtin.module(canonicalize  {max-iterations=2})").unwrap(),
            "builtin.module(canonicalize{max-iterations=2})"
        );
    }

    /// Messages and positions as mlir-opt 22 reports them.
    #[test]
    fn errors_as_upstream() {
        let wrap = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";
        for t in [
            "cse",
            "",
            "builtin.module(cse",
            "builtin.module(cse)x",
            ",",
            "builtin.module()(",
        ] {
            assert_eq!(stream(t), wrap, "{t}");
        }
        assert_eq!(
            stream("builtin.module(func.func(cse,canonicalize{max-iterations=3})"),
            "MLIR Textual PassPipeline Parser:1:45: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse,canonicalize{max-iterations=3}\n                                            ^\n"
        );
        assert_eq!(
            stream("builtin.module(canonicalize{max-iterations=3)"),
            "MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options\ncanonicalize{max-iterations=3\n            ^\n"
        );
        assert_eq!(
            stream("builtin.module(foo)"),
            "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n"
        );
        assert_eq!(
            stream("builtin.module(test-module-pass))"),
            "MLIR Textual PassPipeline Parser:1:17: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline\ntest-module-pass)\n                ^\n"
        );
        assert_eq!(
            stream("builtin.module(func.func(cse)"),
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        assert_eq!(
            stream("builtin.module(func.func(cse) x)"),
            "MLIR Textual PassPipeline Parser:1:16: error: expected ',' after parsing pipeline\nfunc.func(cse) x\n               ^\n"
        );
        assert_eq!(
            stream("builtin.module(func.func{a}(cse))"),
            "MLIR Textual PassPipeline Parser:1:13: error: expected ',' after parsing pipeline\nfunc.func{a}(cse)\n            ^\n"
        );
        assert_eq!(
            stream("builtin.module(cse,,cse)"),
            "MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline\ncse,,cse\n    ^\n"
        );
        assert_eq!(
            stream("builtin.module(func.func())"),
            "MLIR Textual PassPipeline Parser:1:11: error: '' does not refer to a registered pass or pass pipeline\nfunc.func()\n          ^\n"
        );
        assert_eq!(
            stream("builtin.module(canonicalize{max-iteration=3})"),
            "<Pass-Options-Parser>: no such option max-iteration\n\nfailed to add `canonicalize` with options `max-iteration=3`\n"
        );
        assert_eq!(
            stream("builtin.module(cse{ max-iterations=2 }  , cse)"),
            "<Pass-Options-Parser>: no such option max-iterations\n\nfailed to add `cse` with options ` max-iterations=2 `\n"
        );
        assert_eq!(
            stream("func.func(test-module-pass)"),
            "Can't add pass 'Named' restricted to 'builtin.module' on a PassManager intended to run on 'func.func', did you intend to nest?\nfailed to add `test-module-pass` with options ``\n"
        );
        let e = parse("builtin.module(canonicalize{max-iterations=abc})").unwrap_err();
        assert_eq!(
            e.stderr,
            "mlir-opt: for the --max-iterations option: 'abc' value invalid for long argument!\n"
        );
        assert_eq!(
            e.stream,
            "\nfailed to add `canonicalize` with options `max-iterations=abc`\n"
        );
    }

    #[test]
    fn carets_follow_tabs() {
        assert_eq!(
            render_error("a\tfoo", 2, "m"),
            "MLIR Textual PassPipeline Parser:1:3: error: m\na       foo\n        ^\n"
        );
    }
}
