//! Pass options (upstream's `PassOptions`, `Pass::Option`, `Pass::ListOption`):
//! named values a pass reads, set from `pass{key=value ...}` in a textual
//! pipeline or `-pass=key=value ...` on the command line, printed back in
//! the same syntax, and listed by `--help`.
//!
//! Upstream's options are LLVM command-line options, and their parse
//! errors are LLVM's (`for the --max-iterations option: 'abc' value invalid
//! for long argument!`, written straight to standard error); both are
//! reproduced here.

use crate::manager::OpPassManager;

/// The integer types options are declared with; each parses and is named
/// in `--help` as LLVM's parser for that C++ type does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum IntKind {
    /// `int`: `<int>`, "integer argument".
    I32,
    /// `int64_t` (`long`): `<long>`.
    I64,
    /// `unsigned`: `<uint>`.
    U32,
    /// `uint64_t` (`unsigned long`): `<ulong>`.
    U64,
}

impl IntKind {
    fn range(self) -> (i128, i128) {
        match self {
            IntKind::I32 => (i32::MIN as i128, i32::MAX as i128),
            IntKind::I64 => (i64::MIN as i128, i64::MAX as i128),
            IntKind::U32 => (0, u32::MAX as i128),
            IntKind::U64 => (0, u64::MAX as i128),
        }
    }

    fn signed(self) -> bool {
        matches!(self, IntKind::I32 | IntKind::I64)
    }

    /// The value name `--help` shows (LLVM's `getValueName`).
    fn value_name(self) -> &'static str {
        match self {
            IntKind::I32 => "int",
            IntKind::I64 => "long",
            IntKind::U32 => "uint",
            IntKind::U64 => "ulong",
        }
    }

    /// The word of LLVM's "value invalid for ... argument!".
    fn error_name(self) -> &'static str {
        match self {
            IntKind::I32 => "integer",
            _ => self.value_name(),
        }
    }
}

/// One value of an enumerated option.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct EnumValue {
    /// What is written (`aggressive`).
    pub name: &'static str,
    /// Its `--help` line.
    pub description: &'static str,
}

/// What an option holds.
#[derive(Copy, Clone, Debug)]
pub enum OptionKind {
    /// `true`/`false` (also `1`, `TRUE`, ... and nothing at all for true).
    Bool,
    /// An integer of the given C++ type.
    Int(IntKind),
    /// Any text.
    String,
    /// One of the listed names.
    Enum(&'static [EnumValue]),
    /// A pass pipeline with its anchor (`func.func(cse)`), as upstream's
    /// `OpPassManager`-typed options.
    Pipeline,
}

/// An option value.
#[derive(Clone, Debug)]
pub enum OptionValue {
    /// Of a [`OptionKind::Bool`] option.
    Bool(bool),
    /// Of a [`OptionKind::Int`] option, within its type's range.
    Int(i128),
    /// Of a [`OptionKind::String`] option.
    Str(String),
    /// Of a [`OptionKind::Enum`] option: the index of its value.
    Enum(usize),
    /// Of a [`OptionKind::Pipeline`] option.
    Pipeline(OpPassManager),
}

/// One declared option and its current value(s).
#[derive(Clone, Debug)]
pub struct PassOption {
    name: &'static str,
    description: &'static str,
    kind: OptionKind,
    /// A `ListOption`: comma-separated values, accumulating.
    list: bool,
    values: Vec<OptionValue>,
    /// Whether the option was given (a list given `key=` prints as `{}`).
    occurred: bool,
}

impl PassOption {
    /// The option's name (`max-iterations`).
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The option's one-line description.
    pub fn description(&self) -> &'static str {
        self.description
    }

    /// The option's kind.
    pub fn kind(&self) -> OptionKind {
        self.kind
    }

    /// Whether this is a list option.
    pub fn is_list(&self) -> bool {
        self.list
    }

    /// The current values: one for a scalar option, any number for a list.
    pub fn values(&self) -> &[OptionValue] {
        &self.values
    }
}

/// Where option parse errors go, as upstream splits them: LLVM's option
/// errors are written to standard error at once, the pass-options
/// parser's own to the error stream of whoever parses the pipeline.
#[derive(Default, Debug, Clone, PartialEq, Eq)]
pub struct OptionsError {
    /// Text LLVM's option parser writes straight to standard error.
    pub stderr: String,
    /// Text for the caller's error stream.
    pub stream: String,
}

/// What parsing options needs: the registry, for pipeline-valued options,
/// and the program name LLVM's errors start with.
pub struct OptionsParseCx<'a> {
    /// Resolves the passes of pipeline-valued options.
    pub registry: &'a crate::registry::PassRegistry,
    /// The tool's name (`argv[0]`'s file name), as LLVM's errors show it.
    pub program: &'a str,
}

/// The options of a pass or pass pipeline (upstream's `PassOptions`),
/// declared with the builder methods, in any order (they print sorted).
///
/// ```
/// use rmlir_pass::options::{IntKind, PassOptions};
/// let mut opts = PassOptions::new()
///     .int("max-iterations", "Max. iterations", IntKind::I64, 10)
///     .bool("top-down", "Seed the worklist in general top-down order", true);
/// let registry = rmlir_pass::PassRegistry::new();
/// let cx = rmlir_pass::options::OptionsParseCx { registry: &registry, program: "rmlir-opt" };
/// opts.parse("max-iterations=3 top-down=false", &cx).unwrap();
/// assert_eq!(opts.get_int("max-iterations"), 3);
/// assert_eq!(opts.to_string(), "{max-iterations=3 top-down=false}");
/// ```
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    options: Vec<PassOption>,
}

impl PassOptions {
    /// No options, as a constant.
    pub const EMPTY: PassOptions = PassOptions {
        options: Vec::new(),
    };

    /// No options.
    pub fn new() -> Self {
        Self::default()
    }

    fn declare(
        mut self,
        name: &'static str,
        description: &'static str,
        kind: OptionKind,
        list: bool,
        defaults: Vec<OptionValue>,
    ) -> Self {
        debug_assert!(
            self.options.iter().all(|o| o.name != name),
            "option {name} declared twice"
        );
        self.options.push(PassOption {
            name,
            description,
            kind,
            list,
            values: defaults,
            occurred: false,
        });
        self
    }

    /// A boolean option.
    pub fn bool(self, name: &'static str, description: &'static str, default: bool) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Bool,
            false,
            vec![OptionValue::Bool(default)],
        )
    }

    /// An integer option of C++ type `kind`.
    pub fn int(
        self,
        name: &'static str,
        description: &'static str,
        kind: IntKind,
        default: i128,
    ) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Int(kind),
            false,
            vec![OptionValue::Int(default)],
        )
    }

    /// A string option.
    pub fn string(self, name: &'static str, description: &'static str, default: &str) -> Self {
        self.declare(
            name,
            description,
            OptionKind::String,
            false,
            vec![OptionValue::Str(default.to_string())],
        )
    }

    /// An enumerated option; `default` indexes `values`.
    pub fn enumeration(
        self,
        name: &'static str,
        description: &'static str,
        values: &'static [EnumValue],
        default: usize,
    ) -> Self {
        self.declare(
            name,
            description,
            OptionKind::Enum(values),
            false,
            vec![OptionValue::Enum(default)],
        )
    }

    /// A list option of `kind` elements, empty by default.
    pub fn list(self, name: &'static str, description: &'static str, kind: OptionKind) -> Self {
        self.declare(name, description, kind, true, Vec::new())
    }

    /// The declared options, in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = &PassOption> {
        self.options.iter()
    }

    /// Whether no option is declared.
    pub fn is_empty(&self) -> bool {
        self.options.is_empty()
    }

    /// The option named `name`. Panics if none is declared: asking for an
    /// option a pass did not declare is a bug of that pass.
    pub fn option(&self, name: &str) -> &PassOption {
        self.options
            .iter()
            .find(|o| o.name == name)
            .unwrap_or_else(|| panic!("no pass option named {name}"))
    }

    fn option_mut(&mut self, name: &str) -> &mut PassOption {
        self.options
            .iter_mut()
            .find(|o| o.name == name)
            .unwrap_or_else(|| panic!("no pass option named {name}"))
    }

    fn scalar(&self, name: &str) -> &OptionValue {
        let o = self.option(name);
        assert!(!o.list, "pass option {name} is a list");
        &o.values[0]
    }

    /// The value of boolean option `name`.
    pub fn get_bool(&self, name: &str) -> bool {
        match self.scalar(name) {
            OptionValue::Bool(b) => *b,
            v => panic!("pass option {name} is not a bool: {v:?}"),
        }
    }

    /// The value of integer option `name`.
    pub fn get_int(&self, name: &str) -> i128 {
        match self.scalar(name) {
            OptionValue::Int(i) => *i,
            v => panic!("pass option {name} is not an integer: {v:?}"),
        }
    }

    /// The value of string option `name`.
    pub fn get_str(&self, name: &str) -> &str {
        match self.scalar(name) {
            OptionValue::Str(s) => s,
            v => panic!("pass option {name} is not a string: {v:?}"),
        }
    }

    /// The name of the value of enumerated option `name`.
    pub fn get_enum(&self, name: &str) -> &'static str {
        let o = self.option(name);
        match (&o.values[0], o.kind) {
            (OptionValue::Enum(i), OptionKind::Enum(vals)) => vals[*i].name,
            (v, _) => panic!("pass option {name} is not an enumeration: {v:?}"),
        }
    }

    /// The strings of list option `name`.
    pub fn get_str_list(&self, name: &str) -> Vec<String> {
        self.option(name)
            .values
            .iter()
            .map(|v| match v {
                OptionValue::Str(s) => s.clone(),
                v => panic!("pass option {name} is not a string list: {v:?}"),
            })
            .collect()
    }

    /// The integers of list option `name`.
    pub fn get_int_list(&self, name: &str) -> Vec<i128> {
        self.option(name)
            .values
            .iter()
            .map(|v| match v {
                OptionValue::Int(i) => *i,
                v => panic!("pass option {name} is not an integer list: {v:?}"),
            })
            .collect()
    }

    /// The pipelines of list option `name`.
    pub fn get_pipeline_list(&self, name: &str) -> Vec<OpPassManager> {
        self.option(name)
            .values
            .iter()
            .map(|v| match v {
                OptionValue::Pipeline(p) => p.clone(),
                v => panic!("pass option {name} is not a pipeline list: {v:?}"),
            })
            .collect()
    }

    /// Sets option `name` to `values` (one for a scalar option), as if given.
    pub fn set(&mut self, name: &str, values: Vec<OptionValue>) {
        let o = self.option_mut(name);
        assert!(
            o.list || values.len() == 1,
            "one value for scalar option {name}"
        );
        o.values = values;
        o.occurred = true;
    }

    /// Sets the values from `other`, the options of another instance of
    /// the same pass (upstream's `copyOptionValuesFrom`).
    pub fn copy_values_from(&mut self, other: &PassOptions) {
        for (o, from) in self.options.iter_mut().zip(&other.options) {
            debug_assert_eq!(o.name, from.name);
            o.values = from.values.clone();
            o.occurred = from.occurred;
        }
    }

    /// Parses `key=value key2 ...` (upstream's `PassOptions::parseFromString`).
    pub fn parse(&mut self, text: &str, cx: &OptionsParseCx<'_>) -> Result<(), OptionsError> {
        let mut rest = text;
        while !rest.is_empty() {
            let (key, value, after) = parse_next_arg(rest);
            rest = after;
            if key.is_empty() {
                continue;
            }
            let Some(opt) = self.options.iter_mut().find(|o| o.name == key) else {
                return Err(OptionsError {
                    stderr: String::new(),
                    stream: format!("<Pass-Options-Parser>: no such option {key}\n"),
                });
            };
            opt.occur(value, cx).map_err(|stderr| OptionsError {
                stderr,
                stream: String::new(),
            })?;
        }
        Ok(())
    }

    /// The options as a textual pipeline writes them: `{a=1 b=x}`, sorted
    /// by name; nothing when no option is declared (upstream's
    /// `PassOptions::print`).
    pub fn print(&self, out: &mut String) {
        if self.options.is_empty() {
            return;
        }
        let mut sorted: Vec<&PassOption> = self.options.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(b.name));
        out.push('{');
        for (i, o) in sorted.iter().enumerate() {
            if i != 0 {
                out.push(' ');
            }
            o.print(out);
        }
        out.push('}');
    }

    /// The width `--help` needs for these options (upstream's
    /// `getOptionWidth`).
    pub fn help_width(&self) -> usize {
        self.options
            .iter()
            .map(|o| o.help_width())
            .max()
            .unwrap_or(0)
    }

    /// The `--help` lines of these options, sorted, each line's first
    /// column at `indent` and descriptions at `desc_indent` (upstream's
    /// `PassOptions::printHelp`, with LLVM's misalignment of enumerated
    /// values kept: they do not get `indent`).
    pub fn print_help(&self, indent: usize, desc_indent: usize, out: &mut String) {
        let mut sorted: Vec<&PassOption> = self.options.iter().collect();
        sorted.sort_by(|a, b| a.name.cmp(b.name));
        for o in sorted {
            out.push_str(&" ".repeat(indent));
            o.print_help(desc_indent.saturating_sub(indent), out);
        }
    }
}

impl std::fmt::Display for PassOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        self.print(&mut s);
        f.write_str(&s)
    }
}

impl PassOption {
    /// LLVM's `ProvidePositionalOption`: one occurrence, with `value` as
    /// written (`None` when there was no `=`). Returns LLVM's error text.
    fn occur(&mut self, value: Option<&str>, cx: &OptionsParseCx<'_>) -> Result<(), String> {
        let requires_value = !matches!(self.kind, OptionKind::Bool) || self.list;
        let Some(value) = value else {
            if requires_value {
                return Err(self.error("requires a value!", cx));
            }
            self.values = vec![OptionValue::Bool(true)];
            self.occurred = true;
            return Ok(());
        };
        if !self.list {
            let v = self.parse_value(value, cx)?;
            self.values = vec![v];
            self.occurred = true;
            return Ok(());
        }
        // A list's first occurrence replaces its default; later ones add.
        if !self.occurred {
            self.values.clear();
        }
        self.occurred = true;
        let mut elements = Vec::new();
        split_comma_list(value, |e| elements.push(e));
        for e in elements {
            let v = self.parse_value(e, cx)?;
            self.values.push(v);
        }
        Ok(())
    }

    /// LLVM's `Option::error`.
    fn error(&self, message: &str, cx: &OptionsParseCx<'_>) -> String {
        let dashes = if self.name.len() == 1 { "-" } else { "--" };
        format!(
            "{}: for the {dashes}{} option: {message}\n",
            cx.program, self.name
        )
    }

    fn parse_value(&self, text: &str, cx: &OptionsParseCx<'_>) -> Result<OptionValue, String> {
        match self.kind {
            OptionKind::Bool => match text {
                "" | "true" | "TRUE" | "True" | "1" => Ok(OptionValue::Bool(true)),
                "false" | "FALSE" | "False" | "0" => Ok(OptionValue::Bool(false)),
                _ => Err(self.error(
                    &format!("'{text}' is invalid value for boolean argument! Try 0 or 1"),
                    cx,
                )),
            },
            OptionKind::Int(kind) => {
                parse_llvm_int(text, kind)
                    .map(OptionValue::Int)
                    .ok_or_else(|| {
                        self.error(
                            &format!("'{text}' value invalid for {} argument!", kind.error_name()),
                            cx,
                        )
                    })
            }
            OptionKind::String => Ok(OptionValue::Str(text.to_string())),
            OptionKind::Enum(values) => values
                .iter()
                .position(|v| v.name == text)
                .map(OptionValue::Enum)
                .ok_or_else(|| self.error(&format!("Cannot find option named '{text}'!"), cx)),
            OptionKind::Pipeline => {
                // Upstream's `parser<OpPassManager>` reports on stderr
                // through the pipeline parser and adds nothing of its own.
                crate::pipeline::parse_anchored_pipeline(text, cx.registry, cx.program)
                    .map(OptionValue::Pipeline)
                    .map_err(|e| e.into_text())
            }
        }
    }

    fn print(&self, out: &mut String) {
        if self.list {
            // An untouched list prints nothing (upstream prints a list
            // only when it differs from its default or was given).
            if !self.occurred && self.values.is_empty() {
                return;
            }
            out.push_str(self.name);
            out.push_str("={");
            for (i, v) in self.values.iter().enumerate() {
                if i != 0 {
                    out.push(',');
                }
                self.print_value(v, out);
            }
            out.push('}');
            return;
        }
        out.push_str(self.name);
        out.push('=');
        self.print_value(&self.values[0], out);
    }

    fn print_value(&self, v: &OptionValue, out: &mut String) {
        match v {
            OptionValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            OptionValue::Int(i) => out.push_str(&i.to_string()),
            OptionValue::Str(s) => print_string_value(s, out),
            OptionValue::Enum(i) => {
                if let OptionKind::Enum(vals) = self.kind {
                    out.push_str(vals[*i].name);
                }
            }
            OptionValue::Pipeline(pm) => pm.print_anchored(out),
        }
    }

    fn value_name(&self) -> Option<&'static str> {
        match self.kind {
            OptionKind::Bool => None,
            OptionKind::Int(k) => Some(k.value_name()),
            OptionKind::String => Some("string"),
            OptionKind::Enum(_) => Some("value"),
            OptionKind::Pipeline => Some("pass-manager"),
        }
    }

    /// LLVM's `getOptionWidth` for this option's parser.
    fn help_width(&self) -> usize {
        let base = arg_plus_prefixes_size(self.name);
        match (self.kind, self.list) {
            (OptionKind::Enum(values), false) => values
                .iter()
                .map(|v| v.name.len() + ENUM_VALUE_PREFIXES)
                .fold(base + EQ_VALUE.len(), usize::max),
            _ => base + self.value_name().map_or(0, |v| v.len() + 3),
        }
    }

    /// LLVM's `printOptionInfo` for this option's parser; `global_width`
    /// is the column of the descriptions.
    fn print_help(&self, global_width: usize, out: &mut String) {
        match (self.kind, self.list) {
            (OptionKind::Enum(values), false) => {
                out.push_str(arg_prefix(self.name));
                out.push_str(self.name);
                out.push_str(EQ_VALUE);
                print_help_str(
                    self.description,
                    global_width,
                    EQ_VALUE.len() + arg_plus_prefixes_size(self.name),
                    out,
                );
                for v in values {
                    out.push_str("    =");
                    out.push_str(v.name);
                    if v.description.is_empty() {
                        out.push('\n');
                        continue;
                    }
                    let first = v.name.len() + ENUM_VALUE_PREFIXES;
                    out.push_str(&" ".repeat(global_width.saturating_sub(first)));
                    out.push_str(" -   ");
                    let mut lines = v.description.split('\n');
                    out.push_str(lines.next().unwrap_or(""));
                    out.push('\n');
                    for l in lines {
                        out.push_str(&" ".repeat(global_width));
                        out.push_str(l);
                        out.push('\n');
                    }
                }
            }
            _ => {
                out.push_str(arg_prefix(self.name));
                out.push_str(self.name);
                if let Some(v) = self.value_name() {
                    out.push_str(if self.name.len() == 1 { " <" } else { "=<" });
                    out.push_str(v);
                    out.push('>');
                }
                print_help_str(self.description, global_width, self.help_width(), out);
            }
        }
    }
}

/// `=<value>`, after an enumerated option's name.
const EQ_VALUE: &str = "=<value>";
/// `    =` and ` - `, around an enumerated option's value names.
const ENUM_VALUE_PREFIXES: usize = 8;

/// LLVM's `argPlusPrefixesSize`: the option's name with the two spaces
/// and dashes before it and ` - ` after.
pub(crate) fn arg_plus_prefixes_size(name: &str) -> usize {
    let dashes = if name.len() == 1 { 1 } else { 2 };
    name.len() + 2 + dashes + 3
}

/// LLVM's `argPrefix`: two spaces and the dashes.
fn arg_prefix(name: &str) -> &'static str {
    if name.len() == 1 {
        "  -"
    } else {
        "  --"
    }
}

/// LLVM's `Option::printHelpStr`: ` - ` at `indent` (the line so far
/// being `first_line_indented_by` wide), then the first line of the help;
/// further lines at `indent`.
pub(crate) fn print_help_str(
    help: &str,
    indent: usize,
    first_line_indented_by: usize,
    out: &mut String,
) {
    let mut lines = help.split('\n');
    out.push_str(&" ".repeat(indent.saturating_sub(first_line_indented_by)));
    out.push_str(" - ");
    out.push_str(lines.next().unwrap_or(""));
    out.push('\n');
    for l in lines {
        out.push_str(&" ".repeat(indent));
        out.push_str(l);
        out.push('\n');
    }
}

/// Upstream's `printOptionValue` for strings: braces around a value with a
/// space that comes before any brace or quote, so it reads back as one.
fn print_string_value(s: &str, out: &mut String) {
    let space = s.find(' ');
    let escape = s.find(['{', '\'', '"']);
    let needs = match (space, escape) {
        (Some(sp), Some(e)) => sp < e,
        (Some(_), None) => true,
        _ => false,
    };
    if needs {
        out.push('{');
    }
    out.push_str(s);
    if needs {
        out.push('}');
    }
}

/// LLVM's `StringRef::getAsInteger(0, ...)` for `kind`: radix from the
/// prefix (`0x`, `0b`, `0o`, or a leading `0` for octal), the whole text a
/// number within the type's range.
fn parse_llvm_int(text: &str, kind: IntKind) -> Option<i128> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(rest) if kind.signed() => (true, rest),
        _ => (false, text),
    };
    let lower = digits.to_ascii_lowercase();
    let (radix, digits) = if let Some(d) = lower.strip_prefix("0x") {
        (16, d)
    } else if let Some(d) = lower.strip_prefix("0b") {
        (2, d)
    } else if let Some(d) = digits.strip_prefix("0o") {
        (8, d)
    } else if digits.len() > 1 && digits.starts_with('0') && digits.as_bytes()[1].is_ascii_digit() {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    if digits.is_empty() {
        return None;
    }
    let mut v: i128 = 0;
    for c in digits.chars() {
        let d = c.to_digit(radix)? as i128;
        v = v.checked_mul(radix as i128)?.checked_add(d)?;
        if v > u64::MAX as i128 + 1 {
            return None;
        }
    }
    let v = if neg { -v } else { v };
    let (lo, hi) = kind.range();
    (lo..=hi).contains(&v).then_some(v)
}

/// Upstream's `findChar`: the next `c` at or after `from`, skipping
/// bracketed ranges and quoted literals.
fn find_char(s: &[u8], from: usize, c: u8) -> Option<usize> {
    let mut i = from;
    while i < s.len() {
        if s[i] == c {
            return Some(i);
        }
        let skip_to = match s[i] {
            b'{' => find_char(s, i + 1, b'}'),
            b'(' => find_char(s, i + 1, b')'),
            b'[' => find_char(s, i + 1, b']'),
            q @ (b'"' | b'\'') => s[i + 1..].iter().position(|&x| x == q).map(|p| i + 1 + p),
            _ => Some(i),
        };
        i = skip_to? + 1;
    }
    None
}

/// What LLVM's `StringRef::trim` removes.
const SPACES: [char; 6] = [' ', '\t', '\n', '\u{b}', '\u{c}', '\r'];

/// LLVM's `StringRef::trim` (spaces, tabs, newlines, `\v`, `\f`).
fn trim(s: &str) -> &str {
    s.trim_matches(SPACES)
}

fn ltrim(s: &str) -> &str {
    s.trim_start_matches(SPACES)
}

/// Upstream's `extractArgAndUpdateOptions`: the first `len` bytes trimmed,
/// without the quotes around them or a brace pair enclosing all of them;
/// `rest` moves past them.
fn extract_arg<'a>(rest: &mut &'a str, len: usize) -> &'a str {
    let s = trim(&rest[..len]);
    *rest = ltrim(&rest[len..]);
    if s.len() <= 1 {
        return s;
    }
    let b = s.as_bytes();
    for q in [b'\'', b'"'] {
        if b[0] == q && b[b.len() - 1] == q {
            return trim(&s[1..s.len() - 1]);
        }
    }
    if b[0] == b'{' && find_char(b, 1, b'}') == Some(b.len() - 1) {
        return trim(&s[1..s.len() - 1]);
    }
    s
}

/// Upstream's `parseNextArg`: the next `key` or `key=value` of an options
/// string, and what follows it. The value is `None` when there is no `=`.
fn parse_next_arg(mut options: &str) -> (&str, Option<&str>, &str) {
    let b = options.as_bytes();
    let mut i = 0;
    loop {
        if i == b.len() || b[i] == b' ' {
            let key = extract_arg(&mut options, i);
            return (key, None, options);
        }
        if b[i] == b'=' {
            let key = extract_arg(&mut options, i);
            options = &options[1..];
            return parse_value_part(key, options);
        }
        i += 1;
    }
}

fn parse_value_part<'a>(key: &'a str, mut options: &'a str) -> (&'a str, Option<&'a str>, &'a str) {
    let b = options.as_bytes();
    // Moves `i` to the closing quote of a quote at `i`, if it has one.
    let skip_quote = |i: &mut usize| -> bool {
        let q = b[*i];
        if q != b'\'' && q != b'"' {
            return false;
        }
        if let Some(p) = b[*i + 1..].iter().position(|&x| x == q) {
            *i += 1 + p;
        }
        true
    };
    let mut i = 0;
    loop {
        if i >= b.len() || b[i] == b' ' {
            let value = extract_arg(&mut options, i.min(b.len()));
            return (key, Some(value), options);
        }
        if skip_quote(&mut i) {
            i += 1;
            continue;
        }
        if b[i] == b'{' {
            // Nested options `{...}` (with quotes inside) stay one value.
            let mut depth = 1;
            i += 1;
            while i < b.len() {
                if skip_quote(&mut i) {
                    i += 1;
                    continue;
                }
                if b[i] == b'{' {
                    depth += 1;
                } else if b[i] == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                i += 1;
            }
        }
        i += 1;
    }
}

/// Upstream's `parseCommaSeparatedList`: the elements of a list value,
/// split at commas outside brackets and quotes, each trimmed and unquoted.
pub(crate) fn split_comma_list<'a>(value: &'a str, mut each: impl FnMut(&'a str)) {
    if value.is_empty() {
        return;
    }
    let mut rest = value;
    while let Some(pos) = find_char(rest.as_bytes(), 0, b',') {
        each(extract_arg(&mut rest, pos));
        // `extract_arg` left the comma first.
        rest = &rest[1..];
    }
    let len = rest.len();
    each(extract_arg(&mut rest, len));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cx(reg: &crate::registry::PassRegistry) -> OptionsParseCx<'_> {
        OptionsParseCx {
            registry: reg,
            program: "mlir-opt",
        }
    }

    const SIMPLIFY: &[EnumValue] = &[
        EnumValue {
            name: "disabled",
            description: "Don't run any control-flow simplification.",
        },
        EnumValue {
            name: "normal",
            description:
                "Perform simple control-flow simplifications (e.g. dead args elimination).",
        },
        EnumValue {
            name: "aggressive",
            description: "Perform aggressive control-flow simplification (e.g. block merging).",
        },
    ];

    fn canonicalize() -> PassOptions {
        PassOptions::new()
            .bool("top-down", "Seed the worklist in general top-down order", true)
            .enumeration(
                "region-simplify",
                "Perform control flow optimizations to the region tree",
                SIMPLIFY,
                1,
            )
            .int(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                IntKind::I64,
                10,
            )
            .int(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration",
                IntKind::I64,
                -1,
            )
            .bool(
                "test-convergence",
                "Test only: Fail pass on non-convergence to detect cyclic pattern",
                false,
            )
            .list(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                OptionKind::String,
            )
            .list(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other patterns are filtered out",
                OptionKind::String,
            )
    }

    /// Each case's expected text is what mlir-opt 22 prints for the pass
    /// in `--dump-pass-pipeline` (or its error).
    #[test]
    fn parse_and_print_as_upstream() {
        let reg = crate::registry::PassRegistry::new();
        let cases = [
            ("", "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("max-iterations=3 top-down=false", "{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}"),
            ("disable-patterns=a,b,{c,d} enable-patterns=\"x y\"", "{disable-patterns={a,b,c,d} enable-patterns={{x y}} max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("disable-patterns={a,b} max-iterations='5'", "{disable-patterns={a,b}  max-iterations=5 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("max-iterations=1 max-iterations=2", "{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("top-down", "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("top-down=FALSE", "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}"),
            ("max-iterations=-3", "{  max-iterations=-3 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("max-iterations=0x10", "{  max-iterations=16 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("region-simplify=aggressive", "{  max-iterations=10 max-num-rewrites=-1 region-simplify=aggressive test-convergence=false top-down=true}"),
            ("disable-patterns=", "{disable-patterns={}  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("disable-patterns=a,,b disable-patterns=c", "{disable-patterns={a,,b,c}  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"),
            ("  top-down=0  ", "{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}"),
        ];
        for (text, want) in cases {
            let mut o = canonicalize();
            o.parse(text, &cx(&reg))
                .unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(o.to_string(), want, "{text}");
        }
    }

    #[test]
    fn errors_as_upstream() {
        let reg = crate::registry::PassRegistry::new();
        let err = |text: &str| canonicalize().parse(text, &cx(&reg)).unwrap_err();
        assert_eq!(
            err("max-iteration=3").stream,
            "<Pass-Options-Parser>: no such option max-iteration\n"
        );
        assert_eq!(
            err("max-iterations=abc").stderr,
            "mlir-opt: for the --max-iterations option: 'abc' value invalid for long argument!\n"
        );
        assert_eq!(
            err("region-simplify=foo").stderr,
            "mlir-opt: for the --region-simplify option: Cannot find option named 'foo'!\n"
        );
        assert_eq!(
            err("top-down=2").stderr,
            "mlir-opt: for the --top-down option: '2' is invalid value for boolean argument! Try 0 or 1\n"
        );
        assert_eq!(
            err("region-simplify").stderr,
            "mlir-opt: for the --region-simplify option: requires a value!\n"
        );
        assert_eq!(
            err("disable-patterns").stderr,
            "mlir-opt: for the --disable-patterns option: requires a value!\n"
        );
        assert_eq!(
            err("max-iterations=").stderr,
            "mlir-opt: for the --max-iterations option: '' value invalid for long argument!\n"
        );
    }

    #[test]
    fn integers_as_llvm_reads_them() {
        use IntKind::*;
        assert_eq!(parse_llvm_int("010", I64), Some(8));
        assert_eq!(parse_llvm_int("0b101", I64), Some(5));
        assert_eq!(parse_llvm_int("0o17", I64), Some(15));
        assert_eq!(parse_llvm_int("-0x10", I64), Some(-16));
        assert_eq!(parse_llvm_int("-1", U32), None);
        assert_eq!(parse_llvm_int("4294967295", U32), Some(4294967295));
        assert_eq!(parse_llvm_int("99999999999", U32), None);
        assert_eq!(parse_llvm_int("2147483648", I32), None);
        assert_eq!(parse_llvm_int("0", U64), Some(0));
        assert_eq!(parse_llvm_int("+1", I64), None);
        assert_eq!(parse_llvm_int("1 ", I64), None);
        assert_eq!(
            parse_llvm_int("18446744073709551615", U64),
            Some(u64::MAX as i128)
        );
        assert_eq!(parse_llvm_int("18446744073709551616", U64), None);
    }

    #[test]
    fn string_values_keep_spaces_in_braces() {
        let reg = crate::registry::PassRegistry::new();
        let mut o = PassOptions::new().string("label", "Label", "");
        for (text, value, printed) in [
            (
                "label=\"hello world\"",
                "hello world",
                "{label={hello world}}",
            ),
            ("label={a b}", "a b", "{label={a b}}"),
            ("label='x'", "x", "{label=x}"),
            ("label=a=b", "a=b", "{label=a=b}"),
            ("label=x{y}z", "x{y}z", "{label=x{y}z}"),
            ("label={a,b}", "a,b", "{label=a,b}"),
        ] {
            o.parse(text, &cx(&reg)).unwrap();
            assert_eq!(o.get_str("label"), value, "{text}");
            assert_eq!(o.to_string(), printed, "{text}");
        }
    }

    /// The lines mlir-opt 22's `--list-passes` prints for canonicalize's
    /// options, with its description column (60).
    #[test]
    fn help_lines_as_llvm_prints_them() {
        let mut out = String::new();
        canonicalize().print_help(2, 60, &mut out);
        let want = "    --disable-patterns=<string>                           - Labels of patterns that should be filtered out during application
    --enable-patterns=<string>                            - Labels of patterns that should be used during application, all other patterns are filtered out
    --max-iterations=<long>                               - Max. iterations between applying patterns / simplifying regions
    --max-num-rewrites=<long>                             - Max. number of pattern rewrites within an iteration
    --region-simplify=<value>                             - Perform control flow optimizations to the region tree
    =disabled                                           -   Don't run any control-flow simplification.
    =normal                                             -   Perform simple control-flow simplifications (e.g. dead args elimination).
    =aggressive                                         -   Perform aggressive control-flow simplification (e.g. block merging).
    --test-convergence                                    - Test only: Fail pass on non-convergence to detect cyclic pattern
    --top-down                                            - Seed the worklist in general top-down order
";
        assert_eq!(out, want);
    }
}
