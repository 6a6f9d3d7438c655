//! Command-line options, spelled as mlir-opt spells them. LLVM's option
//! parser accepts `-flag` and `--flag` alike and `-o file` or `-o=file`, which
//! clap cannot express, so this is a small hand-written parser. Every
//! registered pass and pass pipeline is a flag too (`-canonicalize`,
//! `-canonicalize=max-iterations=3 top-down=false`), as upstream's
//! `PassPipelineCLParser` makes them.

use rmlir_pass::{PassRegistry, StatisticsDisplay, TimingDisplay};

#[derive(Debug, Default)]
pub struct Options {
    pub input: Option<String>,
    pub output: Option<String>,
    pub allow_unregistered_dialect: bool,
    pub print_generic: bool,
    pub print_debuginfo: bool,
    pub print_local_scope: bool,
    pub pretty_debuginfo: bool,
    /// `Some(marker)` when splitting the input.
    pub split_input_file: Option<String>,
    pub output_split_marker: String,
    pub verify_diagnostics: bool,
    /// `--verify-diagnostics=only-expected`: unexpected diagnostics pass.
    pub verify_only_expected: bool,
    pub emit_bytecode: bool,
    /// `--emit-bytecode-version=N`.
    pub emit_bytecode_version: Option<u64>,
    /// `--elide-resource-data-from-bytecode`.
    pub elide_resource_data: bool,
    /// `--mlir-timing`: report the time spent in each phase on stderr.
    pub timing: bool,
    /// `--mlir-disable-threading`.
    pub disable_threading: bool,
    /// `--mlir-print-unique-ssa-ids`.
    pub unique_ssa_ids: bool,
    /// `--mlir-print-skip-regions`.
    pub skip_regions: bool,
    /// `--mlir-print-value-users`.
    pub value_users: bool,
    /// `--mlir-use-nameloc-as-prefix`.
    pub use_nameloc_as_prefix: bool,
    /// `--mlir-print-assume-verified`.
    pub assume_verified: bool,
    /// `--no-implicit-module`.
    pub no_implicit_module: bool,
    /// `--mlir-elide-elementsattrs-if-larger=N`.
    pub elide_elements_if_larger: Option<u64>,
    /// `--mlir-print-elementsattrs-with-hex-if-larger=N`.
    pub hex_elements_if_larger: Option<i64>,
    pub show_help: bool,
    /// `--show-dialects`.
    pub show_dialects: bool,
    pub show_version: bool,
    /// The tool's name, as LLVM's option errors show it (`argv[0]`'s
    /// file name).
    pub program: String,
    /// `--pass-pipeline=...` (or `-p`).
    pub pass_pipeline: Option<String>,
    /// Pass and pipeline flags in order: the argument and its options.
    pub passes: Vec<(String, String)>,
    /// `--dump-pass-pipeline`.
    pub dump_pass_pipeline: bool,
    /// `--list-passes`.
    pub list_passes: bool,
    /// `--verify-each` (on unless `--verify-each=false`).
    pub verify_each: bool,
    /// `--verify-roundtrip`: the parsed IR must survive a trip through
    /// text and bytecode.
    pub verify_roundtrip: bool,
    /// `--mlir-timing-display`.
    pub timing_display: TimingDisplay,
    /// `--mlir-pass-statistics`.
    pub pass_statistics: bool,
    /// `--mlir-pass-statistics-display`.
    pub pass_statistics_display: StatisticsDisplay,
    /// `--mlir-print-ir-before=a,b` (accumulating).
    pub print_ir_before: Vec<String>,
    pub print_ir_before_all: bool,
    /// `--mlir-print-ir-after=a,b` (accumulating).
    pub print_ir_after: Vec<String>,
    pub print_ir_after_all: bool,
    pub print_ir_after_change: bool,
    pub print_ir_after_failure: bool,
    pub print_ir_module_scope: bool,
    /// `--mlir-print-ir-tree-dir=DIR`.
    pub print_ir_tree_dir: Option<String>,
    /// `--mlir-pass-pipeline-crash-reproducer=FILE`.
    pub crash_reproducer: Option<String>,
    /// `--mlir-pass-pipeline-local-reproducer`.
    pub local_reproducer: bool,
    /// `--run-reproducer`.
    pub run_reproducer: bool,
    /// `--mlir-generate-reproducer=FILE`.
    pub generate_reproducer: Option<String>,
}

pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// `--help`: as mlir-opt's, the registered dialects head the text.
pub fn help(dialects: &[String]) -> String {
    format!(
        "OVERVIEW: rmlir modular optimizer driver (mlir-opt compatible)\n\nAvailable Dialects: {}\n{HELP}",
        dialects.join(", ")
    )
}

const HELP: &str = "USAGE: rmlir-opt [options] <input file>

OPTIONS:
  --allow-unregistered-dialect   Allow operation with no registered dialects
  --mlir-print-op-generic        Print the generic op form
  --mlir-print-debuginfo         Print debug info in MLIR output
  --mlir-pretty-debuginfo        Print pretty debug info in MLIR output
  --mlir-print-local-scope       Print with local scope and inline information (eliding aliases)
  --mlir-print-unique-ssa-ids    Print unique SSA ID numbers for values, block arguments and naming conflicts across all regions
  --mlir-print-skip-regions      Skip regions when printing ops.
  --mlir-print-value-users       Print users of operation results and block arguments as a comment
  --mlir-use-nameloc-as-prefix   Print SSA IDs using NameLocs as prefixes
  --mlir-print-assume-verified   Skip op verification when using custom printers
  --mlir-elide-elementsattrs-if-larger=<uint>
                                 Elide ElementsAttrs with \"...\" that have more elements than this
  --mlir-print-elementsattrs-with-hex-if-larger=<long>
                                 Print DenseElementsAttrs with a hex string that have more elements
                                 than this (-1 disables hex)
  --no-implicit-module           Disable implicit addition of a top-level module op during parsing
  --split-input-file[=<string>]  Split the input file into chunks using the given or default
                                 marker (\"// -----\") and process each chunk independently
  --output-split-marker=<string> Split marker to use for merging the output
  --verify-diagnostics           Check that emitted diagnostics match expected-* lines
  --emit-bytecode                Emit bytecode when generating output
  --emit-bytecode-version=<uint> Use the specified bytecode version when writing (0-6)
  --elide-resource-data-from-bytecode
                                 Elide resources when generating bytecode
  --mlir-timing                  Display execution times (parser, passes, output)
  --mlir-timing-display=<value>  Display method for timing data: list, or tree (default)
  --mlir-disable-threading       Use one thread (passes, printing and parsing otherwise use all cores)
  --pass-pipeline=<string>       Textual description of the pass pipeline to run
  -p <string>                    Alias for --pass-pipeline
  --dump-pass-pipeline           Print the pipeline that will be run
  --list-passes                  Print the list of registered passes and exit
  --verify-each                  Run the verifier after each transformation pass (default: true)
  --verify-roundtrip             Round-trip the IR after parsing and ensure it succeeds
  --mlir-pass-statistics         Display the statistics of each pass
  --mlir-pass-statistics-display=<value>
                                 Display method for pass statistics: list, or pipeline (default)
  --mlir-print-ir-before=<pass-arg>
                                 Print IR before specified passes
  --mlir-print-ir-before-all     Print IR before each pass
  --mlir-print-ir-after=<pass-arg>
                                 Print IR after specified passes
  --mlir-print-ir-after-all      Print IR after each pass
  --mlir-print-ir-after-change   When printing the IR after a pass, only print if the IR changed
  --mlir-print-ir-after-failure  When printing the IR after a pass, only print if the pass failed
  --mlir-print-ir-module-scope   When printing IR for print-ir-[before|after]{-all} always print the top-level operation
  --mlir-print-ir-tree-dir=<string>
                                 When printing the IR before/after a pass, print file tree rooted at this directory
  --mlir-pass-pipeline-crash-reproducer=<string>
                                 Generate a .mlir reproducer file at the given output path if the pass manager crashes or fails
  --mlir-pass-pipeline-local-reproducer
                                 When generating a crash reproducer, attempt to generated a reproducer with the smallest pipeline.
  --mlir-generate-reproducer=<filename>
                                 Generate an mlir reproducer at the provided filename (no crash required)
  --run-reproducer               Run the pipeline stored in the reproducer
  --show-dialects                Print the list of registered dialects and exit
  -o <filename>                  Output filename (default: -, standard output)
  --version                      Display the version of this program
  --help                         Display available options

Each option may be spelled with one or two leading dashes.
";

/// The width LLVM lays the options of `--help` out to: rmlir-opt's own
/// flags are aligned at 33 columns.
const HELP_WIDTH: usize = 33;

/// `--help` with the passes section: every registered pass and pipeline
/// with its options, laid out as LLVM's `PassNameParser` prints them.
pub fn help_with_passes(dialects: &[String], registry: &PassRegistry) -> String {
    let width = registry.help_width(HELP_WIDTH);
    format!("{}\n{}", help(dialects), registry.help_section(width))
}

fn number_value<T: std::str::FromStr>(name: &str, v: &Option<String>) -> Result<T, String> {
    let v = v
        .as_deref()
        .ok_or_else(|| format!("for the --{name} option: requires a value!"))?;
    v.parse()
        .map_err(|_| format!("for the --{name} option: '{v}' value invalid for integer argument!"))
}

/// LLVM's error for a value of an enumerated option it does not know.
fn enum_error(program: &str, name: &str, v: &str) -> String {
    format!("{program}: for the --{name} option: Cannot find option named '{v}'!")
}

/// The names of `--mlir-print-ir-before=a,b`: registered passes only.
fn pass_list(
    program: &str,
    name: &str,
    value: &Option<String>,
    registry: &PassRegistry,
    out: &mut Vec<String>,
) -> Result<(), String> {
    let v = value
        .as_deref()
        .ok_or_else(|| format!("{program}: for the --{name} option: requires a value!"))?;
    for p in v.split(',') {
        if registry.pass(p).is_none() {
            return Err(enum_error(program, name, p));
        }
        out.push(p.to_string());
    }
    Ok(())
}

pub fn parse_args(
    args: impl IntoIterator<Item = String>,
    registry: &PassRegistry,
    program: &str,
) -> Result<Options, String> {
    let mut o = Options {
        output_split_marker: DEFAULT_SPLIT_MARKER.to_string(),
        verify_each: true,
        program: program.to_string(),
        ..Default::default()
    };
    let mut args = args.into_iter();
    let mut positional_only = false;
    while let Some(arg) = args.next() {
        if positional_only || arg == "-" || !arg.starts_with('-') {
            if o.input.is_some() {
                return Err("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: rmlir-opt --help".to_string());
            }
            o.input = Some(arg);
            continue;
        }
        if arg == "--" {
            positional_only = true;
            continue;
        }
        let flag = arg.strip_prefix("--").unwrap_or_else(|| &arg[1..]);
        let (name, value) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (flag, None),
        };
        let bool_value = |v: &Option<String>| -> Result<bool, String> {
            match v.as_deref() {
                None | Some("true") | Some("1") | Some("TRUE") | Some("True") => Ok(true),
                Some("false") | Some("0") | Some("FALSE") | Some("False") => Ok(false),
                Some(other) => Err(format!("for the --{name} option: '{other}' is invalid value for boolean argument! Try 0 or 1")),
            }
        };
        match name {
            "allow-unregistered-dialect" => o.allow_unregistered_dialect = bool_value(&value)?,
            "mlir-print-op-generic" => o.print_generic = bool_value(&value)?,
            "mlir-print-debuginfo" => o.print_debuginfo = bool_value(&value)?,
            "mlir-pretty-debuginfo" => o.pretty_debuginfo = bool_value(&value)?,
            "mlir-print-local-scope" => o.print_local_scope = bool_value(&value)?,
            "split-input-file" => {
                o.split_input_file = Some(
                    value
                        .filter(|v| !v.is_empty())
                        .unwrap_or_else(|| DEFAULT_SPLIT_MARKER.into()),
                )
            }
            "output-split-marker" => o.output_split_marker = value.unwrap_or_default(),
            "verify-diagnostics" => {
                o.verify_only_expected = value.as_deref() == Some("only-expected");
                o.verify_diagnostics = match value.as_deref() {
                    None | Some("") | Some("all") | Some("only-expected") => true,
                    Some(v) => bool_value(&Some(v.to_string()))?,
                }
            }
            "emit-bytecode" => o.emit_bytecode = bool_value(&value)?,
            "emit-bytecode-version" => {
                o.emit_bytecode_version = Some(number_value::<u64>(name, &value)?);
            }
            "elide-resource-data-from-bytecode" => o.elide_resource_data = bool_value(&value)?,
            "mlir-timing" => o.timing = bool_value(&value)?,
            "mlir-disable-threading" => o.disable_threading = bool_value(&value)?,
            "mlir-print-unique-ssa-ids" => o.unique_ssa_ids = bool_value(&value)?,
            "mlir-print-skip-regions" => o.skip_regions = bool_value(&value)?,
            "mlir-print-value-users" => o.value_users = bool_value(&value)?,
            "mlir-use-nameloc-as-prefix" => o.use_nameloc_as_prefix = bool_value(&value)?,
            "mlir-print-assume-verified" => o.assume_verified = bool_value(&value)?,
            "no-implicit-module" => o.no_implicit_module = bool_value(&value)?,
            "mlir-elide-elementsattrs-if-larger" => {
                o.elide_elements_if_larger = Some(number_value(name, &value)?);
            }
            "mlir-print-elementsattrs-with-hex-if-larger" => {
                o.hex_elements_if_larger = Some(number_value(name, &value)?);
            }
            "mlir-timing-display" => {
                o.timing_display = match value.as_deref() {
                    Some("list") => TimingDisplay::List,
                    Some("tree") => TimingDisplay::Tree,
                    Some(v) => return Err(enum_error(program, name, v)),
                    None => {
                        return Err(format!(
                            "{program}: for the --{name} option: requires a value!"
                        ))
                    }
                }
            }
            "pass-pipeline" | "p" => {
                let v = match value {
                    Some(v) => v,
                    None => args.next().ok_or_else(|| {
                        format!("{program}: for the -{name} option: requires a value!")
                    })?,
                };
                o.pass_pipeline = Some(v);
            }
            "dump-pass-pipeline" => o.dump_pass_pipeline = bool_value(&value)?,
            "list-passes" => o.list_passes = bool_value(&value)?,
            "verify-each" => o.verify_each = bool_value(&value)?,
            "verify-roundtrip" => o.verify_roundtrip = bool_value(&value)?,
            "mlir-pass-statistics" => o.pass_statistics = bool_value(&value)?,
            "mlir-pass-statistics-display" => {
                o.pass_statistics_display = match value.as_deref() {
                    Some("list") => StatisticsDisplay::List,
                    Some("pipeline") => StatisticsDisplay::Pipeline,
                    Some(v) => return Err(enum_error(program, name, v)),
                    None => {
                        return Err(format!(
                            "{program}: for the --{name} option: requires a value!"
                        ))
                    }
                }
            }
            "mlir-print-ir-before" => {
                pass_list(program, name, &value, registry, &mut o.print_ir_before)?
            }
            "mlir-print-ir-after" => {
                pass_list(program, name, &value, registry, &mut o.print_ir_after)?
            }
            "mlir-print-ir-before-all" => o.print_ir_before_all = bool_value(&value)?,
            "mlir-print-ir-after-all" => o.print_ir_after_all = bool_value(&value)?,
            "mlir-print-ir-after-change" => o.print_ir_after_change = bool_value(&value)?,
            "mlir-print-ir-after-failure" => o.print_ir_after_failure = bool_value(&value)?,
            "mlir-print-ir-module-scope" => o.print_ir_module_scope = bool_value(&value)?,
            "mlir-print-ir-tree-dir" => o.print_ir_tree_dir = value,
            "mlir-pass-pipeline-crash-reproducer" => o.crash_reproducer = value,
            "mlir-pass-pipeline-local-reproducer" => o.local_reproducer = bool_value(&value)?,
            "run-reproducer" => o.run_reproducer = bool_value(&value)?,
            "mlir-generate-reproducer" => o.generate_reproducer = value,
            "o" => {
                let v = match value {
                    Some(v) => v,
                    None => args.next().ok_or("for the -o option: requires a value!")?,
                };
                o.output = Some(v);
            }
            "h" | "help" | "help-hidden" => o.show_help = true,
            "version" => o.show_version = true,
            "show-dialects" => o.show_dialects = bool_value(&value)?,
            // A pass or pass pipeline, with its options after `=`.
            _ if registry.lookup(name).is_some() => {
                o.passes.push((name.to_string(), value.unwrap_or_default()));
            }
            _ => {
                return Err(format!(
                    "Unknown command line argument '{arg}'.  Try: 'rmlir-opt --help'"
                ))
            }
        }
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn registry() -> PassRegistry {
        let mut r = PassRegistry::new();
        rmlir_transforms::register(&mut r);
        r
    }

    fn p(args: &[&str]) -> Options {
        parse_args(args.iter().map(|s| s.to_string()), &registry(), "rmlir-opt").unwrap()
    }

    #[test]
    fn both_dash_spellings() {
        let a = p(&[
            "-allow-unregistered-dialect",
            "--mlir-print-op-generic",
            "x.mlir",
            "-o",
            "out",
        ]);
        assert!(a.allow_unregistered_dialect && a.print_generic);
        assert_eq!(a.input.as_deref(), Some("x.mlir"));
        assert_eq!(a.output.as_deref(), Some("out"));
        let b = p(&["--split-input-file", "-o=o2", "-"]);
        assert_eq!(b.split_input_file.as_deref(), Some(DEFAULT_SPLIT_MARKER));
        assert_eq!(b.output.as_deref(), Some("o2"));
        assert_eq!(b.input.as_deref(), Some("-"));
        let d = p(&[
            "-mlir-print-skip-regions",
            "--mlir-print-value-users=true",
            "--mlir-use-nameloc-as-prefix",
            "--mlir-print-assume-verified=0",
        ]);
        assert!(d.skip_regions && d.value_users && d.use_nameloc_as_prefix);
        assert!(!d.assume_verified);
        let c = p(&["-split-input-file=// ====="]);
        assert_eq!(c.split_input_file.as_deref(), Some("// ====="));
    }

    #[test]
    fn unknown_flag_is_an_error() {
        let r = registry();
        assert!(parse_args(["--no-such-flag".to_string()], &r, "rmlir-opt").is_err());
        assert!(parse_args(["a".to_string(), "b".to_string()], &r, "rmlir-opt").is_err());
    }

    #[test]
    fn pass_flags_in_order() {
        let a = p(&[
            "-symbol-dce",
            "--print-ir=label=x y",
            "-p",
            "builtin.module(cse)",
            "--mlir-print-ir-after=symbol-dce,strip-debuginfo",
            "--mlir-print-ir-after=print-ir",
            "--verify-each=0",
        ]);
        assert_eq!(
            a.passes,
            [
                ("symbol-dce".to_string(), String::new()),
                ("print-ir".to_string(), "label=x y".to_string())
            ]
        );
        assert_eq!(a.pass_pipeline.as_deref(), Some("builtin.module(cse)"));
        assert_eq!(
            a.print_ir_after,
            ["symbol-dce", "strip-debuginfo", "print-ir"]
        );
        assert!(!a.verify_each);
        let err = parse_args(
            ["--mlir-print-ir-before=foo".to_string()],
            &registry(),
            "mlir-opt",
        )
        .unwrap_err();
        assert_eq!(
            err,
            "mlir-opt: for the --mlir-print-ir-before option: Cannot find option named 'foo'!"
        );
    }
}
